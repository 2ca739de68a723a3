"""The pictures read on a phone: 800 px wide, no text under 24 px (11.7 points once shown 390
points wide), nothing drawn outside its region, no two regions overlapping, the turn picture
no taller than 1.8 × its width, every PNG small, the same bytes every time and from threads."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

import pytest

import games.yellowhouse.pictures as yh
from games.yellowhouse.pictures import hand, samples, style, turn
from games.yellowhouse.pictures.sheet import Sheet
from tests.yellowhouse.pictures.pictures import EN
from tests.yellowhouse.pictures.sheets import all_sheets, layout_problems

PHONE_POINTS, MIN_POINTS = 390, 11
MAX_PNG = 1 << 20


def test_no_text_is_under_11_points_on_a_phone():
    for label, sheet in all_sheets():
        assert sheet.im.width == style.WIDTH, label
        assert sheet.smallest_text() * PHONE_POINTS / sheet.im.width >= MIN_POINTS, label
        assert sheet.smallest_text() >= style.MIN_TEXT == 24, label


def test_a_font_under_the_minimum_is_refused_and_the_check_would_see_small_text():
    with pytest.raises(ValueError, match="under the phone minimum"):
        style.font(23)
    sheet = Sheet.blank(style.WIDTH, 100, style.BG)
    sheet.text((0, 0), "tiny", style.font(24))
    sheet.marks[-1] = replace(sheet.marks[-1], size=20)
    assert sheet.smallest_text() * PHONE_POINTS / sheet.im.width < MIN_POINTS


def test_nothing_leaves_its_region_and_no_regions_overlap():
    for label, sheet in all_sheets():
        assert layout_problems(sheet) == [], label


def test_the_layout_check_would_see_a_name_outside_its_row():
    view, events = samples.mid_trick()
    sheet = turn.draw(EN, view, events, board=False)
    sheet.current = "player 0"
    sheet.text((700, 40), "a name far too wide for its row", style.font(24))
    assert any("leaves player 0" in problem for problem in layout_problems(sheet))


def test_what_each_picture_shows_is_drawn():
    view, events = samples.mid_trick()
    marks = [m.what for m in turn.draw(EN, view, events, board=False).marks]
    for key in ("passion", "skill", "money", "inspiration"):
        assert f"token {key}" in marks
    assert [m for m in marks if m.startswith("claim ")] == [
        "claim passion",
        "claim skill",
        "claim inspiration",
    ]
    assert "7 cards" in marks and "11 cards" in marks and "1/3" in marks
    assert "Kevin to beat Inspiration at level 4 or pass" in marks
    shown = [m.what for m in hand.draw_hand(EN, samples.hands_for(view)[1]).marks]
    assert [m for m in shown if m.startswith("×")] == ["×5", "×2", "×2", "×2"]
    assert "11 cards" in shown and "Supports left" in shown and "2" in shown


def test_sizes_bytes_and_determinism():
    for make in samples.ALL.values():
        view, events = make()
        turn_png = yh.turn_picture(EN, view, events)
        assert len(turn_png) <= MAX_PNG
        assert turn_png == yh.turn_picture(EN, view, events)
        height = turn.draw(EN, view, events, board=False).im.height
        assert height <= 1.8 * style.WIDTH
        hand_png = yh.hand_picture(EN, samples.hands_for(view)[0])
        assert len(hand_png) <= MAX_PNG and len(yh.board_picture(EN, view, events)) <= MAX_PNG


def test_threads_draw_the_same_bytes():
    jobs = [make() for make in samples.ALL.values()] * 3
    alone = [yh.turn_picture(EN, *job) for job in jobs]
    with ThreadPoolExecutor(4) as pool:
        assert list(pool.map(lambda job: yh.turn_picture(EN, *job), jobs)) == alone


def test_the_static_layer_is_drawn_once_per_shape():
    view, events = samples.mid_trick()
    yh.turn_picture(EN, view, events)
    before = turn.static_layer.cache_info().misses
    yh.turn_picture(EN, replace(view, hand_sizes=(3, 4)), events)
    assert turn.static_layer.cache_info().misses == before
