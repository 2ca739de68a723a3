"""Thinking time of the computer levels, and the cost of the search's building blocks.

Plays `--games` games of Strong against Normal (2 players) and of Strong against three Normal
(4 players), seats rotating, and times every Strong decision with more than one option: p50,
p95 and max of its CPU time (what the decision costs, whatever else the machine runs), overall
and at the start of a turn (the largest search), and of its wall time. Then times one state
clone (engine/roundhouse/determinize.py `clone`, against a pickle round trip), one determinization,
one evaluation and one engine step on positions from those games. Prints JSON lines.

`--tree-cap N` also counts the engine steps needed to try every line of decisions to the end
of the turn from those turn starts (what an exhaustive own-turn search would cost).

Wall times depend on the machine's load: quote them with the load average printed beside them.
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import statistics
import time

from engine.common.rng import Rng
from engine.roundhouse import apply, can_undo, legal_codes, new_game
from engine.roundhouse.clone import clone
from engine.roundhouse.determinize import determinize
from engine.roundhouse.evaluate import default_weights, relative
from engine.roundhouse.players import player
from engine.roundhouse.search import distinct_options
from engine.roundhouse.state import GameState


def pct(values: list[float], q: float) -> float:
    """The `q` quantile of `values` (the nearest rank at or below)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def quantiles(times: list[float]) -> dict[str, float]:
    if not times:
        return {"decisions": 0}
    return {
        "decisions": len(times),
        "p50": round(pct(times, 0.5), 3),
        "p95": round(pct(times, 0.95), 3),
        "max": round(max(times), 3),
    }


def timed_games(players: int, games: int, seed: int) -> tuple[dict, list[GameState]]:
    """Strong's decision times in games against Normal; and some positions met."""
    strong, normal = player("strong"), player("normal")
    every, starts, wall, positions = [], [], [], []
    for g in range(games):
        state = new_game([f"P{i}" for i in range(players)], seed + g)
        hero = g % players
        while not state.over:
            if state.turn.seat != hero:
                apply(state, normal(state, seed + g))
                continue
            codes = legal_codes(state)
            if len(codes) > 1:
                kind = state.turn.stack[-1].kind
                started, cpu = time.perf_counter(), time.process_time()
                code = strong(state, seed + g)
                wall.append(time.perf_counter() - started)
                spent = time.process_time() - cpu
                every.append(spent)
                if kind == "start":
                    starts.append(spent)
                    positions.append(clone(state))
            else:
                code = codes[0]
            apply(state, code)
    figures = {"cpu": quantiles(every), "cpu_turn_start": quantiles(starts)}
    figures["wall"] = quantiles(wall)
    return figures, positions


def per_call(fn, items: list, repeat: int) -> float:
    """Mean CPU microseconds of `fn(item)` over the items, `repeat` times round."""
    started = time.process_time()
    for _ in range(repeat):
        for item in items:
            fn(item)
    return round((time.process_time() - started) / (repeat * len(items)) * 1e6, 1)


def step(state: GameState) -> None:
    trial = clone(state)
    apply(trial, legal_codes(trial)[0])


def moved(positions: list[GameState]) -> list[GameState]:
    """Each position after its first option, where that move can be undone."""
    out = []
    for state in positions:
        trial = clone(state)
        apply(trial, legal_codes(trial)[0])
        if can_undo(trial):
            out.append(trial)
    return out


def undo_us(positions: list[GameState], repeat: int = 5) -> float:
    """Mean CPU microseconds of one undo (the copies are made outside the timing)."""
    trials = [clone(s) for s in moved(positions) for _ in range(repeat)]
    started = time.process_time()
    for trial in trials:
        apply(trial, "undo")
    return round((time.process_time() - started) / len(trials) * 1e6, 1)


def random_playout(state: GameState, rng: Rng) -> None:
    """Random moves to the end of the game, in a determinization (what plain MCTS would do)."""
    world = determinize(state, rng)
    while not world.over:
        codes = legal_codes(world)
        apply(world, codes[rng.below(len(codes))])


def turn_tree(state: GameState, cap: int) -> int:
    """Engine steps to visit every line of decisions to the end of this turn (up to `cap`)."""
    seat, steps, todo = state.turn.seat, 0, [state]
    while todo and steps < cap:
        node = todo.pop()
        for code in distinct_options(node, legal_codes(node)):
            child = clone(node)
            apply(child, code)
            steps += 1
            if not child.over and child.turn.seat == seat:
                todo.append(child)
    return steps


def tree_sizes(positions: list[GameState], cap: int) -> dict[str, float]:
    sizes = sorted(turn_tree(s, cap) for s in positions)
    return {
        "turn_starts": len(sizes),
        "median_steps": sizes[len(sizes) // 2],
        "p90_steps": sizes[int(0.9 * len(sizes))],
        "share_over_cap": round(sum(n >= cap for n in sizes) / len(sizes), 3),
        "cap": cap,
    }


def building_blocks(positions: list[GameState]) -> dict[str, float]:
    w = default_weights()
    rng = Rng(1)
    return {
        "random_playout_ms": round(
            per_call(lambda s: random_playout(s, rng), positions, 1) / 1e3, 2
        ),
        "clone_us": per_call(clone, positions, 50),
        "pickle_round_trip_us": per_call(
            lambda s: pickle.loads(pickle.dumps(s, pickle.HIGHEST_PROTOCOL)), positions, 20
        ),
        "undo_us": undo_us(positions),
        "determinize_us": per_call(lambda s: determinize(s, rng), positions, 20),
        "evaluate_all_seats_us": per_call(lambda s: relative(s, s.turn.seat, w), positions, 50),
        "clone_and_step_us": per_call(step, positions, 20),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games per player count")
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument(
        "--tree-cap", type=int, default=0, help="also size whole-turn trees, up to this many steps"
    )
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
    some = positions[:: max(1, len(positions) // 60)]
    blocks = building_blocks(some)
    blocks["positions"] = len(some)
    blocks["load_average_1min"] = round(os.getloadavg()[0], 2)
    blocks["median_position_options"] = statistics.median(len(legal_codes(s)) for s in positions)
    print(json.dumps(blocks), flush=True)
    if args.tree_cap:
        sample = positions[:: max(1, len(positions) // 40)]
        print(json.dumps({"whole_turn_tree": tree_sizes(sample, args.tree_cap)}))


if __name__ == "__main__":
    main()
