"""Where everything sits on the board picture (pixels; origin top-left).

The round house is drawn as two square rings of rooms around a courtyard: the outer ring holds
the Ancestral Hall (top-left) and the six room tiles, the inner ring the six printed rooms, both
clockwise, with a corridor band between them that the two crossing stairs span.
"""

from __future__ import annotations

import math

from engine.roundhouse.content import components

Box = tuple[int, int, int, int]  # left, top, right, bottom

WIDTH = 1600
HEADER_H = 60

HOUSE_X, HOUSE_Y, HOUSE_SIZE = 10, 70, 980
TOWNS_Y, TOWNS_H = 1060, 128
RIGHT_X, RIGHT_W = 1004, 586
PANELS_Y, PANEL_H = 1200, 446
HEIGHT = PANELS_Y + PANEL_H + 8


def _h(box: Box) -> Box:
    x0, y0, x1, y1 = box
    return (HOUSE_X + x0, HOUSE_Y + y0, HOUSE_X + x1, HOUSE_Y + y1)


# Outer ring (band 200 px), clockwise from the hall at the top-left.
OUTER_CELLS: dict[str, Box] = {
    "H": _h((0, 0, 200, 200)),
    "O0": _h((214, 0, 766, 200)),
    "O1": _h((780, 0, 980, 200)),
    "O2": _h((780, 214, 980, 766)),
    "O3": _h((780, 780, 980, 980)),
    "O4": _h((214, 780, 766, 980)),
    "O5": _h((0, 780, 200, 980)),
}
ROUND_TRACK_CELL: Box = _h((0, 214, 200, 766))  # the outer corridor back to the hall
# Inner ring (cells 165/146 px), clockwise from the hall's stairs at the top-left.
_A, _B, _C = (240, 405), (417, 563), (575, 740)
INNER_CELLS: dict[str, Box] = {
    "I0": _h((_B[0], _A[0], _B[1], _A[1])),
    "I1": _h((_C[0], _A[0], _C[1], _A[1])),
    "I2": _h((_C[0], _B[0], _C[1], _B[1])),
    "I3": _h((_C[0], _C[0], _C[1], _C[1])),
    "I4": _h((_B[0], _C[0], _B[1], _C[1])),
    "I5": _h((_A[0], _C[0], _A[1], _C[1])),
}
HALL_STAIRS: Box = _h((_A[0], _A[0], _A[1], _A[1]))  # part of the hall: stairs down to I0
INNER_CORRIDOR: Box = _h((_A[0], _B[0], _A[1], _B[1]))  # inner corridor back to the hall
COURTYARD: Box = _h((_B[0], _B[0], _B[1], _B[1]))  # the legend

SPACE_CELLS: dict[str, Box] = {**OUTER_CELLS, **INNER_CELLS}

# Stairs between the rings: (from, to) as pixel points.
STAIRS: list[tuple[tuple[int, int], tuple[int, int]]] = [
    (_h((780, 650, 0, 0))[:2], _h((740, 650, 0, 0))[:2]),  # O2 -> I3 (down)
    (_h((742, 556, 0, 0))[:2], _h((786, 786, 0, 0))[:2]),  # I2 -> O3 (up)
]


def center(box: Box) -> tuple[int, int]:
    return ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)


def space_center(space: str) -> tuple[int, int]:
    """Where the move path passes through a space."""
    return center(SPACE_CELLS[space])


def _spread(total: int, count: int, gap: int) -> int:
    """The width of each of `count` boxes spread over `total` pixels with `gap` between them."""
    return (total - (count - 1) * gap) // count


def town_box(town: int) -> Box:
    """Towns sit in a strip under the house, in clockwise (merchant) order."""
    w = _spread(HOUSE_SIZE, len(components().house.towns), 14)
    x = HOUSE_X + town * (w + 14)
    return (x, TOWNS_Y, x + w, TOWNS_Y + TOWNS_H)


# Worship table (right column), as many boxes as the data's table has.
TABLE_ROWS = components().worship.rows
TABLE_COLS = components().worship.cols
TABLE_TITLE_Y = 70
TABLE_CELL = 82
TABLE_LEFT_W = 126  # row rewards
TABLE_TOP_H = 44  # column rewards
TABLE_X = RIGHT_X + TABLE_LEFT_W
TABLE_Y = TABLE_TITLE_Y + 34 + TABLE_TOP_H
TABLE_RIGHT_W = 74  # row amulet spots
TABLE_BOTTOM_H = 62  # column amulet spots


def table_box(box: int) -> Box:
    """Worship-table box `box` (row by row from the top-left)."""
    r, c = divmod(box, TABLE_COLS)
    x = TABLE_X + c * TABLE_CELL
    y = TABLE_Y + r * TABLE_CELL
    return (x, y, x + TABLE_CELL, y + TABLE_CELL)


def table_amulet_center(spot: str) -> tuple[int, int]:
    """Amulet spots: 'cK' under column K, 'rK' right of row K."""
    k = int(spot[1:])
    if spot[0] == "c":
        return (TABLE_X + k * TABLE_CELL + TABLE_CELL // 2, TABLE_Y + TABLE_ROWS * TABLE_CELL + 30)
    return (TABLE_X + TABLE_COLS * TABLE_CELL + 38, TABLE_Y + k * TABLE_CELL + TABLE_CELL // 2)


TEMPLES_Y = TABLE_Y + TABLE_ROWS * TABLE_CELL + TABLE_BOTTOM_H + 8


def temple_box(i: int) -> Box:
    """Temple `i` in the row under the worship table (one box per temple in the data)."""
    w = _spread(RIGHT_W, len(components().temples), 10)
    x = RIGHT_X + i * (w + 10)
    y = TEMPLES_Y + 30
    return (x, y, x + w, y + 74)


DISPLAYS_Y = TEMPLES_Y + 30 + 74 + 14


def display_row(row: int) -> tuple[int, int]:
    """(title y, card top y) of display row 0 orders, 1 experts, 2 amulets and pirates."""
    tops = [DISPLAYS_Y, DISPLAYS_Y + 150, DISPLAYS_Y + 353]
    return tops[row], tops[row] + 28


def display_card(row: int, i: int, count: int = 3, width: int = RIGHT_W) -> Box:
    heights = [112, 165, 58]
    _, top = display_row(row)
    w = _spread(width, count, 10)
    x = RIGHT_X + i * (w + 10)
    return (x, top, x + w, top + heights[row])


def panel_box(seat: int, players: int) -> Box:
    w = _spread(WIDTH - 20, players, 10)
    x = 10 + seat * (w + 10)
    return (x, PANELS_Y, x + w, PANELS_Y + PANEL_H)


def spread_centres(area: Box, count: int, step: int) -> list[tuple[float, float]]:
    """Centres of `count` pieces `step` px apart in rows inside `area`, centred; rows are
    squeezed together when they do not fit."""
    x0, y0, x1, y1 = area
    per_row = max(1, (x1 - x0) // step)
    rows = math.ceil(count / per_row)
    row_step = min(step, (y1 - y0) // max(rows, 1)) if rows > 1 else step
    out = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        cx = (x0 + x1) / 2 + (col - (in_row - 1) / 2) * step
        cy = (y0 + y1) / 2 + (row - (rows - 1) / 2) * row_step
        out.append((cx, cy))
    return out
