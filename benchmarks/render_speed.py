"""Time rendering + PNG-encoding a mid-game 4-player board.

    .venv/bin/python benchmarks/render_speed.py [--runs 30] [--seed 1] [--moves 70]

Prints one JSON object: {"median_ms", "png_bytes", "width", "height"} for the same board rendered
`--runs` times, plus "sequence_median_ms": the median over the next `--runs` successive states of
the game (each one new, as in a real game, so the text cache only helps where text repeats).
The first render (static layer and palette, built once per process) is warm-up, reported as
"first_ms".
"""

from __future__ import annotations

import argparse
import copy
import io
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image

import engine
from engine.players import pick_move
from render import render_board
from render.cli import random_game


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=70, help="random moves before the board")
    args = parser.parse_args()
    state, _ = random_game(args.seed, 4, args.moves)
    start = time.perf_counter()
    png = render_board(state)
    first_ms = (time.perf_counter() - start) * 1000
    times = []
    for _ in range(args.runs):
        start = time.perf_counter()
        png = render_board(state)
        times.append((time.perf_counter() - start) * 1000)
    width, height = Image.open(io.BytesIO(png)).size
    sequence = []
    following = copy.deepcopy(state)
    for i in range(args.runs):
        if engine.is_over(following):
            break
        engine.apply(following, pick_move(following, "random", 10_000 + i))
        start = time.perf_counter()
        render_board(following)
        sequence.append((time.perf_counter() - start) * 1000)
    result = {
        "median_ms": round(statistics.median(times), 1),
        "png_bytes": len(png),
        "width": width,
        "height": height,
        "runs": args.runs,
        "max_ms": round(max(times), 1),
        "first_ms": round(first_ms, 1),
        "sequence_median_ms": round(statistics.median(sequence), 1) if sequence else None,
    }
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
