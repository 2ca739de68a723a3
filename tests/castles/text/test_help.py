"""The rules help in both languages covers every room type with its completion reward, every
King's Favor and bonus card, the specials, and every room by name; titles and texts fit
Discord (a title ≤ 100 characters, an embed ≤ 4,096) and the two languages have the same
topics."""

from __future__ import annotations

import re

import pytest

from bot.game.protocol import RulesHelp
from engine.castles.content import content
from engine.castles.names import TYPES, card, favor, room, room_type
from engine.castles.rules_help import reward_text, rules_topics
from games.castles.rules_help import rules_help
from locales.words import words_for

HAN = re.compile(r"[\u4e00-\u9fff]")


@pytest.mark.parametrize("language", ["en", "zh-TW"])
def test_every_type_reward_favor_card_and_room_is_there(language):
    words = words_for(language)
    topics = rules_topics(words)
    by_key = {t.key: t for t in topics}
    assert len(by_key) == len(topics)
    for t in TYPES:
        topic = by_key[f"type_{t}"]
        assert room_type(words, t) in topic.title and reward_text(words, t) in topic.text
        assert reward_text(words, t) in by_key["completion"].text
    c = content()
    assert all(favor(words, f) in by_key["favors"].text for f in c.favors)
    assert all(card(words, b) in by_key["cards"].text for b in c.bonus_cards)
    for r in c.rooms:
        assert by_key[f"room_{r}"].title == room(words, r)
        assert room(words, r) in by_key[f"type_{c.tiles[r].type}"].text
    for t in topics:
        assert 0 < len(t.title) <= 100 and 0 < len(t.text) <= 4096
        assert "{" not in t.text and "[[" not in t.text, t.key
        assert all(w == w.lower() for w in t.words)


def test_both_languages_have_the_same_topics_and_chinese_is_chinese():
    en, zh = rules_topics(words_for("en")), rules_topics(words_for("zh-TW"))
    assert [(t.key, t.group) for t in en] == [(t.key, t.group) for t in zh]
    assert all(HAN.search(t.title) and HAN.search(t.text) for t in zh)
    end = next(t for t in zh if t.key == "end").text
    assert "8/4/2/1" in end and "每10k得1★" in end and "國王恩寵" in end
    assert next(t for t in en if t.key == "buying").text.count("3,000") == 1


def test_the_adapter_gets_the_bot_s_rules_help_in_the_reader_s_language():
    help_zh = rules_help(words_for("zh-TW"))
    assert isinstance(help_zh, RulesHelp)
    assert help_zh.topics[0].title == "瘋狂國王路德維希的城堡快速入門"
    assert "廚房" in help_zh.found_by_name
    assert rules_help(words_for("en")).topics[0].title == "Castles of Mad King Ludwig in a nutshell"
