"""The Yellow House in Traditional Chinese: the rules speak `self.language` (labels, prompts,
panels, lines, standings, refusals, options, levels, the name and the rules help), English
stays as it was, and every label fits Discord's limits with 32-character names."""

from __future__ import annotations

import random
import tomllib
from pathlib import Path

import pytest

from bot.game.protocol import MoveRefused, whose_turn
from games.yellowhouse import YellowHouseRules
from locales.words import words_for
from tests.support.text import plain
from tests.yellowhouse.bot.test_labels import KEVIN, LEVELS, MARCO, trick

ENGLISH = YellowHouseRules()
CHINESE = ENGLISH.speaking("zh-TW")
LONGEST = "W" * 32  # the widest name the bot lets through (bot/game/text.py seat_name)
BUTTON, SELECT, MESSAGE = 80, 100, 2000


def labels(rules: YellowHouseRules, table, seat=None) -> list[str]:
    return [plain(m.label) for m in rules.legal_moves(table, seat)]


def test_the_rules_speak_chinese_and_english_is_unchanged():
    hand = {"passion": 1, "skill": 3, "money": 2, "inspiration": 4}
    table = trick([{"passion": 5}, hand], LEVELS, [(MARCO, "passion")])
    assert labels(CHINESE, table) == [
        "強化技巧 +1 並主張：2張技巧",
        "強化技巧 +1 並主張（用支援卡）：1張技巧 + 支援卡",
        "主張金錢（1張牌）",
        "強化靈感 +2 並主張：3張靈感",
        "強化靈感 +2 並主張（用支援卡）：2張靈感 + 支援卡",
        "放棄：辯論結束，由Marco先出",
    ]
    assert labels(ENGLISH, table)[2] == "Claim Money (1 card)"
    assert plain(CHINESE.prompt(table)) == "輪到Kevin：勝過熱情（等級2），或放棄"
    assert CHINESE.situation(table, KEVIN).startswith("你的手牌：熱情 1 · 技巧 3 · 金錢 2 · 靈感 4")
    assert plain(CHINESE.progress(table)) == "第1/5局 · 勝局：Marco 0、Kevin 0"
    assert CHINESE.summaries(table, None)[0].text.startswith("贏0局（獎勵：無）")
    assert "剛好比它高一級" in CHINESE.explain(table)
    line = CHINESE.apply(table, CHINESE.legal_moves(table)[2].code)
    assert plain(line) == "Kevin主張金錢（等級3）。"
    assert ENGLISH.language == "en" and CHINESE.language == "zh-TW"


def test_the_name_options_levels_and_seat_picture_label_speak_the_language():
    assert (ENGLISH.info.name, CHINESE.info.name) == ("The Yellow House", "黃色小屋")
    assert [o.label for o in CHINESE.info.options] == ["變體規則"]
    assert [level.label for level in CHINESE.levels] == ["簡單", "普通", "困難"]
    assert [level.label for level in ENGLISH.levels] == ["Easy", "Normal", "Strong"]
    assert (ENGLISH.seat_picture_label(), CHINESE.seat_picture_label()) == ("My hand", "我的手牌")
    assert ENGLISH.info.options[0].help == "Supports trigger their element's effect"


def test_refusals_and_the_rules_help_speak_the_language():
    table = trick([{"passion": 5}, {"skill": 3}], LEVELS, [(MARCO, "passion")])
    with pytest.raises(MoveRefused, match="這不是現在提供的行動之一"):
        CHINESE.apply(table, "claim.Z")
    with pytest.raises(MoveRefused, match="這個決定不歸你"):
        CHINESE.apply(table, CHINESE.legal_moves(table)[0].code, MARCO)
    topics = {t.key: t for t in CHINESE.rules_help().topics}
    english = {t.key: t for t in ENGLISH.rules_help().topics}
    assert topics.keys() == english.keys()
    assert topics["variant"].title == "變體規則：支援卡效果"
    assert "每位玩家每局最多3張" in topics["supports"].text
    assert "支援" in topics["supports"].words
    assert english["supports"].words[0] == "support"
    assert "on your panel and on **My hand**" in english["hidden"].text  # the seat picture's name


@pytest.mark.parametrize("seed", range(4))
def test_every_label_fits_in_both_languages_with_the_longest_names(seed):
    """Random games with 32-character names: every label within a button's 80 characters
    (and a select option's 100), every panel text within a message."""
    for rules in (ENGLISH, CHINESE):
        rng = random.Random(seed)
        table = rules.setup([LONGEST, LONGEST], seed, {"variant": seed % 2 == 1})
        while whose_turn(rules, table) is not None:
            seat = rng.choice(rules.deciders(table))
            moves = rules.legal_moves(table, seat)
            said = [m.label for m in moves]
            assert len(set(said)) == len(said) and all(len(s) <= BUTTON for s in said), said
            for text in (
                rules.prompt(table),
                rules.explain(table),
                rules.situation(table, seat),
                rules.progress(table),
            ):
                assert len(text) <= MESSAGE
            line = rules.apply(table, rng.choice(moves).code, seat)
            assert len(line) <= MESSAGE
    for rules in (ENGLISH, CHINESE):
        for level in rules.levels:
            assert len(level.label) <= SELECT and len(level.help) <= SELECT
        for topic in rules.rules_help().topics:
            assert len(topic.title) <= 100 and len(topic.text) <= 4096


def test_the_chinese_catalogues_are_traditional_as_in_taiwan():
    """No Simplified-only or non-Taiwan character (locales/zh_variants.toml), full-width
    punctuation in sentences, and every key translated (not the English text)."""
    root = Path(__file__).resolve().parents[3] / "locales"
    variants = tomllib.loads((root / "zh_variants.toml").read_text(encoding="utf-8"))
    forbidden = set(variants["simplified_only"]) | set(variants["not_taiwan"])
    english, chinese = words_for("en"), words_for("zh-TW")
    for name in ("yellowhouse", "yellowhouse_help", "yellowhouse_pictures"):
        text = (
            root.parent / "games" / "yellowhouse" / "locales" / "zh-TW" / f"{name}.toml"
        ).read_text(encoding="utf-8")
        assert sorted(set(text) & forbidden) == [], name
    ours = [k for k in chinese.entries if k.split(".")[0].startswith("yellowhouse")]
    assert len(ours) > 200
    same = {"yellowhouse.list.plus", "yellowhouse.list.dot"}
    same |= {k for k in ours if k.endswith((".count", ".seat_won", ".level", ".claim"))}
    for key in set(ours) - same:
        if isinstance(chinese.entries[key], str) and chinese.entries[key].strip():
            assert chinese.entries[key] != english.entries[key], key
    for key in ("yellowhouse_help.overview.text", "yellowhouse.panel.beat"):
        assert "," not in chinese(key) and "，" in chinese(key)


def test_cards_of_one_element_are_counted_in_chinese() -> None:
    """'2張靈感' (a count and its measure word, tight), not the English '2× 靈感'."""
    chinese = words_for("zh-TW")
    assert chinese("yellowhouse.label.same", count=2, element="靈感") == "2張靈感"
    assert not [k for k, v in chinese.entries.items() if k.startswith("yellowhouse") and "×" in v]
