"""Moving a game to another channel of its server (`/roundhouse move-here`): for a game whose
channel was deleted, or refuses the bot's posts. The host or someone with Manage Server moves
it; a channel holds one game in a lobby or in play (the store refuses another). Its buttons
carry the game's id, not its channel, so every old button keeps working; the posts Discord
refused go out in the new channel.
"""

from __future__ import annotations

from bot.game.model import Game, UserError
from bot.game.said import say
from bot.game.service import GameService
from bot.posts.messages import game_title
from bot.storage.records import Status


async def move_game(
    service: GameService,
    game_id: int,
    *,
    user_id: int,
    can_manage: bool,
    guild_id: int | None,
    channel_id: int,
) -> tuple[Game, int]:
    """Point `game_id` at `channel_id` (only its row is read: a broken game moves too); the
    game and the channel it left. UserError if it is not this server's, was abandoned, is
    there already or the user may not move it; the store's ChannelBusy if that channel has a
    game."""
    async with service.lock(game_id):
        row = await service.store.game(game_id)
        if row is None or row.guild_id != guild_id:
            raise UserError(say("bot.moving.no_game", id=game_id))
        if row.status == Status.ABANDONED:
            raise UserError(say("bot.moving.abandoned"))
        if user_id != row.host_id and not can_manage:
            raise UserError(say("bot.moving.not_allowed"))
        if row.channel_id == channel_id:
            raise UserError(say("bot.moving.here_already"))
        await service.store.move_game(game_id, channel_id)
    game = await service.load(game_id)
    return game, row.channel_id


async def send_refused(service: GameService, game: Game) -> bool:
    """Try again at once the posts Discord refused in the game's old channel, now in its own;
    whether every one went out."""
    outbox = service.outbox
    await outbox.db.retry_refused([game.id], outbox.clock().timestamp())
    await service.flush_outbox()
    return await outbox.db.refusal(game.id) is None


def moved_notice(game: Game, by: str, old_channel: int) -> str:
    """What the new channel reads first (in the game's words)."""
    return game.words("bot.moving.notice", title=game_title(game), by=by, old=old_channel)
