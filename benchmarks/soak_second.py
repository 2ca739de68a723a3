"""`soak.py --crashes`: a second bot process on the soak's database, killed while it holds posts.

While faults are injected, a second worker runs beside the first (benchmarks/soak_worker.py in
another place, `second N`, its own games in a server of its own, its posts slow), for 3–15 s;
then, as soon as it holds unsent posts, it is killed with SIGKILL, and the outbox rows it held
unsent at that moment are written to `second.jsonl` with the time of the kill. The next one
starts 0–10 s later, in a new place (a process restarted in the same place would take its rows
back at once: here the first worker must). At the end each such row's post is looked for in
`posts.jsonl`: lost if missing, else late by the time from the kill to its first post (0 if it
went out before the kill, unmarked). Issue 19's goal: none lost, every one late by at most 60 s.
"""

from __future__ import annotations

import json
import random
import signal
import statistics
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

from soak_db import rows  # benchmarks/soak_db.py

from bot.sending.announcement import nonce

LIFE = (3.0, 15.0)  # seconds a second process lives before its kill
PAUSE = (0.0, 10.0)  # seconds until the next one starts
FAILURES = 3  # second processes in a row that exit by themselves before the soak gives them up
PARALLEL = 3  # games a second process keeps in play
GOAL = 60.0  # seconds: every post a killed process held goes out by then


class SecondProcess:
    """Starts, kills and replaces the second process; `tick` is called every few ms."""

    def __init__(
        self,
        folder: Path,
        database: str,
        seed: int,
        start: Callable[[str, int, int], subprocess.Popen],
    ) -> None:
        self.folder, self.start = folder, start  # start(owner, parallel, life): its process
        self.database = database
        self.random = random.Random(seed)
        self.process: subprocess.Popen | None = None
        self.owner = ""
        self.lives = self.kills = self.held = self.failures = 0
        self.kill_at = self.next_at = time.monotonic() + self.random.uniform(*PAUSE)

    @property
    def given_up(self) -> bool:
        """`FAILURES` second processes in a row ended by themselves, failing: no more."""
        return self.failures >= FAILURES

    def summary(self) -> str:
        given_up = f" (given up after {self.failures} failed in a row)" if self.given_up else ""
        return f"{self.lives} second-process starts, {self.kills} of them killed{given_up}"

    def tick(self, calm: bool) -> None:
        """Start, kill or replace the second process as its time comes (no new one once calm:
        the one still alive is killed)."""
        now = time.monotonic()
        if self.process is not None and self.process.poll() is not None:
            self.failures = self.failures + 1 if self.process.returncode != 0 else 0
            self.process = None  # it ended by itself
            self.next_at = now + self.random.uniform(*PAUSE)
        if self.process is not None and (calm or self.time_to_kill(now)):
            self.kill()
            self.next_at = now + self.random.uniform(*PAUSE)
        elif self.process is None and not calm and now >= self.next_at and not self.given_up:
            self.lives += 1
            self.owner = f"second {self.lives}"
            self.process = self.start(self.owner, PARALLEL, self.lives)
            self.kill_at = now + self.random.uniform(*LIFE)

    def time_to_kill(self, now: float) -> bool:
        """Its life is over and it holds unsent posts (or its life is long over)."""
        if now < self.kill_at:
            return False
        return now >= self.kill_at + LIFE[1] or bool(unsent_rows_of(self.database, self.owner))

    def kill(self) -> None:
        """SIGKILL, then write down what it held unsent, and when."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()
        killed_at = time.time()
        self.process = None
        self.kills += 1
        held = unsent_rows_of(self.database, self.owner)
        self.held += len(held)
        write_death(self.folder / SECOND_LOG, killed_at, held, owner=self.owner)


SECOND_LOG = "second.jsonl"  # each killed second process: when, and the rows it held unsent


def write_death(path: Path, killed_at: float, held: list[list[int]], **about: object) -> None:
    """One line of a log of kills: when, and the outbox rows the killed process held unsent."""
    with path.open("a") as log:
        log.write(json.dumps({**about, "killed_at": killed_at, "held": held}) + "\n")


def unsent_rows_of(database: str, owner: str) -> list[list[int]]:
    """The outbox rows `owner` holds unsent, as [game, version]."""
    found = rows(
        database,
        "SELECT game_id, version FROM outbox WHERE sent_at IS NULL AND claimed_by = ?",
        (owner,),
    )
    return [[int(game), int(version)] for game, version in found]


def lateness(
    folder: Path, expected: set[str], log: str = SECOND_LOG, who: str = "second process"
) -> dict[str, str]:
    """The report's figures on the posts killed processes held (`log`: their deaths, `who`: what
    they were): lost, and late after the last kill of a process holding them before they went
    out (a row a process took from a dead one, and then died with, counts from its own death);
    none without such kills."""
    path = folder / log
    if not path.exists():
        return {}
    deaths = [json.loads(line) for line in path.read_text().splitlines()]
    kills: dict[str, list[float]] = {}  # nonce -> the kills of the processes holding its row
    for death in deaths:
        for game, version in death["held"]:
            for wanted in {nonce(game, version, "turn"), nonce(game, version, "over")} & expected:
                kills.setdefault(wanted, []).append(death["killed_at"])
    first: dict[str, float] = {}
    for line in (folder / "posts.jsonl").read_text().splitlines():
        post = json.loads(line)
        first.setdefault(post["nonce"], post["at"])
    late = [late_after(first[wanted], times) for wanted, times in kills.items() if wanted in first]
    held = sum(len(death["held"]) for death in deaths)
    figures = {
        f"{who}: unsent rows held at its kills": f"{held} in {len(deaths)} kills",
        "  their public posts lost": f"{len(kills) - len(late)} of {len(kills)}",
    }
    if late:
        ordered = sorted(late)
        p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
        figures["  their posts late after the kill"] = (
            f"mean {statistics.fmean(late):.1f} s, p50 {statistics.median(late):.1f} s, "
            f"p95 {p95:.1f} s, max {ordered[-1]:.1f} s "
            f"(goal: at most {GOAL:.0f} s)"
        )
    return figures


def late_after(posted: float, kills: list[float]) -> float:
    """Seconds from the last kill before `posted` (0: it went out before them all, unmarked)."""
    before = [at for at in kills if at <= posted]
    return posted - max(before) if before else 0.0
