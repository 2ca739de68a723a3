"""`roundhouse simulate`: headless games between computer players, with figures."""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback

from engine import apply, is_over, new_game, score_breakdown
from engine.players import STRATEGIES, pick_move
from engine.scoring import CATEGORIES

MAX_DECISIONS = 20_000  # a game longer than this is reported as an error (it should never be)


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=int, default=4, choices=range(2, 6))
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--strategy", choices=STRATEGIES, default="random")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def play_game(players: int, seed: int, strategy: str) -> tuple[list[dict[str, int]], int]:
    """One full game; returns the score breakdown and the number of decisions applied."""
    state = new_game([f"P{i + 1}" for i in range(players)], seed)
    decisions = 0
    while not is_over(state):
        if decisions >= MAX_DECISIONS:
            raise RuntimeError(f"game did not end within {MAX_DECISIONS} decisions")
        apply(state, pick_move(state, strategy, seed), log=False)
        decisions += 1
    return score_breakdown(state), decisions


def simulate(players: int, games: int, seed: int, strategy: str) -> dict:
    started = time.perf_counter()
    completed = errors = decisions = 0
    sums = dict.fromkeys((*CATEGORIES, "total"), 0)
    scored = 0
    for g in range(games):
        game_seed = seed + g
        try:
            rows, n = play_game(players, game_seed, strategy)
        except Exception:
            errors += 1
            print(f"game with seed {game_seed} failed:", file=sys.stderr)
            traceback.print_exc()
            continue
        completed += 1
        decisions += n
        for row in rows:
            scored += 1
            for k in sums:
                sums[k] += row[k]
    seconds = time.perf_counter() - started
    mean = {k: round(v / scored, 2) if scored else 0.0 for k, v in sums.items()}
    return {
        "players": players,
        "games": games,
        "strategy": strategy,
        "completed": completed,
        "errors": errors,
        "decisions": decisions,
        "seconds": round(seconds, 3),
        "decisions_per_second": round(decisions / seconds, 1) if seconds else 0.0,
        "games_per_second": round(completed / seconds, 3) if seconds else 0.0,
        "mean_score": mean.pop("total"),
        "mean_breakdown": mean,
    }


def run(args: argparse.Namespace) -> int:
    result = simulate(args.players, args.games, args.seed, args.strategy)
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>22}: {value}")
    return 1 if result["errors"] else 0
