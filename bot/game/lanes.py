"""Clicks first: a click is answered before the posts and bookkeeping that saved moves lead to.

The event loop runs its ready tasks in turn, so during a burst of end-of-turn posts a click's
every step would wait behind a step of each post. A click's handler therefore runs in the
foreground (`foreground()`) until it has answered, and the work a saved move leads to (posts,
turn notices, reminders: `GameService`'s announcements) runs in the background
(`background()`): at most `SLOTS` pieces at once, each starting only once no click is being
handled, or after `LONGEST_WAIT` seconds so that a stream of clicks never holds the posts up for
long. A task that starts background work has answered: it leaves the foreground first.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

from bot.game.picture import cores

SLOTS = 2 * cores() + 2  # enough to keep every picture worker (one per core) busy
LONGEST_WAIT = 0.5  # seconds background work waits at most for the clicks being handled


class Lanes:
    """The foreground (clicks being answered) and the background (what their moves lead to)."""

    def __init__(self, slots: int = SLOTS, longest_wait: float = LONGEST_WAIT) -> None:
        self.longest_wait = longest_wait
        self._clicks: set[asyncio.Task[object]] = set()
        self._quiet = asyncio.Event()
        self._quiet.set()
        self._slots = asyncio.Semaphore(slots)
        self._working: set[asyncio.Task[object]] = set()  # tasks holding a background slot

    @property
    def busy(self) -> int:
        """How many clicks are being handled now."""
        return len(self._clicks)

    @contextlib.asynccontextmanager
    async def foreground(self) -> AsyncIterator[None]:
        """Handle a click: background work waits until it has answered."""
        task = _current()
        self._clicks.add(task)
        self._quiet.clear()
        try:
            yield
        finally:
            self._leave(task)

    @contextlib.asynccontextmanager
    async def background(self) -> AsyncIterator[None]:
        """Run work a saved move leads to, once the clicks being handled have been answered
        (re-entrant: nested background work in the same task takes no second slot)."""
        task = _current()
        self._leave(task)
        if task in self._working:
            yield
            return
        async with self._slots:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._quiet.wait(), self.longest_wait)
            self._working.add(task)
            try:
                yield
            finally:
                self._working.discard(task)

    def _leave(self, task: asyncio.Task[object]) -> None:
        self._clicks.discard(task)
        if not self._clicks:
            self._quiet.set()


def _current() -> asyncio.Task[object]:
    task = asyncio.current_task()
    assert task is not None, "lanes are used from tasks on the event loop"
    return task
