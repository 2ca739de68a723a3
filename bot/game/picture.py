"""A game's pictures for a message: drawn by the game (`GameRules.picture`, `turn_picture`,
`seat_picture`) in a worker thread, named and with their alt text clipped to what Discord
takes."""

from __future__ import annotations

import asyncio
import copy
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, Literal, TypeVar

from bot.game.model import Game
from bot.game.protocol import GameRules, Picture

ALT_TEXT_LIMIT = 1024  # Discord's limit for an attachment description
# Pictures drawn at once: more threads only fight the event loop for the GIL.
DRAW_SLOTS = 2
_slots: dict[asyncio.AbstractEventLoop, asyncio.Semaphore] = {}
View = Literal["board", "turn"]  # the full board, or the turn post's phone picture
T = TypeVar("T")


def draw(
    rules: GameRules[Any],
    state: object,
    events: Sequence[str],
    *,
    name: str = "board",
    view: View = "board",
) -> Picture:
    """The game's picture of `state`, as `{name}.png` (blocking: call `draw_async` on the loop)."""
    picture = rules.turn_picture(state, events) if view == "turn" else rules.picture(state, events)
    return named(picture, name)


def named(picture: Picture, name: str) -> Picture:
    """The picture as `{name}.png`, its alt text clipped to Discord's limit."""
    alt = picture.alt
    if len(alt) > ALT_TEXT_LIMIT:
        alt = alt[: ALT_TEXT_LIMIT - 1] + "…"
    return replace(picture, alt=alt, filename=f"{name}.png")


async def draw_async(
    game: Game, events: Sequence[str], *, name: str = "board", view: View = "board"
) -> Picture:
    """Draw a started game's board (or its turn picture) in a worker thread, from a copy of its
    state so later moves cannot change it mid-draw."""
    rules, evs = game.rules, list(events)
    return await _in_worker(game, lambda s: draw(rules, s, evs, name=name, view=view))


async def draw_seat_async(game: Game, seat: int, *, name: str) -> Picture | None:
    """Draw what `seat` holds (`GameRules.seat_picture`) in a worker thread; None if the game
    draws no such picture."""
    rules = game.rules

    def work(state: object) -> Picture | None:
        picture = rules.seat_picture(state, seat)
        return None if picture is None else named(picture, name)

    return await _in_worker(game, work)


async def _in_worker(game: Game, work: Callable[[object], T]) -> T:
    """`work` on a copy of a started game's state, in a worker thread (at most DRAW_SLOTS at
    once)."""
    if game.state is None:
        raise ValueError(f"game {game.id} has not started: it has no board")
    snapshot = copy.deepcopy(game.state)
    loop = asyncio.get_running_loop()
    slots = _slots.setdefault(loop, asyncio.Semaphore(DRAW_SLOTS))
    async with slots:
        return await asyncio.to_thread(work, snapshot)
