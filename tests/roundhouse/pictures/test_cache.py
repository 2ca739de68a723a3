"""The static layer is built once per game layout and never drawn on."""

from __future__ import annotations

from PIL import ImageChops

from games.roundhouse.pictures.board import draw_board, static_layer
from games.roundhouse.pictures.samples import busy_state
from locales.words import ENGLISH, words_for

EN = words_for(ENGLISH)


def test_static_layer_is_cached_and_left_untouched() -> None:
    s = busy_state(4)
    key = ("en", tuple(s.board.tiles), s.board.end_space, s.setup.rules)
    layer = static_layer(*key)
    pristine = layer.copy()
    draw_board(s, EN)
    draw_board(busy_state(4, seed=7), EN)
    assert static_layer(*key) is layer
    assert ImageChops.difference(layer, pristine).getbbox() is None


def test_a_different_tile_layout_gets_its_own_layer() -> None:
    s = busy_state(4)
    other = list(reversed(s.board.tiles))
    assert static_layer("en", tuple(other), s.board.end_space) is not static_layer(
        "en", tuple(s.board.tiles), s.board.end_space
    )


def test_each_language_gets_its_own_layer() -> None:
    s = busy_state(4)
    key = (tuple(s.board.tiles), s.board.end_space, s.setup.rules)
    assert static_layer("zh-TW", *key) is not static_layer("en", *key)
