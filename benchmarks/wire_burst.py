"""`bot_latency.py --burst --wire`: issue 10's burst over real sockets, the bot in its own process.

The same experiment as `--burst` (benchmarks/burst.py), run as the bot is deployed:

- Discord is the project's fake (`tests/fakediscord`: real HTTP and a real websocket gateway on
  127.0.0.1), served by this process's event loop;
- the bot is a subprocess built as `roundhouse bot` builds it (`tests/support/shard_bot.py`:
  `Settings.from_env`, `create_bot`, pointed at the fake), with a SQLite file and its pictures
  drawn for real in its process pool, so none of the fake's work runs on its loop.

Games are opened through the wire, each in its own thread (`/roundhouse new thread:True`; Bob
joins, Alice starts); then both turn their DMs off with `/roundhouse notify dms:off` (unless
`--dms`). Before each burst every game is brought to the wanted decision through the service in
this process, on the same SQLite file (as burst.py's `position`; a move saved there is marked
sent, so the bot posts nothing for it and reads the new version from the database), and the
deciding player's panel is opened through the wire ("Take my turn" on the game's newest post).
A burst game is brought to a decision whose option ends the turn, a probe game to one with an
option that keeps the turn and can be undone. (The games are opened through the wire rather
than written to the database before the bot starts, so that every thread, post and panel is one
the fake really holds: a click is only accepted on a component of a stored message.)

The burst: one click on each burst game's panel option, dispatched at once as INTERACTION_CREATE
over the gateway; then, every PROBE_EVERY s until every end-of-turn post is in its thread, a
click on a free probe game's panel (the option, then Undo). Each answer is timed when the fake
receives the request (`RecordedRequest.received_at`): a panel update is the click's answer in
place or the edit of its acknowledged answer (`bot_latency.panel_token`), timed from just before
the fake dispatched its INTERACTION_CREATE; a post is the first POST of a picture to the game's
thread, timed (like the burst's own panels) from the burst's start. Probes are split as in
burst.py: sent while the burst's clicks are being handled (before the last of their panels) or
after. The bot process's CPU during each burst (its event
loop thread, the whole process, its picture workers) is read from /proc, with the load average.
`--profile` runs the bot through `benchmarks/wire_bot.py`, which samples its event loop during
the bursts (benchmarks/loopshare.py). Everything is stopped on the way out, whatever happened
(SIGTERM to the bot, SIGKILL if that wait is cancelled, then the fake).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot_latency import panel_token, summary
from burst import (
    PROBE_EVERY,
    WINDOW_LIMIT,
    BurstSamples,
    first_ending,
    safe_option,
    take_answered,
)
from loopshare import LoopShare
from proctree import TreeCpu, tree_cpu
from wire_bot import read_profile, stops_saved
from wire_games import FakeDiscord, Games, RecordedRequest, WireSeat  # it loads tests/fakediscord

from bot.game.protocol import UNDO
from bot.posts import ids
from tests.support.bot_process import SHARD_BOT, BotProcess

SETTLE_QUIET = 0.5  # seconds without a request: the bot has finished with a burst


@dataclass
class WireReport:
    """What the bursts measured, and the counts that say whether every answer came."""

    samples: BurstSamples = field(default_factory=BurstSamples)
    expected_posts: int = 0  # burst clicks dispatched: each must bring one post
    probes_sent: int = 0
    probes_answered: int = 0
    own_answered: int = 0
    failed: int = 0  # requests the fake refused during the bursts (status 4xx)
    dms: int = 0  # turn DMs posted during the bursts (none unless --dms)
    unmatched: int = 0  # requests the fake does not model, or failed on (a fake's bug)
    cpu: TreeCpu = field(default_factory=lambda: TreeCpu(0.0, 0.0, 0.0))
    fake_cpu: float = 0.0  # this process (the fake and the driver)
    wall: float = 0.0
    loads: list[str] = field(default_factory=list)
    bot_problems: list[str] = field(default_factory=list)
    dispatch_ms: list[float] = field(default_factory=list)  # to send each burst's clicks
    profile: LoopShare | None = None  # the bot's event loop, sampled (`--profile`)


def load_average() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} {five:.2f} {fifteen:.2f}"


def control(panel: dict[str, Any], seat: WireSeat, code: str) -> tuple[str, list[str] | None]:
    """The custom id (and select values) that plays `code` on the panel at `seat.version`."""
    wanted = (
        ids.undo(seat.game_id, seat.version)
        if code == UNDO
        else ids.move(seat.game_id, seat.version, code)
    )
    chooser = ids.select(seat.game_id, seat.version)
    for row in panel["components"]:
        for item in row.get("components", []):
            if item.get("custom_id") == wanted:
                return wanted, None
            if item.get("custom_id") == chooser and any(
                o["value"] == code for o in item.get("options", [])
            ):
                return chooser, [code]
    raise RuntimeError(f"game {seat.game_id}'s panel has no {code!r} at version {seat.version}")


class WireBurst:
    """Clicks over the gateway and answers read from the fake's request log."""

    def __init__(self, fake: FakeDiscord, bot: BotProcess, limit: float) -> None:
        self.fake, self.bot, self.limit = fake, bot, limit

    async def click(self, seat: WireSeat, code: str) -> tuple[str, float]:
        """Click `code` on the seat's panel; its interaction token and when it was sent."""
        panel = self.fake.messages.get(seat.panel_id)
        custom_id, values = control(panel, seat, code)
        sent = time.perf_counter()
        interaction = await self.fake.click(seat.panel_id, custom_id, user=seat.user, values=values)
        return interaction.token, sent

    async def tick(self) -> None:
        """Wait PROBE_EVERY s; a bot process that died ends the benchmark."""
        await asyncio.sleep(PROBE_EVERY)
        process = self.bot.process
        if process is not None and process.returncode is not None:
            raise RuntimeError(f"the bot process exited with {process.returncode}")

    async def probe(self, seat: WireSeat) -> tuple[str, float]:
        """The safe option, or Undo after it: a panel update that never ends the turn."""
        answer = await self.click(seat, UNDO if seat.undo_next else seat.code)
        seat.version += 1
        seat.undo_next = not seat.undo_next
        return answer

    async def run(
        self, report: WireReport, bursting: list[WireSeat], probing: list[WireSeat]
    ) -> None:
        """One burst (see the module's docstring); its samples go into `report`."""
        window = Window(self.fake, bursting)
        t0 = time.perf_counter()
        own = [(await self.click(s, s.code))[0] for s in bursting]
        report.dispatch_ms.append((time.perf_counter() - t0) * 1000)
        turn = 0
        while not window.all_posted() and time.perf_counter() - t0 < self.limit:
            await self.tick()
            window.read(report)
            free = [i for i in range(len(probing)) if i not in window.waiting]
            if free:
                index = free[turn % len(free)]
                turn += 1
                window.waiting[index] = await self.probe(probing[index])
        await self.settle(window, own, report)
        self.count(report, window, own, turn, t0)

    async def settle(self, window: Window, own: list[str], report: WireReport) -> None:
        """Wait (at most `limit` s) until every click sent has its answer and the bot has
        gone quiet."""
        quiet_since, deadline = time.perf_counter(), time.perf_counter() + self.limit
        while time.perf_counter() < deadline:
            await self.tick()
            if window.read(report):
                quiet_since = time.perf_counter()
            done = window.all_posted() and not window.waiting
            done = done and all(token in window.patched for token in own)
            if done and time.perf_counter() - quiet_since > SETTLE_QUIET:
                return

    @staticmethod
    def count(
        report: WireReport, window: Window, own: list[str], probes_sent: int, t0: float
    ) -> None:
        report.expected_posts += len(window.threads)
        report.probes_sent += probes_sent
        report.probes_answered += len(window.probes)
        answered = report.samples.add(
            own, window.patched, window.posted, window.probes, probes_sent, t0
        )
        report.own_answered += len(answered)


class Window:
    """One burst's answers, read from the fake's request log as it grows."""

    def __init__(self, fake: FakeDiscord, bursting: list[WireSeat]) -> None:
        self.fake = fake
        self.cursor = len(fake.requests.items)
        self.threads = {f"/channels/{s.thread_id}/messages" for s in bursting}
        self.patched: dict[str, float] = {}  # interaction token -> when its panel was shown
        self.posted: dict[str, float] = {}  # thread's messages path -> when its picture came
        self.waiting: dict[int, tuple[str, float]] = {}  # probe game -> (token, sent)
        self.probes: list[tuple[float, float]] = []  # (sent, answered)

    def in_dm(self, path: str) -> bool:
        return int(path.split("/")[2]) in self.fake.rest.dm_channels

    def all_posted(self) -> bool:
        return len(self.posted) == len(self.threads)

    def read(self, report: WireReport) -> bool:
        """Take in the requests logged since the last look; whether there were any."""
        items = self.fake.requests.items[self.cursor :]
        self.cursor += len(items)
        for item in items:
            self.note(item, report)
            report.failed += item.status >= 400
        take_answered(self.waiting, self.patched, self.probes)
        return bool(items)

    def note(self, item: RecordedRequest, report: WireReport) -> None:
        """A panel edit (by its interaction's token), a picture posted to a burst thread, a DM."""
        path = item.path.removeprefix("/api/v10")
        if (token := panel_token(item.method, path, item.json)) is not None:
            self.patched.setdefault(token, item.received_at)
        elif item.method == "POST" and path in self.threads and item.files:
            self.posted.setdefault(path, item.received_at)
        elif item.is_("POST", "/channels/{channel_id}/messages") and self.in_dm(path):
            report.dms += 1


@dataclass(frozen=True)
class Options:
    games: int = 100
    probes: int = 10
    bursts: int = 3
    dms: bool = False
    profile: bool = False  # sample the bot's event loop (benchmarks/wire_bot.py)
    limit: float = WINDOW_LIMIT  # seconds a burst may take at most


def bot_env(fake: FakeDiscord, folder: Path) -> dict[str, str]:
    """The bot's environment: the production defaults, the fake's token and URL, a SQLite file
    (and the bot's own clock: no FAKE_CLOCK_FILE)."""
    return {
        **{k: v for k, v in os.environ.items() if not k.startswith(("DATABASE", "SHARD"))},
        "DISCORD_TOKEN": fake.world.token,
        "DATABASE_PATH": str(folder / "bench.db"),
        "FAKE_DISCORD_URL": fake.base_url,
        "PROFILE_FILE": str(folder / "profile.json"),
    }


async def measure(
    fake: FakeDiscord, bot: BotProcess, games: Games, options: Options, report: WireReport
) -> None:
    """Position, open panels, burst; `options.bursts` times."""
    bench = WireBurst(fake, bot, options.limit)
    for number in range(options.bursts):
        ready = await games.prepare(games.bursting, first_ending)
        probing = await games.prepare(games.probing, safe_option)
        games.bursting, games.probing = ready, probing
        loads = load_average()
        if options.profile:
            os.kill(bot.pid, signal.SIGUSR1)
            await asyncio.sleep(0.1)  # the bot's loop takes the signal when it next looks
        cpu0, fake0, wall0 = tree_cpu(bot.pid), time.process_time(), time.perf_counter()
        await bench.run(report, ready, probing)
        report.cpu = report.cpu + (tree_cpu(bot.pid) - cpu0)
        report.fake_cpu += time.process_time() - fake0
        report.wall += time.perf_counter() - wall0
        if options.profile:
            os.kill(bot.pid, signal.SIGUSR2)
        report.loads.append(f"{loads} → {load_average()}")
        print(f"burst {number + 1}: {len(ready)} posts, {len(probing)} probe games", flush=True)
    if options.profile:
        report.profile = await profile_of(Path(bot.env["PROFILE_FILE"]), options.bursts)


async def profile_of(path: Path, stops: int) -> LoopShare:
    """The bot's samples, once it has saved them after its last SIGUSR2 (bounded wait)."""
    for _ in range(100):
        if stops_saved(path) >= stops:
            return read_profile(path)
        await asyncio.sleep(0.1)
    raise RuntimeError("the profiled bot did not save its samples")


async def run_wire(options: Options, *, quiet: bool = False) -> WireReport:
    """The whole benchmark; the report (printed unless `quiet`). The bot and the fake are
    stopped on the way out, on success and on failure."""
    report = WireReport()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        async with FakeDiscord() as fake:
            runner = ("benchmarks/wire_bot.py",) if options.profile else SHARD_BOT
            bot = BotProcess("bot", bot_env(fake, folder), folder / "bot.log", runner)
            table: Games | None = None
            try:
                await bot.start()
                await bot.ready(timeout=120)
                table = await Games.open(
                    fake, folder / "bench.db", options.games, options.probes, dms=options.dms
                )
                await measure(fake, bot, table, options, report)
            except BaseException:
                print(f"bot log (tail):\n{tail(bot.log)}", file=sys.stderr)
                raise
            finally:
                try:
                    if table is not None:
                        await table.close()
                finally:
                    code = await bot.stop()  # even if closing the table failed
                report.unmatched = len(fake.requests.unmatched) + len(fake.requests.fake_errors)
                with contextlib.suppress(OSError):
                    report.bot_problems = bot.problems()
                if code not in (0, None):
                    print(f"the bot exited with {code}", file=sys.stderr)
    if not quiet:
        print("\n".join(lines(report, options)))
    return report


def tail(path: Path, count: int = 30) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-count:])
    except OSError:
        return "(no log)"


def lines(report: WireReport, options: Options) -> list[str]:
    """The report, in burst.py's words, then the counts and the CPU."""
    s = report.samples
    out = [
        f"{options.games} end-of-turn clicks in the same instant ({options.bursts} bursts), "
        "over the wire: "
        "fake Discord in the benchmark's process, bot in its own, pictures in its process pool:",
        "  " + summary("panel update, whole burst", s.early + s.probes),
        "  " + summary("panel update, posts drawn", s.probes),
        "  " + summary("panel update, clicks handled", s.early),
        "  " + summary("the burst's own panels", s.own_panels),
        "  " + summary("end-of-turn post", s.posts),
        f"counts: {len(s.posts)}/{report.expected_posts} posts arrived, "
        f"{report.own_answered}/{report.expected_posts} burst panels, "
        f"{report.probes_answered}/{report.probes_sent} probes answered, "
        f"{report.failed} requests refused by the fake, "
        f"{report.unmatched} requests it does not model, "
        f"{report.dms} DMs posted during the bursts, "
        f"{len(report.bot_problems)} error lines in the bot's log",
    ]
    if s.clicks and report.wall:
        cpu, per = report.cpu, 1000 / s.clicks
        out += [
            f"CPU during the bursts ({report.wall:.2f} s wall, {s.clicks} clicks, burst + probes):",
            f"  bot event loop thread {cpu.loop:6.2f} s  {cpu.loop * per:5.2f} ms per click",
            f"  bot process (threads) {cpu.process:6.2f} s  {cpu.process * per:5.2f} ms per click",
            f"  picture workers       {cpu.children:6.2f} s  "
            f"{cpu.children * 1000 / max(1, len(s.posts)):5.1f} ms per post",
            f"  fake + driver         {report.fake_cpu:6.2f} s  "
            f"{report.fake_cpu * per:5.2f} ms per click",
            "load average (1, 5, 15 min) before → after each burst: " + "; ".join(report.loads),
            "the fake sent each burst's clicks in "
            + ", ".join(f"{ms:.0f}" for ms in report.dispatch_ms)
            + " ms",
        ]
    if report.profile is not None:
        out += ["the bot's event loop, sampled:", *report.profile.report(s.clicks)]
    return out
