"""Matches between The Yellow House's computer levels, with fixed seeds and alternating seats.

    python benchmarks/yellowhouse_match.py strong normal --games 200
    python benchmarks/yellowhouse_match.py normal easy --games 200 --variant --jobs 2
    python benchmarks/yellowhouse_match.py --fit 1200    # refit data/ai.toml [weights]

Game i is dealt from seed `--seed + i`; the first level sits in seat i % 2, so each level
plays each seat equally often. Prints the first level's win rate (with a 95% interval), the
rounds won, and each level's decision time (CPU and wall clock, p50 / p95 / max) over every
decision where it had more than one option. `--json` prints the same as one JSON object.

`--fit N` plays N self-play games instead (engine/yellowhouse/fitting.py), fits the
evaluation's weights on four fifths of their positions and prints them as `[weights]` lines,
with the held-out log loss of the new and of the current weights.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.yellowhouse import apply, is_over, legal_codes, new_game, pending_seats
from engine.yellowhouse.aiconfig import ai_config
from engine.yellowhouse.evaluate import FEATURES
from engine.yellowhouse.fitting import fit, log_loss, samples
from engine.yellowhouse.players import LEVELS, choose

NAMES = ["A", "B"]


def play_game(levels: tuple[str, str], seed: int, variant: bool) -> dict[str, object]:
    """One game; `levels[s]` plays seat s. The winner's seat, rounds won, decision times."""
    state = new_game(NAMES, seed, {"variant": variant})
    times: list[list[tuple[float, float]]] = [[], []]
    while not is_over(state):
        seat = pending_seats(state)[0]
        many = len(legal_codes(state, seat)) > 1
        cpu, wall = time.process_time(), time.perf_counter()
        code = choose(state, seat, levels[seat], seed * 31 + seat)
        if many:
            times[seat].append((time.process_time() - cpu, time.perf_counter() - wall))
        apply(state, code, seat=seat)
    return {
        "winner": state.winner,
        "rounds": [len(r) for r in state.rewards],
        "times": times,
    }


def _one(args: tuple[str, str, int, int, bool]) -> tuple[int, dict[str, object]]:
    first, second, seed, i, variant = args
    seats = (first, second) if i % 2 == 0 else (second, first)
    return i, play_game(seats, seed, variant)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)]


def run(first: str, second: str, games: int, seed: int, variant: bool, jobs: int) -> dict:
    tasks = [(first, second, seed + i, i, variant) for i in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_one, tasks, chunksize=4))
    else:
        results = [_one(t) for t in tasks]
    wins, rounds = 0, [0, 0]
    timing: dict[str, list[tuple[float, float]]] = {first: [], second: []}
    for i, game in results:
        seat_of_first = i % 2
        wins += game["winner"] == seat_of_first
        rounds[0] += game["rounds"][seat_of_first]  # type: ignore[index]
        rounds[1] += game["rounds"][1 - seat_of_first]  # type: ignore[index]
        for seat, level in ((seat_of_first, first), (1 - seat_of_first, second)):
            timing[level] += game["times"][seat]  # type: ignore[index]
    rate = wins / games
    half = 1.96 * math.sqrt(rate * (1 - rate) / games)
    return {
        "first": first,
        "second": second,
        "games": games,
        "variant": variant,
        "seed": seed,
        "first_wins": wins,
        "first_win_rate": round(rate, 4),
        "interval95": [round(max(0, rate - half), 4), round(min(1, rate + half), 4)],
        "rounds_won": rounds,
        "decision_seconds": {level: _times(t) for level, t in timing.items()},
    }


def _times(samples: list[tuple[float, float]]) -> dict[str, object]:
    cpu = [c for c, _ in samples]
    wall = [w for _, w in samples]
    return {
        "decisions": len(samples),
        "cpu_p50": round(percentile(cpu, 0.5), 4),
        "cpu_p95": round(percentile(cpu, 0.95), 4),
        "cpu_max": round(max(cpu, default=0.0), 4),
        "wall_p50": round(percentile(wall, 0.5), 4),
        "wall_p95": round(percentile(wall, 0.95), 4),
        "wall_max": round(max(wall, default=0.0), 4),
    }


def refit(games: int, seed: int) -> None:
    data = samples(games, seed)
    cut = len(data) * 4 // 5
    weights = fit(data[:cut])
    current = list(ai_config().weights.vector)
    print(f"{len(data)} positions of {games} games; held-out log loss (0.6931: a coin):")
    test = data[cut:]
    print(f"  fitted {log_loss(test, weights):.4f}, current {log_loss(test, current):.4f}")
    print("[weights]")
    for name, w in zip(FEATURES, weights, strict=True):
        print(f"{name} = {w:.3f}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", choices=LEVELS, nargs="?", default="strong")
    parser.add_argument("second", choices=LEVELS, nargs="?", default="normal")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", action="store_true")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--fit", type=int, default=0, metavar="GAMES")
    a = parser.parse_args(argv)
    if a.fit:
        refit(a.fit, a.seed)
        return
    result = run(a.first, a.second, a.games, a.seed, a.variant, a.jobs)
    if a.json:
        print(json.dumps(result))
        return
    lo, hi = result["interval95"]
    print(
        f"{a.first} vs {a.second}, {a.games} games{' (variant)' if a.variant else ''}: "
        f"{a.first} won {result['first_wins']} ({result['first_win_rate']:.1%}, "
        f"95% {lo:.1%}-{hi:.1%}); rounds won {result['rounds_won'][0]}-{result['rounds_won'][1]}"
    )
    for level, t in result["decision_seconds"].items():
        print(
            f"  {level}: {t['decisions']} decisions; CPU p50 {t['cpu_p50']:.4f} s, "
            f"p95 {t['cpu_p95']:.4f} s, max {t['cpu_max']:.4f} s; "
            f"wall p50 {t['wall_p50']:.4f} s, p95 {t['wall_p95']:.4f} s"
        )


if __name__ == "__main__":
    main()
