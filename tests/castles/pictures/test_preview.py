"""The placement preview: a letter per legal spot in the engine's order (best first, what
the menu lists), paged by 25 like the menu, every letter of the page drawn once on the
castle, the spots turned in place drawn apart underneath, and the alt text by letter."""

from __future__ import annotations

import re

import pytest

from engine.castles import placements
from engine.castles.castle import Castle, Room
from engine.castles.preview import ranked
from games.castles.pictures import (
    PAGE,
    blocks,
    preview_alt_text,
    preview_pages,
    render_preview,
    spot_label,
)
from games.castles.pictures.preview_pic import badge_text, draw_preview, spots_window
from games.castles.pictures.preview_strip import groups
from games.castles.pictures.shapes import shape
from tests.castles.pictures.samples import EN, TOWN, best_grown, grown, with_castles
from tests.castles.pictures.test_readable import check_readable


def _drawn_letters(texts: list[str], labels: list[str]) -> list[str]:
    """The letters the badges show: 'A', 'A B', 'G–J' expanded."""
    out: list[str] = []
    for s in texts:
        if re.fullmatch(r"[A-Z]{1,2}(–[A-Z]{1,2})?( [A-Z]{1,2})*", s):
            for part in s.split():
                if "–" in part:
                    a, b = (labels.index(x) for x in part.split("–"))
                    out += labels[a : b + 1]
                else:
                    out.append(part)
    return [x for x in out if x in labels]


def test_spot_labels_run_past_z() -> None:
    assert [spot_label(i) for i in (0, 1, 24, 25, 26, 27, 51, 52)] == [
        "A",
        "B",
        "Y",
        "Z",
        "AA",
        "AB",
        "AZ",
        "BA",
    ]
    assert PAGE == 25


def test_each_spot_of_the_page_is_lettered_once_best_first() -> None:
    state = with_castles(2, {0: grown(1)})
    found = placements(state, 0, "pink_cabinet")
    assert len(found) > PAGE  # paged
    assert preview_pages(state, 0, "pink_cabinet") == -(-len(found) // PAGE)
    for page in range(preview_pages(state, 0, "pink_cabinet")):
        cv = draw_preview(EN, state, 0, "pink_cabinet", page)
        check_readable(cv)
        labels = [spot_label(i) for i in range(page * PAGE, min(len(found), (page + 1) * PAGE))]
        shown = found[page * PAGE : (page + 1) * PAGE]
        in_strip = sum(len(g) for g in groups(shown))
        below_header = blocks.BAND_H + 2 * blocks.ROW_H  # the room's type letter is above
        letters = _drawn_letters([t.text for t in cv.texts if t.box[1] > below_header], labels)
        # on the castle once each, and once more in the strip for the spots turned in place
        assert sorted(letters) == sorted(labels + [labels[i] for g in groups(shown) for i in g])
        assert len(letters) == len(labels) + in_strip
        alt = preview_alt_text(EN, state, 0, "pink_cabinet", page)
        assert alt.count(": +") + alt.count(": -") + alt.count(": 0") >= min(len(labels), 10)
        assert alt.startswith(f"Placing the Pink Cabinet: {len(found)} spots")
        assert f"{labels[0]}: {found[page * PAGE].points:+d}" in alt


def test_the_best_spot_is_a() -> None:
    state = with_castles(2, {0: best_grown(TOWN[:5])})
    found = placements(state, 0, "salon")
    assert found[0].points == max(p.points for p in found)
    assert "A: " + f"{found[0].points:+d}" in preview_alt_text(EN, state, 0, "salon")


def test_a_bad_page_or_seat_is_refused() -> None:
    state = with_castles(2, {})
    with pytest.raises(ValueError):
        render_preview(EN, state, 0, "salon", page=5)
    with pytest.raises(ValueError):
        render_preview(EN, state, 2, "salon")


def test_no_spot_says_so() -> None:
    """A room with no legal spot (a Downstairs room by an upstairs door only) draws the
    castle and says so."""
    state = with_castles(2, {0: Castle.build([Room("broom_closet", 0, 0, 0)])})
    assert placements(state, 0, "crypt") == []
    cv = draw_preview(EN, state, 0, "crypt")
    check_readable(cv)
    assert "No legal spot." in [t.text for t in cv.texts]
    assert preview_pages(state, 0, "crypt") == 1


def test_badges_name_runs_of_spots() -> None:
    assert [badge_text(s) for s in ([0], [0, 1], [6, 7, 8, 9], [2, 4, 5], [26, 27, 28])] == [
        "A",
        "A B",
        "G–J",
        "C E F",
        "AA–AC",
    ]


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_every_spot_of_a_page_is_inside_the_window(seed: int) -> None:
    castle = grown(seed)
    found = ranked(castle, "hallway")
    for page in range(-(-len(found) // PAGE)):
        shown = found[page * PAGE : (page + 1) * PAGE]
        x0, y0, x1, y1 = spots_window(castle, shown).cells
        for p in shown:
            s = shape(p.tile, p.rot)
            assert x0 <= p.x and p.x + s.w <= x1 and y0 <= p.y and p.y + s.h <= y1, p.code
