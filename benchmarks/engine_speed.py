"""Decisions per second of the rules engine in random 4-player games.

Each decision is one `legal_codes` call plus one `apply` (validation, the move, the log line),
exactly what the bot and the computer players do. Prints one JSON object.
"""

from __future__ import annotations

import json
import statistics
import time

from engine import apply, legal_codes, new_game
from engine.rng import Rng

GAMES = 200
ROUNDS = 3


def play(games: int, seed: int) -> int:
    decisions = 0
    for g in range(games):
        state = new_game(["A", "B", "C", "D"], seed + g)
        rng = Rng(seed + g)
        while not state.over:
            codes = legal_codes(state)
            apply(state, codes[rng.below(len(codes))])
            decisions += 1
    return decisions


def main() -> None:
    rates = []
    for r in range(ROUNDS):
        started = time.perf_counter()
        decisions = play(GAMES, seed=r * GAMES)
        rates.append(decisions / (time.perf_counter() - started))
    print(
        json.dumps(
            {
                "players": 4,
                "games_per_round": GAMES,
                "rounds": ROUNDS,
                "decisions_per_second_median": round(statistics.median(rates)),
                "decisions_per_second_best": round(max(rates)),
            }
        )
    )


if __name__ == "__main__":
    main()
