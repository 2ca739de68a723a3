"""Hostile player names: control characters, bidi overrides, right-to-left scripts, 32
characters, CJK (DejaVu has no glyphs for it), emoji, piled-up marks, nothing visible. What
reaches the pictures is the bot's seat name (bot/game/text.py `seat_name`); raw names are
drawn safely too. Every picture stays readable, every name stays inside it, a name the font
cannot draw falls back to 'Player N' (every game's word, `common.seat.numbered`), and the alt
texts isolate each name (FSI … PDI)."""

from __future__ import annotations

import pytest

from bot.game.text import seat_name
from engine.castles import public_view
from engine.castles.castle import Room
from engine.castles.preview import ranked
from games.castles.pictures.alt import FSI, MAX_ALT, PDI, castle_alt, me_alt, turn_alt
from games.castles.pictures.castle_pic import draw_castle_picture
from games.castles.pictures.me_pic import draw_me
from games.castles.pictures.turn_pic import draw_turn
from tests.castles.pictures.samples import EN, TOWN, best_grown, placed, with_castles
from tests.castles.pictures.test_readable import check_readable
from tests.support.script_names import SCRIPT_NAMES, drawn_lines, drawn_whole

HOSTILE = [
    "Ann\x00\x07\x1b[31mred\r\nline",
    "\u202eevil\u202c override",
    "مرحبا بالعالم يا صديقي",
    "שלום עולם",
    "W" * 32,
    "李小龍",
    "🏰👑 Castle",
    "Zalgo" + "\u0336\u0337\u0338" * 8,
    "\u200f\u200e\u2066",
    "a\tb\u2028c",
]


def _state(names: list[str]):  # type: ignore[no-untyped-def]
    k = best_grown(TOWN[:-1])
    p = ranked(k, TOWN[-1])[0]
    k.add(Room(p.tile, p.x, p.y, p.rot))
    state = with_castles(4, {0: best_grown(TOWN[:4]), 2: k})
    for seat, n in enumerate(names):
        state.players[seat].name = n
    return state, placed(2, p, 6000, 0)


@pytest.mark.parametrize("clean", [True, False], ids=["seat_name", "raw"])
@pytest.mark.parametrize("start", range(0, len(HOSTILE), 4))
def test_hostile_names_stay_inside_readable_pictures(clean: bool, start: int) -> None:
    names = (HOSTILE * 2)[start : start + 4]
    state, events = _state([seat_name(n) if clean else n for n in names])
    view = public_view(state)
    for cv in (
        draw_turn(EN, view, events),
        draw_castle_picture(EN, view, 2),
        draw_me(EN, state, 2),
    ):
        check_readable(cv)
    for text in (turn_alt(EN, view, events), castle_alt(EN, view, 2), me_alt(EN, state, 2)):
        assert len(text) <= MAX_ALT
        assert text.count(FSI) == text.count(PDI) > 0
        assert not any(not ch.isprintable() and ch not in (FSI, PDI) for ch in text), text


def test_a_name_the_font_cannot_draw_falls_back_to_the_seat() -> None:
    state, events = _state(["\U00013000", "Bo", "Cy", "Di"])  # a hieroglyph: no font has it
    texts = " ".join(t.text for t in draw_turn(EN, public_view(state), events).texts)
    assert "Player 1" in texts
    assert "\U00013000" in turn_alt(EN, public_view(state), events)  # the alt text keeps it


def test_names_of_every_script_are_drawn_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """Thai digits, emoji, flags and ZWJ sequences too (no grapheme dropped or replaced)."""
    lines = drawn_lines(monkeypatch)
    for first in range(0, len(SCRIPT_NAMES), 4):
        state, events = _state(list((SCRIPT_NAMES * 2)[first : first + 4]))
        view = public_view(state)
        draw_turn(EN, view, events)
        for seat in range(4):
            draw_castle_picture(EN, view, seat)
    assert [name for name in SCRIPT_NAMES if not drawn_whole(name, lines)] == []


def test_a_chinese_name_is_drawn_through_the_cjk_font() -> None:
    state, events = _state(["李小龍", "Bo", "Cy", "Di"])
    texts = [t.text for t in draw_turn(EN, public_view(state), events).texts]
    assert "李小龍" in texts and not any("Player 1" in t for t in texts)


def test_a_long_name_is_shortened_not_spilled() -> None:
    state, events = _state(["W" * 32, "Bo", "Cy", "Di"])
    cv = draw_turn(EN, public_view(state), events)
    check_readable(cv)
    assert any(t.text.startswith("WWW") and t.text.endswith("…") for t in cv.texts)


def test_right_to_left_names_are_drawn() -> None:
    state, events = _state(["שלום עולם", "مرحبا", "Cy", "Di"])
    texts = [t.text for t in draw_turn(EN, public_view(state), events).texts]
    assert "שלום עולם" in texts and "مرحبا" in texts
