"""A game's picture shows the tiles as printed for its own rules version: the balance revision
of version 2 (games/roundhouse/docs/rules.md §16) cheapened three tiles, and a version-1 game keeps
its costs."""

from __future__ import annotations

from PIL import ImageChops

from games.roundhouse.pictures import geometry as g
from games.roundhouse.pictures import house
from games.roundhouse.pictures.board import draw_board, static_layer
from games.roundhouse.pictures.samples import busy_state
from locales.words import ENGLISH, words_for

EN = words_for(ENGLISH)

CHEAPENED = ("trading_post", "meeting_small", "warehouse")


def coins(tile_id: str, rules: int) -> list[str]:
    return [v for row in house.tile_lines(EN, tile_id, rules) for kind, v in row if kind == "coin"]


def test_the_tiles_costs_are_the_versions():
    assert coins("trading_post", 1) == ["1", "2", "3", "4"]
    assert coins("trading_post", 2) == ["0", "1", "2", "3"]
    for tile_id in ("meeting_small", "warehouse"):
        assert (coins(tile_id, 1), coins(tile_id, 2)) == (["1", "2", "3"], ["0", "1", "2"])
    assert coins("meeting_large", 1) == coins("meeting_large", 2) == ["0", "1", "2"]


def test_a_version_1_board_differs_from_version_2_only_on_the_cheapened_tiles():
    old, new = busy_state(2), busy_state(2)
    old.setup.rules = 1
    tiles = new.board.tiles
    assert set(CHEAPENED) <= set(tiles)
    assert static_layer("en", tuple(tiles), new.board.end_space, 1) is not static_layer(
        "en", tuple(tiles), new.board.end_space, 2
    )
    diff = ImageChops.difference(draw_board(old, EN), draw_board(new, EN))
    assert diff.getbbox() is not None
    for i, tile_id in enumerate(tiles):
        x0, y0, x1, y1 = g.OUTER_CELLS[f"O{i}"]
        changed = diff.crop((x0, y0, x1, y1)).getbbox() is not None
        assert changed == (tile_id in CHEAPENED), tile_id
        diff.paste((0, 0, 0), (x0, y0, x1, y1))
    assert diff.getbbox() is None  # nothing else in the picture changed
