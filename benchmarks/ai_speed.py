"""Thinking time of the computer levels, and the cost of the search's building blocks.

Plays `--games` games of Strong against Normal (2 players) and of Strong against three Normal
(4 players), seats rotating, and times every Strong decision with more than one option: p50,
p95 and max, overall and at the start of a turn (the largest search). Then times one state
clone (engine/determinize.py `clone`, against a pickle round trip), one determinization, one
evaluation and one engine step on positions from those games. Prints JSON lines.

Timings depend on the machine's load: quote them with the load average printed beside them.
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import statistics
import time

from engine import apply, legal_codes, new_game
from engine.determinize import clone, determinize
from engine.evaluate import default_weights, relative
from engine.players import player
from engine.rng import Rng
from engine.state import GameState


def quantiles(times: list[float]) -> dict[str, float]:
    if not times:
        return {"decisions": 0}
    ordered = sorted(times)

    def at(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)

    return {
        "decisions": len(ordered),
        "p50": at(0.5),
        "p95": at(0.95),
        "max": round(ordered[-1], 3),
    }


def timed_games(players: int, games: int, seed: int) -> tuple[dict, list[GameState]]:
    """Strong's decision times in games against Normal; and some positions met."""
    strong, normal = player("strong"), player("normal")
    every, starts, positions = [], [], []
    for g in range(games):
        state = new_game([f"P{i}" for i in range(players)], seed + g)
        hero = g % players
        while not state.over:
            if state.turn.seat != hero:
                apply(state, normal(state, seed + g), log=False)
                continue
            if len(legal_codes(state)) > 1:
                kind = state.turn.stack[-1].kind
                started = time.perf_counter()
                code = strong(state, seed + g)
                spent = time.perf_counter() - started
                every.append(spent)
                if kind == "start":
                    starts.append(spent)
                    positions.append(clone(state))
            else:
                code = legal_codes(state)[0]
            apply(state, code, log=False)
    return {"all": quantiles(every), "turn_start": quantiles(starts)}, positions


def per_call(fn, items: list, repeat: int) -> float:
    """Mean microseconds of `fn(item)` over the items, `repeat` times round."""
    started = time.perf_counter()
    for _ in range(repeat):
        for item in items:
            fn(item)
    return round((time.perf_counter() - started) / (repeat * len(items)) * 1e6, 1)


def step(state: GameState) -> None:
    trial = clone(state)
    apply(trial, legal_codes(trial)[0], log=False)


def building_blocks(positions: list[GameState]) -> dict[str, float]:
    w = default_weights()
    rng = Rng(1)
    return {
        "clone_us": per_call(clone, positions, 50),
        "pickle_round_trip_us": per_call(
            lambda s: pickle.loads(pickle.dumps(s, pickle.HIGHEST_PROTOCOL)), positions, 20
        ),
        "determinize_us": per_call(lambda s: determinize(s, rng), positions, 20),
        "evaluate_all_seats_us": per_call(lambda s: relative(s, s.turn.seat, w), positions, 50),
        "clone_and_step_us": per_call(step, positions, 20),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games per player count")
    parser.add_argument("--seed", type=int, default=500)
    args = parser.parse_args(argv)
    positions: list[GameState] = []
    for players in (2, 4):
        figures, met = timed_games(players, args.games, args.seed)
        positions += met
        load = round(os.getloadavg()[0], 2)
        print(
            json.dumps(
                {
                    "players": players,
                    "games": args.games,
                    "strong_seconds": figures,
                    "load_average_1min": load,
                }
            ),
            flush=True,
        )
    blocks = building_blocks(positions[:: max(1, len(positions) // 60)])
    blocks["positions"] = len(positions[:: max(1, len(positions) // 60)])
    blocks["load_average_1min"] = round(os.getloadavg()[0], 2)
    blocks["median_position_options"] = statistics.median(len(legal_codes(s)) for s in positions)
    print(json.dumps(blocks))


if __name__ == "__main__":
    main()
