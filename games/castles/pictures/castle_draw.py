"""A castle drawn to scale on its 5-ft grid, into a window of a canvas (`Frame`): each room's
body (sprites.py), its doors (linked, open, blocked), its fence, its label (name, type and
points, or its number when the name does not fit), the completed mark, and the rooms that
changed outlined. `draw_castle` returns the rooms it numbered instead of naming (for a key).
"""

from __future__ import annotations

from engine.castles.castle import Castle
from engine.castles.geometry import mirror, unpack
from locales.words import Words

from . import labels, style
from .canvas import Canvas
from .grid import Frame
from .shapes import shape
from .sprites import cell_side, pad, room_sprite, wall_width


def draw_castle(
    words: Words,
    cv: Canvas,
    castle: Castle,
    frame: Frame,
    changed: frozenset[int] = frozenset(),
    faded: bool = False,
    named: bool = True,
) -> list[int]:
    """Draw `castle` in `frame`; `changed` rooms are outlined; `faded` lightens the castle
    (the preview, where the spots matter); `named` False leaves the rooms without labels (a
    castle drawn too small to name them). Returns the rooms labelled by number."""
    _grid(cv, frame)
    for room in castle.rooms:
        sprite = room_sprite(room.tile, room.rot, frame.cell)
        x, y = frame.px(room.x, room.y)
        p = pad(frame.cell)
        cv.im.paste(sprite, (x - p, y - p), sprite)
    _doors(cv, castle, frame)
    _fences(cv, castle, frame)
    if faded:
        _fade(cv, frame)
    numbered = []
    for r in range(len(castle.rooms) if named else 0):
        if not labels.label_room(words, cv, castle, r, frame, faded):
            numbered.append(r)
    for r in sorted(changed):
        outline_room(
            cv,
            castle.rooms[r].tile,
            castle.rooms[r].x,
            castle.rooms[r].y,
            castle.rooms[r].rot,
            frame,
            style.HIGHLIGHT,
            wall_width(frame.cell) + 3,
        )
    return numbered


def _grid(cv: Canvas, frame: Frame) -> None:
    """Faint 5-ft grid lines over the window."""
    d = cv.draw
    x0, y0, x1, y1 = frame.clip
    c = frame.cell
    gx = frame.left % c
    gy = frame.top % c
    for x in range(x0 + (gx - x0) % c, x1, c):
        d.line((x, y0, x, y1), fill=style.GRID, width=1)
    for y in range(y0 + (gy - y0) % c, y1, c):
        d.line((x0, y, x1, y), fill=style.GRID, width=1)


FADE = 0.45  # how far the preview's castle goes towards the background colour


def _fade(cv: Canvas, frame: Frame) -> None:
    """The window's drawing FADE of the way to the background colour (a lookup per band)."""
    lut = [round(v + (bg - v) * FADE) for bg in style.BG for v in range(256)]
    box = frame.clip
    cv.im.paste(cv.im.crop(box).point(lut), box[:2])


def door_box(x: int, y: int, side: int, frame: Frame, depth: int) -> tuple[int, int, int, int]:
    """The opening of a door on side `side` of cell (x, y): 60 % of the cell along the wall,
    `depth` px across it."""
    c = frame.cell
    cx, cy = frame.px(x, y)
    a, b = round(c * 0.2), round(c * 0.8)
    h = depth // 2
    if side == 0:
        return (cx + a, cy - h, cx + b, cy + h)
    if side == 2:
        return (cx + a, cy + c - h, cx + b, cy + c + h)
    if side == 3:
        return (cx - h, cy + a, cx + h, cy + b)
    return (cx + c - h, cy + a, cx + c + h, cy + b)


def _doors(cv: Canvas, castle: Castle, frame: Frame) -> None:
    """Linked doors as an opening between the rooms; open doors (external entrances) as an
    opening with a white step outside; blocked doors as a red bar."""
    d = cv.draw
    w = wall_width(frame.cell)
    for edge, (_, down) in castle.doors.items():
        c, side = divmod(edge, 4)
        x, y = unpack(c)
        inside = style.fill("downstairs") if down else style.shade(style.fill("corridor"), 1.3)
        if edge in castle.open:
            d.rectangle(door_box(x, y, side, frame, 2 * w + 2), fill=inside)
            d.rectangle(
                _step(door_box(x, y, side, frame, 2 * w + 2), side, w + 2),
                fill=style.OPEN_DOOR,
                outline=style.WALL,
                width=1,
            )
            continue
        other = castle.doors.get(mirror(edge))
        if other is not None and other[1] == down:
            d.rectangle(door_box(x, y, side, frame, 2 * w + 4), fill=inside)
        else:
            d.rectangle(door_box(x, y, side, frame, w + 3), fill=style.BLOCKED)


def _step(box: tuple[int, int, int, int], side: int, k: int) -> tuple[int, int, int, int]:
    """A doormat `k` px deep outside a door's opening."""
    x0, y0, x1, y1 = box
    return ((x0, y0 - k, x1, y0), (x1, y0, x1 + k, y1), (x0, y1, x1, y1 + k), (x0 - k, y0, x0, y1))[
        side
    ]


def _fences(cv: Canvas, castle: Castle, frame: Frame) -> None:
    """An Outdoor room's fence: a brown rail with posts, on the fenced side."""
    d = cv.draw
    w = wall_width(frame.cell)
    for room in castle.rooms:
        s = shape(room.tile, room.rot)
        for x, y, side in s.fences:
            cx, cy = frame.px(room.x + x, room.y + y)
            c = frame.cell
            x0, y0, x1, y1 = cell_side(cx, cy, c, side)
            d.line((x0, y0, x1, y1), fill=style.FENCE, width=w + 3)
            for t in (0.25, 0.75):
                px, py = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
                d.rectangle((px - w, py - w, px + w, py + w), fill=style.FENCE)


def outline_room(
    cv: Canvas, tile_id: str, x: int, y: int, rot: int, frame: Frame, color: style.RGB, width: int
) -> None:
    """A room's outline (no fill) at cell (x, y): what changed, or a placement spot."""
    s = shape(tile_id, rot)
    d = cv.draw
    c = frame.cell
    left, top = frame.px(x, y)
    if s.kind == "circle":
        d.ellipse((left, top, left + s.w * c, top + s.h * c), outline=color, width=width)
    elif s.kind == "l":
        for cx, cy, side in s.walls:
            line = cell_side(left + cx * c, top + cy * c, c, side)
            h = width // 2
            d.rectangle(
                (line[0] - h, line[1] - h, line[2] + width - 1 - h, line[3] + width - 1 - h),
                fill=color,
            )
    else:
        pts = [(left + px * c, top + py * c) for px, py in s.polygon]
        d.line([*pts, pts[0], pts[1]], fill=color, width=width, joint="curve")
