"""The round on the picture (title and track) and in its alt text, before the end, in the final
turns and with the round marker moved past the end space by a final-turn worship."""

from __future__ import annotations

import games.roundhouse.pictures as rh_render
from engine.roundhouse.names import player_name
from games.roundhouse.pictures import geometry as g
from games.roundhouse.pictures import style
from games.roundhouse.pictures.board import draw_board, title_text
from games.roundhouse.pictures.round_track import round_marker_center, round_space_center
from games.roundhouse.pictures.samples import busy_state, played_state
from locales.words import ENGLISH, words_for

EN = words_for(ENGLISH)

END = "The round marker reached the amulet"


def first_final_turn(s) -> bool:
    return s.end_trigger is not None and not s.over and s.turn.seat != s.end_trigger


def past_the_end(s) -> bool:
    return s.board.round > s.board.end_space and not s.over


def test_title_before_the_end_is_unchanged():
    assert title_text(EN, busy_state(4)) == "Round 3/10 · turn 9"  # the golden pictures' title


def test_title_counts_the_final_turns():
    s = played_state(3, first_final_turn)
    assert title_text(EN, s) == f"Round 8/8 · final turns: 2 left · turn {s.turn.number}"


def test_title_never_shows_a_round_past_the_end():
    s = played_state(3, past_the_end)
    assert s.board.round == 9
    assert title_text(EN, s).startswith("Round 8/8 · final turns: ")
    assert "9/8" not in title_text(EN, s)


def test_a_marker_past_the_end_space_is_placed_beside_it_inside_the_track():
    end = 8
    ex, ey = round_space_center(end)
    assert round_marker_center(end, end) == (ex, ey)
    assert round_marker_center(3, end) == round_space_center(3)
    for past in (1, 4):
        x, y = round_marker_center(end + past, end)
        assert y == ey and x > ex + 34  # beside the end space, clear of its disc
        x0, y0, x1, y1 = g.ROUND_TRACK_CELL
        assert x0 < x - 20 and x + 38 < x1 and y0 < y < y1  # ring and pointer stay in the cell


def test_the_picture_draws_the_marker_past_the_end_space():
    s = busy_state(3)
    s.board.end_amulet = None
    s.end_trigger, s.final_turns = 0, 2
    s.board.round = s.board.end_space + 1
    im = draw_board(s, EN)
    x, y = round_marker_center(s.board.round, s.board.end_space)
    ex, ey = round_space_center(s.board.end_space)
    assert im.getpixel((x, y - 18)) == style.HIGHLIGHT  # the marker's ring, past the end
    assert im.getpixel((ex, ey - 18)) != style.HIGHLIGHT  # not on the end space
    s.board.round = s.board.end_space
    on_end = draw_board(s, EN)
    assert on_end.getpixel((ex, ey - 18)) == style.HIGHLIGHT
    assert on_end.getpixel((x, y - 18)) != style.HIGHLIGHT


def test_alt_text_before_the_end():
    text = rh_render.alt_text(EN, busy_state(4))
    assert text.startswith("Round House board. Round 3 of 10 · turn 9. ")  # as the title says
    assert END not in text and "final turns" not in text


def test_alt_text_in_the_final_turns_says_so():
    s = played_state(3, first_final_turn)
    name = player_name(s, s.end_trigger)
    text = rh_render.alt_text(EN, s)
    assert f"Round 8 of 8 · final turns: 2 left · turn {s.turn.number}." in text
    assert f"{END} ({name} took it): every other player has one more turn." in text


def test_alt_text_with_the_marker_past_the_end():
    s = played_state(3, past_the_end)
    text = rh_render.alt_text(EN, s)
    assert "Round 8 of 8 · final turns: " in text
    assert "9 of 8" not in text


def test_the_clock_reads_the_same_in_words_and_on_the_picture():
    """Issue 9: one clock (round and turn) in the title, the alt text and the posts."""
    from engine.roundhouse.progress import clock_text

    for s in (busy_state(4), played_state(3, first_final_turn), played_state(3, past_the_end)):
        words = clock_text(EN, s)
        assert title_text(EN, s) == words.replace(" of ", "/", 1)
        assert rh_render.alt_text(EN, s).startswith(f"Round House board. {words}.")
        assert words.endswith(f" · turn {s.turn.number}") and "move" not in words
