"""Golden images for fixed states, compared with a small pixel tolerance, in English and (the
`_zh-TW` ones, with Chinese names and one mixing scripts) in Traditional Chinese.

The states come from `games.roundhouse.pictures.samples.busy_state` (setup + direct field edits, no
rules), so they change only when the picture or the setup changes. To accept a deliberate change:

    UPDATE_GOLDEN=1 .venv/bin/pytest tests/roundhouse/pictures/test_golden.py

then look at the PNGs in tests/roundhouse/pictures/golden/ before committing them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from engine.roundhouse import refresh
from engine.roundhouse.state import GameState
from engine.roundhouse.worship import Worship
from games.common.png import encode
from games.roundhouse.pictures.board import draw_board
from games.roundhouse.pictures.chart import draw_score_chart
from games.roundhouse.pictures.palette_sample import shared_palette
from games.roundhouse.pictures.phone import draw_phone
from games.roundhouse.pictures.phone_decision import draw_decision
from games.roundhouse.pictures.phone_player import draw_phone_player
from games.roundhouse.pictures.player_board import draw_player_board
from games.roundhouse.pictures.samples import CHINESE_NAMES, busy_state
from locales.words import ENGLISH, Words, words_for

EN, ZH = words_for(ENGLISH), words_for("zh-TW")

GOLDEN = Path(__file__).parent / "golden"
MAX_CHANGED = 0.0002  # at most 0.02 % of the pixels (about 530) may differ visibly
VISIBLE = 48  # a channel difference above this is a visible change


TIMELINE = [  # each player's total at the start and after each of 12 turns
    (3, 3, 3), (5, 3, 3), (5, 8, 3), (5, 8, 6), (9, 8, 6), (9, 14, 6), (9, 14, 13),
    (15, 14, 13), (15, 20, 13), (15, 20, 22), (24, 20, 22), (24, 29, 22), (59, 62, 58),
]  # fmt: skip


def _chart(timeline: list[tuple[int, ...]] | None = None, words: Words = EN) -> Image.Image:
    s = busy_state(3) if words is EN else zh(3)
    s.over = True
    rows = [
        {"play": 30, "amulets": 8, "orders": 11, "family": 4, "assistants": 4, "coins": 2},
        {"play": 41, "amulets": 3, "orders": 5, "family": 0, "assistants": 12, "coins": 1},
        {"play": 22, "amulets": 16, "orders": 9, "family": 8, "assistants": 0, "coins": 3},
    ]
    for row in rows:
        row["total"] = sum(row.values())
    return draw_score_chart(s, words, rows, timeline or ())


def _decision(words: Words = EN) -> Image.Image:
    """The decision picture of worship at the Ancestral Hall: temples, towns and table."""
    s = busy_state(5) if words is EN else zh(5)
    s.turn.stack.append(Worship())
    refresh(s)
    lay = draw_decision(s, words, s.turn.seat)
    assert lay is not None
    return lay.im


def zh(players: int) -> GameState:
    """The busy sample seated with Chinese names (one mixing scripts)."""
    return busy_state(players, names=CHINESE_NAMES)


CASES = {
    "board_2p": lambda: draw_board(busy_state(2), EN),
    "board_5p": lambda: draw_board(busy_state(5), EN),
    "player_4p_seat1": lambda: draw_player_board(busy_state(4), EN, 1),
    "chart_3p": _chart,
    "chart_3p_over_time": lambda: _chart(TIMELINE),
    "phone_2p": lambda: draw_phone(busy_state(2), EN).im,
    "phone_5p": lambda: draw_phone(busy_state(5), EN).im,
    "me_4p_seat1": lambda: draw_phone_player(busy_state(4), EN, 1).im,
    "decision_worship_5p": _decision,
}
ZH_CASES = {
    "board_5p_zh-TW": lambda: draw_board(zh(5), ZH),
    "phone_5p_zh-TW": lambda: draw_phone(zh(5), ZH).im,
    "me_4p_seat3_zh-TW": lambda: draw_phone_player(zh(4), ZH, 3).im,
    "player_4p_seat3_zh-TW": lambda: draw_player_board(zh(4), ZH, 3),
    "chart_3p_over_time_zh-TW": lambda: _chart(TIMELINE, ZH),
    "decision_worship_5p_zh-TW": lambda: _decision(ZH),
}
CASES |= ZH_CASES


def changed_fraction(a: Image.Image, b: Image.Image) -> float:
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
    hist = diff.histogram()
    return sum(hist[VISIBLE + 1 :]) / (a.width * a.height)


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_golden(name: str, tmp_path: Path) -> None:
    png = encode(CASES[name](), shared_palette())
    path = GOLDEN / f"{name}.png"
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_bytes(png)
    assert path.exists(), f"no golden image {path}; run with UPDATE_GOLDEN=1"
    expected = Image.open(path)
    (tmp_path / f"{name}.png").write_bytes(png)
    actual = Image.open(tmp_path / f"{name}.png")
    assert actual.size == expected.size, f"size changed; see {tmp_path / name}.png"
    fraction = changed_fraction(actual, expected)
    assert fraction <= MAX_CHANGED, f"{fraction:.2%} of pixels changed; see {tmp_path}/{name}.png"


def test_tolerance_catches_a_real_change() -> None:
    """One moved leader or one more cube is more than the tolerance, on the board and on the
    phone picture."""
    s = busy_state(4)
    before = draw_board(s, EN)
    s.players[0].leaders[0] = "O3"
    assert changed_fraction(before, draw_board(s, EN)) > MAX_CHANGED
    s = busy_state(4)
    s.board.warehouse[1] = "F"
    assert changed_fraction(before, draw_board(s, EN)) > MAX_CHANGED
    phone_before = draw_phone(busy_state(4), EN).im
    s = busy_state(4)
    s.players[0].leaders[0] = "O3"
    assert changed_fraction(phone_before, draw_phone(s, EN).im) > MAX_CHANGED
    s = busy_state(4)
    s.board.warehouse[1] = "F"
    assert changed_fraction(phone_before, draw_phone(s, EN).im) > MAX_CHANGED
