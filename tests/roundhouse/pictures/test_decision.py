"""The decision picture (issue 30): the towns, the worship table and the temples, drawn for a
phone when the decision a player is asked is about them, its options outlined; read like the
turn picture (800 px wide, no text under 24 px, measured from the layout record)."""

from __future__ import annotations

import pytest

import engine.roundhouse as rh_engine
import games.roundhouse.pictures as rh_render
from engine.roundhouse.merchant import Merchant, MerchantAndAfter, MoveMerchantOn
from engine.roundhouse.state import Decision, GameState
from engine.roundhouse.worship import AmuletSpot, Chain, Worship
from games.roundhouse import ROUND_HOUSE
from games.roundhouse.pictures import phone_style, phone_table
from games.roundhouse.pictures.phone_decision import decision_parts, draw_decision
from games.roundhouse.pictures.samples import CHINESE_NAMES, busy_state, played_state
from locales.words import ENGLISH, words_for
from tests.roundhouse.pictures.test_chart import check_phone

EN, ZH = words_for(ENGLISH), words_for("zh-TW")
DECISIONS: dict[str, Decision] = {
    "worship": Worship(),
    "chain": Chain(k=2, ends=[1, 4, 5]),
    "amulet_spot": AmuletSpot(spots=["c2", "r1"]),
    "tm": Merchant(),
    "tm_move": MoveMerchantOn(),
    "tm_after": MerchantAndAfter(),
}
PARTS = {
    "worship": {"temples", "towns", "table"},
    "chain": {"table"},
    "amulet_spot": {"table"},
    "tm": {"towns"},
    "tm_move": {"towns"},
    "tm_after": {"towns"},
}


def asked(kind: str, players: int = 5, zh: bool = False) -> GameState:
    state = busy_state(players, names=CHINESE_NAMES) if zh else busy_state(players)
    state.turn.stack.append(DECISIONS[kind])
    rh_engine.refresh(state)
    return state


def _hanzi(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


@pytest.mark.parametrize("language", ["en", "zh-TW"])
@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("kind", sorted(DECISIONS))
def test_the_decision_picture_reads_on_a_phone(kind: str, players: int, language: str) -> None:
    zh = language == "zh-TW"
    state = asked(kind, players, zh)
    lay = draw_decision(state, ZH if zh else EN, state.turn.seat)
    assert lay is not None
    check_phone(lay)
    assert lay.im.height <= 1700
    assert PARTS[kind] <= set(lay.regions)
    if zh:
        assert all(t.size >= phone_style.MIN_HANZI for t in lay.texts if _hanzi(t.text))
        assert any(_hanzi(t.text) for t in lay.texts if t.region in PARTS[kind])


def test_it_shows_every_town_temple_box_and_senior() -> None:
    state = asked("worship")
    lay = draw_decision(state, EN, state.turn.seat)
    assert lay is not None
    texts = {t.text for t in lay.texts}
    assert {"Town 1 ↘", "Town 2 ↙", "Town 3 ↖", "Town 4 ↗", "Traveling Merchant"} <= texts
    assert {f"Temple {i}" for i in state.board.temples} <= texts and "used" in texts
    assert {f"{c}{r}" for c in "ABCD" for r in "1234"} <= texts
    seniors = [p for p in lay.pieces if p.kind == "senior"]
    assert len(seniors) == sum(len(boxes) for boxes in state.board.table)
    in_towns = [p for p in lay.pieces if p.kind == "assistant"]
    assert len(in_towns) == sum(1 for town in state.board.towns for n in town if n)


def test_the_options_are_outlined() -> None:
    state = asked("chain")
    lay = draw_decision(state, EN, 4)
    assert lay is not None
    table_top = lay.regions["table"][3] - phone_table.height(state)
    for box in range(16):
        x0, y0, _, _ = phone_table.box_of(state, table_top, box)
        edge = lay.im.getpixel((x0 + 2, y0 + 60))
        assert (edge == phone_style.style.HIGHLIGHT) == (box in (1, 4, 5)), box


def test_no_picture_for_another_decision_or_another_seat() -> None:
    state = busy_state(3)
    assert decision_parts(state) == ()
    assert rh_render.render_decision_picture(state, EN, state.turn.seat) is None
    state = asked("tm", 3)
    assert rh_render.render_decision_picture(state, EN, (state.turn.seat + 1) % 3) is None
    assert ROUND_HOUSE.decision_picture(state, (state.turn.seat + 1) % 3) is None
    over = played_state(2, lambda s: s.over)
    assert ROUND_HOUSE.decision_picture(over, 0) is None


def test_the_adapter_gives_the_png_and_its_alt_text(decode) -> None:
    state = asked("worship", 4)
    picture = ROUND_HOUSE.decision_picture(state, state.turn.seat)
    assert picture is not None and picture.filename == "decision.png"
    assert decode(picture.png).width == phone_style.WIDTH
    assert "Temple 1: 2 assistants to the Merchant's town (an option)" in picture.alt
    assert "with the Traveling Merchant" in picture.alt and len(picture.alt) <= 1000
    zh = ROUND_HOUSE.speaking("zh-TW").decision_picture(state, state.turn.seat)
    assert zh is not None and "小廟1：" in zh.alt and "（可選）" in zh.alt


def test_the_measure_sees_small_text() -> None:
    state = asked("tm", 3)
    lay = draw_decision(state, EN, state.turn.seat)
    assert lay is not None
    lay.within("towns")
    lay.text((30, lay.regions["towns"][1] + 2), "small", phone_style.style.font(20))
    with pytest.raises(AssertionError):
        check_phone(lay)
