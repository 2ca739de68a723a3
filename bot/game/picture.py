"""The board picture for a message: PNG bytes and alt text from `render`, drawn off the loop."""

from __future__ import annotations

import asyncio
import copy
from dataclasses import dataclass

from engine import GameState

ALT_TEXT_LIMIT = 1024  # Discord's limit for an attachment description
# Pictures drawn at once: more threads only fight the event loop for the GIL.
DRAW_SLOTS = 2
_slots: dict[asyncio.AbstractEventLoop, asyncio.Semaphore] = {}


@dataclass(frozen=True)
class Picture:
    png: bytes
    alt: str
    filename: str


def draw(state: GameState, events: list[str], *, name: str = "board") -> Picture:
    """Render the board (blocking; call through `draw_async` on the event loop)."""
    import render

    png = render.render_board(state)
    alt = render.alt_text(state, events)
    if len(alt) > ALT_TEXT_LIMIT:
        alt = alt[: ALT_TEXT_LIMIT - 1] + "…"
    return Picture(png, alt, f"{name}.png")


async def draw_async(state: GameState, events: list[str], *, name: str = "board") -> Picture:
    """Render in a worker thread, from a copy so later moves cannot change it mid-draw."""
    snapshot = copy.deepcopy(state)
    loop = asyncio.get_running_loop()
    slots = _slots.setdefault(loop, asyncio.Semaphore(DRAW_SLOTS))
    async with slots:
        return await asyncio.to_thread(draw, snapshot, list(events), name=name)
