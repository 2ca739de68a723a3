"""The bot's other processes, known from their heartbeats in the database (issue 28).

Each process writes a heartbeat row (`bot.storage.processes`) when its outbox first looks and
then every `BEAT` seconds, each saying it is alive for `ALIVE` seconds (several beats may fail
in a row, as when another process holds SQLite's lock), and deletes it when it stops. Each beat
also reads which other processes are alive; when that changes, the listeners are told (the
outbox: `bot.sending.outbox`). So a process that runs every shard knows, within a beat, that a
deploy started another beside it, and the survivor of the two knows the other for `ALIVE`
seconds after its last beat, however it ended.

The beat runs as a `discord.ext.tasks` loop, which keeps going through failures; under simcord
its timer is the virtual clock's alone, so a test of one process settles as before.
"""

from __future__ import annotations

import logging
import os
import secrets
import socket
from collections.abc import Callable

from discord.ext import tasks

from bot.clock import Clock
from bot.storage.processes import Process, ProcessStore
from bot.tasks import stop_task

log = logging.getLogger(__name__)

BEAT = 10.0  # seconds between heartbeats (≤ CLAIM - 1: a newcomer is known in time, the bound)
ALIVE = 60.0  # seconds a heartbeat says its process is alive (so six beats may fail in a row)


class Peers:
    """This run's heartbeat, and the other processes alive at its latest beat (`others`)."""

    def __init__(self, db: ProcessStore, clock: Clock, place: str) -> None:
        self.db = db
        self.clock = clock
        tag = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"
        self.me = Process(f"{place} ({tag})", place)  # this run: the same place, its own name
        self.others: tuple[Process, ...] = ()
        self.beaten = False  # whether a beat has read the others yet
        self.listeners: list[Callable[[], None]] = []  # told when `others` changes
        self._loop = tasks.loop(seconds=BEAT, name="roundhouse-heartbeat")(self._tick)

    @property
    def twin(self) -> bool:
        """Another process of this place is alive: a deploy's overlap (its rows are its own)."""
        return any(other.place == self.me.place for other in self.others)

    async def beat(self) -> None:
        """Write this run's heartbeat and read the others alive; tell the listeners if they
        changed."""
        now = self.clock().timestamp()
        others = await self.db.beat(self.me, now=now, until=now + ALIVE)
        self.beaten = True
        if others != self.others:
            self.others = others
            log.info("other processes of the bot alive: %s", [p.name for p in others] or "none")
            for listener in self.listeners:
                listener()

    async def _tick(self) -> None:
        try:
            await self.beat()
        except Exception as exc:
            log.warning("could not write this process's heartbeat (%s); again in %s s", exc, BEAT)

    def start(self) -> None:
        """Beat every `BEAT` seconds (the first at once), until `stop`."""
        if not self._loop.is_running():
            self._loop.start()

    async def stop(self) -> None:
        """Stop beating and leave: the others know at their next beat that this run is gone."""
        await stop_task(self._loop.get_task())
        if not self.beaten:
            return
        try:
            await self.db.leave(self.me)
        except Exception as exc:
            log.warning("could not delete this process's heartbeat (%s): it runs out", exc)
