"""Public posts driven by the service's hooks: a new board after every turn, a decision passed
to another player, the final scores. The sink decides where they go (a Discord channel in the
bot, files in `roundhouse demo`), so both use the very same messages. Each post carries a
nonce naming its game, move and kind, so a post sent again after a restart is not doubled. A post
the sink could not make raises `bot.sending.delivery.Undelivered` when Discord (or the way to it)
is why, so that the outbox tries it again."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import replace

from bot.game import capabilities
from bot.game.model import Game
from bot.game.protocol import Picture
from bot.game.replay import replay_button
from bot.game.service import GameService
from bot.game.sight import public, simultaneous
from bot.game.text import clip
from bot.posts import messages
from bot.posts.messages import Outgoing
from bot.posts.together import together_post
from bot.sending.announcement import nonce
from bot.sending.delivery import posting
from bot.storage.records import Status
from bot.workers.picture import draw_async, or_none
from locales.words import ENGLISH, words_for

NO_PICTURE = words_for(ENGLISH)("bot.post.no_picture")  # its English words (the tests' check)
Sink = Callable[[Game, Outgoing], Awaitable[None]]
Pings = Callable[[Game, int | None], Awaitable[bool]]


async def always(game: Game, seat: int | None) -> bool:
    return True


def with_picture(game: Game, out: Outgoing, picture: Picture | None) -> Outgoing:
    """`out` as it is when it has its `picture` or the game draws none (`Pictures`); else
    `without_picture`."""
    if picture is not None or capabilities.pictures(game.rules) is None:
        return out
    return without_picture(game, out)


def without_picture(game: Game, out: Outgoing) -> Outgoing:
    """`out`, whose picture failed, saying so in a line of its own (in the game's words)."""
    note = game.words("bot.post.no_picture")
    return replace(out, content=clip(f"{out.content}\n{note}", messages.CONTENT_LIMIT))


class Announcer:
    """Registers on a service's hooks and sends each public post to `sink`. `pings(game,
    seat)` says whether a post may notify the seat's player (False: they get a turn DM, so
    the post mentions them silently); by default it always does."""

    def __init__(self, service: GameService, sink: Sink, *, pings: Pings = always) -> None:
        self.sink = sink
        self.pings = pings
        service.hooks.turn_started.append(self.turn_started)
        service.hooks.decision_passed.append(self.decision_passed)
        service.hooks.game_over.append(self.game_over)

    async def turn_started(self, game: Game, turn_lines: list[str] | None) -> None:
        game = public(game)  # every post shows what everybody may know, and no more
        name = f"turn-{game.id}-{game.version:04d}"  # the phone picture (Show board: the board)
        picture = await or_none(game, draw_async(game, turn_lines or [], name=name, view="turn"))
        if simultaneous(game):
            pinged = [s for s in game.deciders() if game.latest and await self.pings(game, s)]
            out = together_post(game, turn_lines, picture, pinged)
        else:
            ping = game.latest and await self.pings(game, game.current_seat())
            out = messages.turn_post(game, turn_lines, picture, ping=ping)
        out = with_picture(game, out, picture)
        await self._post(game, out, "turn")

    async def decision_passed(self, game: Game, seat: int | None) -> None:
        game = public(game)
        if game.status == Status.PLAYING and not game.is_computer(seat):
            ping = game.latest and await self.pings(game, seat)
            out = messages.decision_post(game, ping=ping)
            await self._post(game, out, "decision")

    async def game_over(self, game: Game, turn_lines: list[str]) -> None:
        game = public(game)  # a finished game shows its secrets if it `reveals_at_end`
        name = f"board-{game.id}-final"  # the phone picture (Show board: the board)
        drawing = draw_async(game, turn_lines, name=name, view="turn")
        picture = await or_none(game, drawing)
        out = messages.game_over_post(game, turn_lines, picture)
        out.buttons.insert(1, replay_button(game))  # beside Rematch
        out = with_picture(game, out, picture)
        await self._post(game, out, "over")

    async def _post(self, game: Game, out: Outgoing, kind: str) -> None:
        """Send `out` to the sink with its nonce; Undelivered if Discord did not take it."""
        await posting(self.sink(game, replace(out, nonce=nonce(game.id, game.version, kind))))
