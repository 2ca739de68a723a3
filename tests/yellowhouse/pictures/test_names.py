"""Hostile player names never break a picture or its alt text. The bot hands over cleaned
seat names (bot/game/text.py `seat_name`), but the pictures take any string: control
characters, a right-to-left override, line breaks, 3,000 characters, piles of combining
marks, scripts the font cannot draw, nothing at all. Every picture still draws inside its
regions, with no text under 24 px, and every alt text keeps its length and closes its
isolates."""

from __future__ import annotations

import unicodedata

import pytest
from PIL import ImageChops

import games.yellowhouse.pictures as yh
from games.yellowhouse.pictures import names, samples, style
from games.yellowhouse.pictures.sheet import Sheet, width
from tests.support.script_names import SCRIPT_NAMES, drawn_lines, drawn_whole
from tests.yellowhouse.pictures.pictures import EN
from tests.yellowhouse.pictures.sheets import all_sheets, layout_problems

HOSTILE = {
    "controls": "\x00Ann\x07\x1b[31m\x7f\x9b",
    "rtl override": "\u202eexe.gnp\u202c Bo",
    "line breaks": "Ann\nBo\r\n\u2028Cy\u2029",
    "3000 characters": "W" * 3000,
    "3000 spaces and marks": " \u0301" * 1500,
    "zalgo": "Z" + "\u0336\u0321\u0334\u0308\u030a" * 40 + "oe",
    "cjk": "王小明",
    "hebrew": "שלום" * 800,
    "arabic and latin": "مرحبا Ann",
    "emoji": "🎨🏠 Vincent",
    "empty": "",
    "blank": " \t\u200b\u2060 ",
}
VALUES = list(HOSTILE.values())
PAIRS = [(name, VALUES[(i + 1) % len(VALUES)]) for i, name in enumerate(VALUES)]  # both seats


@pytest.mark.parametrize("pair", PAIRS, ids=list(HOSTILE))
def test_every_picture_draws_with_hostile_names(pair: tuple[str, str]) -> None:
    for label, sheet in all_sheets(pair):
        assert layout_problems(sheet) == [], label
        assert sheet.smallest_text() >= style.MIN_TEXT, label
    view, events = samples.mid_trick(pair)
    views = samples.hands_for(view)
    for png in (
        yh.turn_picture(EN, view, events),
        yh.board_picture(EN, view, events),
        yh.final_picture(EN, views, events),
        yh.hand_picture(EN, views[0]),
    ):
        assert png.startswith(b"\x89PNG")


@pytest.mark.parametrize("pair", PAIRS, ids=list(HOSTILE))
def test_alt_texts_stay_short_clean_and_balanced(pair: tuple[str, str]) -> None:
    view, events = samples.mid_trick(pair)
    views = samples.hands_for(view)
    for text in (
        yh.alt_text(EN, view, events),
        yh.final_alt_text(EN, views, events),
        yh.hand_alt_text(EN, views[1]),
    ):
        assert len(text) <= 1000
        assert text.count(names.FSI) == text.count(names.PDI)
        assert text.startswith("The Yellow House")
        others = {ch for ch in text if unicodedata.category(ch) in ("Cc", "Cf")}
        assert others <= {names.FSI, names.PDI}


def test_a_name_keeps_printable_characters_and_falls_back_when_none_are_left():
    assert names.plain(HOSTILE["controls"]) == "Ann[31m"
    assert names.plain(HOSTILE["rtl override"]) == "exe.gnp Bo"
    assert names.plain(HOSTILE["line breaks"]) == "Ann Bo Cy"
    assert len(names.plain(HOSTILE["3000 characters"])) == names.NAME_CHARS
    assert (
        names.spoken(HOSTILE["blank"], names.fallback(EN, 1)) == names.FSI + "Player 2" + names.PDI
    )
    f = style.font(style.NAME, bold=True)
    player = names.fallback(EN, 0)
    assert names.drawn(HOSTILE["cjk"], player, f) == "王小明"  # Noto Sans CJK TC draws it
    assert names.drawn(HOSTILE["arabic and latin"], player, f) == "مرحبا Ann"
    assert names.drawn("Zoë", player, f) == "Zoë"
    assert names.drawn("\U00013000", player, f) == "Player 1"  # no font has this hieroglyph


@pytest.mark.parametrize("first", range(0, len(SCRIPT_NAMES), 2))
def test_names_of_every_script_are_drawn_whole(first: int, monkeypatch: pytest.MonkeyPatch):
    """Thai digits, emoji, flags and ZWJ sequences too (no grapheme dropped or replaced)."""
    lines = drawn_lines(monkeypatch)
    pair = (SCRIPT_NAMES * 2)[first], (SCRIPT_NAMES * 2)[first + 1]
    list(all_sheets(pair))  # every sheet drawn
    assert [name for name in pair if not drawn_whole(name, lines)] == []


def test_a_right_to_left_name_stays_at_the_start_of_its_line():
    """Lines are laid out left to right: the Hebrew name is drawn at the left of
    "שלום to beat Money", exactly as it is drawn alone (not moved to the right end)."""
    f = style.font(style.NAME, bold=True)
    line, alone = Sheet.blank(800, 60, style.WHITE), Sheet.blank(800, 60, style.WHITE)
    line.text((0, 30), "שלום to beat Money", f, style.INK, "lm")
    alone.text((0, 30), "שלום", f, style.INK, "lm")
    crop = (0, 0, width("שלום", f) - 2, 60)
    assert ImageChops.difference(line.im.crop(crop), alone.im.crop(crop)).getbbox() is None
    view, events = samples.mid_trick(("Marco", "שלום"))
    assert "\u2068שלום\u2069 to beat" in yh.alt_text(EN, view, events)
