"""A slow, plain reference of the placement and scoring rules for cross-checking the engine:
cells and edges as (x, y) tuples, every rule re-derived from the shapes' printed notation
(engine/castles/geometry.py gives only the shapes in their printed orientation)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.castles.castle import Room
from engine.castles.content import content
from engine.castles.geometry import DX, DY, box_cells, door_edge, fence_edges, outline
from engine.castles.tiles import turns

Edge = tuple[int, int, int]
Spot = tuple[int, int, int]  # (x, y, rot)


@dataclass
class Geo:
    cells: set[tuple[int, int]]
    outline: set[Edge]
    fence: set[Edge]
    doors: dict[Edge, bool]  # absolute door edge -> downstairs


def _turn_once(e: Edge, h: int) -> Edge:
    x, y, d = e
    return (h - 1 - y, x, (d + 1) % 4)


def geo(tile_id: str, x: int, y: int, rot: int) -> Geo:
    c = content()
    t = c.tiles[tile_id]
    s = c.shape(tile_id)
    w, h = s.width, s.height
    cells = [(cx, cy, 0) for cx, cy in box_cells(s.kind, w, h)]
    line = list(outline(s.kind, w, h))
    fence = list(fence_edges(s.kind, w, h)) if t.type == "outdoor" else []
    doors = [(door_edge(s.kind, w, h, d), d in t.down_doors) for d in t.doors]
    for _ in range(rot):
        cells = [_turn_once(e, h) for e in cells]
        line = [_turn_once(e, h) for e in line]
        fence = [_turn_once(e, h) for e in fence]
        doors = [(_turn_once(e, h), down) for e, down in doors]
        w, h = h, w

    def at(e: Edge) -> Edge:
        return (e[0] + x, e[1] + y, e[2])

    return Geo(
        {(cx + x, cy + y) for cx, cy, _ in cells},
        {at(e) for e in line},
        {at(e) for e in fence},
        {at(e): down for e, down in doors},
    )


def geos(rooms: list[Room]) -> list[Geo]:
    return [geo(r.tile, r.x, r.y, r.rot) for r in rooms]


def facing(e: Edge) -> Edge:
    x, y, d = e
    return (x + DX[d], y + DY[d], (d + 2) % 4)


def touching(a: Geo, b: Geo) -> bool:
    return any(facing(e) in b.outline for e in a.outline)


def linked(a: Geo, b: Geo) -> bool:
    return any(facing(e) in b.doors and b.doors[facing(e)] == down for e, down in a.doors.items())


def entrances(geos: list[Geo]) -> int:
    occupied = set().union(*(g.cells for g in geos))
    return sum(1 for g in geos for (x, y, d) in g.doors if (x + DX[d], y + DY[d]) not in occupied)


def legal(geos: list[Geo], new: Geo) -> bool:
    if any(new.cells & g.cells for g in geos):
        return False
    for g in geos:
        if any(facing(e) in g.fence for e in new.outline):
            return False
        if any(facing(e) in g.outline for e in new.fence):
            return False
    if not any(linked(new, g) for g in geos):
        return False
    return entrances([*geos, new]) >= 1


def window(rooms: list[Room], tile_id: str) -> list[Spot]:
    """Every position of the tile's distinct rotations up to 8 cells beyond the rooms' boxes'
    corners: wider than any spot joining them can be."""
    xs, ys = [r.x for r in rooms], [r.y for r in rooms]
    return [
        (x, y, o.rot)
        for o in turns(tile_id)
        for x in range(min(xs) - 8, max(xs) + 9)
        for y in range(min(ys) - 8, max(ys) + 9)
    ]


def legal_spots(rooms: list[Room], tile_id: str) -> set[Spot]:
    """The tile's legal spots beside these rooms, each position of the window tried."""
    placed = geos(rooms)
    return {(x, y, r) for x, y, r in window(rooms, tile_id) if legal(placed, geo(tile_id, x, y, r))}


def complete(geos: list[Geo], i: int) -> bool:
    g = geos[i]
    others = [o for j, o in enumerate(geos) if j != i]
    return all(
        any(facing(e) in o.doors and o.doors[facing(e)] == down for o in others)
        for e, down in g.doors.items()
    )


def placement_points(tiles: list[str], geos: list[Geo], new_tile: str, new: Geo) -> int:
    """The printed scoring of a placement (without completion rewards)."""
    c = content()
    t = c.tiles[new_tile]
    kinds = [c.tiles[x] for x in tiles]
    pts = t.points
    linked_to = [k for k, g in zip(kinds, geos, strict=True) if linked(new, g)]
    touch = [k for k, g in zip(kinds, geos, strict=True) if touching(new, g)]
    if t.type == "activity":
        pts += t.bonus_points * sum(1 for k in touch if k.type in t.bonus_per)
    elif t.type == "downstairs":
        pts += t.bonus_points * sum(1 for k in kinds if k.type in t.bonus_per)
    else:
        pts += t.bonus_points * sum(1 for k in linked_to if k.type in t.bonus_per)
    for k in linked_to:
        if k.type not in ("activity", "downstairs") and t.type in k.bonus_per:
            pts += k.bonus_points
    for k in touch:
        if k.type == "activity" and t.type in k.bonus_per:
            pts += k.bonus_points
    for k in kinds:
        if k.type == "downstairs" and t.type in k.bonus_per:
            pts += k.bonus_points
    return pts
