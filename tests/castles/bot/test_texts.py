"""What Castles' panels say, in English and Traditional Chinese: the prompts, explanations,
the seat's situation and every button along playouts with 32-character names fit Discord's
limits; the zh-TW words are Chinese, the English ones as written; the catalogue
(castles_bot.toml) has no Simplified-only character."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

import engine.castles as ca
from games.castles import CastlesRules
from locales.names import FSI, PDI
from tests.support.text import plain

ROOT = Path(__file__).resolve().parents[3]
LONG = ["W" * 32, "X" * 32, "Y" * 32]  # the longest names seats may have
BUTTON, PANEL = 80, 2000  # Discord's limits: a button's label, a message
HAN = re.compile(r"[\u4e00-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
VARIANTS = tomllib.loads((ROOT / "locales" / "zh_variants.toml").read_text(encoding="utf-8"))


def panels(language: str, seed: int):
    """(rules, table, seat) at every decision of a game of Normal players."""
    rules = CastlesRules().speaking(language)
    table = rules.setup(LONG, seed)
    while not table.game.over:
        yield rules, table, ca.current_player(table.game)
        rules.apply(table, ca.choose(table.game, "normal", seed))


@pytest.mark.parametrize("language", ["en", "zh-TW"])
def test_every_label_and_panel_fits_discord(language):
    kinds = set()
    for rules, table, seat in panels(language, 4):
        moves = rules.legal_moves(table, seat)
        assert moves and all(len(m.label) <= BUTTON for m in moves), [m.label for m in moves]
        assert len({m.label for m in moves}) == len(moves)
        text = "\n".join((rules.situation(table, seat), rules.prompt(table), rules.explain(table)))
        assert len(text) <= PANEL // 2  # the panel's title and notes take the rest
        kinds.add(type(ca.current_decision(table.game)).__name__)
    assert {"ReturnCard", "Arrange", "ArrangeTo", "Buy", "Place"} <= kinds


def test_chinese_panels_are_chinese():
    for rules, table, seat in panels("zh-TW", 4):
        for text in (
            rules.prompt(table),
            rules.explain(table),
            rules.progress(table),
            *(m.label for m in rules.legal_moves(table, seat)),
        ):
            bare = text
            for name in LONG:
                bare = bare.replace(name, "")
            assert not LATIN_WORD.search(bare.replace("Undo", "")), text
        if ca.current_decision(table.game).__class__.__name__ == "Buy":
            break
    assert HAN.search(rules.prompt(table)) and HAN.search(rules.situation(table, seat))


def test_english_words_as_written():
    rules = CastlesRules()
    table = rules.setup(["Ann", "Bo"], 7)
    assert rules.prompt(table) == (
        f"{FSI}Ann{PDI}: give back one of your bonus cards (you keep the others)"
    )
    assert rules.progress(table) == "Setting up: choosing bonus cards"
    first = rules.legal_moves(table)[0]
    assert first.label.startswith("Give back: ")
    rules.apply(table, first.code)
    rules.apply(table, rules.legal_moves(table)[0].code)
    assert plain(rules.prompt(table)) == "Ann, Master Builder: set the prices"
    labels = [m.label for m in rules.legal_moves(table)]
    assert labels[0] == "Keep these prices" and labels[1] == "What the others want most, dearest"
    zh = rules.speaking("zh-TW")
    assert [m.label for m in zh.legal_moves(table)][:2] == [
        "維持這些價格",
        "對手最想要的房間定最高價",
    ]
    assert plain(zh.prompt(table)) == "Ann，建築大師：請定價格"
    assert (
        zh.info.name == "瘋狂國王路德維希的城堡" and rules.info.name == "Castles of Mad King Ludwig"
    )
    assert [lv.label for lv in zh.levels] == ["簡單", "普通", "困難"]


def test_the_catalogue_has_no_simplified_only_character():
    text = (ROOT / "games" / "castles" / "locales" / "zh-TW" / "castles_bot.toml").read_text(
        encoding="utf-8"
    )
    assert not set(text) & (set(VARIANTS["simplified_only"]) | set(VARIANTS["not_taiwan"]))


@pytest.mark.parametrize(("language", "join"), [("en", "; "), ("zh-TW", "；")])
def test_a_seats_bonus_cards_are_joined_as_its_language_joins_clauses(language, join):
    rules = CastlesRules().speaking(language)
    table = rules.setup(["Ann", "Bo"], 7)
    seat = ca.current_player(table.game)
    cards = table.game.players[seat].bonus = table.game.piles.bonus_deck[:2]  # two cards held
    situation = rules.situation(table, seat)
    assert situation.count(join) == len(cards) - 1, situation
    if language == "zh-TW":
        assert "; " not in situation
