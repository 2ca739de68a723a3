"""Strength of the computer levels: fixed seeds, seats rotating, one JSON line per match.

Matches (defaults; `--games-scale 0.1` for a quick look):

- Strong vs Normal, 2 players, 200 games (target: Strong wins >= 70%)
- Strong vs three Normal, 4 players, 100 games (target: Strong wins >= 45%)
- Normal vs Easy, 2 players, 200 games (target: Normal wins >= 90%)
- Easy vs Random, 2 players, 200 games (for the record)

Game g uses seed `--seed + g` and rotates the seating one place (cli/simulate.py
`seating`), so the first level sits in every seat equally often. A shared first place counts
as a win for each level that shares it. Games run in `--procs` processes. `--budget
N,C,P` plays Strong at `nodes` N, `candidates` C and `playout_steps` P instead of its default.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from cli.simulate import seating
from engine.roundhouse import apply, new_game, score_breakdown, winners
from engine.roundhouse.players import PlayerFn, player, strong_player
from engine.roundhouse.search import Budget

MATCHES = {
    "strong_vs_normal_2p": (2, ["strong", "normal"], 200, 0.70),
    "strong_vs_3_normal_4p": (4, ["strong", "normal", "normal", "normal"], 100, 0.45),
    "normal_vs_easy_2p": (2, ["normal", "easy"], 200, 0.90),
    "easy_vs_random_2p": (2, ["easy", "random"], 200, None),
}
BUDGET_FIELDS = ("nodes", "candidates", "playout_steps")


def mover(name: str, budget: tuple[int, int, int] | None) -> PlayerFn:
    """The player of a level; Strong at `budget` (nodes, candidates, playout steps) if given."""
    if name == "strong" and budget is not None:
        nodes, candidates, steps = budget
        return strong_player(Budget(nodes=nodes, candidates=candidates, playout_steps=steps))
    return player(name)


def one_game(job: tuple[int, list[str], int, int, tuple[int, int, int] | None]) -> dict:
    players, strategies, seed, game, budget = job
    seats = seating(players, strategies, game)
    movers = [mover(name, budget) for name in seats]
    started = time.perf_counter()
    state = new_game([f"P{i + 1}" for i in range(players)], seed)
    while not state.over:
        apply(state, movers[state.turn.seat](state, seed))
    return {
        "seats": seats,
        "totals": [row["total"] for row in score_breakdown(state)],
        "winners": winners(state),
        "seconds": time.perf_counter() - started,
    }


def run_match(
    name: str,
    games: int,
    seed: int,
    pool: ProcessPoolExecutor,
    budget: tuple[int, int, int] | None = None,
) -> dict:
    players, strategies, _, target = MATCHES[name]
    hero = strategies[0]
    jobs = [(players, strategies, seed + g, g, budget) for g in range(games)]
    started = time.perf_counter()
    won = shared = 0
    hero_total = best_other_total = 0
    for g, game in enumerate(pool.map(one_game, jobs), 1):
        hero_seat = game["seats"].index(hero)
        if hero_seat in game["winners"]:
            won += 1
            shared += len(game["winners"]) > 1
        print(f"{name} game {g}/{games}: {hero} won {won}", file=sys.stderr, flush=True)
        hero_total += game["totals"][hero_seat]
        best_other_total += max(t for s, t in enumerate(game["totals"]) if s != hero_seat)
    rate = won / games if games else 0.0
    return {
        "match": name,
        "players": players,
        "seats": strategies,
        "games": games,
        "seed": seed,
        "strong_budget": budget_of(budget),
        "wins": won,
        "shared_wins": shared,
        "win_rate": round(rate, 3),
        "target": target,
        "met": None if target is None else rate >= target,
        "mean_score": round(hero_total / games, 1) if games else 0.0,
        "mean_best_other": round(best_other_total / games, 1) if games else 0.0,
        "seconds": round(time.perf_counter() - started, 1),
    }


def budget_of(budget: tuple[int, int, int] | None) -> dict[str, int] | str:
    return "default" if budget is None else dict(zip(BUDGET_FIELDS, budget, strict=True))


def budget_arg(text: str) -> tuple[int, int, int]:
    try:
        nodes, candidates, steps = (int(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(
            "NODES,CANDIDATES,PLAYOUT_STEPS: three whole numbers"
        ) from None
    return nodes, candidates, steps


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--match", choices=sorted(MATCHES), action="append")
    parser.add_argument("--games-scale", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--procs", type=int, default=2)
    parser.add_argument(
        "--budget",
        type=budget_arg,
        help="Strong at NODES,CANDIDATES,PLAYOUT_STEPS instead of its default budget",
    )
    args = parser.parse_args(argv)
    with ProcessPoolExecutor(args.procs) as pool:
        for name in args.match or list(MATCHES):
            games = max(1, round(MATCHES[name][2] * args.games_scale))
            print(json.dumps(run_match(name, games, args.seed, pool, args.budget)), flush=True)


if __name__ == "__main__":
    main()
