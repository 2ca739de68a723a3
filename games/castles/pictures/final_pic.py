"""The end of a game on a phone: every seat's castle, whole, small and side by side (two to a
row), each under its owner's name and final total, in place of the turn picture's market
(empty by then). The castles are drawn too small to name their rooms, so only their shapes,
colours and patterns show; the whole castles, named, stay behind Show board."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.castles.events import GameEnded
from locales.words import Words

from . import style
from .canvas import Canvas, fit
from .castle_draw import draw_castle
from .castle_pic import castle_of
from .frames import Window, grow
from .grid import Frame, extent

COLUMNS = 2
GAP = 12  # between two castles
HEAD_H = 40  # a castle's name line
CASTLE_H = 300  # px, at most, of a castle's drawing


def grid_height(players: int) -> int:
    rows = -(-players // COLUMNS)
    return rows * (HEAD_H + CASTLE_H + GAP)


def castles_grid(
    words: Words,
    cv: Canvas,
    view: dict[str, Any],
    top: int,
    names: Sequence[str],
    ended: GameEnded | None,
) -> int:
    """Each seat's castle in a grid from `top`, under its name ('won' beside a winner's) and
    its final total (`ended`; None: the castle points so far); the height it took."""
    w = (cv.im.width - 2 * style.MARGIN - (COLUMNS - 1) * GAP) // COLUMNS
    fb, fw = style.font(style.NAME, bold=True), style.font(style.TEXT, bold=True)
    for seat, p in enumerate(view["players"]):
        row, col = divmod(seat, COLUMNS)
        x0 = style.MARGIN + col * (w + GAP)
        y0 = top + row * (HEAD_H + CASTLE_H + GAP)
        cy = y0 + HEAD_H // 2
        total = ended.totals[seat] if ended else p["score"]
        score = words("castles_pictures.final", total=total)
        right = cv.text((x0 + w, cy), score, fb, style.HEADER, anchor="rm")[0] - 10
        if ended and seat in ended.winners:
            won = words("castles_pictures.won")
            right = cv.text((right, cy), won, fw, style.DONE, anchor="rm")[0] - 8
        cv.text((x0, cy), fit(names[seat], fb, right - x0), fb, anchor="lm")
        _castle(words, cv, view, seat, (x0, y0 + HEAD_H, x0 + w, y0 + HEAD_H + CASTLE_H))
    return grid_height(len(view["players"]))


def _castle(
    words: Words, cv: Canvas, view: dict[str, Any], seat: int, box: tuple[int, int, int, int]
) -> None:
    """A seat's whole castle as large as `box` allows, centred in it on paper."""
    x0, y0, x1, y1 = box
    cv.draw.rectangle(box, fill=style.PAPER, outline=style.GRID, width=2)
    castle = castle_of(view, seat)
    cells = grow(extent(castle))
    cols, rows = cells[2] - cells[0], cells[3] - cells[1]
    window = Window(cells, max(1, min(style.CELL_MAX, (x1 - x0) // cols, (y1 - y0) // rows)), True)
    w, h = window.size
    part = Canvas.new(h, w, style.PAPER)
    frame = Frame(cells[0], cells[1], window.cell, 0, 0, (0, 0, w, h))
    draw_castle(words, part, castle, frame, named=False)
    cv.paste(part, (x0 + (x1 - x0 - w) // 2, y0 + (y1 - y0 - h) // 2))
