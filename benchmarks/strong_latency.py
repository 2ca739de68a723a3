"""How the bot's event loop fares while Strong computer players think (issue 13).

Strong decisions (the default budget of engine/roundhouse/data/ai.toml) are made one after another
by `--games` games at once, each its own stream of decisions over real mid-game positions, the
way the computer loops make them (`bot.workers.thinking.decide`). Meanwhile a probe on the event
loop wakes every 5 ms and records how late it woke: the delay any click would have waited
before the bot could start on it. Two ways are measured:

- `pool`: decisions in the computer players' worker processes (one per core), as the bot does;
- `loop`: the same decisions made on the event loop itself, the way it would be without them.

Run: `.venv/bin/python benchmarks/strong_latency.py [--games 2] [--decisions 12] [--seed 1]`
(prints one line per way, and `--json FILE` appends them as JSON lines).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time
from pathlib import Path

from ai_speed import pct  # benchmarks/ai_speed.py

from bot.game.capabilities import copied
from bot.game.model import Game
from bot.game.protocol import whose_turn
from bot.storage.records import GameRow, SeatRow, Status
from bot.workers import thinking
from bot.workers.picture import cores
from games.roundhouse import ROUND_HOUSE

TICK = 0.005  # seconds between the probe's wake-ups


def positions(seed: int, count: int) -> list[object]:
    """`count` positions of a 3-player game played by Normal, spread over the game."""
    state = ROUND_HOUSE.setup(["Ann", "Bo", "Cy"], seed)
    seen = []
    version = 0
    while whose_turn(ROUND_HOUSE, state) is not None:
        if version % 9 == 0:
            seen.append(copied(ROUND_HOUSE, state))
        ROUND_HOUSE.apply(state, ROUND_HOUSE.computer_move(state, version))
        version += 1
    step = max(1, len(seen) // count)
    return seen[::step][:count]


def game_of(state: object, number: int) -> Game:
    row = GameRow(number, None, 1, 1, Status.PLAYING, None, None, number, None, "", "")
    seats = [SeatRow(None, f"Computer {i}", True, "strong") for i in range(3)]
    return Game(row, seats, state, rules=ROUND_HOUSE)


async def probe(lags: list[float], stop: asyncio.Event) -> None:
    loop = asyncio.get_running_loop()
    while not stop.is_set():
        due = loop.time() + TICK
        await asyncio.sleep(TICK)
        lags.append(max(0.0, loop.time() - due))


async def stream(states: list[object], on_loop: bool, times: list[float]) -> None:
    for number, state in enumerate(states):
        game = game_of(state, number)
        started = time.perf_counter()
        if on_loop:
            ROUND_HOUSE.computer_move(state, number, "strong")
        else:
            await thinking.decide(game, "strong")
        times.append(time.perf_counter() - started)
        await asyncio.sleep(0)


async def measure(way: str, games: int, decisions: int, seed: int) -> dict[str, object]:
    on_loop = way == "loop"
    if not on_loop:
        await asyncio.wrap_future(thinking.POOL.start("games.roundhouse"))
    streams = [positions(seed + g, decisions) for g in range(games)]
    lags: list[float] = []
    times: list[float] = []
    stop = asyncio.Event()
    watcher = asyncio.create_task(probe(lags, stop))
    started = time.perf_counter()
    await asyncio.gather(*(stream(s, on_loop, times) for s in streams))
    elapsed = time.perf_counter() - started
    stop.set()
    await watcher
    ms = 1000
    return {
        "way": way,
        "games": games,
        "decisions": len(times),
        "decision_p50_s": round(statistics.median(times), 3),
        "decision_p95_s": round(pct(times, 0.95), 3),
        "lag_p50_ms": round(statistics.median(lags) * ms, 1),
        "lag_p95_ms": round(pct(lags, 0.95) * ms, 1),
        "lag_p99_ms": round(pct(lags, 0.99) * ms, 1),
        "lag_max_ms": round(max(lags) * ms, 1),
        "seconds": round(elapsed, 1),
        "workers": 0 if on_loop else cores(),
    }


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--decisions", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    try:
        for way in ("pool", "loop"):
            row = await measure(way, args.games, args.decisions, args.seed)
            print(
                f"{way:5} {row['decisions']} Strong decisions by {row['games']} games: "
                f"decision p50/p95 {row['decision_p50_s']}/{row['decision_p95_s']} s; event-loop "
                f"lag p50/p95/p99/max {row['lag_p50_ms']}/{row['lag_p95_ms']}/"
                f"{row['lag_p99_ms']}/{row['lag_max_ms']} ms",
                flush=True,
            )
            if args.json:
                with args.json.open("a") as out:
                    out.write(json.dumps(row) + "\n")
    finally:
        await thinking.shutdown()


if __name__ == "__main__":
    asyncio.run(main())
