"""Time rendering + PNG-encoding the pictures of a mid-game 4-player game, in English and in
Traditional Chinese (Chinese names, one mixing scripts).

    .venv/bin/python benchmarks/render_speed.py [--runs 30] [--seed 1] [--moves 70]

Prints one JSON object: for each language ("en", "zh-TW") a figure set per picture: "board"
(the whole board), "turn" (the turn post's phone picture) and "me" (`/roundhouse me`, the player
to move); "zh_vs_en" is each picture's zh-TW p50 over its English p50. Each has p50/p95/max
in ms for the same state rendered `--runs` times, "sequence_p50_ms"/"sequence_p95_ms" over the
next `--runs` successive states of the game (each one new, as in a real game, so the text cache
only helps where text repeats), the PNG's bytes and size, and "first_ms": the first render in
the process (static layers and the palette are built then; the board goes first).
The budget: p95 ≤ 80 ms per picture and PNG ≤ 1 MiB; zh-TW ≤ 1.2 × English. The two languages
are drawn in turn (English first, so zh-TW's first render does not pay for the palette).
"""

from __future__ import annotations

import argparse
import copy
import io
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import cast

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image

from engine.roundhouse import apply, is_over
from engine.roundhouse.players import pick_move
from engine.roundhouse.state import GameState
from games.roundhouse.pictures import render_board, render_my_board, render_turn_picture
from games.roundhouse.pictures.samples import CHINESE_NAMES
from games.roundhouse.render_cli import random_game
from locales.words import LANGUAGES, Words, words_for

PICTURES: dict[str, Callable[[GameState, Words], bytes]] = {
    "board": render_board,
    "turn": render_turn_picture,
    "me": lambda state, words: render_my_board(state, words, state.turn.seat),
}


def seated(state: GameState, language: str) -> GameState:
    """The state with the language's sample names (Chinese ones for zh-TW)."""
    if language == "en":
        return state
    named = copy.deepcopy(state)
    for player, name in zip(named.players, CHINESE_NAMES, strict=False):
        player.name = name
    return named


def _bound(draw: Callable[[GameState, Words], bytes], words: Words) -> Callable[[GameState], bytes]:
    return lambda state: draw(state, words)


def _ms(draw: Callable[[GameState], bytes], state: GameState) -> tuple[float, bytes]:
    start = time.perf_counter()
    png = draw(state)
    return (time.perf_counter() - start) * 1000, png


def _p50(figures: dict[str, object]) -> float:
    return cast(float, figures["p50_ms"])


def _p95(times: list[float]) -> float:
    return statistics.quantiles(times, n=20, method="inclusive")[-1]


def measure(
    draws: dict[str, Callable[[GameState], bytes]], states: dict[str, GameState], runs: int
) -> dict[str, dict[str, object]]:
    """One picture's figures in each language (see the module docstring). The languages are
    drawn in turn, run by run, so that both see the same load on a shared machine."""
    first = {lang: _ms(draw, states[lang]) for lang, draw in draws.items()}
    times: dict[str, list[float]] = {lang: [] for lang in draws}
    for _ in range(runs):
        for lang, draw in draws.items():
            times[lang].append(_ms(draw, states[lang])[0])
    sequence: dict[str, list[float]] = {lang: [] for lang in draws}
    following = {lang: copy.deepcopy(state) for lang, state in states.items()}
    for i in range(runs):
        if any(is_over(state) for state in following.values()):
            break
        for lang, draw in draws.items():
            apply(following[lang], pick_move(following[lang], "random", 10_000 + i))
            sequence[lang].append(_ms(draw, following[lang])[0])
    return {
        lang: _figures(times[lang], sequence[lang], first[lang][1], first[lang][0])
        for lang in draws
    }


def _figures(
    times: list[float], sequence: list[float], png: bytes, first_ms: float
) -> dict[str, object]:
    width, height = Image.open(io.BytesIO(png)).size
    return {
        "p50_ms": round(statistics.median(times), 1),
        "p95_ms": round(_p95(times), 1),
        "max_ms": round(max(times), 1),
        "sequence_p50_ms": round(statistics.median(sequence), 1) if sequence else None,
        "sequence_p95_ms": round(_p95(sequence), 1) if len(sequence) > 1 else None,
        "png_bytes": len(png),
        "width": width,
        "height": height,
        "first_ms": round(first_ms, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=70, help="random moves before the board")
    args = parser.parse_args()
    state, _ = random_game(args.seed, 4, args.moves)
    states = {lang: seated(state, lang) for lang in LANGUAGES}
    words = {lang: words_for(lang) for lang in LANGUAGES}
    measured = {
        name: measure({lang: _bound(draw, words[lang]) for lang in LANGUAGES}, states, args.runs)
        for name, draw in PICTURES.items()
    }
    figures = {lang: {name: measured[name][lang] for name in PICTURES} for lang in LANGUAGES}
    ratio = {
        name: round(_p50(figures["zh-TW"][name]) / _p50(figures["en"][name]), 2)
        for name in PICTURES
    }
    print(json.dumps({**figures, "zh_vs_en": ratio, "runs": args.runs}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
