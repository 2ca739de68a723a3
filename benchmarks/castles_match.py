"""Strength and speed of the Castles computer players: fixed seeds, seats rotating.

Matches (4 players; `--games N` each):

- strong_vs_normal: two Strong and two Normal seats, alternating (S N S N, rotated one place a
  game). Target (the issue: "Strong beats Normal in >= 65% of 100 4-player games"): a Strong
  seat has the top score in >= 65% of games (a tie between a Strong and a Normal seat counts
  half). Also reported: the share of (Strong, Normal) seat pairs in which Strong scored more.
- strong_vs_3_normal: one Strong seat against three Normal (for the record: 25% is par).
- normal_vs_easy: two Normal against two Easy, as above.

Decision times are per `choose` call, by level (p50, p95, max): wall-clock ("decision_ms")
and this process's CPU time ("decision_cpu_ms": the cost without the waits for a core when
other work shares the machine). Game g plays seed `--seed + g`. Games run in `--procs`
processes. One JSON line per match on stdout.
Usage: python benchmarks/castles_match.py [--games 100] [--procs 2] [--only strong_vs_normal]
"""

from __future__ import annotations

import argparse
import json
import time
from concurrent.futures import ProcessPoolExecutor

from engine.castles import apply, new_game, scores
from engine.castles.computer import choose

MATCHES = {
    "strong_vs_normal": ["strong", "normal", "strong", "normal"],
    "strong_vs_3_normal": ["strong", "normal", "normal", "normal"],
    "normal_vs_easy": ["normal", "easy", "normal", "easy"],
}


def one_game(job: tuple[list[str], int, int]) -> dict[str, object]:
    levels, seed, game = job
    seats = levels[game % 4 :] + levels[: game % 4]
    s = new_game([f"{lv}{i}" for i, lv in enumerate(seats)], seed)
    times: dict[str, list[float]] = {lv: [] for lv in set(seats)}
    cpu: dict[str, list[float]] = {lv: [] for lv in set(seats)}
    while not s.over:
        seat = s.flow.stack[-1].seat
        started, cpu_started = time.perf_counter(), time.process_time()
        code = choose(s, seats[seat], seed * 10 + seat)
        times[seats[seat]].append(time.perf_counter() - started)
        cpu[seats[seat]].append(time.process_time() - cpu_started)
        apply(s, code)
    return {"seats": seats, "totals": [x.total for x in scores(s)], "times": times, "cpu": cpu}


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def summarise(name: str, levels: list[str], results: list[dict[str, object]]) -> dict[str, object]:
    first = levels[0]
    wins = 0.0
    pairs = [0, 0]
    times: dict[str, dict[str, list[float]]] = {"times": {}, "cpu": {}}
    for r in results:
        seats, totals = r["seats"], r["totals"]
        assert isinstance(seats, list) and isinstance(totals, list)
        top = max(totals)
        at_top = [seats[i] for i, t in enumerate(totals) if t == top]
        wins += at_top.count(first) / len(at_top)
        for i, a in enumerate(seats):
            for j, b in enumerate(seats):
                if a == first and b != first:
                    pairs[0] += totals[i] > totals[j]
                    pairs[1] += 1
        for kind, by_level in times.items():
            for level, ts in r[kind].items():  # type: ignore[attr-defined]
                by_level.setdefault(level, []).extend(ts)
    return {
        "match": name,
        "games": len(results),
        f"{first}_top_share": round(wins / len(results), 3),
        f"{first}_beats_pair_share": round(pairs[0] / max(1, pairs[1]), 3),
        "decision_ms": _percentiles(times["times"]),
        "decision_cpu_ms": _percentiles(times["cpu"]),
    }


def _percentiles(by_level: dict[str, list[float]]) -> dict[str, dict[str, float]]:
    return {
        level: {
            "n": len(ts),
            "p50": round(pct(ts, 0.5) * 1000, 1),
            "p95": round(pct(ts, 0.95) * 1000, 1),
            "max": round(max(ts) * 1000, 1),
        }
        for level, ts in sorted(by_level.items())
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=10_000)
    ap.add_argument("--only", default="")
    args = ap.parse_args()
    with ProcessPoolExecutor(args.procs) as pool:
        for name, levels in MATCHES.items():
            if args.only and name not in args.only.split(","):
                continue
            jobs = [(levels, args.seed + g, g) for g in range(args.games)]
            results = list(pool.map(one_game, jobs))
            print(json.dumps(summarise(name, levels, results)), flush=True)


if __name__ == "__main__":
    main()
