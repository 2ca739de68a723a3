"""The 5-foot grid: cells, edges, shapes, doors and the four rotations of a tile.

Coordinates: x grows to the right, y downwards; a tile's position is the top-left cell of its
(rotated) bounding box. Directions N, E, S, W are 0..3; a rotation `r` turns a tile r × 90°
clockwise. For speed a cell is packed into one int (`cell(x, y)`) and an edge of a cell, the
side `d` of cell `c`, into `c * 4 + d`; a tile's cells and edges are then offsets added to its
position's key. The edge facing edge `e` (the same line seen from the neighbouring cell) is its
`mirror`.

Shapes (components §1): a tile fills its whole bounding box (except the L tile's missing
corner), but only its *outline* touches a neighbour: every boundary edge of a rectangle or the
L, each side's midpoint of a circle, the straight part of each side of an octagon. Doors sit on
the outline; an Outdoor tile's fence is its outline along the top side.
"""

from __future__ import annotations

from dataclasses import dataclass

N, E, S, W = 0, 1, 2, 3
DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)
ROW = 4096  # packed cells: x * ROW + y, both offset by ORIGIN
ORIGIN = 2048
STEP = (-1, ROW, 1, -ROW)  # the packed offset of the neighbouring cell in each direction
Edge = tuple[int, int, int]  # (x, y, direction) in a tile's own box


def cell(x: int, y: int) -> int:
    """The packed key of cell (x, y)."""
    return (x + ORIGIN) * ROW + (y + ORIGIN)


def unpack(key: int) -> tuple[int, int]:
    """Cell (x, y) of a packed cell key."""
    x, y = divmod(key, ROW)
    return x - ORIGIN, y - ORIGIN


def mirror(edge: int) -> int:
    """The packed edge facing `edge` from the neighbouring cell."""
    c, d = divmod(edge, 4)
    return (c + STEP[d]) * 4 + (d + 2) % 4


def box_cells(kind: str, w: int, h: int) -> list[tuple[int, int]]:
    """The cells a shape fills, in its printed orientation."""
    return [(x, y) for x in range(w) for y in range(h) if not (kind == "l" and x >= 2 and y <= 1)]


def boundary(kind: str, w: int, h: int) -> set[Edge]:
    """Every edge between a cell of the shape and a cell outside it."""
    cells = set(box_cells(kind, w, h))
    return {(x, y, d) for x, y in cells for d in range(4) if (x + DX[d], y + DY[d]) not in cells}


def outline(kind: str, w: int, h: int) -> set[Edge]:
    """The boundary edges where the printed tile's edge lies (what touches a neighbour)."""
    if kind in ("rect", "l"):
        return boundary(kind, w, h)
    if kind == "circle":
        m = w // 2
        return {(m, 0, N), (w - 1, m, E), (m, h - 1, S), (0, m, W)}
    return (
        {(x, 0, N) for x in range(1, w - 1)}
        | {(x, h - 1, S) for x in range(1, w - 1)}
        | {(0, y, W) for y in range(1, h - 1)}
        | {(w - 1, y, E) for y in range(1, h - 1)}
    )


def fence_edges(kind: str, w: int, h: int) -> set[Edge]:
    """An Outdoor tile's fence: its outline along the top (components §1)."""
    return {e for e in outline(kind, w, h) if e[2] == N}


def door_edge(kind: str, w: int, h: int, door: str) -> Edge:
    """The edge of a door in the components file's notation ("T2", "R1", ...); ValueError if
    the shape has no such door."""
    side, number = door[:1], door[1:]
    if side not in "TRBL" or not side or not number.isdigit() or int(number) < 1:
        raise ValueError(f"door {door!r}: not a side and a number")
    i = int(number)
    edge = _door_edge(kind, w, h, side, i)
    if edge is None or edge not in outline(kind, w, h):
        raise ValueError(f"door {door!r}: no such door on a {kind} {w}×{h}")
    return edge


def _door_edge(kind: str, w: int, h: int, side: str, i: int) -> Edge | None:
    if kind == "circle":
        m = w // 2
        at = {"T": (m, 0, N), "R": (w - 1, m, E), "B": (m, h - 1, S), "L": (0, m, W)}
        return at[side] if i == 1 else None
    if kind == "l":  # T1–2 outer top, T3–4 inner top; R1–2 inner right, R3–4 outer right
        if side == "T":
            return (i - 1, 0 if i <= 2 else 2, N) if i <= 4 else None
        if side == "R":
            return (1 if i <= 2 else 3, i - 1, E) if i <= 4 else None
    shift = 1 if kind == "octagon" else 0  # an octagon counts its straight part only
    if side in "TB":
        x, y, d = i - 1 + shift, 0 if side == "T" else h - 1, N if side == "T" else S
        return (x, y, d) if x < w - shift else None
    x, y, d = 0 if side == "L" else w - 1, i - 1 + shift, W if side == "L" else E
    return (x, y, d) if y < h - shift else None


@dataclass(frozen=True, slots=True)
class Door:
    """A door of an oriented tile: its edge and the facing edge (offsets from the position's
    edge base, `cell(x, y) * 4`), the cell it leads to (an offset from the position's cell),
    its level and its printed name."""

    edge: int
    facing: int
    target: int
    down: bool
    name: str
    cell: int  # the offset of the door's own cell
    dir: int  # the side of that cell it is on


@dataclass(frozen=True, slots=True)
class Orientation:
    """A tile turned `rot` × 90° clockwise, as offsets from its position (see the module doc).

    `cells` are cell offsets; `outline`, `fences` are edge offsets; `outline_facing`,
    `boundary_facing` and `fence_facing` the offsets of the edges facing them from outside.
    """

    rot: int
    width: int
    height: int
    cells: tuple[int, ...]
    outline: tuple[int, ...]
    outline_facing: tuple[int, ...]
    boundary_facing: tuple[int, ...]
    fences: tuple[int, ...]
    fence_facing: tuple[int, ...]
    doors: tuple[Door, ...]


def _turn(e: Edge, h: int) -> Edge:
    """An edge of a w×h box turned 90° clockwise (into the h×w box)."""
    x, y, d = e
    return (h - 1 - y, x, (d + 1) % 4)


def _offset(x: int, y: int) -> int:
    return x * ROW + y


def _edge_offset(e: Edge) -> int:
    return _offset(e[0], e[1]) * 4 + e[2]


def _facing_offset(e: Edge) -> int:
    x, y, d = e
    return _offset(x + DX[d], y + DY[d]) * 4 + (d + 2) % 4


def orientations(
    kind: str, w: int, h: int, doors: list[tuple[str, bool]], fenced: bool
) -> tuple[Orientation, ...]:
    """The distinct rotations of a tile (the lowest `rot` of each set of identical ones);
    `doors` are (printed name, downstairs) pairs."""
    cells = box_cells(kind, w, h)
    bound, line = boundary(kind, w, h), outline(kind, w, h)
    fence = fence_edges(kind, w, h) if fenced else set()
    door_edges = [(door_edge(kind, w, h, name), name, down) for name, down in doors]
    out: list[Orientation] = []
    seen: set[tuple[object, ...]] = set()
    bw, bh = w, h
    for rot in range(4):
        key = (
            bw,
            bh,
            frozenset(cells),
            frozenset(line),
            frozenset(fence),
            frozenset((e, down) for e, _, down in door_edges),
        )
        if key not in seen:
            seen.add(key)
            out.append(_oriented(rot, bw, bh, cells, bound, line, fence, door_edges))
        cells = [(bh - 1 - y, x) for x, y in cells]
        bound = {_turn(e, bh) for e in bound}
        line = {_turn(e, bh) for e in line}
        fence = {_turn(e, bh) for e in fence}
        door_edges = [(_turn(e, bh), name, down) for e, name, down in door_edges]
        bw, bh = bh, bw
    return tuple(out)


def _oriented(
    rot: int,
    w: int,
    h: int,
    cells: list[tuple[int, int]],
    bound: set[Edge],
    line: set[Edge],
    fence: set[Edge],
    doors: list[tuple[Edge, str, bool]],
) -> Orientation:
    return Orientation(
        rot=rot,
        width=w,
        height=h,
        cells=tuple(_offset(x, y) for x, y in sorted(cells)),
        outline=tuple(_edge_offset(e) for e in sorted(line)),
        outline_facing=tuple(_facing_offset(e) for e in sorted(line)),
        boundary_facing=tuple(_facing_offset(e) for e in sorted(bound)),
        fences=tuple(_edge_offset(e) for e in sorted(fence)),
        fence_facing=tuple(_facing_offset(e) for e in sorted(fence)),
        doors=tuple(
            Door(
                _edge_offset(e),
                _facing_offset(e),
                _offset(e[0] + DX[e[2]], e[1] + DY[e[2]]),
                down,
                name,
                _offset(e[0], e[1]),
                e[2],
            )
            for e, name, down in doors
        ),
    )
