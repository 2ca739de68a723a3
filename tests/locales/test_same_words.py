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
from games.roundhouse.pictures.style import LETTER, PLAYER
from locales.words import LANGUAGES, words_for


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
def test_round_house_s_board_legend_explains_every_letter_it_draws(language):
    """Y P B R G on a colour's pieces, T F C G on cubes, TM on the merchant: each letter stands
    in the legend, each good by its name (Green's G and Gold's G told apart by their shape)."""
    words = words_for(language)
    legend = words("roundhouse_pictures.token.legend")
    letters = [*(LETTER[c] for c in PLAYER if LETTER[c]), *RESOURCES, "TM"]
    assert all(re.search(rf"(?<![A-Za-z]){letter}(?![a-z])", legend) for letter in letters)
    assert all(resource_name(words, r).lower() in legend.lower() for r in RESOURCES)
