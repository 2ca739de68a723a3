"""Each tile's drawing in grid units, per rotation: the cells it fills, its outline (a
polygon, or a circle), its doors and fence edges, and the rectangle its label goes in. Read
from the engine's rotations (engine/castles/tiles.py), so the picture turns rooms exactly as
the rules do."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from engine.castles.content import content
from engine.castles.geometry import DX, DY, ROW
from engine.castles.tiles import tile, turn

Point = tuple[float, float]
BAND = math.radians(27)  # a circle's label band: its corners on the circle, 27° up
Rect = tuple[float, float, float, float]  # x0, y0, x1, y1 in cells, from the room's corner


@dataclass(frozen=True)
class Shape:
    """A tile turned `rot`: `kind` (rect, l, circle, octagon), its box, cells, outline
    polygon (corners in cells; a circle's is its box), an L's wall edges as (x, y, side),
    doors as (x, y, side, downstairs), fence edges as (x, y, side), and the rectangles
    its label may go in, best first."""

    tile: str
    rot: int
    kind: str
    w: int
    h: int
    cells: frozenset[tuple[int, int]]
    polygon: tuple[Point, ...]
    walls: tuple[tuple[int, int, int], ...]
    doors: tuple[tuple[int, int, int, bool], ...]
    fences: tuple[tuple[int, int, int], ...]
    labels: tuple[Rect, ...]


def _xy(offset: int) -> tuple[int, int]:
    x, y = divmod(offset, ROW)
    return x, y


@cache
def shape(tile_id: str, rot: int) -> Shape:
    """The drawing of `tile_id` turned `rot` (ValueError if not one of its rotations)."""
    o = turn(tile_id, rot)
    if o is None:
        raise ValueError(f"{tile_id} has no distinct rotation {rot}")
    kind = content().shape(tile_id).kind
    cells = frozenset(_xy(c) for c in o.cells)
    doors = tuple((*_xy(d.cell), d.dir, d.down) for d in o.doors)
    fences = tuple((*_xy(e // 4), e % 4) for e in o.fences)
    w, h = o.width, o.height
    walls = (
        tuple(
            sorted(
                (x, y, d) for x, y in cells for d in range(4) if (x + DX[d], y + DY[d]) not in cells
            )
        )
        if kind == "l"
        else ()
    )
    return Shape(
        tile_id,
        rot,
        kind,
        w,
        h,
        cells,
        _polygon(kind, w, h),
        walls,
        doors,
        fences,
        _labels(kind, w, h, cells),
    )


def _polygon(kind: str, w: int, h: int) -> tuple[Point, ...]:
    """The outline's corners of an octagon or a rectangle (a circle is its box's ellipse; an
    L is drawn cell by cell, its walls from `boundary`)."""
    if kind == "octagon":
        return ((1, 0), (w - 1, 0), (w, 1), (w, h - 1), (w - 1, h), (1, h), (0, h - 1), (0, 1))
    return ((0, 0), (w, 0), (w, h), (0, h))


def _labels(kind: str, w: int, h: int, cells: frozenset[tuple[int, int]]) -> tuple[Rect, ...]:
    """Where the name may go: a circle's widest band (two lines) then its inscribed square,
    an octagon's box within its chamfers, the widest rectangle of an L's cells, a
    rectangle's whole box."""
    if kind == "circle":
        r = w / 2
        band = (
            r - r * math.cos(BAND),
            r - r * math.sin(BAND),
            r + r * math.cos(BAND),
            r + r * math.sin(BAND),
        )
        inset = r * (1 - 1 / math.sqrt(2))
        return band, (inset, inset, w - inset, h - inset)
    if kind == "octagon":
        return ((0.35, 0.35, w - 0.35, h - 0.35),)
    if kind == "l":
        return (max(_rects(w, h, cells), key=_area),)
    return ((0, 0, w, h),)


def _area(r: Rect) -> tuple[float, float]:
    """A rectangle's area, then its width (text is wide)."""
    return (r[2] - r[0]) * (r[3] - r[1]), r[2] - r[0]


def _rects(w: int, h: int, cells: frozenset[tuple[int, int]]) -> list[Rect]:
    out: list[Rect] = []
    for x0 in range(w):
        for y0 in range(h):
            for x1 in range(x0 + 1, w + 1):
                for y1 in range(y0 + 1, h + 1):
                    if all((x, y) in cells for x in range(x0, x1) for y in range(y0, y1)):
                        out.append((x0, y0, x1, y1))
    return out


@cache
def name(tile_id: str) -> str:
    """A tile's English name (the data file's)."""
    return content().name(tile_id)


def room_type(tile_id: str) -> str:
    return tile(tile_id).type
