"""`bot_latency.py --burst --wire`: issue 10's burst over real sockets, the bot in its own process.

The same experiment as `--burst` (benchmarks/burst.py), run as the bot is deployed:

- Discord is the project's fake (`tests/fakediscord`: real HTTP and a real websocket gateway on
  127.0.0.1), served by this process's event loop;
- the bot is a subprocess built as `roundhouse bot` builds it (`tests/support/shard_bot.py`:
  `Settings.from_env`, `create_bot`, pointed at the fake), with a SQLite file and its pictures
  drawn by the real `render` in its process pool, so none of the fake's work runs on its loop.

Games are opened through the wire, each in its own thread (`/roundhouse new thread:True`; Bob
joins, Alice starts); then both turn their DMs off with `/roundhouse notify dms:off` (unless
`--dms`). Before each burst every game is brought to the wanted decision through the service in
this process, on the same SQLite file (as burst.py's `position`; a move saved there is marked
sent, so the bot posts nothing for it and reads the new version from the database), and the
deciding player's panel is opened through the wire ("Take my turn" on the game's newest post).
A burst game is brought to a decision whose option ends the turn, a probe game to one with an
option that keeps the turn and can be undone.

The burst: one click on each burst game's panel option, dispatched at once as INTERACTION_CREATE
over the gateway; then, every PROBE_EVERY s until every end-of-turn post is in its thread, a
click on a free probe game's panel (the option, then Undo). Each answer is timed when the fake
receives the request (`RecordedRequest.received_at`): a panel update is the PATCH of the click's
`…/messages/@original`, timed from just before the fake dispatched its INTERACTION_CREATE; a post
is the first POST of a picture to the game's thread, timed (like the burst's own panels) from the
burst's start. Probes are split as in burst.py: sent while the burst's clicks are being handled
(before the last of their panels) or after. The bot process's CPU during each burst (its event
loop thread, the whole process, its picture workers) is read from /proc, with the load average.
Everything is stopped on the way out, whatever happened (SIGTERM to the bot, then the fake).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot_latency import summary
from burst import PROBE_EVERY, WINDOW_LIMIT, BurstSamples, ends_turn, safe_option
from proctree import TreeCpu, tree_cpu
from wire_games import FakeDiscord, Games, WireSeat  # it loads tests/fakediscord

from bot.game import ids
from bot.game.protocol import UNDO
from tests.support.bot_process import BotProcess

SETTLE_QUIET = 0.5  # seconds without a request: the bot has finished with a burst


@dataclass
class WireReport:
    """What the bursts measured, and the counts that say whether every answer came."""

    samples: BurstSamples = field(default_factory=BurstSamples)
    expected_posts: int = 0  # burst clicks dispatched: each must bring one post
    probes_sent: int = 0
    probes_answered: int = 0
    own_answered: int = 0
    failed: int = 0  # answers the fake refused (status not 200)
    cpu: TreeCpu = field(default_factory=lambda: TreeCpu(0.0, 0.0, 0.0))
    fake_cpu: float = 0.0  # this process (the fake and the driver)
    wall: float = 0.0
    loads: list[str] = field(default_factory=list)
    bot_problems: list[str] = field(default_factory=list)


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

    def __init__(self, fake: FakeDiscord, games: Games) -> None:
        self.fake, self.games = fake, games
        self.original = f"/webhooks/{fake.world.application_id}/"

    async def click(self, seat: WireSeat, code: str) -> tuple[str, float]:
        """Click `code` on the seat's panel; its interaction token and when it was sent."""
        panel = self.fake.messages.get(seat.panel_id)
        custom_id, values = control(panel, seat, code)
        sent = time.perf_counter()
        interaction = await self.fake.click(seat.panel_id, custom_id, user=seat.user, values=values)
        return interaction.token, sent

    async def probe(self, seat: WireSeat) -> tuple[str, float]:
        """The safe option, or Undo after it: a panel update that never ends the turn."""
        answer = await self.click(seat, UNDO if seat.undo_next else seat.code)
        seat.version += 1
        seat.undo_next = not seat.undo_next
        return answer

    async def run(self, report: WireReport, bursting: list[WireSeat], probing: list[WireSeat]):
        """One burst (see the module's docstring); its samples go into `report`."""
        samples, cursor = report.samples, len(self.fake.requests.items)
        threads = {f"/channels/{s.thread_id}/messages": s for s in bursting}
        t0 = time.perf_counter()
        own = dict([await self.click(s, s.code) for s in bursting])
        patched: dict[str, float] = {}  # interaction token -> when its panel edit arrived
        posted: dict[str, float] = {}
        waiting: dict[int, tuple[str, float]] = {}  # probe game -> (token, sent)
        probes: list[tuple[float, float]] = []
        turn = 0
        while len(posted) < len(threads) and time.perf_counter() - t0 < WINDOW_LIMIT:
            await asyncio.sleep(PROBE_EVERY)
            items = self.fake.requests.items[cursor:]
            cursor += len(items)
            for item in items:
                self.note(item, threads, patched, posted, report)
            for index, (token, sent) in list(waiting.items()):
                if token in patched:
                    probes.append((sent, patched[token]))
                    del waiting[index]
            free = [i for i in range(len(probing)) if i not in waiting]
            if free:
                index = free[turn % len(free)]
                turn += 1
                waiting[index] = await self.probe(probing[index])
        await self.settle(cursor, own, waiting, threads, patched, posted, probes, report)
        report.expected_posts += len(bursting)
        report.probes_sent += turn
        report.probes_answered += len(probes)
        samples.clicks += len(own) + turn
        answered = [patched[token] for token in own if token in patched]
        report.own_answered += len(answered)
        clicks_done = max(answered, default=t0)
        samples.posts.extend((at - t0) * 1000 for at in posted.values())
        samples.own_panels.extend((at - t0) * 1000 for at in answered)
        for sent, at in probes:
            (samples.probes if sent >= clicks_done else samples.early).append((at - sent) * 1000)

    def note(self, item, threads, patched, posted, report: WireReport) -> None:
        """Record one request: a panel edit (by token) or a picture posted to a burst thread."""
        path = item.path.removeprefix("/api/v10")
        if (
            item.method == "PATCH"
            and path.startswith(self.original)
            and path.endswith("/messages/@original")
        ):
            patched.setdefault(path.split("/")[-3], item.received_at)
        elif item.method == "POST" and path in threads and item.files:
            posted.setdefault(path, item.received_at)
        else:
            return
        if item.status != 200:
            report.failed += 1

    async def settle(self, cursor, own, waiting, threads, patched, posted, probes, report) -> None:
        """Wait until every click sent has its answer and the bot has gone quiet."""
        quiet_since, deadline = time.perf_counter(), time.perf_counter() + WINDOW_LIMIT
        while time.perf_counter() < deadline:
            await asyncio.sleep(PROBE_EVERY)
            items = self.fake.requests.items[cursor:]
            cursor += len(items)
            for item in items:
                self.note(item, threads, patched, posted, report)
            for index, (token, sent) in list(waiting.items()):
                if token in patched:
                    probes.append((sent, patched[token]))
                    del waiting[index]
            if items:
                quiet_since = time.perf_counter()
            done = not waiting and all(t in patched for t in own) and len(posted) == len(threads)
            if done and time.perf_counter() - quiet_since > SETTLE_QUIET:
                return


def bot_env(fake: FakeDiscord, folder: Path) -> dict[str, str]:
    """The bot's environment: the production defaults, the fake's token and URL, a SQLite file."""
    clock = folder / "clock"
    clock.write_text("0")
    return {
        **{k: v for k, v in os.environ.items() if not k.startswith(("DATABASE", "SHARD"))},
        "DISCORD_TOKEN": fake.world.token,
        "DATABASE_PATH": str(folder / "bench.db"),
        "FAKE_DISCORD_URL": fake.base_url,
        "FAKE_CLOCK_FILE": str(clock),
    }


async def measure(
    fake: FakeDiscord, bot: BotProcess, games: Games, bursts: int, report: WireReport
) -> None:
    """Position, open panels, burst; `bursts` times."""
    bench = WireBurst(fake, games)
    for number in range(bursts):
        ready = await games.prepare(games.bursting, lambda r, s: first_ending(r, s))
        probing = await games.prepare(games.probing, safe_option)
        games.bursting, games.probing = ready, probing
        loads = load_average()
        cpu0, fake0, wall0 = tree_cpu(bot.pid), time.process_time(), time.perf_counter()
        await bench.run(report, ready, probing)
        report.cpu = report.cpu + (tree_cpu(bot.pid) - cpu0)
        report.fake_cpu += time.process_time() - fake0
        report.wall += time.perf_counter() - wall0
        report.loads.append(f"{loads} → {load_average()}")
        print(f"burst {number + 1}: {len(ready)} posts, {len(probing)} probe games", flush=True)


def first_ending(rules, state) -> str | None:
    """The first option that ends the turn (not Undo)."""
    return next(
        (
            m.code
            for m in rules.legal_moves(state)
            if m.code != UNDO and ends_turn(rules, state, m.code)
        ),
        None,
    )


async def run_wire(
    games: int, probes: int, bursts: int, *, dms: bool, quiet: bool = False
) -> WireReport:
    """The whole benchmark; the report (printed unless `quiet`). The bot and the fake are
    stopped on the way out, on success and on failure."""
    logging.disable(logging.WARNING)
    report = WireReport()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        async with FakeDiscord() as fake:
            bot = BotProcess("bot", bot_env(fake, folder), folder / "bot.log")
            table: Games | None = None
            try:
                await bot.start()
                await bot.ready(timeout=120)
                table = await Games.open(fake, folder / "bench.db", games, probes, dms=dms)
                await measure(fake, bot, table, bursts, report)
            except BaseException:
                print(f"bot log (tail):\n{tail(bot.log)}", file=sys.stderr)
                raise
            finally:
                if table is not None:
                    await table.close()
                code = await bot.stop()
                with contextlib.suppress(OSError):
                    report.bot_problems = bot.problems()
                if code not in (0, None):
                    print(f"the bot exited with {code}", file=sys.stderr)
    if not quiet:
        print("\n".join(lines(report, games, bursts)))
    return report


def tail(path: Path, count: int = 30) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-count:])
    except OSError:
        return "(no log)"


def lines(report: WireReport, games: int, bursts: int) -> list[str]:
    """The report, in burst.py's words, then the counts and the CPU."""
    s = report.samples
    out = [
        f"{games} end-of-turn clicks in the same instant ({bursts} bursts), over the wire: "
        "fake Discord in the benchmark's process, bot in its own, pictures in its process pool:",
        "  " + summary("panel update, whole burst", s.early + s.probes),
        "  " + summary("panel update, posts drawn", s.probes),
        "  " + summary("panel update, clicks handled", s.early),
        "  " + summary("the burst's own panels", s.own_panels),
        "  " + summary("end-of-turn post", s.posts),
        f"counts: {len(s.posts)}/{report.expected_posts} posts arrived, "
        f"{report.own_answered}/{report.expected_posts} burst panels, "
        f"{report.probes_answered}/{report.probes_sent} probes answered, "
        f"{report.failed} answers refused by the fake, "
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
        ]
    return out
