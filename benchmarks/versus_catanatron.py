"""Our rules engine against catanatron, side by side: random 4-player games, decisions per second.

Both sides run in their own child process, one after the other for several rounds, and each
counts CPU time (``time.process_time``), so the ratio holds up when other work shares the
machine. A decision is one choice played: ours is ``legal_codes`` + ``apply(log=False)``;
catanatron's is one action of ``Game.play`` (its own legal-action generation included).

catanatron is not a dependency of the project: ``make bench-catanatron`` puts it in its own
virtual environment (``.venv-catanatron``) and runs this script. Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

OURS = """
import time
from engine.roundhouse import apply, legal_codes, new_game
from engine.common.rng import Rng
started, decisions, game = time.process_time(), 0, 0
while time.process_time() - started < {seconds}:
    state, rng = new_game(["A", "B", "C", "D"], game), Rng(game)
    while not state.over:
        codes = legal_codes(state)
        apply(state, codes[rng.below(len(codes))])
        decisions += 1
    game += 1
print(decisions / (time.process_time() - started))
"""

THEIRS = """
import random, time
from catanatron import Color, Game, RandomPlayer
random.seed(1)
started, decisions, game = time.process_time(), 0, 0
while time.process_time() - started < {seconds}:
    colors = (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)
    match = Game([RandomPlayer(c) for c in colors], seed=game)
    match.play()
    decisions += len(match.state.actions)
    game += 1
print(decisions / (time.process_time() - started))
"""


def run(python: str, script: str, seconds: float) -> float:
    out = subprocess.run(
        [python, "-c", script.format(seconds=seconds)],
        check=True,
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parents[1],
    )
    return float(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--catanatron-python", default=".venv-catanatron/bin/python")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=5.0, help="CPU seconds per side a round")
    args = parser.parse_args()
    ours, theirs = [], []
    for _ in range(args.rounds):
        ours.append(run(sys.executable, OURS, args.seconds))
        theirs.append(run(args.catanatron_python, THEIRS, args.seconds))
    mine, other = statistics.median(ours), statistics.median(theirs)
    result = {
        "rounds": args.rounds,
        "ours_decisions_per_cpu_second": round(mine),
        "catanatron_decisions_per_cpu_second": round(other),
        "ratio": round(mine / other, 2),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
