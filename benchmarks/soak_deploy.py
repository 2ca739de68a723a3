"""`soak.py --deploys`: every worker's life ends in a rolling deploy that overlaps two processes.

As a deploy replaces `roundhouse bot`, a new worker in the same place (`all shards`: each runs
every shard) is started beside the running one. Once the new one is ready, the old one is told
(SIGUSR1) to post slowly from then on, and as soon as it holds unsent posts (moves it saved
whose outbox rows are unsent, or rows it took from a process that died: `acks.log` and
`claims.log` name each move's worker and each claim's) it is killed with SIGKILL, `HOLD` s
after the new one's start at the latest. The rows it held unsent at that moment are written to
`deploys.jsonl` with the time of the kill (and every row unsent then); the report says how many
of their posts were lost and how late after the last kill of a process holding them they went
out (`soak_second.lateness`; goal: 60 s).
"""

from __future__ import annotations

import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

from soak_db import rows  # benchmarks/soak_db.py
from soak_second import write_death  # benchmarks/soak_second.py

HOLD = 15.0  # seconds the old process may take to hold unsent posts before it is killed anyway
LOG = "deploys.jsonl"  # each deploy's kill: when, and the rows the old process held unsent


class Deploys:
    """Replaces the running worker by a new one started before it is killed."""

    def __init__(self, folder: Path, database: str, start: Callable[[], subprocess.Popen]) -> None:
        self.folder, self.database, self.start = folder, database, start
        self.deploys = self.held = 0

    def summary(self) -> str:
        return f"{self.deploys} overlapping deploys (holding {self.held} unsent rows at the kill)"

    def replace(self, old: subprocess.Popen) -> subprocess.Popen:
        """Start the new worker, then kill `old` once it holds unsent posts; the new one."""
        new = self.start()
        assert new.stdout is not None
        new.stdout.readline()  # "ready" (or nothing: it failed, and the soak counts that)
        old.send_signal(signal.SIGUSR1)
        give_up = time.monotonic() + HOLD
        while time.monotonic() < give_up and not self.held_by(old.pid):
            time.sleep(0.1)
        old.send_signal(signal.SIGKILL)
        old.wait()
        killed_at = time.time()
        held, unsent = self.held_by(old.pid), self.unsent()
        self.deploys += 1
        self.held += len(held)
        write_death(self.folder / LOG, killed_at, held, pid=old.pid, unsent=unsent)
        return new

    def held_by(self, pid: int) -> list[list[int]]:
        """The unsent outbox rows worker `pid` saved or took, as [game, version]."""
        mine = set()
        for log in ("acks.log", "claims.log"):
            for entry in map(str.split, (self.folder / log).read_text().splitlines()):
                if entry[-1] == str(pid):
                    mine.add((int(entry[0]), int(entry[1])))
        return [row for row in self.unsent() if tuple(row) in mine]

    def unsent(self) -> list[list[int]]:
        """Every unsent outbox row, as [game, version] (the log keeps them for a look later)."""
        found = rows(self.database, "SELECT game_id, version FROM outbox WHERE sent_at IS NULL")
        return sorted([game, version] for game, version in found)
