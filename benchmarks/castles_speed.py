"""Speed of the Castles of Mad King Ludwig engine (the issue's targets: a room's legal
placements in a 30-room castle ≤ 5 ms at p95; a whole random game well under a second).

- placements: 30-room castles grown at random from the Foyer (one per seed); in each, every
  tile's legal spots (`placement.spots`, what legality needs) and its spots with their score
  breakdowns sorted best first (`market.placements`, what the placement menu shows), each call
  timed alone;
- games: whole random games (every decision a uniformly random legal code, so the Master
  Builder's pricing clicks are in), `new_game` to the final scores, by player count;
- copies: `clone`, `to_json` and `from_json` of 4-player games half-way through.

Times are wall-clock (`time.perf_counter`) on whatever else shares the machine, and, for the
placements and games, also this process's CPU time (`time.process_time`, "cpu_": what the
engine costs when the shared 2 cores are busy with other work); p95 is the 95th percentile.
Prints one JSON object. Usage: python benchmarks/castles_speed.py [--quick]
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial

from engine.castles import apply, clone, from_json, legal_codes, new_game, scores, to_json
from engine.castles.castle import Castle, Room
from engine.castles.content import content
from engine.castles.game import refresh
from engine.castles.placement import spots
from engine.castles.preview import ranked
from engine.common.rng import Rng

QUICK = "--quick" in sys.argv
CASTLES = 4 if QUICK else 20
GAMES = 10 if QUICK else 60
ROOMS = 30


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def summary(ms: list[float], cpu: list[float] | None = None) -> dict[str, float]:
    out = {
        "n": len(ms),
        "p50_ms": round(pct(ms, 0.5), 3),
        "p95_ms": round(pct(ms, 0.95), 3),
        "max_ms": round(max(ms), 3),
    }
    if cpu:
        out |= {
            "cpu_p50_ms": round(pct(cpu, 0.5), 3),
            "cpu_p95_ms": round(pct(cpu, 0.95), 3),
            "cpu_max_ms": round(max(cpu), 3),
        }
    return out


def timed(fn: Callable[[], object]) -> tuple[float, float]:
    """One call's wall-clock and CPU time, in ms."""
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000


def grown_castle(seed: int) -> Castle:
    """A castle of ROOMS rooms (Foyer included), each a random tile at a random legal spot
    (grown again from the Foyer when it walls itself in: its last entrance fitting nothing)."""
    rng = Rng(seed)
    pool = [t for t in content().tiles if t != "foyer"]
    k = Castle.build([Room("foyer", 0, 0, 0)])
    misses = 0
    while len(k.rooms) < ROOMS:
        t = pool[rng.below(len(pool))]
        found = spots(k, t)
        if found:
            s = found[rng.below(len(found))]
            k.add(Room(t, s.x, s.y, s.rot))
            misses = 0
        elif (misses := misses + 1) > 200:
            k = Castle.build([Room("foyer", 0, 0, 0)])
    return k


def placements() -> dict[str, object]:
    legal: tuple[list[float], list[float]] = ([], [])
    scored: tuple[list[float], list[float]] = ([], [])
    entrances = []
    for seed in range(CASTLES):
        k = grown_castle(seed)
        entrances.append(k.entrances())
        for t in content().tiles:
            if t == "foyer":
                continue
            for times, fn in ((legal, spots), (scored, ranked)):
                wall, cpu = timed(partial(fn, k, t))
                times[0].append(wall)
                times[1].append(cpu)
    return {
        "castles": CASTLES,
        "rooms": ROOMS,
        "median_entrances": statistics.median(entrances),
        "legal_spots": summary(*legal),
        "scored_and_sorted": summary(*scored),
    }


def game(players: int, seed: int) -> tuple[float, float, int]:
    """One whole random game: its wall-clock and CPU seconds, and its moves."""
    wall, cpu = time.perf_counter(), time.process_time()
    s = new_game(["A", "B", "C", "D"][:players], seed)
    rng = Rng(seed)
    moves = 0
    while not s.over:
        codes = legal_codes(s)
        apply(s, codes[rng.below(len(codes))])
        moves += 1
    scores(s)
    return time.perf_counter() - wall, time.process_time() - cpu, moves


def games() -> dict[str, object]:
    out: dict[str, object] = {}
    for players in (2, 3, 4):
        runs = [game(players, 1000 * players + g) for g in range(GAMES)]
        seconds = [r[0] for r in runs]
        cpu = [r[1] for r in runs]
        out[f"{players}p"] = {
            "games": GAMES,
            "median_s": round(statistics.median(seconds), 3),
            "p95_s": round(pct(seconds, 0.95), 3),
            "max_s": round(max(seconds), 3),
            "cpu_median_s": round(statistics.median(cpu), 3),
            "cpu_p95_s": round(pct(cpu, 0.95), 3),
            "cpu_max_s": round(max(cpu), 3),
            "median_moves": statistics.median(r[2] for r in runs),
        }
    return out


def copies() -> dict[str, object]:
    timings: dict[str, list[float]] = {"clone": [], "to_json": [], "from_json": []}
    for seed in range(5):
        s = new_game(["A", "B", "C", "D"], seed)
        rng = Rng(seed)
        for _ in range(250):
            codes = legal_codes(s)
            apply(s, codes[rng.below(len(codes))])
        text = to_json(s)
        calls: list[tuple[str, Callable[[], object]]] = [
            ("clone", lambda s=s: clone(s)),  # type: ignore[misc]
            ("to_json", lambda s=s: to_json(s)),  # type: ignore[misc]
            ("from_json", lambda text=text: from_json(text)),  # type: ignore[misc]
        ]
        for name, fn in calls:
            for _ in range(20):
                started = time.perf_counter()
                fn()
                timings[name].append((time.perf_counter() - started) * 1000)
        refresh(s)
    return {name: summary(ms) for name, ms in timings.items()}


def main() -> None:
    print(json.dumps({"placements": placements(), "games": games(), "copies": copies()}, indent=1))


if __name__ == "__main__":
    main()
