"""The score chart reads on a phone (issue 30): 800 px wide, no text under 24 px (measured from
the layout record, as the turn picture is), every text inside the picture and its region."""

from __future__ import annotations

import itertools

import pytest

from games.roundhouse.pictures import phone_style
from games.roundhouse.pictures.chart import chart_layout
from games.roundhouse.pictures.layout import Layout
from games.roundhouse.pictures.samples import CHINESE_NAMES, busy_state, played_state
from locales.words import ENGLISH, words_for
from tests.roundhouse.pictures.test_golden import TIMELINE

EN, ZH = words_for(ENGLISH), words_for("zh-TW")
PHONE_TEXT = 24  # px at 800 px wide: the turn pictures' body text


def check_phone(lay: Layout) -> None:
    """800 px wide, no text (nor piece label) under 24 px, no two regions overlapping, every
    text and piece inside its region and the picture."""
    assert lay.im.width == phone_style.WIDTH
    assert lay.texts and lay.smallest_text() >= PHONE_TEXT
    for (na, a), (nb, b) in itertools.combinations(lay.regions.items(), 2):
        assert not (a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]), (na, nb)
    for t in [*lay.texts, *lay.pieces]:
        x0, y0, x1, y1 = t.box
        rx0, ry0, rx1, ry1 = lay.regions[t.region]
        assert rx0 <= x0 and x1 <= rx1 and ry0 <= y0 and y1 <= ry1, (t, t.region)
        assert x1 <= lay.im.width and y1 <= lay.im.height and min(rx0, ry0) >= 0, t


@pytest.mark.parametrize("language", ["en", "zh-TW"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_final_chart_reads_on_a_phone(players: int, language: str) -> None:
    words = EN if language == "en" else ZH
    state = played_state(players, lambda s: s.over)
    if language == "zh-TW":
        for p, name in zip(state.players, CHINESE_NAMES, strict=False):
            p.name = name
    timeline = [tuple(t[0] + k for k in range(players)) for t in TIMELINE]
    lay = chart_layout(state, words, timeline=timeline)
    check_phone(lay)
    assert lay.im.height <= 1700
    regions = {t.region for t in lay.texts}
    assert {"title", "legend", "timeline"} | {f"player {s}" for s in range(players)} <= regions


def test_long_names_and_large_scores_stay_inside() -> None:
    state = busy_state(5)
    state.over = True
    state.players[0].name = "W" * 32
    rows = [
        {"play": 180, "amulets": 40, "orders": 60, "family": 12, "assistants": 30, "coins": 9}
        for _ in range(5)
    ]
    for row in rows:
        row["total"] = sum(row.values())
    check_phone(chart_layout(state, EN, rows, [(0,) * 5, (331,) * 5]))


def test_the_measure_sees_small_text() -> None:
    lay = chart_layout(busy_state(3), EN)
    check_phone(lay)
    lay.text((10, 10), "small", phone_style.style.font(18))
    with pytest.raises(AssertionError):
        check_phone(lay)
