"""The marks on Round House's pieces (`letters`, `roundhouse_pictures.piece.*`): no two alike
at a five-player table in any language (green's and gold's were both G), and in Chinese the
one-character words of the colours and goods (黃 … 綠, 茶 果 瓷 金) and 商隊 on the merchant,
which need no legend (the phone pictures have none), never the English letters or "TM"."""

from __future__ import annotations

import pytest

from games.common import fonts
from games.roundhouse.pictures import letters, sprites
from games.roundhouse.pictures.board import draw_board
from games.roundhouse.pictures.phone import draw_phone
from games.roundhouse.pictures.phone_player import draw_phone_player
from games.roundhouse.pictures.samples import CHINESE_NAMES, busy_state
from locales.words import glossary, words_for

COLOURS = ("yellow", "purple", "blue", "red", "green")
GOODS = ("T", "F", "C", "G")
GOOD_TERMS = {"T": "tea", "F": "fruit", "C": "celadon", "G": "gold"}


@pytest.mark.parametrize("language", ["en", "zh-TW"])
def test_no_two_marks_alike_at_a_five_player_table(language: str) -> None:
    marks = [letters.colour(language, c) for c in COLOURS]
    marks += [letters.good(language, g) for g in GOODS] + [letters.merchant(language)]
    assert len(set(marks)) == len(marks), marks


def test_chinese_marks_are_the_words_of_the_colours_and_goods() -> None:
    zh = words_for("zh-TW")
    for colour in COLOURS:
        assert letters.colour("zh-TW", colour) == zh(f"roundhouse.color.{colour}")[0]
    terms = glossary()
    for code, term in GOOD_TERMS.items():
        mark = letters.good("zh-TW", code)
        assert len(mark) == 1 and mark in terms[f"roundhouse.{term}"]["zh-TW"], (code, mark)
    assert letters.merchant("zh-TW") == terms["roundhouse.traveling_merchant"]["zh-TW"]
    assert letters.good("zh-TW", "GT") == "茶"  # gold counted as tea: on a gold cube


def _drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    drawn: list[str] = []
    draw_text = fonts.draw_text

    def spy(canvas, xy, text, size, fill, chain=fonts.REGULAR, anchor="la"):  # type: ignore[no-untyped-def]
        drawn.append(text)
        return draw_text(canvas, xy, text, size, fill, chain, anchor)

    monkeypatch.setattr(fonts, "draw_text", spy)
    for made in (sprites.leader, sprites.assistant, sprites.cube, sprites.merchant):
        made.cache_clear()
    return drawn


def test_the_zh_tw_pieces_are_marked_in_chinese(monkeypatch: pytest.MonkeyPatch) -> None:
    zh, state = words_for("zh-TW"), busy_state(5, names=CHINESE_NAMES)
    drawn = _drawn(monkeypatch)
    draw_phone(state, zh)
    draw_phone_player(state, zh, 4)
    draw_board(state, zh)
    assert {"黃", "紫", "藍", "紅", "綠", "茶", "果", "瓷", "金", "商隊"} <= set(drawn)
    assert not {"Y", "P", "B", "R", "G", "T", "F", "C", "TM"} & set(drawn)


@pytest.mark.parametrize("language", ["en", "zh-TW"])
def test_a_gold_cube_counted_as_another_good_fits_a_box(language: str) -> None:
    """'GT' in a market's box: gold, marked as tea, no wider than any cube (it overlapped the
    next box with two marks)."""
    gold_as_tea, tea = sprites.cube(language, "GT", 32), sprites.cube(language, "T", 32)
    assert gold_as_tea.size == tea.size == (32, 32)
    assert gold_as_tea.getpixel((16, 4)) != tea.getpixel((16, 4))  # the gold colour
