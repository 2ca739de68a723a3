"""`bot_latency.py --burst --profile`: whose code the event loop runs during a burst.

While a burst is handled, a CPU-time timer (`setitimer(ITIMER_PROF)`, every SAMPLE_EVERY s of
the process's CPU) interrupts the loop thread; the handler charges the sample to the innermost
frame of the running callback that is not the standard library (so `copy.deepcopy` called by
simcord is simcord's, `json.dumps` called by discord.py is discord.py's). A sample caught in the
selector's wait is idle (the CPU went to another thread); one with no such frame in the callback
is the loop's own (asyncio, sockets). The loop thread's CPU over the window
(`time.thread_time`) is split in proportion to the busy samples. Unlike a deterministic profiler
this costs almost nothing per call, so call-heavy code (deep copies) is not inflated.
"""

from __future__ import annotations

import signal
import time
from collections import Counter
from pathlib import Path
from types import FrameType

SAMPLE_EVERY = 0.001
ROOT = Path(__file__).resolve().parent.parent
LOOP = "asyncio loop / sockets"
GROUPS = (  # (group, path fragment), first match wins
    ("simcord", "/site-packages/simcord/"),
    ("discord.py", "/site-packages/discord/"),
    ("aiohttp (HTTP, websocket)", "/site-packages/aiohttp/"),
    ("storage (aiosqlite)", "/site-packages/aiosqlite/"),
    ("bot", f"{ROOT}/bot/"),
    ("engine", f"{ROOT}/engine/"),
    ("games", f"{ROOT}/games/"),  # each game's adapter and pictures
    ("benchmark", f"{ROOT}/benchmarks/"),
)
BOT_SIDE = (
    "discord.py",
    "aiohttp (HTTP, websocket)",
    "storage (aiosqlite)",
    "bot",
    "engine",
    "games",
)


def classify(frame: FrameType) -> tuple[str, str]:
    """The group a sample of this stack belongs to, and the function charged."""
    code = frame.f_code
    if code.co_name == "select" and code.co_filename.endswith("selectors.py"):
        return "idle", ""
    current: FrameType | None = frame
    while current is not None:
        name = current.f_code.co_filename
        if (name.endswith("asyncio/events.py") and current.f_code.co_name == "_run") or (
            name.endswith("bot/tools/run.py") and current.f_code.co_name == "run_loop"
        ):
            break  # the callback's frames are all inside: the rest is the loop (or uvloop's)
        for group, fragment in GROUPS:
            if fragment in name:
                return group, f"{Path(name).name}:{current.f_code.co_name}"
        current = current.f_back
    return LOOP, ""


class LoopShare:
    """Samples the main (loop) thread between start() and stop()."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()
        self.places: Counter[str] = Counter()  # the bot side's samples, by function charged
        self.cpu = self.wall = 0.0
        self._cpu0 = self._wall0 = 0.0

    def _sample(self, _signum: int, frame: FrameType | None) -> None:
        if frame is not None:
            group, place = classify(frame)
            self.counts[group] += 1
            if group in BOT_SIDE:
                self.places[f"{group} {place}"] += 1

    def start(self) -> None:
        self._cpu0, self._wall0 = time.thread_time(), time.perf_counter()
        signal.signal(signal.SIGPROF, self._sample)
        signal.setitimer(signal.ITIMER_PROF, SAMPLE_EVERY, SAMPLE_EVERY)

    def stop(self) -> None:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
        signal.signal(signal.SIGPROF, signal.SIG_DFL)
        self.cpu += time.thread_time() - self._cpu0
        self.wall += time.perf_counter() - self._wall0

    @property
    def busy(self) -> int:
        """Samples that caught the loop thread at work (not waiting in the selector)."""
        return sum(n for group, n in self.counts.items() if group != "idle")

    def split(self) -> dict[str, float]:
        """ms of the loop thread's CPU per group."""
        busy = self.busy
        return {g: self.cpu * 1000 * n / busy for g, n in self.counts.most_common() if g != "idle"}

    def report(self, clicks: int) -> list[str]:
        """Lines: the loop thread's CPU per group, in ms per click dispatched; when simcord
        shared the loop, the bot's own share against simcord's."""
        busy = self.busy
        if not busy or not clicks:
            return ["no samples"]
        lines = [
            f"loop thread during the bursts: {self.wall:.2f} s wall, {self.cpu:.2f} s CPU "
            f"({busy} samples); ms of loop CPU per click ({clicks} clicks, burst + probes):"
        ]
        split = self.split()
        for group, ms in split.items():
            lines.append(
                f"  {group:<22} {ms / clicks:5.2f} ms  ({100 * ms / self.cpu / 1000:4.1f} %)"
            )
        busy_ms = self.cpu * 1000 / busy / clicks
        lines.append("  the bot side's largest (innermost non-stdlib function):")
        for place, n in self.places.most_common(8):
            lines.append(f"    {place:<50} {n * busy_ms:5.2f} ms")
        if "simcord" in split:
            own = sum(split.get(g, 0.0) for g in BOT_SIDE) / clicks
            lines.append(
                f"  bot's own (discord.py + aiohttp + bot + engine + games + storage) "
                f"{own:.2f} ms, simcord {split['simcord'] / clicks:.2f} ms"
            )
        return lines
