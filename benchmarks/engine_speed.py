"""Decisions per second of the rules engine in random 4-player games.

Each decision is one `legal_codes` call plus one `apply` (validation and the move), measured
twice: with the log line the bot posts (`log=True`, the bot's path) and without it (`log=False`,
what computer look-ahead and `roundhouse simulate` use). Prints one JSON object.
"""

from __future__ import annotations

import json
import statistics
import time

from engine import apply, legal_codes, new_game
from engine.rng import Rng

GAMES = 200
ROUNDS = 3


def play(games: int, seed: int, log: bool = True) -> int:
    decisions = 0
    for g in range(games):
        state = new_game(["A", "B", "C", "D"], seed + g)
        rng = Rng(seed + g)
        while not state.over:
            codes = legal_codes(state)
            apply(state, codes[rng.below(len(codes))], log=log)
            decisions += 1
    return decisions


def rate(log: bool) -> dict[str, int]:
    rates = []
    for r in range(ROUNDS):
        started = time.perf_counter()
        decisions = play(GAMES, seed=r * GAMES, log=log)
        rates.append(decisions / (time.perf_counter() - started))
    return {"median": round(statistics.median(rates)), "best": round(max(rates))}


def main() -> None:
    result = {"players": 4, "games_per_round": GAMES, "rounds": ROUNDS}
    result["decisions_per_second_with_log"] = rate(log=True)
    result["decisions_per_second_without_log"] = rate(log=False)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
