"""Moves stored per second, SQLite against PostgreSQL, and the games one process holds.

1. The store alone: `Store.append_move` (append the move and save the state, one transaction
   checked against the version) with a real game's moves and states (seed 1, 273 moves, ≈4 KB
   of JSON per state). One game, one move after the other; then 100 games at once, each task
   appending its own game's moves. Backends: SQLite (WAL, synchronous=NORMAL: the default),
   PostgreSQL 16 as it comes (every commit flushed to disk), and PostgreSQL with
   synchronous_commit=off (a crash may lose the last fraction of a second of commits, like
   SQLite's NORMAL; it never corrupts).
2. The games one process holds: N games in play, each at a random point of a game, through
   `GameService.play` (load, check, the engine, append and save), each game deciding once every
   `--pace` seconds on average (random gaps), and every end of turn drawing its board picture
   (`bot.workers.picture.draw_async`, the bot's own path: its pool of picture workers). Latency
   from the decision to its answer, against the bot's targets: p95 ≤ 50 ms for a decision
   (panel update), ≤ 200 ms for an end of turn (with its picture). Discord's own work
   (discord.py parsing, the upload) is not included: docs/bot.md's bot_latency figures put it
   at ≈3 ms per click.

PostgreSQL runs from the `pgserver` package in a temporary directory on a Unix socket.

    .venv/bin/python benchmarks/store_speed.py [--games 100] [--levels 100,200,400] [--pace 10]
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import logging
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import asyncpg
import pgserver

from bot.game.service import GameService
from bot.sending.announcement import with_turn_lines
from bot.storage.records import Status
from bot.storage.store import Store
from bot.workers import picture
from engine.roundhouse import apply, is_over, legal_codes, new_game, to_json
from games import catalogue
from games.roundhouse import ROUND_HOUSE

Script = list[tuple[str, str, str, str]]  # code, line, turn key, state after


@functools.cache
def script(seed: int = 1) -> Script:
    """A whole game (always the first legal code): each move's code, line, turn key and the
    state after it."""
    state, out = new_game(["Ann", "Bo"], seed), []
    while not is_over(state):
        code, key = legal_codes(state)[0], ROUND_HOUSE.turn_key(state)
        line = apply(state, code)
        out.append((code, line, key, to_json(state)))
    return out


def summary(values: list[float]) -> str:
    if not values:
        return "(none)"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"p50 {statistics.median(ordered) * 1000:6.1f} ms  p95 {p95 * 1000:6.1f} ms"


async def started_game(store: Store, channel: int) -> int:
    service = GameService(store, games=catalogue())
    game = await service.open_lobby(guild_id=1, channel_id=channel, host_id=1, host_name="Ann")
    await service.join(game.id, 2, "Bo")
    await service.start(game.id, 1, seed=1)
    return game.id


async def append_scripted(store: Store, game_id: int, version: int) -> None:
    """Append move `version` of `script()` to the game, checked against that version."""
    code, line, key, state_json = script()[version]
    await store.append_move(
        game_id,
        expected_version=version,
        seat=version % 2,
        user_id=1 + version % 2,
        code=code,
        line=line,
        turn=key,
        state_json=state_json,
        status=Status.FINISHED if version + 1 == len(script()) else Status.PLAYING,
    )


async def append_all(store: Store, game_id: int, moves: Script, took: list[float]) -> None:
    """Append `moves` (a start of `script()`), timing each."""
    for version in range(len(moves)):
        start = time.perf_counter()
        await append_scripted(store, game_id, version)
        took.append(time.perf_counter() - start)


async def store_figures(target: str, label: str, moves: Script, games: int) -> None:
    store = await Store.open(target)
    try:
        took: list[float] = []
        start = time.perf_counter()
        for channel in range(3):  # three whole games, one move after the other
            await append_all(store, await started_game(store, channel), moves, took)
        rate = len(took) / (time.perf_counter() - start)
        print(f"  {label:<34} one game      {rate:7.0f} moves/s  {summary(took)}")

        ids = [await started_game(store, 100 + n) for n in range(games)]
        part = moves[:60]
        took = []
        start = time.perf_counter()
        await asyncio.gather(*(append_all(store, game_id, part, took) for game_id in ids))
        rate = len(took) / (time.perf_counter() - start)
        print(f"  {label:<34} {games} games    {rate:7.0f} moves/s  {summary(took)}")
    finally:
        await store.close()


class Load:
    """N games in play, each deciding every `pace` seconds on average, for `seconds`."""

    def __init__(self, service: GameService, pace: float, seconds: float) -> None:
        self.service, self.pace, self.seconds = service, pace, seconds
        self.decisions: list[float] = []
        self.turn_ends: list[float] = []

    async def game(self, game_id: int, rng: random.Random, until: float) -> None:
        await asyncio.sleep(rng.uniform(0, self.pace))
        while time.perf_counter() < until:
            game = await self.service.load(game_id)
            if game.status != Status.PLAYING:
                return
            user = game.seats[game.current_seat()].user_id
            start = time.perf_counter()
            result = await self.service.play(
                game_id, user, game.version, legal_codes(game.state)[0]
            )
            if result.turn_ended:
                result = await with_turn_lines(result, self.service.store)
                await picture.draw_async(result.game, result.turn_lines, view="turn")
                self.turn_ends.append(time.perf_counter() - start)
            else:
                self.decisions.append(time.perf_counter() - start)
            await asyncio.sleep(rng.expovariate(1 / self.pace))

    async def run(self, ids: list[int]) -> None:
        until = time.perf_counter() + self.seconds
        rng = random.Random(7)
        tasks = [self.game(game_id, random.Random(rng.random()), until) for game_id in ids]
        await asyncio.gather(*tasks)


async def capacity(
    target: str, label: str, moves: Script, levels: list[int], pace: float, secs: float
) -> None:
    rng = random.Random(3)
    for games in levels:
        store = await Store.open(target)
        try:
            ids = [await started_game(store, 10_000 * games + n) for n in range(games)]
            for game_id in ids:  # spread the games over every part of a game
                async with store.transaction():  # (one commit per game: a quicker set-up)
                    await append_all(store, game_id, moves[: rng.randrange(250)], [])
            service = GameService(store, games=catalogue())
            warm = [await service.load(game_id) for game_id in ids[: picture.cores()]]
            await asyncio.gather(*(picture.draw_async(g, [], view="turn") for g in warm))
            load = Load(service, pace, secs)
            await load.run(ids)
        finally:
            await store.close()
        ok = (
            _p95(load.decisions) <= 0.050 and _p95(load.turn_ends) <= 0.200
        )  # the bot's latency targets
        rate = (len(load.decisions) + len(load.turn_ends)) / secs
        print(
            f"  {label:<11} {games:5} games  {rate:5.1f} decisions/s  decision "
            f"{summary(load.decisions)}  end of turn {summary(load.turn_ends)}  "
            f"{'within' if ok else 'OVER'} the targets"
        )


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))] if values else 0.0


async def each_backend(
    folder: Path, server: object, run: Callable[[str, str], Awaitable[None]], relaxed_too: bool
) -> None:
    """Run `run(target, label)` on a new SQLite file, a new PostgreSQL database, and (with
    `relaxed_too`) a PostgreSQL database with synchronous_commit off."""
    await run(str(folder / f"bench-{time.monotonic_ns()}.db"), "SQLite")
    admin = await asyncpg.connect(server.get_uri())  # type: ignore[attr-defined]
    try:
        for relaxed in (False, True) if relaxed_too else (False,):
            name = f"bench_{time.monotonic_ns()}"
            await admin.execute(f"CREATE DATABASE {name}")
            if relaxed:
                await admin.execute(f"ALTER DATABASE {name} SET synchronous_commit = off")
            label = "PostgreSQL, synchronous_commit=off" if relaxed else "PostgreSQL"
            await run(server.get_uri(name), label)  # type: ignore[attr-defined]
    finally:
        await admin.close()


async def main_async(args: argparse.Namespace) -> None:
    logging.disable(logging.WARNING)
    moves = script()
    size = statistics.mean(len(m[3]) for m in moves)
    print(f"A game of {len(moves)} moves, {size / 1000:.1f} KB of state JSON per move on average.")
    picture.prepare(ROUND_HOUSE)  # the bot's picture workers, started as the bot starts them
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        server = pgserver.get_server(folder / "pg", cleanup_mode="delete")
        if not args.capacity_only:
            print("The store alone (append_move: the move and the state, one transaction):")
            await each_backend(
                folder,
                server,
                lambda target, label: store_figures(target, label, moves, args.games),
                relaxed_too=True,
            )
        levels = [int(n) for n in args.levels.split(",")]
        print(f"Games in one process, one decision per game every {args.pace:g} s on average:")
        await each_backend(
            folder,
            server,
            lambda target, label: capacity(target, label, moves, levels, args.pace, args.seconds),
            relaxed_too=False,
        )
        server.cleanup()
    await picture.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games at once (store alone)")
    parser.add_argument("--levels", default="100,200,400", help="games in play (capacity)")
    parser.add_argument("--pace", type=float, default=10.0, help="seconds between decisions")
    parser.add_argument("--seconds", type=float, default=20.0, help="length of each level")
    parser.add_argument(
        "--capacity-only", action="store_true", help="only the games one process holds"
    )
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
