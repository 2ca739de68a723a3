"""`/roundhouse move-here game:N`: the body of the command and its autocomplete.

Run in the channel the game should move to. The bot must be able to post there (Discord tells
its permissions with the command); the game moves (`bot.game.moving`), the channel reads that
it continues here (a lobby gets its lobby message again) and the posts Discord refused in the
old channel go out here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands

from bot.game.model import UserError
from bot.game.moving import move_game, moved_notice, send_refused
from bot.game.said import say
from bot.game.service import GameService
from bot.interface.readers import reader_words
from bot.interface.ui import GameUI, PostChannel
from bot.posts.messages import Outgoing, game_title
from bot.storage.records import ACTIVE, Status
from locales.words import Words

Interaction = discord.Interaction[Any]
CHOICES = 25  # Discord shows at most this many autocomplete choices


def missing_permissions(interaction: Interaction, channel: PostChannel) -> list[str]:
    """The permissions the bot lacks to post a game in `channel` (discord.py's names)."""
    send = "send_messages_in_threads" if isinstance(channel, discord.Thread) else "send_messages"
    needed = ("view_channel", send, "embed_links", "attach_files")
    have = interaction.app_permissions
    return [name for name in needed if not getattr(have, name)]


def _permissions(names: list[str]) -> Callable[[Words], str]:
    """Permissions as Discord names them in the reader's language ("View Channel")."""

    def named(words: Words) -> str:
        return words("bot.list.separator").join(words(f"bot.permission.{n}") for n in names)

    return named


async def move_here(
    ui: GameUI, interaction: Interaction, channel: PostChannel, game_id: int
) -> str:
    """Move game `game_id` to `channel`, where the command was run; the answer."""
    missing = missing_permissions(interaction, channel)
    words = await reader_words(interaction)
    if missing:
        raise UserError(say("bot.moving.permissions", missing=_permissions(missing)))
    perms = interaction.permissions
    game, old = await move_game(
        ui.service,
        game_id,
        user_id=interaction.user.id,
        can_manage=bool(perms and perms.manage_guild),
        guild_id=interaction.guild_id,
        channel_id=channel.id,
    )
    await ui.post(channel, Outgoing(moved_notice(game, interaction.user.mention, old)))
    if game.status == Status.LOBBY:
        message = await ui.post(channel, await ui.lobby_message(game))
        await ui.service.store.set_lobby_message(game.id, message.id)
    title = game_title(game.speaking(words.language))
    answer = words("bot.moving.moved", title=title)
    if not await send_refused(ui.service, game):
        answer += words("bot.moving.still_refused")
    return answer


async def games_to_move(
    service: GameService, interaction: Interaction, current: str
) -> list[app_commands.Choice[int]]:
    """The games on this server the user may move (theirs; with Manage Server, all of them)
    in a lobby or in play, newest first, whose name contains what they typed."""
    if interaction.guild_id is None:
        return []
    perms = interaction.permissions
    rows = await service.store.games(guild_id=interaction.guild_id, statuses=ACTIVE)
    if not (perms and perms.manage_guild):
        mine = set(await service.store.games_of(interaction.user.id))
        rows = [row for row in rows if row.id in mine or row.host_id == interaction.user.id]
    choices, words = [], await reader_words(interaction)
    for row in reversed(rows):
        game = service.games.hosting(row.game).speaking(words.language).info.name
        status = words(f"bot.state.{row.status}")
        name = words("bot.moving.choice", game=game, id=row.id, status=status)
        if current.strip().lower() in name.lower():
            choices.append(app_commands.Choice(name=name, value=row.id))
    return choices[:CHOICES]
