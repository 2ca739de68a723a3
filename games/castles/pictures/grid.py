"""Where grid cells land on a picture: a `Frame` maps the cells of a castle's window to
pixels; `extent` is the cells a castle covers."""

from __future__ import annotations

from dataclasses import dataclass

from engine.castles.castle import Castle
from engine.castles.geometry import unpack


@dataclass(frozen=True)
class Frame:
    """Grid cell (x0, y0) drawn at pixel (left, top), `cell` px per cell, clipped to `clip`."""

    x0: int
    y0: int
    cell: int
    left: int
    top: int
    clip: tuple[int, int, int, int]

    def px(self, x: float, y: float) -> tuple[int, int]:
        return (
            round(self.left + (x - self.x0) * self.cell),
            round(self.top + (y - self.y0) * self.cell),
        )


def extent(castle: Castle) -> tuple[int, int, int, int]:
    """The cells a castle covers: (x0, y0, x1, y1), x1 and y1 past the last."""
    cells = [unpack(c) for c in castle.occ]
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    return min(xs), min(ys), max(xs) + 1, max(ys) + 1
