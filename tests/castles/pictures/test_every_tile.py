"""Every tile of the data file (the 75 rooms, the Foyer, the stairs and both hallway sides)
drawn at every one of its distinct rotations: its body in its type's colour, each door an
opening in the wall, an Outdoor room's fence, its label; and its preview in a small castle."""

from __future__ import annotations

import pytest

from engine.castles.castle import Castle, Room
from engine.castles.content import content
from engine.castles.tiles import turns
from games.castles.pictures import style
from games.castles.pictures.blocks import castle_block
from games.castles.pictures.canvas import Canvas
from games.castles.pictures.castle_draw import door_box
from games.castles.pictures.frames import whole
from games.castles.pictures.labels import UNLABELLED
from games.castles.pictures.preview_pic import draw_preview
from games.castles.pictures.shapes import name, shape
from tests.castles.pictures.samples import EN, with_castles

TILES = list(content().tiles)
TURNED = [(t, o.rot) for t in TILES for o in turns(t)]


def test_the_fixture_holds_every_tile() -> None:
    assert len(content().rooms) == 75
    assert set(content().rooms) < {t for t, _ in TURNED}
    assert {t for t, _ in TURNED} == set(TILES)


@pytest.fixture(params=TURNED, ids=[f"{t}-{r}" for t, r in TURNED])
def turned(request: pytest.FixtureRequest) -> tuple[str, int]:
    """A tile id and one of its distinct rotations."""
    return request.param


def test_a_tile_is_drawn_at_each_rotation(turned: tuple[str, int]) -> None:
    tile_id, rot = turned
    castle = Castle.build([Room(tile_id, 0, 0, rot)])
    window = whole(castle, style.WIDTH - 2 * style.MARGIN)
    cv = Canvas.new(window.size[1])
    _, frame, _ = castle_block(EN, cv, castle, window, 0)
    t = content().tiles[tile_id]
    colors = {c for _, c in cv.im.getcolors(1 << 20) or []}
    body = style.fill("downstairs" if tile_id == "lower_hallway" else t.type)
    assert body in colors or tile_id == "stairs", "the type's colour is missing"
    for x, y, side, _ in shape(tile_id, rot).doors:
        x0, y0, x1, y1 = door_box(x, y, side, frame, 2)
        assert cv.im.getpixel(((x0 + x1) // 2, (y0 + y1) // 2)) != style.WALL, (x, y, side)
    if t.type == "outdoor":
        assert style.FENCE in colors, "no fence"
    if tile_id not in UNLABELLED:
        first = name(tile_id).split()[0]
        drawn = " ".join(tb.text for tb in cv.texts)
        assert first in drawn or tile_id == "foyer", drawn
    assert cv.smallest_text() >= style.MIN_TEXT or not cv.texts


@pytest.mark.parametrize("tile_id", TILES[1:])
def test_every_tiles_preview_draws(tile_id: str) -> None:
    state = with_castles(2, {})
    cv = draw_preview(EN, state, 0, tile_id)
    assert cv.im.width == style.WIDTH
    assert cv.smallest_text() >= style.MIN_TEXT
