"""Round House's words in both languages (games/roundhouse/locales/*/roundhouse.toml,
roundhouse_help.toml): the English ones are the data file's and the game's as before; the
Traditional Chinese ones are Chinese on every surface a random playout reaches, fit Discord's limits
with 32-character names, use the glossary's terms and only Taiwan's characters."""

from __future__ import annotations

import random
import re
import tomllib
from pathlib import Path

import pytest

import engine.roundhouse as rh_engine
from engine.roundhouse.content import RESOURCE_NAMES, RESOURCES, components
from engine.roundhouse.names import (
    LABEL_LIMIT,
    MARKETS,
    amulet_name,
    expert_effect,
    expert_name,
    market_name,
    order_label,
    resource_name,
    room_name,
)
from engine.roundhouse.players import pick_move
from engine.roundhouse.rooms import take_expert_label
from engine.roundhouse.rules_help import guide_key, help_data, rules_topics
from engine.roundhouse.state import KINDS, Options, Step
from games.roundhouse import ROUND_HOUSE
from locales.words import ENGLISH, glossary, words_for

ROOT = Path(__file__).resolve().parents[3]
EN, ZH = words_for(ENGLISH), words_for("zh-TW")
VARIANTS = tomllib.loads((ROOT / "locales" / "zh_variants.toml").read_text(encoding="utf-8"))
FORBIDDEN = set(VARIANTS["simplified_only"]) | set(VARIANTS["not_taiwan"])
CJK = re.compile(r"[\u4e00-\u9fff]")
# Codes the board picture prints, the same in every language: worship boxes and columns (B1, B),
# order cards (R14, S2) and pirate tokens (P3).
CODES = re.compile(r"(?<![A-Za-z])(?:[A-E]\d?|[RSP]\d{1,2})(?![A-Za-z])")
# Each room and tile id, and the glossary term its Chinese name is made of.
ROOM_TERMS = {
    "hall": "ancestral_hall",
    "delivery": "delivery_room",
    "smuggle": "smuggle_room",
    "selling_market": "selling_market",
    "expert_room": "expert_room",
    "money_lender": "money_lender_room",
    "lobby": "lobby_room",
    "market_a": "market",
    "market_b": "market",
    "bank": "bank",
    "black_market": "black_market",
    "trading_post": "trading_post",
    "meeting_large": "meeting_place",
    "meeting_small": "meeting_place",
    "warehouse": "warehouse",
}
NAME = 32  # the longest seat name (bot.game.text.seat_name)
PLAYOUTS = 16  # random games per player count: enough to meet every kind of decision


def chinese_only(text: str) -> bool:
    """Chinese text: some CJK, and no Latin letters but the printed codes."""
    return bool(CJK.search(text)) and not re.search("[A-Za-z]", CODES.sub("", text))


def long_names(players: int) -> list[str]:
    return [f"玩家{i}".ljust(NAME, "名") for i in range(players)]


# ---------------------------------------------------------------- English: the data's words


def test_english_names_and_texts_are_the_data_files():
    for version in (1, 2):
        c = components(version)
        for r in c.rooms:
            assert room_name(EN, r.id) == r.name
            assert EN(f"roundhouse.room_text.{r.id}") == r.text
        for t in c.tiles:
            assert room_name(EN, t.id) == t.name
            costs = ", ".join(map(str, t.costs))
            assert EN(f"roundhouse.room_text.{t.id}", costs=costs) == t.text
        for e in c.experts:
            assert expert_name(EN, e.id) == e.name
            assert EN(f"roundhouse.expert_text.{e.id}") == e.text
        for key, trade in c.black_market_trades.items():
            assert EN(f"roundhouse.trade.{key}") == trade.text
        for kind in c.amulets.kinds + c.amulets.expert_only_kinds:
            assert amulet_name(EN, kind) == kind.replace("_", " ").title()
    assert [resource_name(EN, r) for r in RESOURCES] == [RESOURCE_NAMES[r] for r in RESOURCES]
    assert room_name(EN, "hall") == "Ancestral Hall"


def test_the_rules_read_their_language():
    chinese = ROUND_HOUSE.speaking("zh-TW")
    assert (ROUND_HOUSE.info.name, chinese.info.name) == ("Round House", "圓樓")
    assert [lv.label for lv in ROUND_HOUSE.levels] == ["Easy", "Normal", "Strong"]
    assert [lv.label for lv in chinese.levels] == ["簡單", "普通", "困難"]
    assert ROUND_HOUSE.info.options[0].label == "Neutral variant"
    (option,) = chinese.info.options
    assert option.label == "中立領袖變體規則" and option.seats == (2,)
    assert ROUND_HOUSE.language == "en" and ROUND_HOUSE.info.name == "Round House"  # unchanged


# ---------------------------------------------------------------- Traditional Chinese


def test_chinese_component_names_are_the_glossary_s():
    terms = glossary()
    for room, term in ROOM_TERMS.items():
        assert room_name(ZH, room).startswith(terms[f"roundhouse.{term}"]["zh-TW"]), room
    assert [resource_name(ZH, r) for r in RESOURCES] == ["茶葉", "水果", "青瓷", "黃金"]
    assert market_name(ZH, "sm") == "販售市集" and set(MARKETS) == {"sm", "ma", "mb"}
    names = [expert_name(ZH, e.id) for e in components().experts]
    assert len(set(names)) == len(names) and all(chinese_only(n) for n in names)


def _check_decision(state: rh_engine.GameState) -> str:
    """Every Chinese text of the current decision; returns its kind."""
    d = rh_engine.current_decision(state)
    assert d is not None
    labels = [d.label(ZH, state, m) for m in rh_engine.legal_options(state)]
    assert all(0 < len(text) <= LABEL_LIMIT and chinese_only(text) for text in labels), labels
    assert len(set(labels)) == len(labels), labels
    for text in (rh_engine.prompt(ZH, state), rh_engine.explain(ZH, state)):
        assert not text or chinese_only(text), text
    seat = state.turn.seat
    assert chinese_only(rh_engine.situation(ZH, state, seat))
    assert chinese_only(ROUND_HOUSE.speaking("zh-TW").progress(state))
    for extra in (rh_engine.turn_summary(ZH, state), rh_engine.undo_reason(ZH, state)):
        assert not extra or chinese_only(extra), extra
    return d.kind


def _playout(
    players: int, seed: int, seen: set[str], rooms: set[str], rules: int | None = None
) -> None:
    """A random game in Chinese (`rules`: its version, None the newest), every decision's words
    checked; adds the kinds and rooms met."""
    chinese = ROUND_HOUSE.speaking("zh-TW")
    options = Options(confirm_end=True, neutral_variant=seed % 2 == 0)
    state = rh_engine.new_game(long_names(players), seed, options, rules=rules)
    rng = random.Random(seed)
    while not state.over:
        kind = _check_decision(state)
        seen.add(kind)
        if kind == "act":
            rooms.add(rh_engine.current_decision(state).room)
        notice = chinese.notice(state, state.turn.seat)
        assert notice is None or chinese_only(notice)
        line = rh_engine.apply(state, pick_move(state, "random", rng.randrange(10**6)), words=ZH)
        assert chinese_only(line) and len(line) <= 2000, line
    assert chinese_only(rh_engine.prompt(ZH, state))


def test_a_chinese_playout_reads_chinese_everywhere():
    """Random games of 2 to 5 players reach every kind of decision and every room's action."""
    seen: set[str] = set()
    rooms: set[str] = set()
    for seed in range(PLAYOUTS):
        for players in (2, 3, 4, 5):
            _playout(players, seed, seen, rooms)
    for seed in range(4):  # the steps only version 2 asks (tm_move, neutral)
        _playout(2, seed, seen, rooms, rules=2)
    engine_kinds = {
        k
        for k, cls in KINDS.items()
        if not issubclass(cls, Step) and cls.__module__.startswith("engine.")
    }
    rare = {"amulet_spot", "ability"}  # rare in random games: below
    assert seen - rare == engine_kinds - rare
    c = components()
    assert rooms == {r.id for r in c.rooms if r.id != "lobby"} | {"lobby"} | {t.id for t in c.tiles}


def test_every_chinese_order_and_expert_label_fits_a_button():
    c = components()
    for order in c.orders:
        for verb in ("take", "fulfil"):
            text = order_label(ZH, ZH(f"roundhouse.turn.{verb}"), order)
            assert len(text) <= LABEL_LIMIT and f"{order.vp}★" in text and chinese_only(text)
    state = rh_engine.new_game(long_names(2), 1)
    for e in c.experts:
        state.decks.expert_display[0] = e.id
        for verb, price in (("take", ""), ("take_free", ""), ("pay", "3元"), ("fire", "")):
            text = take_expert_label(ZH, state, verb, e.id, price)
            assert len(text) <= LABEL_LIMIT and expert_name(ZH, e.id) in text
        for supply in range(16):
            effect = expert_effect(ZH, c, e, supply=supply)
            use = ZH("roundhouse.turn.use", expert=expert_name(ZH, e.id), effect=effect)
            assert len(use) <= LABEL_LIMIT and chinese_only(use)
    lender = ZH("roundhouse.rooms.borrow", coins=10**6)  # the Money Lender's coins, however many
    assert len(lender) <= LABEL_LIMIT


def test_a_choice_of_two_amulet_spots_reads_chinese(make):
    t = make(2)
    t.board.table_amulets.update({"c1": "bell", "r1": "mirror"})
    t.decide("amulet_spot", spots=["c1", "r1"])
    assert _check_decision(t.s) == "amulet_spot"
    labels = [m.label for m in rh_engine.legal_moves(ZH, t.s)]
    assert labels == ["拿取B欄下方的銅鈴護身符", "拿取第2列右側的銅鏡護身符"]


def test_an_order_ability_choice_reads_chinese(make):
    t = make().poor().give(prestige=0)
    t.me.fulfilled = ["R1"]  # any:vp-or-1
    t.decide("basic").play("b.C")
    assert _check_decision(t.s) == "ability"


def test_chinese_refusals_and_summaries():
    chinese = ROUND_HOUSE.speaking("zh-TW")
    state = chinese.setup(long_names(3), 1)
    with pytest.raises(rh_engine.IllegalMove) as refused:
        rh_engine.apply(state, "undo")
    assert chinese_only(rh_engine.refusal(ZH, state, "undo", refused.value))
    from bot.game.protocol import MoveRefused

    for code in ("xx.1", "undo", "bad code!"):
        with pytest.raises(MoveRefused) as error:
            chinese.apply(state, code)
        assert CJK.search(str(error.value)), code
    summaries = chinese.summaries(state, None)
    assert all(chinese_only(s.text) and chinese_only(s.tag) for s in summaries)
    first = chinese.outcome(state).scores[0]
    assert [name for name, _ in first.categories][:2] == ["遊戲中", "護身符"]


def test_rules_help_has_the_same_topics_in_both_languages():
    english, chinese = rules_topics(ENGLISH), rules_topics("zh-TW")
    assert [t.key for t in english] == [t.key for t in chinese]
    assert [t.group for t in english] == [t.group for t in chinese]
    assert len({t.title for t in chinese}) == len(chinese)
    for t in chinese:
        assert len(t.title) <= 100 and CJK.search(t.title) and t.words, t.key
        assert "{" not in t.text and "}" not in t.text and CJK.search(t.text), t.key
        assert all(w == w.lower() for w in t.words)
    guides = [t for t in chinese if t.group == "guide"]
    assert all(chinese_only(t.title) and chinese_only(t.text) for t in guides)
    for key in help_data().guides:
        assert ZH.has(f"{guide_key(key)}.text") and EN.has(f"{guide_key(key)}.text")
    help_text = ROUND_HOUSE.speaking("zh-TW").rules_help()
    assert (
        help_text.found_by_name.startswith("房間") and help_text.topics[0].title == guides[0].title
    )


def _values(file: str) -> dict[str, tuple[str, str]]:
    """Each key of a catalogue file, English and Chinese (plural forms: their `other`)."""
    out = {}
    for key in EN.entries:
        if key.split(".")[0] == file:
            en, zh = EN.entries[key], ZH.entries[key]
            out[key] = (
                (en if isinstance(en, str) else en["other"]),
                (zh if isinstance(zh, str) else zh["other"]),
            )
    return out


@pytest.mark.parametrize("file", ["roundhouse", "roundhouse_help"])
def test_every_chinese_value_is_chinese_in_taiwan_s_characters(file):
    for key, (_, zh) in _values(file).items():
        text = re.sub(r"\{[a-z_]+\}", "", zh)
        assert not set(text) & FORBIDDEN, key
        if re.search("[A-Za-z]", text.replace("```", "")):
            assert chinese_only(text), key


# Glossary terms checked wherever their English word stands (placeholders aside): those of more
# than one word, and the single words never used otherwise; experts' names are names.
SINGLE = ("assistant", "chair", "town", "amulet", "tea", "fruit", "celadon", "gold", "resource")
TERMS = [
    term
    for term, words in glossary().items()
    if term.startswith("roundhouse.") and (" " in words["en"] or term[11:] in SINGLE)
]


@pytest.mark.parametrize("term", TERMS)
def test_each_glossary_term_reads_the_same_in_chinese(term):
    en_word, zh_word = glossary()[term]["en"].lower(), glossary()[term]["zh-TW"]
    for file in ("roundhouse", "roundhouse_help"):
        for key, (en, zh) in _values(file).items():
            english = re.sub(r"\{[a-z_]+\}", "", en).lower()
            if re.search(rf"\b{re.escape(en_word)}s?\b", english) and ".expert." not in key:
                assert zh_word in zh, (key, en_word)
