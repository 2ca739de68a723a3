"""Castles in Traditional Chinese: the log lines of every kind of event and the spots of every
placement along random playouts are Chinese and fit Discord's limits with 32-character names;
rooms, types, rewards, King's Favors and bonus cards all have Chinese names, the rooms' from
the glossary; no Simplified-only character in the catalogues."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from engine.castles import events as ev
from engine.castles.content import content
from engine.castles.labels import spot_text
from engine.castles.lines import event_text
from engine.castles.names import TYPES, bonus, card, favor, money, reward, room, room_type
from games.castles.pictures.preview_pic import spot_label
from locales.words import glossary, words_for
from tests.castles.text.record import playout

ROOT = Path(__file__).resolve().parents[3]
ZH, EN = words_for("zh-TW"), words_for("en")
LONG = "W" * 32  # the longest name a seat may have
LINE_LIMIT = 200  # characters: one event's line of a turn's message (2,000 in all)
OPTION_LIMIT = 100  # a Discord select option's label: a spot in the placing menu
HAN = re.compile(r"[\u4e00-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
EVENTS = {name for name in ev.Event.__args__}  # type: ignore[attr-defined]
CATALOGUES = ("castles", "castles_help", "castles_pictures")


def chinese(text: str, names: str = LONG) -> bool:
    """Chinese words, and no English word but the names' (and 'k' of money)."""
    return bool(HAN.search(text)) and not LATIN_WORD.search(text.replace(names, ""))


def test_every_kind_of_event_reads_in_chinese_within_limits():
    seen: set[type] = set()
    for seed in range(12):
        for _, report, spots in playout(seed):
            for e in report.events:
                line = event_text(ZH, e, lambda seat: LONG)
                seen.add(type(e))
                if line is not None:
                    assert chinese(line), line
                    assert len(line) <= LINE_LIMIT, line
                    assert len(event_text(EN, e, lambda seat: LONG) or "") <= LINE_LIMIT
            for i, p in enumerate(spots):
                for words in (ZH, EN):
                    label = f"{spot_label(25 * 26 + i)}: {spot_text(words, p)}"  # "ZA: …"
                    assert len(label) <= OPTION_LIMIT, label
                assert chinese(spot_text(ZH, p)) or not (p.links or p.completes), p
    assert seen == EVENTS  # RoomMoved is never told (None), every other kind is


def test_a_turn_reads_as_a_taiwanese_player_would_read_it():
    who = ["安", "柏"].__getitem__
    bought = ev.Bought(0, "kitchen", 6000, 1, 1000)
    assert event_text(ZH, bought, who) == "安以6k買下廚房（付給柏），並拿走上面的1k"
    assert event_text(ZH, ev.RoundStarted(3, 1, 2, (), True), who) == (
        "第3回合（最後一回合）：柏擔任建築大師"
    )
    completed = ev.Completed(0, "sauna", "utility")
    assert event_text(ZH, completed, who) == "三溫暖完成（雜務：一張獎勵卡）"
    assert event_text(ZH, ev.GameEnded((40, 40), (0, 1)), who) == "遊戲結束：安、柏獲勝"
    assert event_text(ZH, ev.RoomMoved(0, "kitchen", 2), who) is None


def test_every_name_is_chinese():
    c = content()
    names = [room(ZH, t) for t in c.tiles]
    assert len(set(names)) == len(names) == 79 and all(HAN.search(n) for n in names)
    for t in TYPES:
        assert HAN.search(room_type(ZH, t))
        assert HAN.search(reward(ZH, t)) or reward(ZH, t).endswith(("★", "k"))  # points, money
    assert all(chinese(favor(ZH, f), "") for f in c.favors)
    assert all(chinese(card(ZH, b).replace("k", ""), "") for b in c.bonus_cards)
    assert bonus(ZH, "dining_room") == "+3（每間相連的起居房間）" and money(ZH, 2500) == "2.5k"
    assert bonus(EN, "dining_room") == "+3 per linked Living room"
    assert bonus(ZH, "nine_pin_alley") == "−1（每間相鄰的餐飲、起居、寢室或雜務房間）"


def test_the_room_names_are_the_glossary_s_chosen_terms():
    terms = glossary()
    data = tomllib.loads((ROOT / "locales" / "glossary.toml").read_text(encoding="utf-8"))
    for t in content().tiles:
        assert terms[f"castles.{t}"] == {"en": content().name(t), "zh-TW": room(ZH, t)}
        assert data["castles"][t]["source"] == "chosen"
    assert room(ZH, "kitchen") == "廚房" and room(ZH, "great_hall") == "大廳"


@pytest.mark.parametrize("name", CATALOGUES)
def test_no_simplified_only_or_non_taiwan_character(name):
    variants = tomllib.loads((ROOT / "locales" / "zh_variants.toml").read_text(encoding="utf-8"))
    forbidden = set(variants["simplified_only"]) | set(variants["not_taiwan"])
    text = (ROOT / "games" / "castles" / "locales" / "zh-TW" / f"{name}.toml").read_text(
        encoding="utf-8"
    )
    assert sorted(set(text) & forbidden) == []


@pytest.mark.parametrize("name", CATALOGUES)
def test_chinese_sentences_use_full_width_punctuation(name):
    entries = {k: v for k, v in ZH.entries.items() if k.startswith(f"{name}.")}
    for key, value in entries.items():
        for text in value.values() if isinstance(value, dict) else [value]:
            if HAN.search(text) and not key.endswith(".words"):  # search words: a list
                assert not re.search(r"[\u4e00-\u9fff][,:;()]|[,:;()][\u4e00-\u9fff]", text), key
