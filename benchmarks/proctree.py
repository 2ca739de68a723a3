"""CPU time of another process and its descendants, read from /proc (Linux; psutil is not a
dependency): `bot_latency.py --burst --wire` reads the bot process's before and after each burst.

Three figures: the process's main thread (the bot's event loop), the whole process (its other
threads too: aiosqlite's, the picture pool's feeder), and its descendants (the picture pool's
fork server and worker processes). A descendant that ends between two readings takes its CPU
with it; the pool's workers live as long as the bot.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

TICKS = os.sysconf("SC_CLK_TCK")
PROC = Path("/proc")


def _fields(path: Path) -> list[str]:
    """The fields of a /proc stat file after the command name (which may hold spaces)."""
    text = path.read_text()
    return text[text.rindex(")") + 2 :].split()


def _cpu(fields: list[str]) -> float:
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime + stime


def _parents() -> dict[int, int]:
    """pid -> parent pid of every process still there."""
    out = {}
    for entry in PROC.iterdir():
        if entry.name.isdigit():
            try:
                out[int(entry.name)] = int(_fields(entry / "stat")[1])
            except (OSError, ValueError, IndexError):
                continue  # it ended while we looked
    return out


def descendants(pid: int) -> list[int]:
    """Every process below `pid` (children, their children, …)."""
    parents = _parents()
    found: list[int] = []
    todo = [pid]
    while todo:
        parent = todo.pop()
        children = [p for p, pp in parents.items() if pp == parent]
        found.extend(children)
        todo.extend(children)
    return found


@dataclass(frozen=True)
class TreeCpu:
    """Seconds of CPU used so far (user + system)."""

    loop: float  # the main thread
    process: float  # every thread of the process
    children: float  # every descendant process

    def __sub__(self, other: TreeCpu) -> TreeCpu:
        return TreeCpu(
            self.loop - other.loop,
            self.process - other.process,
            self.children - other.children,
        )

    def __add__(self, other: TreeCpu) -> TreeCpu:
        return TreeCpu(
            self.loop + other.loop,
            self.process + other.process,
            self.children + other.children,
        )


def tree_cpu(pid: int) -> TreeCpu:
    """The CPU used so far by `pid`'s main thread, by the whole process, by its descendants."""
    loop = _cpu(_fields(PROC / str(pid) / "task" / str(pid) / "stat"))
    process = _cpu(_fields(PROC / str(pid) / "stat"))
    children = 0.0
    for child in descendants(pid):
        try:
            children += _cpu(_fields(PROC / str(child) / "stat"))
        except OSError:
            continue
    return TreeCpu(loop, process, children)
