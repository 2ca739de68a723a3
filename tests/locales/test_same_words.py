"""A thing drawn and a thing said read the same: Round House's expert cards print the text its
buttons and rules say, Castles' pictures name the score categories as its buttons do, and a
Castles room's printed bonus names the room types in full (a one-character type reads as
another word: 餐 is a meal)."""

from __future__ import annotations

import re

import pytest

from engine.castles.content import content
from engine.castles.names import TYPES, bonus
from engine.roundhouse.content import RESOURCES
from engine.roundhouse.names import resource_name
from games.roundhouse.pictures import letters
from locales.words import LANGUAGES, glossary, words_for

COLOURS = ("yellow", "purple", "blue", "red", "green")


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_expert_card_s_picture_prints_what_its_buttons_say(language):
    words = words_for(language)
    drawn = {
        k.rsplit(".", 1)[1]: v
        for k, v in words.entries.items()
        if k.startswith("roundhouse_pictures.expert_text.")
    }
    said = {
        k.rsplit(".", 1)[1]: v
        for k, v in words.entries.items()
        if k.startswith("roundhouse.expert_text.")
    }
    assert drawn and drawn == said


def test_castles_pictures_name_the_score_categories_as_the_buttons_do():
    words = words_for("zh-TW")
    for key in ("castle", "favors", "bonus", "depleted", "money"):
        assert words(f"castles_pictures.category.{key}") == words(f"castles_bot.score.{key}"), key


def test_a_castles_room_s_printed_bonus_names_the_types_in_full():
    words = words_for("zh-TW")
    types = [words(f"castles.type.{t}") for t in TYPES]
    printed = [b for tile in content().tiles for b in [bonus(words, tile)] if b]
    assert printed
    for text in printed:
        named = text
        for name in sorted(types, key=len, reverse=True):
            named = named.replace(name, "")
        assert "房間" in text and not any(ch in named for ch in "起餐寢雜娛戶地走"), text


@pytest.mark.parametrize("language", LANGUAGES)
def test_round_house_s_pieces_are_marked_with_words_or_letters_the_legend_explains(language):
    """A colour's pieces, the cubes and the merchant carry a mark (`letters`): a Latin letter
    stands in the board's legend (Y P B R G, T F C Au, TM: each good by its name there); a mark
    in the language's own script is a character of the thing's name (黃 of 黃色, 金 of 黃金,
    商隊), read without a legend."""
    words = words_for(language)
    legend = words("roundhouse_pictures.token.legend")
    named = [(letters.colour(language, c), words(f"roundhouse.color.{c}")) for c in COLOURS]
    named += [(letters.good(language, r), resource_name(words, r)) for r in RESOURCES]
    named += [(letters.merchant(language), glossary()["roundhouse.traveling_merchant"][language])]
    for mark, name in named:
        if mark.isascii():
            assert re.search(rf"(?<![A-Za-z]){mark}(?![a-z])", legend), mark
            assert name.lower() in legend.lower() or mark == "TM", name
        else:
            assert mark in name, (mark, name)
