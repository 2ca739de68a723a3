"""Our Strong against OpenSpiel's IS-MCTS on The Yellow House, at the same time per move.

    python -m benchmarks.openspiel_yellowhouse.match --games 20 --sims 40 --name smoke
    python -m benchmarks.openspiel_yellowhouse.match --games 200 --sims N --name match

(from the repository's root, with the benchmark's own Python, /work/venv-openspiel/bin/python;
README.md beside this file says how to make it and how the budget was set.)

Game i is dealt by our engine from seed `--seed + i`, and the OpenSpiel game takes the same
deal (follow.py); Strong sits in seat i % 2. Strong is `engine.yellowhouse.choose(..., "strong",
seed * 31 + seat)`; IS-MCTS is `open_spiel.python.algorithms.ismcts.ISMCTSBot` as OpenSpiel
ships it (UCT, c = 2, one random rollout to the end of the game per simulation, the most
visited move, a new world sampled each simulation by `YellowHouseState.resample`) with
`--sims` simulations a decision, its generators seeded from the game's seed.

Every decision with more than one legal move is timed, CPU (`time.process_time`) and wall
clock. The smoke run's figures give the calibration: `calibrated_sims` is Strong's mean CPU per
decision divided by IS-MCTS's mean CPU per simulation, the budget for the next run. Each game is
appended to benchmarks/results/openspiel_ismcts_NAME.jsonl as it ends (`--resume` skips the
games already there), a line of progress to NAME.progress, and the figures to NAME.json.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from pathlib import Path
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from benchmarks.yellowhouse_match import percentile
from engine.yellowhouse import choose, new_game

from .follow import action_of, deal, play
from .game import YellowHouseState

RESULTS = Path(__file__).resolve().parents[1] / "results"
UCT_C = 2.0  # OpenSpiel's usual exploration constant for returns in [-1, 1]
GAME = pyspiel.load_game("python_yellow_house")


def make_bot(sims: int, seed: int) -> ismcts.ISMCTSBot:
    """OpenSpiel's IS-MCTS with `sims` simulations a decision, seeded from `seed`."""
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))
    bot = ismcts.ISMCTSBot(
        GAME,
        evaluator,
        UCT_C,
        sims,
        random_state=np.random.RandomState(seed + 1),
        child_selection_policy=ismcts.ChildSelectionPolicy.UCT,
    )
    rng = random.Random(seed + 2)
    bot.set_resampler(lambda state, player: state.resample(player, rng))
    return bot


def play_game(i: int, seed: int, sims: int) -> dict[str, Any]:
    """Game i: Strong in seat i % 2, IS-MCTS in the other; the winner and decision times."""
    engine = new_game(["Strong", "ISMCTS"] if i % 2 == 0 else ["ISMCTS", "Strong"], seed)
    state: YellowHouseState = GAME.new_initial_state()
    deal(state, engine)
    strong, bot = i % 2, make_bot(sims, seed)
    times: dict[str, list[list[float]]] = {"strong": [], "ismcts": []}
    while not state.is_terminal():
        seat = state.current_player()
        many = len(state.legal_actions()) > 1
        cpu, wall = time.process_time(), time.perf_counter()
        if seat == strong:
            action = action_of(state, choose(engine, seat, "strong", seed * 31 + seat))
        else:
            action = int(bot.step(state))
        if many:
            spent = [time.process_time() - cpu, time.perf_counter() - wall]
            times["strong" if seat == strong else "ismcts"].append(spent)
        play(state, engine, action)
    assert engine.winner is not None
    return {
        "game": i,
        "seed": seed,
        "strong_seat": strong,
        "strong_won": engine.winner == strong,
        "rounds": [len(engine.rewards[strong]), len(engine.rewards[1 - strong])],
        "times": times,
    }


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def timing(samples: list[list[float]]) -> dict[str, float]:
    cpu, wall = [c for c, _ in samples], [w for _, w in samples]
    n = max(1, len(samples))
    return {
        "decisions": len(samples),
        "cpu_mean": round(sum(cpu) / n, 4),
        "cpu_p50": round(percentile(cpu, 0.5), 4),
        "cpu_p95": round(percentile(cpu, 0.95), 4),
        "cpu_max": round(max(cpu, default=0.0), 4),
        "wall_mean": round(sum(wall) / n, 4),
        "wall_p95": round(percentile(wall, 0.95), 4),
    }


def summary(games: list[dict[str, Any]], sims: int) -> dict[str, Any]:
    wins = sum(g["strong_won"] for g in games)
    low, high = wilson(wins, len(games))
    strong = timing([t for g in games for t in g["times"]["strong"]])
    theirs = timing([t for g in games for t in g["times"]["ismcts"]])
    per_sim = theirs["cpu_mean"] / sims
    return {
        "games": len(games),
        "ismcts_sims": sims,
        "strong_wins": wins,
        "strong_win_rate": round(wins / max(1, len(games)), 4),
        "wilson95": [round(low, 4), round(high, 4)],
        "rounds_won": [sum(g["rounds"][k] for g in games) for k in (0, 1)],
        "strong_as_seat": [
            sum(g["strong_won"] for g in games if g["strong_seat"] == s) for s in (0, 1)
        ],
        "seconds_per_decision": {"strong": strong, "ismcts": theirs},
        "ismcts_cpu_per_simulation": round(per_sim, 6),
        "cpu_ratio_ismcts_to_strong": round(theirs["cpu_mean"] / max(1e-9, strong["cpu_mean"]), 3),
        "calibrated_sims": round(strong["cpu_mean"] / per_sim) if per_sim else None,
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sims", type=int, required=True, help="IS-MCTS simulations a move")
    parser.add_argument("--name", default="match")
    parser.add_argument("--resume", action="store_true")
    a = parser.parse_args(argv)
    stem = RESULTS / f"openspiel_ismcts_{a.name}"
    lines = stem.with_suffix(".jsonl")
    games = [json.loads(x) for x in lines.read_text().splitlines()] if a.resume else []
    if not a.resume:
        lines.write_text("")
    done, started = {g["game"] for g in games}, time.perf_counter()
    for i in range(a.games):
        if i in done:
            continue
        game = play_game(i, a.seed + i, a.sims)
        games.append(game)
        with lines.open("a") as out:
            out.write(json.dumps(game) + "\n")
        wins = sum(g["strong_won"] for g in games)
        with stem.with_suffix(".progress").open("a") as out:
            out.write(
                f"game {i + 1}/{a.games} seed {game['seed']} Strong seat {game['strong_seat']}:"
                f" {'won' if game['strong_won'] else 'lost'}; Strong {wins} of {len(games)};"
                f" {time.perf_counter() - started:.0f} s\n"
            )
    result = {"seed": a.seed, "uct_c": UCT_C, **summary(games, a.sims)}
    stem.with_suffix(".json").write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
