"""The placement preview (private to the buyer): their castle, faded, with every legal spot of
the room being placed drawn as the room's outline with its doors, and a LARGE letter in a
disc at its middle. Letters follow the engine's order (`engine.castles.placements`: best
first), the order the bot's menu lists them; a page holds PAGE spots, as a menu does.

Why outlines and not arrows: a room can join one doorway in several ways (each of its doors,
each rotation), and only the outline shows which cells it would cover and where its doors
would be. Where outlines overlap, the letter sits at the spot's middle, or beside it with a
leader line when another letter is already there.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from engine.castles import Placement, placements
from engine.castles.castle import Castle
from engine.castles.names import bonus, money, points_short, room
from engine.castles.names import room_type as type_name
from engine.castles.state import GameState
from locales.words import Words

from . import blocks, style
from .canvas import Canvas, check_seat, fit, keeping, width
from .castle_draw import door_box
from .frames import Window, around, grow, room_cells, union, whole
from .grid import Frame
from .preview_strip import draw_strip, places, strip_height
from .shapes import room_type, shape
from .sprites import cell_side, pad, room_sprite

PAGE = 25  # spots per page: a Discord select menu's options
DISC_R = 24  # half a spot badge's height (px)
RINGS, RING_STEP = 10, 30  # where a badge may move to when its place is taken (px)
CHIP_W, CHIP_COLUMNS = 150, 5  # the list of spots under the castle
SPACE = 12
SPOT_CELL = 40  # px per cell when the spots are shown without the whole castle
SPOT_ROWS = 25  # rows of cells shown then, at least
OUTLINE = 4
BEST_ALPHA = 150  # how solid the best spot's room is drawn (of 255)


def spot_label(i: int) -> str:
    """The letter of the i-th spot (0-based, best first): A … Z, then AA, AB, …"""
    if i < 26:
        return chr(ord("A") + i)
    return spot_label(i // 26 - 1) + chr(ord("A") + i % 26)


def page_count(spots: int) -> int:
    return max(1, math.ceil(spots / PAGE))


@keeping
def draw_preview(words: Words, state: GameState, seat: int, tile_id: str, page: int = 0) -> Canvas:
    """The preview of placing `tile_id` in `seat`'s castle, page `page` of its spots."""
    check_seat(len(state.players), seat)
    found = placements(state, seat, tile_id)
    pages = page_count(len(found))
    if not 0 <= page < pages:
        raise ValueError(f"page {page} of {pages}")
    shown = found[page * PAGE : (page + 1) * PAGE]
    castle = Castle.build(list(state.players[seat].rooms))
    window = spots_window(castle, shown)
    chips = _chips_height(len(shown))
    strip = strip_height(shown, style.WIDTH - 2 * style.MARGIN)
    height = (
        blocks.BAND_H + SPACE + 2 * blocks.ROW_H + window.size[1] + SPACE + strip + chips + SPACE
    )
    cv = Canvas.new(height)
    first = page * PAGE
    span = (
        f"{spot_label(first)}–{spot_label(first + len(shown) - 1)}"
        if shown
        else words("castles_pictures.spots_none")
    )
    line = words("castles_pictures.spots_line", count=len(found), span=span)
    if pages > 1:
        line += words("castles_pictures.page", page=page + 1, pages=pages)
    y = (
        blocks.band(cv, words("castles_pictures.place_title", room=room(words, tile_id)), line)
        + SPACE
    )
    y += _room_line(words, cv, tile_id, y)
    _, frame, _ = blocks.castle_block(words, cv, castle, window, y, faded=True)
    _spots(cv, shown, frame, first)
    y += window.size[1] + SPACE
    labels = [spot_label(first + i) for i in range(len(shown))]
    y += draw_strip(cv, castle, shown, labels, y, words("castles_pictures.turned"))
    _chips(words, cv, shown, first, y)
    return cv


def spots_window(castle: Castle, shown: list[Placement]) -> Window:
    """The whole castle with the spots if the letters have room; else the spots' part."""
    width = style.WIDTH - 2 * style.MARGIN
    if not shown:
        return whole(castle, width)
    spots = union(*(room_cells(p.tile, p.x, p.y, p.rot) for p in shown))
    full = whole(castle, width, spots)
    if full.cell >= SPOT_CELL:
        return full
    box = grow(spots)
    cell = min(SPOT_CELL, width // (box[2] - box[0]))  # every spot of the page in the window
    rows = max(SPOT_ROWS, box[3] - box[1])
    return around(castle, box, width, cell, rows)


def _room_line(words: Words, cv: Canvas, tile_id: str, top: int) -> int:
    """The room being placed: its type swatch, type, points and bonus (two lines)."""
    f = style.font(style.TEXT)
    cy = top + blocks.ROW_H // 2
    x = blocks.swatch(words, cv, room_type(tile_id), style.MARGIN, cy) + 8
    printed = bonus(words, tile_id)
    text = f"{type_name(words, room_type(tile_id))}{points_short(words, tile_id)}"
    text += f" · {printed}" if printed else ""
    cv.text((x, cy), fit(text, f, cv.im.width - style.MARGIN - x), f, anchor="lm")
    f_small = style.font(style.TEXT, condensed=True)
    cv.text(
        (style.MARGIN, cy + blocks.ROW_H),
        words("castles_pictures.outlines"),
        f_small,
        style.MUTED,
        anchor="lm",
    )
    return 2 * blocks.ROW_H


def _spots(cv: Canvas, shown: list[Placement], frame: Frame, first: int) -> None:
    """Every spot's outline with its doors (drawn within the castle's window), the best
    spot's room drawn in place under its outline, then the letters."""
    part = cv.im.crop(frame.clip)
    d = ImageDraw.Draw(part)
    inside = Frame(
        frame.x0,
        frame.y0,
        frame.cell,
        frame.left - frame.clip[0],
        frame.top - frame.clip[1],
        (0, 0, part.width, part.height),
    )
    if shown and first == 0:
        _best(part, shown[0], inside)
    for p in reversed(shown):
        _ghost(d, p, inside)
    cv.im.paste(part, frame.clip[:2])
    placed: list[tuple[float, float, float, float]] = []
    for members in places(shown):
        text = badge_text([first + i for i in members])
        _badge(cv, text, _middle(shown[members[0]], frame), placed, frame)


def badge_text(spots: list[int]) -> str:
    """The letters of spots that share a place: 'A', 'A B', 'G–J' (three or more in a row),
    'AA–AD'."""
    if len(spots) > 2 and spots[-1] - spots[0] == len(spots) - 1:
        return f"{spot_label(spots[0])}–{spot_label(spots[-1])}"
    return " ".join(spot_label(i) for i in spots)


def _best(im: Image.Image, p: Placement, frame: Frame) -> None:
    """The best spot's room, see-through, where it would go (A: the menu's first choice)."""
    sprite = room_sprite(p.tile, p.rot, frame.cell).copy()
    sprite.putalpha(sprite.getchannel("A").point(lambda a: a * BEST_ALPHA // 255))
    x, y = frame.px(p.x, p.y)
    im.paste(sprite, (x - pad(frame.cell), y - pad(frame.cell)), sprite)


def _ghost(d: ImageDraw.ImageDraw, p: Placement, frame: Frame) -> None:
    s = shape(p.tile, p.rot)
    c = frame.cell
    left, top = frame.px(p.x, p.y)
    color = style.shade(style.HIGHLIGHT, 1.2)
    if s.kind == "circle":
        d.ellipse((left, top, left + s.w * c, top + s.h * c), outline=color, width=OUTLINE)
    elif s.kind == "l":
        for cx, cy, side in s.walls:
            d.line(cell_side(left + cx * c, top + cy * c, c, side), fill=color, width=OUTLINE)
    else:
        pts = [(left + x * c, top + y * c) for x, y in s.polygon]
        d.line([*pts, pts[0], pts[1]], fill=color, width=OUTLINE, joint="curve")
    for x, y, side, _ in s.doors:
        d.rectangle(door_box(p.x + x, p.y + y, side, frame, OUTLINE + 2), fill=style.OPEN_DOOR)


def _middle(p: Placement, frame: Frame) -> tuple[float, float]:
    s = shape(p.tile, p.rot)
    mx = sum(x + 0.5 for x, _ in s.cells) / len(s.cells)
    my = sum(y + 0.5 for _, y in s.cells) / len(s.cells)
    return frame.px(p.x + mx, p.y + my)


def _badge(
    cv: Canvas,
    text: str,
    at: tuple[float, float],
    placed: list[tuple[float, float, float, float]],
    frame: Frame,
) -> None:
    """The letters of a place on a badge at `at`, or at the nearest free place around it
    with a leader line back."""
    f = style.font(style.LETTER, bold=True, condensed=len(text) > 1)
    half_w = max(DISC_R, (width(text, f) + 20) // 2)
    spot = _free(at, half_w, placed, frame)
    x, y = spot
    placed.append((x - half_w, y - DISC_R, x + half_w, y + DISC_R))
    d = cv.draw
    if spot != at:
        d.line((at, spot), fill=style.HIGHLIGHT, width=3)
        d.ellipse((at[0] - 5, at[1] - 5, at[0] + 5, at[1] + 5), fill=style.HIGHLIGHT)
    d.rounded_rectangle(
        (x - half_w, y - DISC_R, x + half_w, y + DISC_R),
        DISC_R,
        fill=style.PAPER,
        outline=style.HIGHLIGHT,
        width=4,
    )
    cv.text((x, y), text, f, style.INK, anchor="mm")


def _free(
    at: tuple[float, float],
    half_w: int,
    placed: list[tuple[float, float, float, float]],
    frame: Frame,
) -> tuple[float, float]:
    """The nearest point to `at` (on rings around it) where a badge fits in the window
    without touching another."""
    x0, y0, x1, y1 = frame.clip
    for ring in range(0, RINGS):
        steps = 1 if ring == 0 else 8 * ring
        for k in range(steps):
            a = 2 * math.pi * k / steps
            x = at[0] + ring * RING_STEP * math.cos(a)
            y = at[1] + ring * RING_STEP * math.sin(a)
            box = (x - half_w - 3, y - DISC_R - 3, x + half_w + 3, y + DISC_R + 3)
            inside = x0 <= box[0] and box[2] <= x1 and y0 <= box[1] and box[3] <= y1
            if inside and not any(_overlap(box, q) for q in placed):
                return (x, y)
    return (min(max(at[0], x0 + half_w), x1 - half_w), min(max(at[1], y0 + DISC_R), y1 - DISC_R))


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _chips_height(n: int) -> int:
    return blocks.ROW_H * math.ceil(n / CHIP_COLUMNS) if n else blocks.ROW_H


def _chips(words: Words, cv: Canvas, shown: list[Placement], first: int, top: int) -> None:
    """'A +7', 'B +5 ✓' …: each spot's points at once (✓: it completes a room)."""
    fb = style.font(style.TEXT, bold=True)
    if not shown:
        cv.text((style.MARGIN, top), words("castles_pictures.no_spot"), fb)
        return
    for i, p in enumerate(shown):
        x = style.MARGIN + (i % CHIP_COLUMNS) * CHIP_W
        y = top + (i // CHIP_COLUMNS) * blocks.ROW_H + blocks.ROW_H // 2
        done = " ✓" if p.completes else ""
        gain = f" {money(words, p.money)}" if p.money else ""
        cv.text(
            (x, y),
            fit(f"{spot_label(first + i)} {p.points:+d}{done}{gain}", fb, CHIP_W - 8),
            fb,
            anchor="lm",
        )
