"""Golden pictures for fixed games (cases.py), compared with a small pixel tolerance.

To accept a deliberate change of the pictures:

    UPDATE_GOLDEN=1 .venv/bin/pytest tests/castles/pictures/test_golden.py

then look at the PNGs in tests/castles/pictures/golden/ before committing them.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from engine.castles import public_view
from engine.castles.castle import Castle, Room
from games.castles.pictures.castle_pic import draw_castle_picture
from games.common.png import encode
from tests.castles.pictures.cases import CASES, turn_4p
from tests.castles.pictures.samples import EN, FOYER, with_castles

GOLDEN = Path(__file__).parent / "golden"
MAX_CHANGED = 0.0002  # at most 0.02 % of the pixels may differ visibly
VISIBLE = 48  # a channel difference above this is a visible change


def changed_fraction(a: Image.Image, b: Image.Image) -> float:
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
    return sum(diff.histogram()[VISIBLE + 1 :]) / (a.width * a.height)


@pytest.mark.parametrize("case", sorted(CASES))
def test_matches_golden(case: str, tmp_path: Path) -> None:
    png = encode(CASES[case]().im)
    path = GOLDEN / f"{case}.png"
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_bytes(png)
    assert path.exists(), f"no golden picture {path}; run with UPDATE_GOLDEN=1"
    (tmp_path / f"{case}.png").write_bytes(png)
    actual, expected = Image.open(io.BytesIO(png)), Image.open(path)
    assert actual.size == expected.size, f"size changed; see {tmp_path}/{case}.png"
    fraction = changed_fraction(actual, expected)
    assert fraction <= MAX_CHANGED, f"{fraction:.3%} of pixels changed; see {tmp_path}/{case}.png"


def test_the_tolerance_sees_one_door_moved() -> None:
    """A real change (one room turned another way in the castle) exceeds the tolerance."""

    def picture(rot: int) -> Image.Image:
        k = Castle.build([FOYER, Room("focus_room", 0, -2, rot)])
        return draw_castle_picture(EN, public_view(with_castles(2, {0: k})), 0).im

    assert changed_fraction(picture(0), picture(1)) > MAX_CHANGED
    assert turn_4p(EN).im.width == 800
