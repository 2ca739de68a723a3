"""Corridors and stairs (one-way arrows) and the highlighted path of the last move."""

from __future__ import annotations

import itertools
import math

from PIL import ImageDraw

from engine.roundhouse.content import components
from engine.roundhouse.state import GameState

from . import geometry as g
from . import style


def arrow_between(
    d: ImageDraw.ImageDraw,
    a: g.Box,
    b: g.Box,
    color: style.RGB = style.CORRIDOR,
    scale: float = 1.0,
) -> None:
    """A corridor chevron in the gap from cell a to the next cell b (one-way)."""
    u, v = 9 * scale, 14 * scale
    if b[0] >= a[2]:  # b right of a
        x, y = (a[2] + b[0]) / 2, (max(a[1], b[1]) + min(a[3], b[3])) / 2
        pts = [(x - u, y - v), (x + u, y), (x - u, y + v)]
    elif b[2] <= a[0]:  # left
        x, y = (a[0] + b[2]) / 2, (max(a[1], b[1]) + min(a[3], b[3])) / 2
        pts = [(x + u, y - v), (x - u, y), (x + u, y + v)]
    elif b[1] >= a[3]:  # below
        x, y = (max(a[0], b[0]) + min(a[2], b[2])) / 2, (a[3] + b[1]) / 2
        pts = [(x - v, y - u), (x, y + u), (x + v, y - u)]
    elif a[1] >= b[3]:  # above
        x, y = (max(a[0], b[0]) + min(a[2], b[2])) / 2, (a[1] + b[3]) / 2
        pts = [(x - v, y + u), (x, y - u), (x + v, y + u)]
    else:  # diagonal neighbours (the hall and its stairs): point from a's corner to b's
        x, y = (a[2] + b[0]) / 2, (a[3] + b[1]) / 2
        pts = [(x - v, y - u + 4), (x + u, y + u), (x - u + 4, y - v)]
    d.polygon(pts, fill=color, outline=style.INK)


def draw_static(d: ImageDraw.ImageDraw, tile_count: int) -> None:
    """The chevrons around both rings, clockwise (each back to the hall through its corridor),
    and the two crossing stairs."""
    c = components()
    outer = [g.OUTER_CELLS[c.house.hall]] + [g.OUTER_CELLS[f"O{i}"] for i in range(tile_count)]
    inner = [g.INNER_CELLS[f"I{i}"] for i in range(len(c.house.inner))]
    for ring in ([*outer, g.ROUND_TRACK_CELL], [g.HALL_STAIRS, *inner, g.INNER_CORRIDOR]):
        for a, b in itertools.pairwise([*ring, ring[0]]):
            arrow_between(d, a, b)
    for start, end in g.STAIRS:
        stairs(d, start, end)


def stairs(
    d: ImageDraw.ImageDraw,
    a: tuple[int, int],
    b: tuple[int, int],
    color: style.RGB = style.CORRIDOR,
) -> None:
    """A ladder from a to b with an arrowhead at b (stairs are one-way too)."""
    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / length, (by - ay) / length
    px, py = -uy, ux
    d.line((ax, ay, bx, by), fill=color, width=14)
    for k in range(1, int(length // 8)):
        sx, sy = ax + ux * k * 8, ay + uy * k * 8
        d.line((sx - px * 7, sy - py * 7, sx + px * 7, sy + py * 7), fill=style.INK, width=1)
    tip = (bx + ux * 4, by + uy * 4)
    d.polygon(
        [
            tip,
            (bx - ux * 14 + px * 11, by - uy * 14 + py * 11),
            (bx - ux * 14 - px * 11, by - uy * 14 - py * 11),
        ],
        fill=style.INK,
    )


def highlight_path(state: GameState) -> list[str]:
    """This turn's move if the leader has moved, otherwise the previous turn's."""
    return list(state.turn.path) if state.turn.path else list(state.last_path)


def _edge_ops(a: str, b: str) -> list[tuple[g.Box, g.Box] | int]:
    """How a step a→b is drawn: gaps between consecutive cells, or a stairs index."""
    rt, st, ic = g.ROUND_TRACK_CELL, g.HALL_STAIRS, g.INNER_CORRIDOR
    cells = g.SPACE_CELLS
    special: dict[tuple[str, str], list[tuple[g.Box, g.Box] | int]] = {
        ("O5", "H"): [(cells["O5"], rt), (rt, cells["H"])],
        ("I5", "H"): [(cells["I5"], ic), (ic, st)],
        ("H", "I0"): [(cells["H"], st), (st, cells["I0"])],
        ("O2", "I3"): [0],
        ("I2", "O3"): [1],
    }
    if (a, b) in special:
        return special[(a, b)]
    return [(cells[a], cells[b])]


def draw_path(d: ImageDraw.ImageDraw, path: list[str]) -> None:
    """The move: magenta outlines on the rooms passed and a thick one on the end room, magenta
    arrows on the corridors and stairs taken."""
    spaces = [sp for sp in path if sp in g.SPACE_CELLS]
    if not spaces:
        return
    for sp in spaces[:-1]:
        d.rounded_rectangle(g.SPACE_CELLS[sp], 10, outline=style.HIGHLIGHT, width=3)
    d.rounded_rectangle(g.SPACE_CELLS[spaces[-1]], 10, outline=style.HIGHLIGHT, width=7)
    for a, b in itertools.pairwise(spaces):
        for op in _edge_ops(a, b):
            if isinstance(op, int):
                stairs(d, *g.STAIRS[op], color=style.HIGHLIGHT)
            else:
                arrow_between(d, *op, color=style.HIGHLIGHT, scale=1.6)
