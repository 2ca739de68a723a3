"""A game's picture for a message: drawn by the game (`GameRules.picture`) in a worker thread,
named and with its alt text clipped to what Discord takes."""

from __future__ import annotations

import asyncio
import copy
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bot.game.model import Game
from bot.game.protocol import GameRules, Picture

ALT_TEXT_LIMIT = 1024  # Discord's limit for an attachment description
# Pictures drawn at once: more threads only fight the event loop for the GIL.
DRAW_SLOTS = 2
_slots: dict[asyncio.AbstractEventLoop, asyncio.Semaphore] = {}


def draw(
    rules: GameRules[Any], state: object, events: Sequence[str], *, name: str = "board"
) -> Picture:
    """The game's picture of `state`, as `{name}.png` (blocking: call `draw_async` on the loop)."""
    picture = rules.picture(state, events)
    alt = picture.alt
    if len(alt) > ALT_TEXT_LIMIT:
        alt = alt[: ALT_TEXT_LIMIT - 1] + "…"
    return replace(picture, alt=alt, filename=f"{name}.png")


async def draw_async(game: Game, events: Sequence[str], *, name: str = "board") -> Picture:
    """Draw a started game's board in a worker thread, from a copy of its state so later
    moves cannot change it mid-draw."""
    if game.state is None:
        raise ValueError(f"game {game.id} has not started: it has no board")
    snapshot = copy.deepcopy(game.state)
    loop = asyncio.get_running_loop()
    slots = _slots.setdefault(loop, asyncio.Semaphore(DRAW_SLOTS))
    async with slots:
        return await asyncio.to_thread(draw, game.rules, snapshot, list(events), name=name)
