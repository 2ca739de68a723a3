"""Time drawing + PNG-encoding The Yellow House's pictures.

    .venv/bin/python benchmarks/yellowhouse_render.py [--runs 40] [--seed 1] [--variant]
                                                      [--language en|zh-TW]

Prints one JSON object. For each picture ("turn", "board", "final", "hand"): p50/p95/max in
ms over the successive positions of a random game (each state new, as in play; `--runs` of
them, from the game's start), the CPU time of the same pictures ("cpu_*": what the machine's
other work does not inflate), the wall time for one state drawn `--runs` times ("same_*"), and
the PNG's size for that state. "first_ms" is the very first picture in the process (the PNG
palette and the static layer are built then; `games.yellowhouse.pictures.warm_up()` moves it to
start-up). The budget: p95 ≤ 40 ms per turn picture ("turn_budget_met").
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games.yellowhouse.pictures as yh
from engine.common.rng import Rng
from engine.yellowhouse import (
    Event,
    State,
    apply,
    clone,
    is_over,
    legal_codes,
    new_game,
    pending_seats,
    public_view,
    seat_view,
)
from locales.words import LANGUAGES, Words, words_for

BUDGET_MS = 40.0
Draw = Callable[[State, Event], bytes]


def pictures(words: Words) -> dict[str, Draw]:
    """Each picture drawn in the language of `words`."""
    return {
        "turn": lambda s, e: yh.turn_picture(words, public_view(s), [e]),
        "board": lambda s, e: yh.board_picture(words, public_view(s), [e]),
        "final": lambda s, e: yh.final_picture(words, [seat_view(s, 0), seat_view(s, 1)], [e]),
        "hand": lambda s, e: yh.hand_picture(words, seat_view(s, e.seat)),
    }


def game(seed: int, variant: bool, count: int) -> list[tuple[State, Event]]:
    """`count` successive positions of random games (a new game when one ends)."""
    out: list[tuple[State, Event]] = []
    rng = Rng(seed)
    while len(out) < count:
        state = new_game(["Marco", "Kevin"], seed + len(out), {"variant": variant})
        while not is_over(state) and len(out) < count:
            seats = pending_seats(state)
            seat = seats[rng.below(len(seats))]
            codes = legal_codes(state, seat)
            event = apply(state, codes[rng.below(len(codes))], seat=seat)
            out.append((clone(state), event))
    return out


def _ms(draw: Draw, state: State, event: Event) -> tuple[float, float, bytes]:
    """Wall-clock and CPU milliseconds of one picture, and the picture."""
    start, cpu = time.perf_counter(), time.thread_time()
    png = draw(state, event)
    return (time.perf_counter() - start) * 1000, (time.thread_time() - cpu) * 1000, png


def _figures(times: list[float], prefix: str = "") -> dict[str, float]:
    p95 = statistics.quantiles(times, n=20, method="inclusive")[-1]
    return {
        f"{prefix}p50_ms": round(statistics.median(times), 1),
        f"{prefix}p95_ms": round(p95, 1),
        f"{prefix}max_ms": round(max(times), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", action="store_true")
    parser.add_argument("--language", choices=LANGUAGES, default="en")
    args = parser.parse_args()
    drawn = pictures(words_for(args.language))
    positions = game(args.seed, args.variant, args.runs)
    mid_state, mid_event = positions[len(positions) // 2]
    first_ms = _ms(drawn["turn"], mid_state, mid_event)[0]
    result: dict[str, object] = {
        "language": args.language,
        "first_ms": round(first_ms, 1),
        "runs": args.runs,
    }
    for name, draw in drawn.items():
        sequence = [_ms(draw, s, e) for s, e in positions]
        same = [_ms(draw, mid_state, mid_event)[0] for _ in range(args.runs)]
        result[name] = {
            **_figures([wall for wall, _, _ in sequence]),
            **_figures([cpu for _, cpu, _ in sequence], "cpu_"),
            **_figures(same, "same_"),
            "png_bytes": len(draw(mid_state, mid_event)),
        }
    turn = result["turn"]
    assert isinstance(turn, dict)
    result["turn_budget_met"] = turn["p95_ms"] <= BUDGET_MS
    result["load_average"] = [round(x, 2) for x in os.getloadavg()]
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
