"""Telling a game's people that Discord refuses the bot's posts in its channel.

When a post of a game is refused for the first time since its last post (`post_refused`,
`bot.sending.undelivered`), each of its seated people and its host get one DM saying so and what
fixes it, even with turn DMs off (the channel, where they would read the game, is what is
broken), unless their DMs are known to be closed. The turn DMs go on as before, so the game
can be played from them. `/roundhouse status` says it too, for as long as the posts wait.
"""

from __future__ import annotations

import logging
from dataclasses import replace

import discord

from bot.game.model import Game
from bot.game.service import GameService
from bot.interface.readers import recipient_words
from bot.posts.messages import Outgoing, game_title
from bot.sending.delivery import Undelivered, reason_in
from bot.storage.outbox import Refusal
from bot.storage.pacing import PacingStore

log = logging.getLogger(__name__)


def refusal_line(game: Game, refusal: Refusal) -> str:
    """The line `status` starts with while the game's posts wait (in the game's words)."""
    return game.words(
        "bot.delivery.status_line",
        channel=game.row.channel_id,
        reason=reason_in(game.words, refusal.reason),
        since=int(refusal.since),
        id=game.id,
    )


def refusal_notice(game: Game, reason: str) -> str:
    """The DM each of the game's people gets (in the words of `game`: the recipient's);
    `reason` as the database keeps it."""
    channel, title = game.row.channel_id, game_title(game)
    return game.words(
        "bot.delivery.notice",
        channel=channel,
        title=title,
        reason=reason_in(game.words, reason),
        id=game.id,
    )


class RefusalNotices:
    """Registers on the service's `post_refused` hook; DMs through `client`."""

    def __init__(self, client: discord.Client, service: GameService, prefs: PacingStore) -> None:
        self.client = client
        self.service = service
        self.prefs = prefs
        service.hooks.post_refused.append(self.tell)

    async def tell(self, game_id: int, refusal: Undelivered) -> None:
        """One DM to each of the game's people whose DMs are not known to be closed."""
        game = await self.service.load(game_id)
        people = {seat.user_id for seat in game.seats if seat.user_id is not None}
        for user_id in sorted(people | {game.row.host_id}):
            if (await self.prefs.prefs(user_id)).dms_closed:
                continue
            words = await recipient_words(game, self.prefs, user_id)
            text = refusal_notice(game.speaking(words.language), refusal.reason)
            try:
                channel = await self.client.create_dm(discord.Object(user_id))
                await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
            except discord.HTTPException as exc:
                log.info("could not tell %s of game %s's refused posts: %s", user_id, game_id, exc)

    async def noted(self, game: Game, out: Outgoing) -> Outgoing:
        """`out` (the game's status) with the refusal line on top while its posts wait."""
        refusal = await self.service.outbox.db.refusal(game.id)
        if refusal is None:
            return out
        return replace(out, content=f"{refusal_line(game, refusal)}\n{out.content}".strip())
