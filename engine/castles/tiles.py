"""Each tile's distinct rotations on the grid (engine/castles/geometry.py), built once from
the data, what placement needs to find the spots that join a given doorway, and the tiles of
the supply."""

from __future__ import annotations

from functools import cache

from .content import Tile, content
from .geometry import Orientation, orientations

SPECIALS = ("stairs", "hallway", "lower_hallway")  # the supply's tiles, in the order offered


def tile(tile_id: str) -> Tile:
    """A tile's data by id (KeyError if unknown)."""
    return content().tiles[tile_id]


@cache
def turns(tile_id: str) -> tuple[Orientation, ...]:
    """The tile's distinct rotations (lowest `rot` first)."""
    t = tile(tile_id)
    shape = content().shape(tile_id)
    doors = [(name, name in t.down_doors) for name in t.doors]
    return orientations(shape.kind, shape.width, shape.height, doors, t.type == "outdoor")


@cache
def turn(tile_id: str, rot: int) -> Orientation | None:
    """The tile turned `rot` × 90° if that rotation is one of its distinct ones, else None."""
    return next((o for o in turns(tile_id) if o.rot == rot), None)


@cache
def entries(tile_id: str) -> dict[tuple[int, bool], tuple[tuple[Orientation, int], ...]]:
    """(side, downstairs) -> the (rotation, door cell offset) pairs of the tile's doors on that
    side and level: the doors that can meet a castle doorway facing the opposite way."""
    out: dict[tuple[int, bool], list[tuple[Orientation, int]]] = {}
    for o in turns(tile_id):
        for door in o.doors:
            out.setdefault((door.dir, door.down), []).append((o, door.cell))
    return {key: tuple(value) for key, value in out.items()}
