"""Which part of a castle a picture shows, and how large: the whole castle as large as the
width allows, or a window around what matters (what changed, the spots of a preview) when
the whole castle would be too small to read. Windows are in grid cells, one cell of margin
around the castle so its entrances show."""

from __future__ import annotations

from dataclasses import dataclass

from engine.castles.castle import Castle

from . import style
from .grid import extent
from .shapes import shape

Cells = tuple[int, int, int, int]  # x0, y0, x1, y1 (x1, y1 past the last)


@dataclass(frozen=True)
class Window:
    """Cells `cells` at `cell` px per cell; `whole`: the whole castle is in it."""

    cells: Cells
    cell: int
    whole: bool

    @property
    def size(self) -> tuple[int, int]:
        x0, y0, x1, y1 = self.cells
        return (x1 - x0) * self.cell, (y1 - y0) * self.cell


def room_cells(tile_id: str, x: int, y: int, rot: int) -> Cells:
    s = shape(tile_id, rot)
    return x, y, x + s.w, y + s.h


def union(*boxes: Cells) -> Cells:
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


def grow(box: Cells, k: int = 1) -> Cells:
    return box[0] - k, box[1] - k, box[2] + k, box[3] + k


def whole(castle: Castle, width: int, extra: Cells | None = None) -> Window:
    """The whole castle (and `extra`) as large as `width` px allows, at most CELL_MAX px per
    cell."""
    box = grow(union(extent(castle), *([extra] if extra else [])))
    return Window(box, max(1, min(style.CELL_MAX, width // (box[2] - box[0]))), True)


def around(castle: Castle, focus: Cells, width: int, cell: int, rows: int) -> Window:
    """The whole castle if it fits `width` px at `cell` px per cell and `rows` rows, else a
    window of that size centred on `focus` (what changed), kept within the castle."""
    full = grow(union(extent(castle), focus))
    cols = width // cell
    if full[2] - full[0] <= cols and full[3] - full[1] <= rows:
        return Window(full, min(style.CELL_MAX, width // (full[2] - full[0])), True)
    x0, x1 = _centre(full[0], full[2], focus[0], focus[2], cols)
    y0, y1 = _centre(full[1], full[3], focus[1], focus[3], rows)
    return Window((x0, y0, x1, y1), cell, False)


def _centre(lo: int, hi: int, f0: int, f1: int, n: int) -> tuple[int, int]:
    """At most n cells of [lo, hi) along one axis, centred on [f0, f1) where that fits."""
    if hi - lo <= n:
        return lo, hi
    start = max(lo, min(hi - n, (f0 + f1) // 2 - n // 2))
    return start, start + n
