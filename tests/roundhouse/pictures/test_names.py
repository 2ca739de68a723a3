"""One name per place: the picture prints the names the panel's labels use (towns, worship
boxes) and the score chart the categories the final post lists (engine/roundhouse/names.py)."""

from __future__ import annotations

import re

import pytest
from PIL import ImageDraw

import engine.roundhouse as rh_engine
from engine.roundhouse.content import components
from engine.roundhouse.markets import MARKETS
from engine.roundhouse.merchant import Merchant
from engine.roundhouse.names import box_label, market_name
from engine.roundhouse.worship import Chain
from games.roundhouse import ROUND_HOUSE
from games.roundhouse.pictures.board import draw_board, static_layer
from games.roundhouse.pictures.chart import draw_score_chart
from games.roundhouse.pictures.names import SCORE_KEYS, room_short, score_category
from games.roundhouse.pictures.samples import busy_state
from locales.words import ENGLISH, words_for

EN = words_for(ENGLISH)


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the pictures draw while the test runs."""
    texts: list[str] = []
    original = ImageDraw.ImageDraw.text

    def spy(self: ImageDraw.ImageDraw, xy, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        texts.append(str(text))
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    static_layer.cache_clear()  # draw the static layer (towns, table) again
    return texts


def labels(state: rh_engine.GameState) -> list[str]:
    rh_engine.refresh(state)
    return [m.label for m in rh_engine.legal_moves(EN, state)]


def test_towns_in_the_labels_are_printed_on_the_board(drawn):
    state = busy_state(4)
    state.turn.stack.append(Merchant())
    towns = {t for label in labels(state) for t in re.findall(r"Town \d [↘↙↖↗]", label)}
    assert len(towns) == 4  # the merchant's town and the three it may be paid on to
    draw_board(state, EN)
    assert towns <= set(drawn)
    assert "Town 1 ↘" in drawn  # numbered from the merchant's first town, the arrow its corner


def test_worship_boxes_in_the_labels_are_printed_in_their_boxes(drawn):
    state = busy_state(4)
    ends = list(range(16))
    state.turn.stack.append(Chain(k=1, ends=ends))
    names = [re.match(r"End the chain on box (\w\d):", label) for label in labels(state)]
    assert all(names)
    draw_board(state, EN)
    printed = {box_label(components(), box) for box in ends}
    assert {m.group(1) for m in names if m} == printed
    assert printed <= set(drawn)


def test_the_chart_and_the_final_post_name_the_categories_alike(drawn):
    state = busy_state(3)
    state.over = True
    draw_score_chart(state, EN)
    post = [name for name, _ in ROUND_HOUSE.outcome(state).scores[0].categories]
    assert post == [score_category(EN, key) for key in SCORE_KEYS]
    assert set(post) <= set(drawn)
    assert "assistant track" not in drawn and "play" not in post  # the old, differing names


def test_rooms_and_tiles_carry_the_panels_names_in_the_picture():
    """The picture may drop " Room" or " Place" where space is short; no other difference."""
    c = components()
    for seed in range(12):
        state = rh_engine.new_game(["Ann", "Bo", "Cy"], seed)
        for space in [f"I{i}" for i in range(6)] + [f"O{i}" for i in range(6)]:
            full = rh_engine.space_name(words_for(ENGLISH), state, space)
            short = room_short(EN, space, state.board.tiles)
            assert short in (full, full.replace(" Room", ""), full.replace(" Place", "")), full
    for code, market in MARKETS.items():
        name = c.room(market).name if market == "selling_market" else c.tile(market).name
        assert market_name(EN, code) == name
