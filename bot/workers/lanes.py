"""Clicks first: a click is answered before the posts and bookkeeping that saved moves lead to,
and a click in one game does not queue behind a burst of clicks in others.

The event loop runs its ready tasks in turn, so during a burst of end-of-turn posts a click's
every step would wait behind a step of each post. A click's handler therefore runs in the
foreground (`foreground()`) until it has answered, and the work a saved move leads to (posts,
turn notices, reminders: `GameService`'s announcements) runs in the background
(`background()`): at most `SLOTS` pieces at once, each starting only once no click is being
handled, or after `LONGEST_WAIT` seconds so that a stream of clicks never holds the posts up for
long. A task that starts background work has answered: it leaves the foreground first.

Clicks take turns too. Left to themselves, a hundred clicks arriving together would each be
worked on at once, and a click arriving among them would wait behind a step of every one: at
the event loop, and at SQLite's one writer, which saves their moves one after another. So at
most `CLICK_SLOTS` clicks are worked on at once, one per game (a game's clicks take turns at its
lock in any case), and a click that finds them all taken waits; a slot that frees goes to the
newest click waiting, so that a click arriving after a burst is answered next and the burst's
backlog drains behind it (each of the burst's clicks is delayed by one click's work, no more).
A click that has waited `CLICK_WAIT` seconds goes in anyway, so none waits long. A click whose
move is saved gives its slot on while its answer travels (`answering`), and while a task is in
the foreground its writes go before the background's at SQLite's writer (`bot.storage.turns`).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Hashable
from dataclasses import dataclass

from bot.storage.turns import CLICK
from bot.workers.picture import cores

SLOTS = 2 * cores() + 2  # enough to keep every picture worker (one per core) busy
LONGEST_WAIT = 0.5  # seconds background work waits at most for the clicks being handled
CLICK_SLOTS = 2 * cores() + 2  # clicks worked on at once: the loop has work while each waits
CLICK_WAIT = 1.0  # seconds a click waits at most for a slot (Discord wants an answer in 3 s)


@dataclass
class _Waiting:
    """A click waiting for a slot: its task, its game (None: none), and its wake-up."""

    task: asyncio.Task[object]
    key: Hashable | None
    admitted: asyncio.Future[None]
    timer: asyncio.TimerHandle | None = None


class Lanes:
    """The foreground (clicks being answered) and the background (what their moves lead to)."""

    def __init__(
        self,
        slots: int = SLOTS,
        longest_wait: float = LONGEST_WAIT,
        *,
        click_slots: int = CLICK_SLOTS,
        click_wait: float = CLICK_WAIT,
    ) -> None:
        self.longest_wait = longest_wait
        self.click_slots = click_slots
        self.click_wait = click_wait
        self._clicks: set[asyncio.Task[object]] = set()
        self._quiet = asyncio.Event()
        self._quiet.set()
        self._slots = asyncio.Semaphore(slots)
        self._working: set[asyncio.Task[object]] = set()  # tasks holding a background slot
        self._admitted: dict[asyncio.Task[object], Hashable | None] = {}  # click -> its game
        self._waiting: list[_Waiting] = []  # clicks waiting for a slot, oldest first

    @property
    def busy(self) -> int:
        """How many clicks are being handled now (worked on or waiting for a slot)."""
        return len(self._clicks)

    @property
    def waiting(self) -> int:
        """How many clicks wait for a slot."""
        return len(self._waiting)

    @contextlib.asynccontextmanager
    async def foreground(self, game: Hashable | None = None) -> AsyncIterator[None]:
        """Handle a click (on `game`'s buttons, if any): background work waits until it has
        answered, and it waits for a click slot first."""
        task = _current()
        try:
            await self._join(task, game)
            yield
        finally:
            self._leave(task)

    async def enter(self, game: Hashable | None = None) -> None:
        """Put the current task in the foreground until it ends (or starts background work):
        `foreground()` for a handler this code does not wrap (a slash command's, run by
        discord.py's command tree)."""
        task = _current()
        task.add_done_callback(self._leave)
        await self._join(task, game)

    def answering(self) -> None:
        """The current click has done its work and only waits for Discord to take its answer:
        its slot goes to the next click (it stays in the foreground until it leaves)."""
        self._free(_current())

    async def _join(self, task: asyncio.Task[object], game: Hashable | None) -> None:
        self._clicks.add(task)
        self._quiet.clear()
        CLICK.set(True)  # its saves go first at SQLite's writer
        await self._admit(task, game)

    @contextlib.asynccontextmanager
    async def background(self) -> AsyncIterator[None]:
        """Run work a saved move leads to, once the clicks being handled have been answered
        (re-entrant: nested background work in the same task takes no second slot)."""
        task = _current()
        self._leave(task)
        CLICK.set(False)
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

    def _free_for(self, game: Hashable | None) -> bool:
        return len(self._admitted) < self.click_slots and (
            game is None or game not in self._admitted.values()
        )

    async def _admit(self, task: asyncio.Task[object], game: Hashable | None) -> None:
        if task in self._admitted:
            return  # a nested foreground: the task has its slot
        if self._free_for(game):
            self._admitted[task] = game
            return
        waiting = _Waiting(task, game, asyncio.get_running_loop().create_future())
        waiting.timer = asyncio.get_running_loop().call_later(
            self.click_wait, self._let_in, waiting
        )
        self._waiting.append(waiting)
        try:
            await waiting.admitted
        finally:
            if waiting in self._waiting:  # cancelled while waiting
                self._waiting.remove(waiting)
                waiting.timer.cancel()

    def _let_in(self, waiting: _Waiting) -> None:
        """Give `waiting` a slot (past `click_slots` when it has waited `click_wait`), unless
        it was cancelled meanwhile."""
        self._waiting.remove(waiting)
        if waiting.timer is not None:
            waiting.timer.cancel()
        if not waiting.admitted.done():
            self._admitted[waiting.task] = waiting.key
            waiting.admitted.set_result(None)

    def _let_in_newest(self) -> None:
        """Fill the free slots with the newest waiting clicks whose games have none."""
        for waiting in reversed(list(self._waiting)):
            if len(self._admitted) >= self.click_slots:
                return
            if self._free_for(waiting.key):
                self._let_in(waiting)

    def _free(self, task: asyncio.Task[object]) -> None:
        if task in self._admitted:
            del self._admitted[task]
            self._let_in_newest()

    def _leave(self, task: asyncio.Task[object]) -> None:
        self._clicks.discard(task)
        self._free(task)
        if not self._clicks:
            self._quiet.set()


def _current() -> asyncio.Task[object]:
    task = asyncio.current_task()
    assert task is not None, "lanes are used from tasks on the event loop"
    return task
