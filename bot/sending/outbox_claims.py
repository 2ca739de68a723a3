"""The outbox rows this process has claimed and still means to send, their claims kept alive.

A row is claimed in the database for `CLAIM` seconds only (`OutboxStore.record`,
`OutboxStore.claim_unsent`), so that the rows of a process that died become another's soon. While
this process lives and means to send a row (its caller is still announcing it, or the outbox
loop is), `HeldClaims` renews the claim `RENEW` seconds after it was written, in a task of its
own: the outbox loop may be busy sending for longer than a claim lasts. A live process's rows are
thus never taken by another, however slow their posts are; a dead one's claims end at most
`CLAIM` seconds after its death. (The bot's only process starts no renewing: no other process
would take its rows.)
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence

from bot.storage.outbox import OutboxStore
from bot.tasks import background, stop_task

log = logging.getLogger(__name__)

Key = tuple[int, int]  # (game, version)
CLAIM = 20.0  # seconds a row stays claimed in the database unless its holder renews the claim
RENEW = 10.0  # seconds after writing a claim that it is renewed (< CLAIM: a margin for delays)
REHOLD = 2.0  # seconds before renewing again claims the database would not renew


class HeldClaims:
    """The rows this process holds, each until when; renewed (once `start`ed) until `drop`ped.
    `prune(now)`, called before each renewal, drops the rows this process no longer means to
    send."""

    def __init__(self, db: OutboxStore, owner: str, prune: Callable[[float], None]) -> None:
        self.db = db
        self.owner = owner
        self.prune = prune
        self.until: dict[Key, float] = {}
        self._task: asyncio.Task[None] | None = None
        self._clock: Callable[[], float] | None = None  # set while renewing (`start`)
        self._napping: asyncio.Task[None] | None = None  # the task, while it waits to renew

    def hold(self, keys: Sequence[Key], until: float) -> None:
        """These rows are claimed by this process until `until`."""
        for key in keys:
            self.until[key] = until
        self._keep()

    def drop(self, key: Key) -> float | None:
        """No more renewing this row (sent, given back, let go); when its claim ends. The last
        one dropped ends the renewing task's nap (no timer left behind; a renewal under way
        ends by itself)."""
        until = self.until.pop(key, None)
        if not self.until and self._task is not None and self._task is self._napping:
            self._task.cancel()
            self._task = None
        return until

    def start(self, now: Callable[[], float]) -> None:
        """Renew the claims held, by the clock `now` (seconds), until `stop`."""
        self._clock = now
        self._keep()

    async def stop(self) -> None:
        self._clock = None
        task, self._task = self._task, None
        await stop_task(task)

    def _keep(self) -> None:
        if self.until and self._clock is not None and (self._task is None or self._task.done()):
            self._task = background(self._renewing(self._clock), name="outbox-claims")

    async def _renewing(self, now: Callable[[], float]) -> None:
        """Renew each claim `RENEW` s after it was written, until none is held."""
        while self.until:
            due = min(self.until.values()) - (CLAIM - RENEW)
            if due > now():
                self._napping = me = asyncio.current_task()
                try:
                    await asyncio.sleep(due - now())
                finally:
                    if self._napping is me:
                        self._napping = None
                continue
            try:
                await self.renew(now())
            except Exception as exc:
                log.warning("could not renew the outbox's claims (%s); again in %s s", exc, REHOLD)
                await asyncio.sleep(REHOLD)

    async def renew(self, now: float) -> None:
        """Claim for `CLAIM` s more every row still held (after `prune`)."""
        self.prune(now)
        keys = sorted(self.until)
        if keys:
            await self.db.renew(keys, until=now + CLAIM, owner=self.owner)
            for key in keys:
                if key in self.until:  # not dropped meanwhile
                    self.until[key] = now + CLAIM
