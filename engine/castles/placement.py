"""Where a tile may go in a castle (the placement rules of the excerpt, "Room Placement").

A spot is legal when the new room
- overlaps no room;
- touches no fence, and its own fence (an Outdoor room's) touches no room;
- links at least one of its doors to an open doorway of the castle, door to door on the same
  cell edge and on the same level (so Downstairs rooms link only to Downstairs rooms, the
  bottom of stairs or a downstairs hallway);
- leaves the castle at least one external entrance (a door leading to an empty cell).

Candidates are generated from the castle's open doorways: for each, every door of the tile
that can face it (opposite side, same level) in each distinct rotation fixes a position.
`spots` evaluates them all; `placeable` stops at the first legal one.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .castle import Castle
from .geometry import STEP, Orientation, cell, unpack
from .tiles import entries, turn


@dataclass(frozen=True, slots=True)
class Spot:
    """A legal position of a tile and what it would do to the castle.

    `links`: the rooms its doors would join; `touches`: the rooms its outline would touch
    (the linked ones among them); `completes`: older rooms it would complete; `complete`:
    whether the new room would be complete at once; `entrances`: the castle's external
    entrances afterwards; `joins`: the open doorways it would use, as packed door edges.
    """

    tile: str
    x: int
    y: int
    rot: int
    links: tuple[int, ...]
    touches: tuple[int, ...]
    completes: tuple[int, ...]
    complete: bool
    entrances: int
    joins: tuple[int, ...]


def _candidates(castle: Castle, tile_id: str) -> Iterator[tuple[Orientation, int]]:
    """(rotation, position cell) pairs that put a door of the tile on an open doorway, each
    once, in a fixed order (doorways in placement order, then the tile's rotations)."""
    table = entries(tile_id)
    doors = castle.doors
    seen: set[tuple[int, int]] = set()
    for edge in castle.open:
        c, d = divmod(edge, 4)
        target = c + STEP[d]
        for o, door_cell in table.get(((d + 2) % 4, doors[edge][1]), ()):
            at = target - door_cell
            key = (o.rot, at)
            if key not in seen:
                seen.add(key)
                yield o, at


def evaluate(castle: Castle, tile_id: str, o: Orientation, at: int) -> Spot | None:
    """The spot of tile `tile_id` turned `o` at packed cell `at`, or None if illegal."""
    occ = castle.occ
    for off in o.cells:
        if at + off in occ:
            return None
    base = at * 4
    fences, outline = castle.fences, castle.outline
    if fences:
        for f in o.outline_facing:
            if base + f in fences:
                return None
    for f in o.fence_facing:
        if base + f in outline:
            return None
    doors = castle.doors
    links: set[int] = set()
    joined: dict[int, int] = {}  # castle door edge -> its room, for each door linked
    new_open = 0
    for d in o.doors:
        other = doors.get(base + d.facing)
        if other is not None and other[1] == d.down:
            links.add(other[0])
            joined[base + d.facing] = other[0]
        elif at + d.target not in occ:
            new_open += 1
    if not links:
        return None
    return _finish(castle, tile_id, o, at, links, joined, new_open)


def _finish(
    castle: Castle,
    tile_id: str,
    o: Orientation,
    at: int,
    links: set[int],
    joined: dict[int, int],
    new_open: int,
) -> Spot | None:
    """The rest of `evaluate` once the spot links: entrances left, completions, touches."""
    base = at * 4
    opened = castle.open
    closed = 0
    linked_doors: dict[int, int] = {}  # older room -> how many of its open doors get linked
    blocked: set[int] = set()
    for f in o.boundary_facing:
        r = opened.get(base + f)
        if r is not None:
            closed += 1
            if base + f in joined:
                linked_doors[r] = linked_doors.get(r, 0) + 1
            else:
                blocked.add(r)
    entrances = len(opened) - closed + new_open
    if entrances < 1:
        return None
    completes = tuple(
        r
        for r in sorted(linked_doors)
        if r not in blocked
        and not castle.blocked[r]
        and not castle.complete[r]
        and castle.pending[r] == linked_doors[r]
    )
    outline = castle.outline
    touches = {outline[base + f] for f in o.outline_facing if base + f in outline}
    x, y = unpack(at)
    return Spot(
        tile_id,
        x,
        y,
        o.rot,
        tuple(sorted(links)),
        tuple(sorted(touches)),
        completes,
        len(joined) == len(o.doors),
        entrances,
        tuple(sorted(joined)),
    )


def spots(castle: Castle, tile_id: str) -> list[Spot]:
    """Every legal spot of the tile, in candidate order (see `_candidates`)."""
    out = []
    for o, at in _candidates(castle, tile_id):
        spot = evaluate(castle, tile_id, o, at)
        if spot is not None:
            out.append(spot)
    return out


def placeable(castle: Castle, tile_id: str) -> bool:
    """Whether the tile has at least one legal spot (a room with none cannot be bought)."""
    return any(evaluate(castle, tile_id, o, at) for o, at in _candidates(castle, tile_id))


def spot_at(castle: Castle, tile_id: str, x: int, y: int, rot: int) -> Spot | None:
    """The spot at that position and rotation if it is legal, else None (`rot` not one of the
    tile's distinct rotations included). A legal spot links a door to an open doorway, so it
    is one of `spots`; only this one is evaluated."""
    o = turn(tile_id, rot)
    return None if o is None else evaluate(castle, tile_id, o, cell(x, y))
