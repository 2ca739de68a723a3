"""Under the preview's castle: the spots whose outlines coincide (the same cells, the room
turned another way), each drawn apart with its letter, its doors as gaps and the door that
joins the castle in the highlight colour, so the turn is readable where the outlines are
not."""

from __future__ import annotations

from engine.castles import Placement
from engine.castles.castle import Castle
from engine.castles.geometry import DX, DY

from . import style
from .canvas import Canvas
from .castle_draw import door_box
from .grid import Frame
from .shapes import shape
from .sprites import pad, room_sprite, wall_width

CELL = 26  # px per cell of a strip drawing
GAP = 22  # between two drawings (more between two groups)
LABEL_H = 40  # the letter above a drawing
TITLE_H = 36
ROW_GAP = 10


def groups(shown: list[Placement]) -> list[list[int]]:
    """Indexes into `shown` of the spots that share their cells with another, by place."""
    return [g for g in places(shown) if len(g) > 1]


def places(shown: list[Placement]) -> list[list[int]]:
    """The spots grouped by the cells they cover (a room turned in place covers the same),
    in order of each group's best spot."""
    by: dict[tuple[int, int, frozenset[tuple[int, int]]], list[int]] = {}
    for i, p in enumerate(shown):
        by.setdefault((p.x, p.y, shape(p.tile, p.rot).cells), []).append(i)
    return list(by.values())


def _rows(shown: list[Placement], found: list[list[int]], width: int) -> list[list[int | None]]:
    """The drawings laid out in rows, a group never split unless it alone is too wide (None:
    the wider gap between two groups)."""
    rows: list[list[int | None]] = [[]]
    x = 0
    for g in found:
        widths = [shape(shown[i].tile, shown[i].rot).w * CELL + GAP for i in g]
        if rows[-1] and x + GAP + sum(widths) > width:
            rows.append([])
            x = 0
        elif rows[-1]:
            rows[-1].append(None)
            x += GAP
        for i, w in zip(g, widths, strict=True):
            if x + w > width and rows[-1]:
                rows.append([])
                x = 0
            rows[-1].append(i)
            x += w
    return rows


def _row_height(shown: list[Placement], row: list[int | None]) -> int:
    return LABEL_H + max(shape(shown[i].tile, shown[i].rot).h * CELL for i in row if i is not None)


def strip_height(shown: list[Placement], width: int) -> int:
    found = groups(shown)
    if not found:
        return 0
    return TITLE_H + sum(_row_height(shown, r) + ROW_GAP for r in _rows(shown, found, width))


def draw_strip(
    cv: Canvas, castle: Castle, shown: list[Placement], labels: list[str], top: int, title: str
) -> int:
    """The strip at `top` under `title`; returns its height (0: no outlines coincide)."""
    width = cv.im.width - 2 * style.MARGIN
    found = groups(shown)
    if not found:
        return 0
    f = style.font(style.TEXT, condensed=True)
    cv.text((style.MARGIN, top + 4), title, f, style.MUTED)
    y = top + TITLE_H
    doorways = castle.doorways()
    for row in _rows(shown, found, width):
        x = style.MARGIN
        for i in row:
            if i is None:
                bar = x + GAP // 2 - 8
                cv.draw.line(
                    (bar, y + 6, bar, y + _row_height(shown, row)), fill=style.GRID, width=3
                )
                x += GAP
                continue
            x += _drawing(cv, shown[i], labels[i], x, y, doorways) + GAP
        y += _row_height(shown, row) + ROW_GAP
    return y - top


def _drawing(
    cv: Canvas, p: Placement, label: str, x: int, y: int, doorways: list[tuple[int, int, int]]
) -> int:
    """One spot's room at (x, y): its letter, its body and its doors; returns its width."""
    s = shape(p.tile, p.rot)
    w = s.w * CELL
    fb = style.font(style.NAME + 4, bold=True)
    cv.text((x + w // 2, y + LABEL_H // 2), label, fb, style.INK, anchor="mm")
    top = y + LABEL_H
    sprite = room_sprite(p.tile, p.rot, CELL)
    cv.im.paste(sprite, (x - pad(CELL), top - pad(CELL)), sprite)
    frame = Frame(p.x, p.y, CELL, x, top, (x, top, x + w, top + s.h * CELL))
    joins = {
        (dx + DX[d], dy + DY[d], (d + 2) % 4) for dx, dy, d in (doorways[k] for k in p.doorways)
    }
    depth = 2 * wall_width(CELL) + 4
    for dx, dy, side, _ in s.doors:
        at = (p.x + dx, p.y + dy, side)
        color = style.HIGHLIGHT if at in joins else style.OPEN_DOOR
        cv.draw.rectangle(door_box(*at, frame, depth), fill=color, outline=style.WALL)
    return w
