"""The static layer is built once per game layout and never drawn on."""

from __future__ import annotations

from PIL import ImageChops

from render.roundhouse.board import draw_board, static_layer
from render.roundhouse.samples import busy_state


def test_static_layer_is_cached_and_left_untouched() -> None:
    s = busy_state(4)
    key = (tuple(s.board.tiles), s.board.end_space, s.setup.rules)
    layer = static_layer(*key)
    pristine = layer.copy()
    draw_board(s)
    draw_board(busy_state(4, seed=7))
    assert static_layer(*key) is layer
    assert ImageChops.difference(layer, pristine).getbbox() is None


def test_a_different_tile_layout_gets_its_own_layer() -> None:
    s = busy_state(4)
    other = list(reversed(s.board.tiles))
    assert static_layer(tuple(other), s.board.end_space) is not static_layer(
        tuple(s.board.tiles), s.board.end_space
    )
