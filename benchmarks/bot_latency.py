"""Bot latency, in process: from a click to the bot's response, through discord.py's real code.

The bot runs against simcord (an in-memory Discord) with a real SQLite file and real board
pictures. For every click we time, from just before the click is dispatched:

- panel update: until the bot shows the ephemeral panel's new state (`panel_token`: the
  click's answer in place, or the edit of its acknowledged answer);
- end-of-turn post: until the bot posts the new board picture to the channel
  (POST /channels/{id}/messages, the picture rendered in a worker thread).

Two runs: one game on its own, then 100 games in progress at once (clicks interleaved across
the 100 channels; each game has its own lock, cache entry and rows). A third run dispatches one
click in each of the 100 games in the same instant and lets the bot answer them concurrently.
Targets (issue 4): p95 ≤ 50 ms for a panel update and ≤ 200 ms for an end-of-turn post; they
apply to the first two runs. Takes a few minutes: simcord waits out, in real time, the
turn-notice DMs' rate limit (1 per second).

`--burst` runs the burst alone, as issue 10 measures it: every one of `--games` games is
brought to a click that ends a turn, those clicks are dispatched in the same instant (a burst
of end-of-turn posts, each drawing its picture), and meanwhile other players keep clicking
their panels in `--probes` other games (an option that does not end the turn, then Undo, one
click every 20 ms, each game's next click once the last was answered). Reported: the probes'
panel updates during the burst (target p95 ≤ 100 ms), the burst clicks' own panel edits, and
the time until each post is in its channel (target p95 ≤ 2.5 s). The players' turn DMs are off
unless `--dms` (they are rate-limited to one a second, which simcord waits out between bursts).

    .venv/bin/python benchmarks/bot_latency.py [--games 100] [--clicks 400]
    .venv/bin/python benchmarks/bot_latency.py --burst [--games 100] [--probes 10] [--bursts 3]
        [--threads: pictures drawn in threads of the bot's process, as before the pool]
        [--profile: the event loop's CPU during the bursts split by whose code ran]
        [--wire: the bot in its own process, over real sockets (benchmarks/wire_burst.py)]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import simcord

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # tests.support
from bot.app import create_bot
from bot.config import Settings
from bot.storage.store import Store
from bot.workers import picture, thinking
from games import catalogue
from tests.support.clicks import dispatch_click

CONTROLS = ("Undo", "Show board")


class TimedLog(list):
    """simcord's REST request log, with the moment each request was made."""

    def __init__(self) -> None:
        super().__init__()
        self.times: list[float] = []

    def append(self, entry) -> None:  # type: ignore[override]
        self.times.append(time.perf_counter())
        super().append(entry)


@dataclass
class Samples:
    panel: list[float] = field(default_factory=list)
    post: list[float] = field(default_factory=list)


def buttons(message) -> dict[str, str]:
    out = {}
    for row in message.components:
        for child in row["components"] if isinstance(row, dict) else row.children:
            child = child if isinstance(child, dict) else child.to_dict()
            if child.get("type") == 2:
                out[child["label"]] = child["custom_id"]
    return out


def options(panel) -> list[str]:
    return [label for label in buttons(panel) if label not in CONTROLS]


class Bench:
    def __init__(self, env, log: TimedLog, games: int) -> None:
        self.env = env
        self.log = log
        self.guild = env.create_guild()
        self.members = [self.guild.add_member(env.create_user(n)) for n in ("ann", "bo")]
        self.channels = [self.guild.create_text_channel(f"game-{i}") for i in range(games)]
        self.panels: dict[int, tuple[object, object]] = {}  # game -> (member, their panel)

    @property
    def service(self):
        return self.env.bot.service

    async def start_all(self) -> None:
        ann, bo = self.members
        for channel in self.channels:
            await ann.slash(channel, "roundhouse new")
            lobby = next(m for m in channel.history() if "Join" in buttons(m))
            await bo.click(lobby, label="Join")
            lobby = next(m for m in channel.history() if "Start" in buttons(m))
            await ann.click(lobby, label="Start")

    async def panel_for(self, index: int):
        channel = self.channels[index]
        game = await self.service.game_in(channel.id)
        member = next(m for m in self.members if m.id == game.user_of(game.current_seat()))
        held, panel = self.panels.get(index, (None, None))
        if held is not member or panel is None or not options(panel):  # theirs, to open
            post = next(
                m
                for m in reversed(channel.history())
                if not m.flags.ephemeral and "Take my turn" in buttons(m)
            )
            panel = (await member.click(post, label="Take my turn")).response
        return member, panel

    def classify(self, start_index: int, t0: float, samples: Samples, channel_id: int) -> None:
        panel_at = post_at = None
        for entry, at in zip(self.log[start_index:], self.log.times[start_index:], strict=True):
            if panel_token(entry.method, entry.path, entry.json) is not None:
                panel_at = panel_at or at
            if entry.method == "POST" and entry.path == f"/channels/{channel_id}/messages":
                post_at = post_at or at
        if post_at is not None:
            samples.post.append((post_at - t0) * 1000)
        elif panel_at is not None:
            samples.panel.append((panel_at - t0) * 1000)

    async def click(self, index: int, samples: Samples) -> bool:
        """One click in game `index`; False when that game is over."""
        game = await self.service.game_in(self.channels[index].id)
        if game is None:
            return False
        member, panel = await self.panel_for(index)
        custom_id = buttons(panel)[options(panel)[0]]
        start = len(self.log)
        t0 = time.perf_counter()
        result = await member.click(panel, custom_id=custom_id)
        self.classify(start, t0, samples, self.channels[index].id)
        self.panels[index] = (member, result.response)
        return True

    async def burst(self, samples: Samples) -> None:
        """One click in every running game, all dispatched before the bot answers any."""
        pending = []
        for index, channel in enumerate(self.channels):
            if await self.service.game_in(channel.id) is None:
                continue
            member, panel = await self.panel_for(index)
            self.panels[index] = panel
            pending.append((index, member, panel))
        start = len(self.log)
        t0 = time.perf_counter()
        for index, member, panel in pending:
            dispatch_click(
                self.env,
                guild_id=self.guild.id,
                channel_id=self.channels[index].id,
                message_id=panel.id,
                user_id=member.id,
                custom_id=buttons(panel)[options(panel)[0]],
            )
        await self.env.settle(timeout=120)
        # Every click's first response, in the order the bot made them.
        tokens: dict[str, float] = {}
        posts: dict[str, float] = {}
        for entry, at in zip(self.log[start:], self.log.times[start:], strict=True):
            if (token := panel_token(entry.method, entry.path, entry.json)) is not None:
                tokens.setdefault(token, at)
            elif entry.method == "POST" and entry.path.startswith("/channels/"):
                posts.setdefault(entry.path, at)
        samples.panel.extend((at - t0) * 1000 for at in tokens.values())
        samples.post.extend((at - t0) * 1000 for at in posts.values())
        self.panels.clear()


def panel_token(method: str, path: str, body: object) -> str | None:
    """The interaction token of a request that shows a click's panel: the click's answer in
    place (an UPDATE_MESSAGE callback, type 7) or the edit of its acknowledged answer (PATCH
    .../messages/@original); None for any other request."""
    parts = path.split("/")  # /interactions/{id}/{token}/callback, /webhooks/{app}/{token}/...
    if method == "PATCH" and path.endswith("/messages/@original"):
        return parts[3]
    if method == "POST" and path.endswith("/callback") and isinstance(body, dict):
        return parts[3] if body.get("type") == 7 else None
    return None


def summary(name: str, values: list[float]) -> str:
    if not values:
        return f"{name:<28} no samples"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return (
        f"{name:<28} n={len(values):<5} p50={statistics.median(values):7.1f} ms  "
        f"p95={p95:7.1f} ms  max={ordered[-1]:7.1f} ms"
    )


@contextlib.asynccontextmanager
async def simcord_bot(settle_timeout: float) -> AsyncIterator[tuple[Any, TimedLog]]:
    """The bot on a fresh SQLite file, run by simcord with a timed REST log; its picture and
    computer workers and its store are stopped on the way out, each even if one before it
    fails (a store left open keeps its thread, and so the process, alive after a failure)."""
    logging.disable(logging.WARNING)
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(
            database_path=str(Path(folder) / "bench.db"), computer_delay=600, shard_count=1
        )
        async with contextlib.AsyncExitStack() as stack:
            store = await Store.open(settings.database_path)
            stack.push_async_callback(store.close)  # the last to run
            stack.push_async_callback(thinking.shutdown)
            stack.push_async_callback(picture.shutdown)
            bot = create_bot(settings, store=store, games=catalogue())
            env = await stack.enter_async_context(simcord.run(bot, settle_timeout=settle_timeout))
            log = TimedLog()
            env.backend.http_requests = log
            yield env, log


async def run(games: int, clicks: int) -> None:
    async with simcord_bot(settle_timeout=120) as (env, log):
        bench = Bench(env, log, games)
        await bench.start_all()

        single = Samples()
        played = 0
        while played < clicks and await bench.click(0, single):
            played += 1
        print(f"One game ({played} clicks, to its end or --clicks):")
        print("  " + summary("panel update", single.panel))
        print("  " + summary("end-of-turn post", single.post))

        many = Samples()
        done = 0
        while done < clicks:
            for index in range(1, games):
                if await bench.click(index, many):
                    done += 1
                if done >= clicks:
                    break
        print(f"{games} games in progress, clicks interleaved ({done} clicks):")
        print("  " + summary("panel update", many.panel))
        print("  " + summary("end-of-turn post", many.post))

        burst = Samples()
        for _ in range(3):
            await bench.burst(burst)
        print(f"{games} games, one click each dispatched at the same instant (3 bursts):")
        print("  " + summary("panel update", burst.panel))
        print("  " + summary("end-of-turn post", burst.post))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--clicks", type=int, default=400)
    parser.add_argument("--burst", action="store_true", help="only the burst (issue 10)")
    parser.add_argument("--probes", type=int, default=10, help="games clicked during a burst")
    parser.add_argument("--bursts", type=int, default=3)
    parser.add_argument("--dms", action="store_true", help="burst: turn DMs on")
    parser.add_argument(
        "--threads", action="store_true", help="burst: draw in threads (as before the pool)"
    )
    parser.add_argument(
        "--profile", action="store_true", help="burst: split the loop's CPU by whose code it ran"
    )
    parser.add_argument(
        "--wire",
        action="store_true",
        help="burst: the bot in its own process, over real sockets to tests/fakediscord",
    )
    args = parser.parse_args()
    if args.wire and (not args.burst or args.threads):
        parser.error("--wire goes with --burst, and draws in the bot's pool (no --threads)")
    if args.burst and args.wire:
        from wire_burst import Options, run_wire  # benchmarks/wire_burst.py

        options = Options(args.games, args.probes, args.bursts, dms=args.dms, profile=args.profile)
        asyncio.run(run_wire(options))
    elif args.burst:
        from burst import run_burst  # benchmarks/burst.py

        if args.threads:
            from bot.workers import picture

            picture.PROCESSES = 0
        from loopshare import LoopShare  # benchmarks/loopshare.py

        share = LoopShare() if args.profile else None
        asyncio.run(run_burst(args.games, args.probes, args.bursts, dms=args.dms, share=share))
    else:
        asyncio.run(run(args.games, args.clicks))


if __name__ == "__main__":
    main()
