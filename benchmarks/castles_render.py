"""Speed of the Castles pictures (games/castles/pictures/): the public turn picture and the private
placement preview, each timed alone, render and PNG encoding included, along random 4-player
games (every decision a uniformly random legal code): a turn picture at every end of a turn
(with that turn's reports), a preview at every placement; the whole-castle and `me`
pictures of every seat at the end. The first picture of the process (fonts, caches) is
reported apart.

Times are wall-clock (`time.perf_counter`) on whatever else shares the machine, and the
process's CPU time (`time.process_time`), which other processes move less; p95 is the 95th
percentile. Prints one JSON object. Usage:

    python benchmarks/castles_render.py [--quick] [--language zh-TW]
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Sequence

import games.castles.pictures as rc
from engine.castles import apply, current_decision, is_over, legal_codes, new_game, turn_key
from engine.castles.state import Place
from engine.common.rng import Rng
from locales.words import words_for

QUICK = "--quick" in sys.argv
GAMES = 1 if QUICK else 4
PLAYERS = 4
LANGUAGE = sys.argv[sys.argv.index("--language") + 1] if "--language" in sys.argv else "en"


def pct(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


Samples = tuple[list[float], list[float], list[int]]  # wall ms, CPU ms, PNG bytes


def summary(ms: list[float], cpu: list[float], sizes: list[int]) -> dict[str, float]:
    return {
        "n": len(ms),
        "p50_ms": round(pct(ms, 0.5), 1),
        "p95_ms": round(pct(ms, 0.95), 1),
        "max_ms": round(max(ms), 1),
        "cpu_p50_ms": round(pct(cpu, 0.5), 1),
        "cpu_p95_ms": round(pct(cpu, 0.95), 1),
        "png_kb_p50": round(pct(sizes, 0.5) / 1024, 1),
    }


def timed(samples: Samples, call: Callable[..., bytes], *args: object) -> None:
    """One call's wall-clock time, its process CPU time (less moved by other processes on a
    shared machine) and its PNG's size."""
    ms, cpu, sizes = samples
    t, c = time.perf_counter(), time.process_time()
    png = call(*args)
    ms.append((time.perf_counter() - t) * 1000)
    cpu.append((time.process_time() - c) * 1000)
    sizes.append(len(png))


def main() -> None:
    words = words_for(LANGUAGE)
    first = time.perf_counter()
    rc.render_turn_picture(words, new_game(["A", "B", "C", "D"], 0))
    first_ms = (time.perf_counter() - first) * 1000
    out: dict[str, Samples] = {k: ([], [], []) for k in ("turn", "preview", "castle", "me")}
    for seed in range(1, GAMES + 1):
        state = new_game(["Ann", "Bo", "Cy", "Di"][:PLAYERS], seed)
        rng = Rng(seed)
        key, turn = turn_key(state), []
        while not is_over(state):
            d = current_decision(state)
            if isinstance(d, Place):
                timed(out["preview"], rc.render_preview, words, state, d.seat, d.tile)
            codes = legal_codes(state)
            turn.append(apply(state, codes[rng.below(len(codes))]))
            if turn_key(state) != key:
                key = turn_key(state)
                timed(out["turn"], rc.render_turn_picture, words, state, turn)
                turn = []
        for seat in range(PLAYERS):
            timed(out["castle"], rc.render_castle, words, state, seat)
            timed(out["me"], rc.render_me, words, state, seat)
    result: dict[str, object] = {k: summary(*v) for k, v in out.items()}
    result["language"] = LANGUAGE
    result["first_picture_ms"] = round(first_ms, 1)
    result["load_average"] = [round(x, 2) for x in os.getloadavg()]
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
