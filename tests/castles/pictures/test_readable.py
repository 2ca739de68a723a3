"""Every picture reads on a phone: 800 px wide, no text under 24 px, every line of text
inside the picture; and a 30-room castle stays readable: each room named in it, or numbered
in it and named in the key under it."""

from __future__ import annotations

import pytest

from engine.castles import public_view
from engine.castles.castle import Room
from engine.castles.events import GameEnded
from engine.castles.preview import ranked
from games.castles.pictures import style
from games.castles.pictures.canvas import Canvas
from games.castles.pictures.castle_pic import draw_castle_picture
from games.castles.pictures.labels import UNLABELLED
from games.castles.pictures.shapes import name
from games.castles.pictures.turn_pic import draw_turn
from tests.castles.pictures.cases import CASES
from tests.castles.pictures.samples import EN, ZH, grown, placed, with_castles


def check_readable(cv: Canvas) -> None:
    """The phone rules, from the canvas's record of its text."""
    assert cv.im.width == style.WIDTH
    assert cv.texts, "no text recorded"
    assert cv.smallest_text() >= style.MIN_TEXT
    for t in cv.texts:
        x0, y0, x1, y1 = t.box
        assert x0 >= 0 and x1 <= cv.im.width and y0 >= 0 and y1 <= cv.im.height, t


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_samples_read_on_a_phone(case: str) -> None:
    check_readable(CASES[case]())


def test_a_line_under_24_px_is_refused() -> None:
    with pytest.raises(ValueError):
        style.font(style.MIN_TEXT - 1)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_a_30_room_castle_is_readable(seed: int) -> None:
    castle = grown(seed)
    assert len(castle.rooms) == 30
    cv = draw_castle_picture(EN, public_view(with_castles(2, {0: castle})), 0)
    check_readable(cv)
    texts = [t.text for t in cv.texts]
    for r, room in enumerate(castle.rooms):
        if room.tile in UNLABELLED or room.tile == "foyer":
            continue
        number = [s for s in texts if s.rstrip("✓") == str(r)]
        named = any(w in s for s in texts for w in name(room.tile).split()[:1])
        assert named or len(number) >= 2, f"room {r} ({room.tile}) is neither named nor keyed"


def test_the_turn_picture_of_a_30_room_castle_shows_the_part_that_changed() -> None:
    castle = grown(1)
    p = ranked(castle, "salon")[0]
    castle.add(Room(p.tile, p.x, p.y, p.rot))
    cv = draw_turn(EN, public_view(with_castles(3, {1: castle})), placed(1, p, 4000, 0))
    check_readable(cv)
    texts = " ".join(t.text for t in cv.texts)
    assert "the part that changed" in texts
    assert "Salon" in texts


def test_the_final_turn_picture_shows_the_final_totals_and_the_winners() -> None:
    state = with_castles(2, {0: grown(1)})
    ended = GameEnded((57, 61), (1,))
    state.over = True
    cv = draw_turn(EN, public_view(state), [ended])
    check_readable(cv)
    texts = [t.text for t in cv.texts]
    assert "Final scores" in texts and "won" in texts
    assert any(s.startswith("final 57★") for s in texts)
    assert any(s.startswith("final 61★") for s in texts)


@pytest.mark.parametrize("language", ["en", "zh-TW"])
def test_a_4_player_final_picture_is_compact_and_shows_every_castle(language: str) -> None:
    """Issue 30: 800 × 4,220 px before (every castle whole, one under the other)."""
    cv = CASES["final_4p" if language == "en" else "final_4p_zh-TW"]()
    check_readable(cv)
    assert cv.im.height <= 1700
    texts = [t.text for t in cv.texts]
    words = EN if language == "en" else ZH
    for seat in range(4):
        total = (61, 79, 51, 78)[seat]
        assert texts.count(words("castles_pictures.final", total=total)) == 1  # the grid's
        assert words("castles_pictures.market") not in texts  # empty by then: left out
    assert texts.count(words("castles_pictures.won")) == 2  # the grid's and the scores'
    assert texts.count(words("castles_pictures.final_scores")) == 1
