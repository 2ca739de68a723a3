"""SQLite's one writer, taken in turns: a write made while a click is answered goes first.

The bot's writes to SQLite follow each other on one connection. A burst of posts leads to many
small writes in the background (outbox rows, waits, notices), and a click answered meanwhile
should not save its move behind them all. `CLICK` marks a task's writes as a click's (the
game's lanes set it while a task handles a click: `bot.workers.lanes`); when the writer comes
free, `Turns` hands it to the first click waiting, else to the first other write waiting.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import AsyncIterator
from contextvars import ContextVar

CLICK: ContextVar[bool] = ContextVar("click", default=False)  # this task answers a click


class Turns:
    """A lock whose waiting clicks (`CLICK`) go before its other waiters, each kind in order."""

    def __init__(self) -> None:
        self._held = False
        self._clicks: deque[asyncio.Future[None]] = deque()
        self._others: deque[asyncio.Future[None]] = deque()

    @contextlib.asynccontextmanager
    async def turn(self) -> AsyncIterator[None]:
        """Hold the writer while inside."""
        await self._take()
        try:
            yield
        finally:
            self._hand_on()

    async def _take(self) -> None:
        if not self._held and not self._clicks and not self._others:
            self._held = True
            return
        waiting: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        queue = self._clicks if CLICK.get() else self._others
        queue.append(waiting)
        try:
            await waiting
        except asyncio.CancelledError:
            if waiting in queue:
                queue.remove(waiting)
            elif waiting.done() and not waiting.cancelled():
                self._hand_on()  # it was handed the writer just before: pass it on
            raise

    def _hand_on(self) -> None:
        """Give the writer to the next waiter (clicks first), or leave it free."""
        for queue in (self._clicks, self._others):
            while queue:
                waiting = queue.popleft()
                if not waiting.done():
                    waiting.set_result(None)
                    return
        self._held = False
