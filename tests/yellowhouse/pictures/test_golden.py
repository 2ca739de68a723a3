"""Golden pictures of fixed views (games.yellowhouse.pictures.samples: one per phase, built by hand,
no rules run), compared with a small pixel tolerance, as Round House's are. To accept a
deliberate change:

    UPDATE_GOLDEN=1 .venv/bin/pytest tests/yellowhouse/pictures/test_golden.py

then look at the PNGs in tests/yellowhouse/pictures/golden/ before committing them.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image

import games.yellowhouse.pictures as yh
from games.yellowhouse.pictures import samples
from tests.yellowhouse.pictures.pictures import EN, changed_fraction, image

GOLDEN = Path(__file__).parent / "golden"
MAX_CHANGED = (
    0.0001  # at most 0.01 % of the pixels (about 110) may differ visibly: one digit is more
)


def _turn(name: str) -> Callable[[], bytes]:
    return lambda: yh.turn_picture(EN, *samples.ALL[name]())


def _board(name: str) -> Callable[[], bytes]:
    return lambda: yh.board_picture(EN, *samples.ALL[name]())


def _final(name: str) -> Callable[[], bytes]:
    def make() -> bytes:
        view, events = samples.ALL[name]()
        return yh.final_picture(EN, samples.hands_for(view), events)

    return make


def _hand(name: str, seat: int) -> Callable[[], bytes]:
    def make() -> bytes:
        view = samples.hands_for(samples.ALL[name]()[0])[seat]
        if view.phase == "exchange":
            view = replace(view, choice={"passion": 1, "skill": 0, "money": 1, "inspiration": 0})
        return yh.hand_picture(EN, view)

    return make


CASES: dict[str, Callable[[], bytes]] = {
    **{f"turn_{name}": _turn(name) for name in samples.ALL},
    "board_mid_trick": _board("mid_trick"),
    "board_variant_high": _board("variant_high"),
    "final_mid_trick": _final("mid_trick"),
    "final_game_over": _final("game_over"),
    "hand_mid_trick_seat1": _hand("mid_trick", 1),
    "hand_exchange_seat0": _hand("exchange", 0),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_golden(name: str, tmp_path: Path) -> None:
    png = CASES[name]()
    path = GOLDEN / f"{name}.png"
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_bytes(png)
    assert path.exists(), f"no golden picture {path}; run with UPDATE_GOLDEN=1"
    (tmp_path / f"{name}.png").write_bytes(png)
    actual, expected = image(png), Image.open(path).convert("RGB")
    assert actual.size == expected.size, f"size changed; see {tmp_path}/{name}.png"
    fraction = changed_fraction(actual, expected)
    assert fraction <= MAX_CHANGED, f"{fraction:.3%} of pixels changed; see {tmp_path}/{name}.png"


def test_the_tolerance_catches_one_token_one_level_up_and_one_more_reward() -> None:
    view, events = samples.mid_trick()
    before = image(yh.turn_picture(EN, view, events))
    moved = replace(view, levels={**view.levels, "passion": view.levels["passion"] + 1})
    assert changed_fraction(before, image(yh.turn_picture(EN, moved, events))) > MAX_CHANGED
    rewarded = replace(view, rewards=(("money",), ()))
    assert changed_fraction(before, image(yh.turn_picture(EN, rewarded, events))) > MAX_CHANGED
    fewer = replace(view, hand_sizes=(6, 11))
    assert changed_fraction(before, image(yh.turn_picture(EN, fewer, events))) > MAX_CHANGED
