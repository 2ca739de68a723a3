"""Parts every picture is made of, each drawn at a given top and returning the height it
took: a castle window, the key of the rooms numbered in it, a heading, wrapped lines, and a
type's swatch (its colour and letter)."""

from __future__ import annotations

from engine.castles.castle import Castle
from engine.castles.names import TYPES, room, room_type
from engine.castles.tiles import tile
from locales.words import Words

from . import style
from .canvas import Canvas, fit, width, wrap
from .castle_draw import draw_castle
from .frames import Window
from .grid import Frame
from .labels import letter

KEY_COLUMNS = 2
ROW_H = 34  # one line of a list (24 px text)
SWATCH = 28


def castle_block(
    words: Words,
    cv: Canvas,
    castle: Castle,
    window: Window,
    top: int,
    changed: frozenset[int] = frozenset(),
    faded: bool = False,
) -> tuple[int, Frame, list[int]]:
    """The castle window centred across the picture at `top` (drawn apart, so nothing
    spills out of it): its height, its frame in the picture, and the rooms numbered in it
    (for `key_block`)."""
    w, h = window.size
    part = Canvas.new(h, w, style.PAPER)
    x0, y0 = window.cells[:2]
    numbered = draw_castle(
        words, part, castle, Frame(x0, y0, window.cell, 0, 0, (0, 0, w, h)), changed, faded
    )
    left = (cv.im.width - w) // 2
    cv.paste(part, (left, top))
    frame = Frame(x0, y0, window.cell, left, top, (left, top, left + w, top + h))
    return h, frame, [r for r in numbered if _visible(castle, r, window)]


def _visible(castle: Castle, r: int, window: Window) -> bool:
    room = castle.rooms[r]
    x0, y0, x1, y1 = window.cells
    return x0 <= room.x < x1 and y0 <= room.y < y1


def key_height(n: int) -> int:
    return 0 if n == 0 else ROW_H * ((n + KEY_COLUMNS - 1) // KEY_COLUMNS) + 8


def key_block(words: Words, cv: Canvas, castle: Castle, rooms: list[int], top: int) -> int:
    """'3 ▣ Dressing Room ✓' for each room numbered in the castle window, in columns."""
    col_w = (cv.im.width - 2 * style.MARGIN) // KEY_COLUMNS
    f = style.font(style.TEXT, condensed=True)
    fb = style.font(style.TEXT, bold=True, condensed=True)
    per_col = (len(rooms) + KEY_COLUMNS - 1) // KEY_COLUMNS
    digits = width(str(max(rooms, default=0)), fb)
    for i, r in enumerate(rooms):
        x = style.MARGIN + (i // per_col) * col_w
        cy = top + (i % per_col) * ROW_H + ROW_H // 2
        tile_id = castle.rooms[r].tile
        type_ = tile(tile_id).type
        nx = cv.text((x + digits, cy), str(r), fb, anchor="rm")[2] + 6
        nx = swatch(words, cv, type_, nx, cy) + 6
        label = room(words, tile_id) + (" ✓" if castle.complete[r] else "")
        cv.text((nx, cy), fit(label, f, x + col_w - 8 - nx), f, anchor="lm")
    return key_height(len(rooms))


def swatch(words: Words, cv: Canvas, room_type_: str, x: int, cy: int) -> int:
    """A small square in the type's colour with its letter; returns the x after it."""
    color = style.fill(room_type_)
    box = (x, cy - SWATCH // 2, x + SWATCH, cy + SWATCH // 2)
    cv.draw.rectangle(box, fill=color, outline=style.WALL, width=2)
    cv.text(
        (x + SWATCH // 2, cy),
        letter(words, room_type_),
        style.font(style.TEXT, bold=True, condensed=True),
        style.on(color),
        anchor="mm",
    )
    return x + SWATCH


def heading(
    cv: Canvas, s: str, top: int, size: int = style.NAME, color: style.RGB = style.INK
) -> int:
    """One bold line across the picture; returns its height."""
    f = style.font(size, bold=True)
    cv.text((style.MARGIN, top + 4), fit(s, f, cv.im.width - 2 * style.MARGIN), f, color)
    return size + 14


def lines_block(
    cv: Canvas, lines: list[str], top: int, size: int = style.TEXT, max_lines: int = 8
) -> int:
    """Plain text, wrapped across the picture (at most `max_lines`); returns its height."""
    f = style.font(size)
    out: list[str] = []
    room = cv.im.width - 2 * style.MARGIN
    for s in lines:
        out += wrap(s, f, room) or [fit(s, f, room)]
    if len(out) > max_lines:
        out = [*out[: max_lines - 1], "…"]
    step = size + 8
    for i, s in enumerate(out):
        cv.text((style.MARGIN, top + i * step), s, f)
    return len(out) * step + 4


BAND_H = 84  # a picture's header band: a title and a line under it


def band(cv: Canvas, title: str, line: str) -> int:
    """The header band: the title in white, a line in the accent colour under it."""
    cv.draw.rectangle((0, 0, cv.im.width, BAND_H), fill=style.HEADER)
    room = cv.im.width - 2 * style.MARGIN
    ft, f = style.font(style.TITLE, bold=True), style.font(style.TEXT, bold=True)
    cv.text((style.MARGIN, 8), fit(title, ft, room), ft, style.ON_HEADER)
    cv.text((style.MARGIN, 48), fit(line, f, room), f, style.ACCENT)
    return BAND_H


LEGEND_H = 2 * ROW_H + 8


def legend_block(words: Words, cv: Canvas, top: int) -> int:
    """The eight room types: swatch, letter and word, four to a row."""
    f = style.font(style.TEXT, condensed=True)
    col = (cv.im.width - 2 * style.MARGIN) // 4
    for i, t in enumerate(TYPES):
        x = style.MARGIN + (i % 4) * col
        cy = top + (i // 4) * ROW_H + ROW_H // 2
        cv.text((swatch(words, cv, t, x, cy) + 6, cy), room_type(words, t), f, anchor="lm")
    return LEGEND_H
