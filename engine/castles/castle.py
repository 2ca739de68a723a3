"""One player's castle as an index over the grid: who fills each cell, where the outlines,
fences and doors are, which rooms are linked through a doorway, and which are complete.

Only the list of placed rooms (`Room`) is saved; `Castle.build(rooms)` rebuilds the rest.
`add` places a room without checking it (engine/castles/placement.py decides what is legal)
and reports what the placement changed. A door is *open* while the cell it leads to is empty
(an external entrance), *linked* when it meets a door of the same level on the same cell edge,
and *blocked* otherwise (a wall, or a door of the other level). A room is complete when all its
doors are linked; a blocked door means it never will be.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .content import Tile
from .geometry import cell, unpack
from .tiles import tile, turn


@dataclass(frozen=True, slots=True)
class Room:
    """A placed tile: its id, the top-left cell of its rotated box, and its rotation."""

    tile: str
    x: int
    y: int
    rot: int


@dataclass(frozen=True, slots=True)
class Added:
    """What `Castle.add` changed: the new room's index, the rooms it links to, and every room
    completed by it (the new one first if complete, then the older ones in placement order)."""

    index: int
    links: tuple[int, ...]
    completed: tuple[int, ...]


@dataclass
class Castle:
    """The index of one castle (see the module doc). Copy it with `copy`, never share it."""

    rooms: list[Room] = field(default_factory=list)
    occ: dict[int, int] = field(default_factory=dict)  # cell -> room
    outline: dict[int, int] = field(default_factory=dict)  # outline edge -> room
    fences: set[int] = field(default_factory=set)  # fence edges
    doors: dict[int, tuple[int, bool]] = field(default_factory=dict)  # edge -> (room, down)
    open: dict[int, int] = field(default_factory=dict)  # open door edge -> room
    links: list[set[int]] = field(default_factory=list)  # room -> rooms linked to it
    pending: list[int] = field(default_factory=list)  # room -> its open doors
    blocked: list[bool] = field(default_factory=list)  # room -> a door is blocked
    complete: list[bool] = field(default_factory=list)
    kinds: list[Tile] = field(default_factory=list)  # room -> its tile's data

    @classmethod
    def build(cls, rooms: list[Room]) -> Castle:
        castle = cls()
        for room in rooms:
            castle.add(room)
        return castle

    def copy(self) -> Castle:
        return Castle(
            self.rooms[:],
            dict(self.occ),
            dict(self.outline),
            set(self.fences),
            dict(self.doors),
            dict(self.open),
            [set(s) for s in self.links],
            self.pending[:],
            self.blocked[:],
            self.complete[:],
            self.kinds[:],
        )

    def add(self, room: Room) -> Added:
        """Place `room` (no legality check) and report the links and completions it makes."""
        o = turn(room.tile, room.rot)
        if o is None:
            raise ValueError(f"{room.tile} has no distinct rotation {room.rot}")
        at = cell(room.x, room.y)
        base = at * 4
        idx = len(self.rooms)
        occ, doors, opened = self.occ, self.doors, self.open
        self.rooms.append(room)
        self.kinds.append(tile(room.tile))
        self.links.append(set())
        self.blocked.append(False)
        self.complete.append(False)
        meets = {base + d.facing: d.down for d in o.doors}  # the edges our doors meet
        touched: list[int] = []
        for f in o.boundary_facing:  # older doors leading into the new room: linked or blocked
            r = opened.pop(base + f, None)
            if r is not None:
                touched.append(r)
                self.pending[r] -= 1
                if meets.get(base + f) != doors[base + f][1]:
                    self.blocked[r] = True
        for off in o.cells:
            occ[at + off] = idx
        for e in o.outline:
            self.outline[base + e] = idx
        for e in o.fences:
            self.fences.add(base + e)
        pending = 0
        for d in o.doors:
            other = doors.get(base + d.facing)
            doors[base + d.edge] = (idx, d.down)
            if at + d.target not in occ:
                opened[base + d.edge] = idx
                pending += 1
            elif other is not None and other[1] == d.down:
                r = other[0]
                self.links[idx].add(r)
                self.links[r].add(idx)
            else:
                self.blocked[idx] = True
        self.pending.append(pending)
        return Added(idx, tuple(sorted(self.links[idx])), self._completions(idx, touched))

    def _completions(self, idx: int, touched: list[int]) -> tuple[int, ...]:
        done = []
        for r in [idx, *sorted(set(touched))]:
            if not self.complete[r] and not self.blocked[r] and self.pending[r] == 0:
                self.complete[r] = True
                done.append(r)
        return tuple(done)

    # ------------------------------------------------------------------ reading

    def tile_of(self, r: int) -> str:
        return self.rooms[r].tile

    def touching(self, r: int) -> set[int]:
        """The rooms whose outline touches room r's (a doorway is not needed)."""
        room = self.rooms[r]
        o = turn(room.tile, room.rot)
        assert o is not None
        base = cell(room.x, room.y) * 4
        outline = self.outline
        return {outline[base + f] for f in o.outline_facing if base + f in outline}

    def entrances(self) -> int:
        """External entrances: doors leading to an empty cell."""
        return len(self.open)

    def doorways(self) -> list[tuple[int, int, int]]:
        """The open doors as (x, y, side) of the door's cell, in reading order (top to bottom,
        left to right): the order in which a picture letters them A, B, C, ..."""
        out = []
        for e in self.open:
            c, d = divmod(e, 4)
            x, y = unpack(c)
            out.append((x, y, d))
        return sorted(out, key=lambda t: (t[1], t[0], t[2]))

    def count(self, types: frozenset[str]) -> int:
        """How many rooms of these types the castle holds."""
        return sum(1 for t in self.kinds if t.type in types)
