"""zh-TW text uses full-width punctuation after Han characters: every catalogue text (the
platform's and every game's) and every zh-TW demo transcript, where code joins the texts."""

from __future__ import annotations

import re

import pytest

from bot.tools.demo import play_demo
from games import GAMES, rules
from locales.words import load

# a half-width stop, comma, colon, semicolon, mark or bracket right after a Han character
HALF_WIDTH_AFTER_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff][.,:;!?()]")
# a topic's search words are a list the code splits at ","; they are data, not prose
SEARCH_WORDS = ".words"


# `code` is what a reader types as written: a command's "option: value" (/桌遊 通知 私訊: 開啟)
CODE = re.compile(r"`[^`]*`")


def _found(text: str) -> list[str]:
    prose = CODE.sub("`…`", text)
    return [
        prose[max(0, m.start() - 12) : m.end() + 8] for m in HALF_WIDTH_AFTER_HAN.finditer(prose)
    ]


def test_no_half_width_punctuation_after_a_han_character_in_any_chinese_catalogue():
    found = {
        key: hits
        for key, entry in load("zh-TW").items()
        if not key.endswith(SEARCH_WORDS)
        for text in ([entry] if isinstance(entry, str) else entry.values())
        if (hits := _found(text))
    }
    assert found == {}


@pytest.mark.parametrize("game", GAMES)
async def test_no_half_width_punctuation_after_a_han_character_in_a_chinese_demo(tmp_path, game):
    await play_demo(
        tmp_path,
        rules=rules(game),
        language="zh-TW",
        players=3 if game != "yellowhouse" else 2,
        seed=3,
    )
    text = (tmp_path / "transcript.md").read_text(encoding="utf-8")
    assert _found(text) == []


# a space after a Chinese full stop, before the next sentence (code joining sentences with " ")
SPACE_AFTER_STOP = re.compile(r"[。！？] (?=\S)")


@pytest.mark.parametrize("game", GAMES)
async def test_no_space_between_chinese_sentences_in_a_demo_s_alt_texts(tmp_path, game):
    await play_demo(
        tmp_path, rules=rules(game), language="zh-TW", players=3 if game != "yellowhouse" else 2
    )
    alts = re.findall(r"!\[(.*?)\]\(", (tmp_path / "transcript.md").read_text(encoding="utf-8"))
    assert alts and [a for a in alts if SPACE_AFTER_STOP.search(a)] == []


# one spacing convention: a count or an ordinal sits tight against the Chinese around it, as the
# Taiwanese edition prints it (第3回合, 12張牌, 3位玩家); names, Latin words, `code` and the
# " · " separator keep their spaces, and Babel's durations CLDR's ("24 小時")
NUMBER = (
    r"(?:\d+|\{(?!(?:name|title|who|by|player|dealer|leader|other|host|user|option)\})[a-z_]+\})"
)
MEASURE = "行動回合|回合|局|張|個|位|次|人|頁|步|行|級|間|座|條|扇|格|點|元|種|名|字元|倍"
CHINESE = r"[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]"  # Han and full-width punctuation
SPACED_NUMBER = re.compile(rf"第 {NUMBER}|{NUMBER} (?:{MEASURE})|{CHINESE} {NUMBER}(?:{MEASURE})")


def test_a_number_sits_tight_against_chinese_in_every_catalogue():
    spaced = {
        key: SPACED_NUMBER.findall(text)
        for key, entry in load("zh-TW").items()
        for text in ([entry] if isinstance(entry, str) else entry.values())
        if SPACED_NUMBER.search(text)
    }
    assert spaced == {}
