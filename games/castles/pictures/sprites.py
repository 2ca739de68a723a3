"""A room's body as a cached RGBA sprite: its shape filled with its type's colour and
pattern, and its walls; stairs with their treads darkening towards the downstairs end.
Doors, fences, labels and marks are drawn on the castle afterwards (castle_draw.py)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from . import style
from .shapes import Shape, room_type, shape

SPRITES = 1024  # room sprites kept (tile × rotation × cell size)


def wall_width(cell: int) -> int:
    return max(3, cell // 12)


def pad(cell: int) -> int:
    """Room sprites reach this far past their box (half a wall)."""
    return wall_width(cell)


@lru_cache(maxsize=SPRITES)
def room_sprite(tile_id: str, rot: int, cell: int) -> Image.Image:
    """The room's body at `cell` px per cell, its box's corner at (pad, pad)."""
    s = shape(tile_id, rot)
    p = pad(cell)
    size = (s.w * cell + 2 * p, s.h * cell + 2 * p)
    mask = _mask(s, cell, p, size)
    t = room_type(tile_id)
    color = style.fill(t)
    if tile_id == "lower_hallway":
        color = style.fill("downstairs")
    body = Image.new("RGBA", size, (*color, 255))
    if tile_id == "stairs":
        _treads(body, s, cell, p)
    else:
        _pattern(body, style.PATTERNS[t] if tile_id != "lower_hallway" else "", color)
    out = Image.new("RGBA", size, (0, 0, 0, 0))
    out.paste(body, (0, 0), mask)
    _walls(ImageDraw.Draw(out), s, cell, p)
    return out


def _mask(s: Shape, cell: int, p: int, size: tuple[int, int]) -> Image.Image:
    m = Image.new("L", size, 0)
    d = ImageDraw.Draw(m)
    box = (p, p, p + s.w * cell, p + s.h * cell)
    if s.kind == "circle":
        d.ellipse(box, fill=255)
    elif s.kind == "l":
        for x, y in s.cells:
            d.rectangle(
                (p + x * cell, p + y * cell, p + (x + 1) * cell, p + (y + 1) * cell), fill=255
            )
    else:
        d.polygon([(p + x * cell, p + y * cell) for x, y in s.polygon], fill=255)
    return m


def _walls(d: ImageDraw.ImageDraw, s: Shape, cell: int, p: int) -> None:
    w = wall_width(cell)
    box = (p, p, p + s.w * cell, p + s.h * cell)
    if s.kind == "circle":
        d.ellipse(box, outline=style.WALL, width=w)
    elif s.kind == "l":
        for x, y, side in s.walls:  # each wall half a wall longer at both ends: square corners
            x0, y0, x1, y1 = _edge(x, y, side, cell, p)
            h = w // 2
            d.rectangle((x0 - h, y0 - h, x1 + w - 1 - h, y1 + w - 1 - h), fill=style.WALL)
    else:
        pts = [(p + x * cell, p + y * cell) for x, y in s.polygon]
        d.line([*pts, pts[0], pts[1]], fill=style.WALL, width=w, joint="curve")


def cell_side(x0: int, y0: int, c: int, side: int) -> tuple[int, int, int, int]:
    """Side `side` (N E S W) of the cell whose top-left pixel is (x0, y0), as a line."""
    x1, y1 = x0 + c, y0 + c
    return ((x0, y0, x1, y0), (x1, y0, x1, y1), (x0, y1, x1, y1), (x0, y0, x0, y1))[side]


def _edge(x: int, y: int, side: int, cell: int, p: int) -> tuple[int, int, int, int]:
    return cell_side(p + x * cell, p + y * cell, cell, side)


def _pattern(im: Image.Image, kind: str, color: style.RGB) -> None:
    """Faint lines over the fill: each type its own (style.PATTERNS)."""
    if not kind:
        return
    d = ImageDraw.Draw(im)
    ink = style.shade(color, 1.28 if sum(color) < 360 else 0.86)
    w, h = im.size
    step = 14
    if kind in ("diagonal", "cross"):
        for k in range(-h, w, step):
            d.line((k, 0, k + h, h), fill=ink, width=2)
    if kind in ("antidiagonal", "cross"):
        for k in range(0, w + h, step):
            d.line((k, 0, k - h, h), fill=ink, width=2)
    if kind == "vertical":
        for x in range(step // 2, w, step):
            d.line((x, 0, x, h), fill=ink, width=2)
    if kind == "dots":
        for x in range(step // 2, w, step):
            for y in range(step // 2, h, step):
                d.ellipse((x - 2, y - 2, x + 2, y + 2), fill=ink)
    if kind == "waves":
        for y in range(step // 2, h, step):
            d.line(
                [(x, y + (3 if (x // 7) % 2 else -3)) for x in range(0, w + 7, 7)],
                fill=ink,
                width=2,
            )
    if kind == "grass":
        for i, y in enumerate(range(step // 2, h, step)):
            for x in range((i % 2) * 9, w, 18):
                d.line((x - 4, y - 4, x, y + 2, x + 4, y - 4), fill=ink, width=2)


def _treads(im: Image.Image, s: Shape, cell: int, p: int) -> None:
    """The stairs' treads: across the run, darker towards the downstairs door."""
    down = next((d for d in s.doors if d[3]), None)
    horizontal = s.w > s.h
    n = 3 * 3
    length = (s.w if horizontal else s.h) * cell
    d = ImageDraw.Draw(im)
    light, dark = style.fill("corridor"), style.fill("downstairs")
    towards_end = down is not None and (down[0] > 0 or down[1] > 0)
    for i in range(n):
        k = (i + 0.5) / n
        t = k if towards_end else 1 - k
        c = tuple(round(a + (b - a) * t) for a, b in zip(light, dark, strict=True))
        a0, a1 = p + round(i * length / n), p + round((i + 1) * length / n)
        box = (a0, p, a1, p + cell) if horizontal else (p, a0, p + cell, a1)
        d.rectangle(box, fill=c)
        d.line(
            (a0, p, a0, p + cell) if horizontal else (p, a0, p + cell, a0), fill=style.WALL, width=1
        )
