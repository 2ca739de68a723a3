"""Moves stored per second by 1 and by 2 bot processes, SQLite against PostgreSQL.

Each process opens its own `Store` on the same database (as sharded bot processes do) and appends
a real game's moves (`store_speed.script`: seed 1, ≈4 KB of state JSON per move) with
`Store.append_move`, the one transaction the service saves a move with (checked against the
version):

- one game: every process plays the same game, as when the clicks of one game reach two
  processes (a DM's at shard 0, the guild's at its shard). Each reads the game's version and
  appends the next move; the loser of a race gets `VersionConflict`, reads again and goes on.
  With two processes, how often that happens is printed (conflicts);
- 100 games at once: the games split between the processes, each appending its games' moves
  concurrently.

The processes start together (a shared start time) and the figure is the moves stored by all of
them per second of the whole run. PostgreSQL 16 (pgserver) in a temporary directory, as it comes
(every commit flushed); SQLite a file in WAL mode with synchronous=NORMAL (the bot's settings).

    .venv/bin/python benchmarks/store_processes.py [--games 100] [--moves 60]
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import multiprocessing
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import asyncpg
import pgserver
from store_speed import append_scripted, script, started_game, summary

from bot.storage.errors import VersionConflict
from bot.storage.store import Store


@dataclass(frozen=True)
class Share:
    """What one process did: moves stored, conflicts met, each append's time, start and end,
    and the appends the database refused (SQLite: "database is locked" after its 5 s wait)."""

    moves: int
    conflicts: int
    took: list[float]
    began: float
    ended: float
    refused: list[str]


async def append_next(
    store: Store, game_id: int, count: int, took: list[float], refused: list[str]
) -> bool:
    """Append the game's next move (StopAsyncIteration: it has the first `count` moves of
    `script()`); False on a lost race or a refusal."""
    version = int(await store.fetch_value("SELECT version FROM games WHERE id = ?", (game_id,)))
    if version >= count:
        raise StopAsyncIteration
    start = time.perf_counter()
    try:
        await append_scripted(store, game_id, version)
    except VersionConflict:
        return False
    except Exception as exc:  # the database gave up waiting: counted, and the move tried again
        refused.append(f"{type(exc).__name__}: {exc}")
        return False
    took.append(time.perf_counter() - start)
    return True


async def play(
    store: Store, game_id: int, count: int, took: list[float], refused: list[str]
) -> int:
    """Append until the game holds `count` moves; the races lost on the way."""
    lost = 0
    while True:
        try:
            lost += not await append_next(store, game_id, count, took, refused)
        except StopAsyncIteration:
            return lost


async def worker_async(target: str, ids: list[int], count: int, at: float) -> Share:
    script()  # the whole game's length, known before the clock starts
    store = await Store.open(target)
    try:
        await asyncio.sleep(max(0.0, at - time.time()))
        took: list[float] = []
        refused: list[str] = []
        began = time.time()
        lost = await asyncio.gather(
            *(play(store, game_id, count, took, refused) for game_id in ids)
        )
        return Share(len(took), sum(lost) - len(refused), took, began, time.time(), refused)
    finally:
        await store.close()


def worker(target: str, ids: list[int], count: int, at: float) -> Share:
    """In a process of the pool: append the first `count` moves of `script()` to its games
    (only the count travels: the worker builds the script itself)."""
    logging.disable(logging.WARNING)
    return asyncio.run(worker_async(target, ids, count, at))


async def games(target: str, count: int, base: int) -> list[int]:
    store = await Store.open(target)
    try:
        return [await started_game(store, base + n) for n in range(count)]
    finally:
        await store.close()


def run(pool: ProcessPoolExecutor, target: str, shares: list[list[int]], count: int) -> str:
    at = time.time() + 1.0  # every process has opened its store by then
    futures = [pool.submit(worker, target, ids, count, at) for ids in shares]
    done = [f.result() for f in futures]
    stored = sum(s.moves for s in done)
    seconds = max(s.ended for s in done) - min(s.began for s in done)
    took = [t for s in done for t in s.took]
    conflicts = sum(s.conflicts for s in done)
    refused = [r for s in done for r in s.refused]
    note = f"  {len(refused)} refused ({refused[0]})" if refused else ""
    return f"{stored / seconds:7.0f} moves/s  {summary(took)}  {conflicts:4} conflicts{note}"


async def new_target(kind: str, folder: Path, server: object) -> str:
    if kind == "SQLite":
        return str(folder / f"bench-{time.monotonic_ns()}.db")
    name = f"bench_{time.monotonic_ns()}"
    admin = await asyncpg.connect(server.get_uri())  # type: ignore[attr-defined]
    try:
        await admin.execute(f"CREATE DATABASE {name}")
    finally:
        await admin.close()
    return str(server.get_uri(name))  # type: ignore[attr-defined]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games at once")
    parser.add_argument("--moves", type=int, default=60, help="moves per game (games at once)")
    args = parser.parse_args()
    logging.disable(logging.WARNING)
    moves = script()
    context = multiprocessing.get_context("spawn")
    with tempfile.TemporaryDirectory() as name, ProcessPoolExecutor(2, mp_context=context) as pool:
        folder = Path(name)
        server = pgserver.get_server(folder / "pg", cleanup_mode="delete")
        print(f"One game of {len(moves)} moves; {args.games} games of {args.moves} moves each:")
        for kind in ("SQLite", "PostgreSQL"):
            for processes in (1, 2):
                target = asyncio.run(new_target(kind, folder, server))
                (game,) = asyncio.run(games(target, 1, 0))
                one = run(pool, target, [[game]] * processes, len(moves))
                ids = asyncio.run(games(target, args.games, 1000))
                shares = [ids[k::processes] for k in range(processes)]
                many = run(pool, target, shares, min(args.moves, len(moves)))
                label = f"{kind}, {processes} process{'es' if processes > 1 else ''}"
                print(f"  {label:<24} one game    {one}")
                print(f"  {label:<24} {args.games:<3} games   {many}")
        server.cleanup()


if __name__ == "__main__":
    main()
