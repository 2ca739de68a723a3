"""Where everything sits on the phone picture (pixels; origin top-left).

The round house is the board's two rings on a 5 × 5 grid: the outer ring (the hall at the
top-left, then the six tiles clockwise, the round track down the left side back to the hall)
around the inner ring (the hall's stairs at its top-left, then the six inner rooms clockwise, the
corridor back to the hall on its left and the courtyard in the middle). Under the house, one
row per player.
"""

from __future__ import annotations

from functools import cache

from .geometry import Box
from .phone_style import WIDTH

MARGIN, GAP = 8, 6
SIDE = 150  # the outer ring's left and right columns
BAND = 150  # the outer ring's top and bottom rows
INNER_H = 196  # an inner row: a two-line name, a row of boxes, the leaders and the chairs
HEADER_H = 104
HOUSE_Y = HEADER_H + MARGIN
INNER_W = (WIDTH - 2 * MARGIN - 2 * SIDE - 4 * GAP) // 3
PLAYER_H, PLAYER_GAP = 86, 6


def _columns() -> list[tuple[int, int]]:
    widths = [SIDE, INNER_W, INNER_W, INNER_W, SIDE]
    x = (WIDTH - sum(widths) - 4 * GAP) // 2
    out = []
    for w in widths:
        out.append((x, x + w))
        x += w + GAP
    return out


def _rows() -> list[tuple[int, int]]:
    y, out = HOUSE_Y, []
    for h in (BAND, INNER_H, INNER_H, INNER_H, BAND):
        out.append((y, y + h))
        y += h + GAP
    return out


def _cell(col: int, row: int, col_end: int | None = None, row_end: int | None = None) -> Box:
    cols, rows = _columns(), _rows()
    x0, _ = cols[col]
    _, x1 = cols[col if col_end is None else col_end]
    y0, _ = rows[row]
    _, y1 = rows[row if row_end is None else row_end]
    return (x0, y0, x1, y1)


HOUSE_BOTTOM = _rows()[-1][1]
PLAYERS_Y = HOUSE_BOTTOM + MARGIN + 4

# (column, row[, last column, last row]) of each space on the grid.
_GRID: dict[str, tuple[int, ...]] = {
    "H": (0, 0),
    "O0": (1, 0, 3, 0),
    "O1": (4, 0),
    "O2": (4, 1, 4, 3),
    "O3": (4, 4),
    "O4": (1, 4, 3, 4),
    "O5": (0, 4),
    "I0": (2, 1),
    "I1": (3, 1),
    "I2": (3, 2),
    "I3": (3, 3),
    "I4": (2, 3),
    "I5": (1, 3),
}
SPACE_CELLS: dict[str, Box] = {space: _cell(*where) for space, where in _GRID.items()}
ROUND_TRACK: Box = _cell(0, 1, 0, 3)  # the outer corridor back to the hall
HALL_STAIRS: Box = _cell(1, 1)  # part of the hall: stairs down to the inner ring
INNER_CORRIDOR: Box = _cell(1, 2)  # the inner corridor back to the hall
COURTYARD: Box = _cell(2, 2)  # the key to the pieces


def player_box(seat: int) -> Box:
    """One row per player under the house, in seat order."""
    y = PLAYERS_Y + seat * (PLAYER_H + PLAYER_GAP)
    return (MARGIN, y, WIDTH - MARGIN, y + PLAYER_H)


@cache
def height(players: int) -> int:
    """The picture's height for a game of `players`."""
    return player_box(players - 1)[3] + MARGIN
