"""A room's label, inside its outline: its name (wrapped) over its type and points, on a
light plate; shortened step by step to fit, down to the room's number (listed in a key under
the castle) when even one word of the name does not fit. A ✓ marks a completed room."""

from __future__ import annotations

from PIL import Image

from engine.castles.castle import Castle
from engine.castles.names import points_short, room
from engine.castles.names import room_type as type_name
from locales.words import Words

from . import style
from .canvas import Canvas, TextBox, latin, width, wrap
from .grid import Frame
from .shapes import room_type, shape
from .sprites import wall_width

UNLABELLED = frozenset({"stairs", "hallway", "lower_hallway"})  # their drawing says it all
LEADING = 2
PLATE_PAD = 2
DONE = "✓"
NUMBER_SPILL = 4  # px a room's number may cover its walls by, in a small room


def letter(words: Words, room_type_: str) -> str:
    """A type's letter on its swatch and in small rooms' labels ('L', '起')."""
    return words(f"castles_pictures.letter.{room_type_}")


def label_room(
    words: Words, cv: Canvas, castle: Castle, r: int, frame: Frame, faded: bool = False
) -> bool:
    """Draw room r's label; False if only its number fitted (or none): the key names it."""
    room = castle.rooms[r]
    if room.tile in UNLABELLED:
        return True
    boxes = _boxes(room.tile, room.x, room.y, room.rot, frame)
    for box in boxes:
        w, h = box[2] - box[0], box[3] - box[1]
        lines = _fitting(words, room.tile, castle.complete[r], w, h)
        if lines is not None:
            _draw(cv, room.tile, box, lines, faded)
            return True
        if h > w:  # a tall room: its name may read upwards
            lines = _fitting(words, room.tile, castle.complete[r], h, w)
            if lines is not None:
                _draw(cv, room.tile, box, lines, faded, upright=False)
                return True
    if room.tile == "foyer":  # every castle's first room: it needs no number
        return True
    if boxes:
        _number(cv, room.tile, r, castle.complete[r], boxes[-1], faded)
    return False


def _number(
    cv: Canvas, tile_id: str, r: int, complete: bool, box: tuple[int, int, int, int], faded: bool
) -> None:
    """The room's number (with ✓ if it fits), over the walls' inner edge if it must."""
    x0, y0, x1, y1 = box
    grown = (x0 - NUMBER_SPILL, y0 - NUMBER_SPILL, x1 + NUMBER_SPILL, y1 + NUMBER_SPILL)
    for text, within in ((f"{r}{DONE}", box), (f"{r}", box), (f"{r}", grown)):
        if (complete or DONE not in text) and _fits(
            [(text, True)], within[2] - within[0], within[3] - within[1]
        ):
            _draw(cv, tile_id, within, [(text, True)], faded)
            return


def _boxes(tile_id: str, x: int, y: int, rot: int, frame: Frame) -> list[tuple[int, int, int, int]]:
    """The label's rectangles in pixels (the shape's, best first), inside the walls and the
    frame's window; those too small for one line left out."""
    inset = wall_width(frame.cell) + 1
    cx0, cy0, cx1, cy1 = frame.clip
    out = []
    for lx0, ly0, lx1, ly1 in shape(tile_id, rot).labels:
        x0, y0 = frame.px(x + lx0, y + ly0)
        x1, y1 = frame.px(x + lx1, y + ly1)
        box = (
            max(x0 + inset, cx0),
            max(y0 + inset, cy0),
            min(x1 - inset, cx1),
            min(y1 - inset, cy1),
        )
        if box[2] - box[0] > style.MIN_TEXT and box[3] - box[1] > style.MIN_TEXT:
            out.append(box)
    return out


Lines = list[tuple[str, bool]]  # (text, bold)


def _fitting(words: Words, tile_id: str, complete: bool, w: int, h: int) -> Lines | None:
    """The fullest label that fits a w × h box: the name in bold, then in regular weight,
    each over its type and points, over the type's letter and points, then alone (✓ after
    it when complete); None if no name fits."""
    mark = f" {DONE}" if complete else ""
    t = room_type(tile_id)
    points = points_short(words, tile_id)
    infos = [f"{type_name(words, t)}{points}{mark}", f"{letter(words, t)}{points}{mark}"]
    if tile_id == "foyer":
        infos = [mark.strip()] if complete else []
    for bold, named in _names(room(words, tile_id), w - 2 * PLATE_PAD):
        for info in infos:
            lines = [(s, bold) for s in named] + [(info, False)]
            if _fits(lines, w, h):
                return lines
        alone = [(s, bold) for s in named]
        alone[-1] = (f"{alone[-1][0]}{mark}", bold)
        if _fits(alone, w, h):
            return alone
    return None


def _names(name: str, max_width: int) -> list[tuple[bool, list[str]]]:
    """The ways to write the name, best first: bold, then regular; each wrapped, a Chinese
    name (no spaces) first broken evenly ("東掛/毯廳", not "東掛毯/廳") when that fits."""
    out = []
    for bold in (True, False):
        f = _font(bold)
        lines = wrap(name, f, max_width)
        if not lines:
            continue
        if len(lines) > 1 and not latin(name, f) and " " not in name:
            per = -(-len(name) // len(lines))
            even = [name[i : i + per] for i in range(0, len(name), per)]
            if (
                len(even) == len(lines)
                and even != lines
                and all(width(x, f) <= max_width for x in even)
            ):
                out.append((bold, even))
        out.append((bold, lines))
    return out


def _fits(lines: Lines, w: int, h: int) -> bool:
    step = style.TEXT + LEADING
    if len(lines) * step + 2 * PLATE_PAD > h:
        return False
    return all(width(s, _font(bold)) + 2 * PLATE_PAD <= w for s, bold in lines)


def _font(bold: bool) -> style.Font:
    return style.font(style.TEXT, bold=bold, condensed=True)


def _draw(
    cv: Canvas,
    tile_id: str,
    box: tuple[int, int, int, int],
    lines: Lines,
    faded: bool,
    upright: bool = True,
) -> None:
    """The lines centred in `box` on a plate lighter than the room; not `upright`: turned
    to read upwards (a tall room)."""
    x0, y0, x1, y1 = box
    step = style.TEXT + LEADING
    wide = max(width(s, _font(b)) for s, b in lines) + 2 * PLATE_PAD
    tall = len(lines) * step + PLATE_PAD
    color = style.fill("downstairs" if tile_id == "lower_hallway" else room_type(tile_id))
    plate = style.shade(color, 1.55 if sum(color) < 360 else 1.45)
    if faded:
        plate = style.shade(plate, 1.3)
    label = Canvas(Image.new("RGBA", (wide, tall), (*plate, 0)))
    label.draw.rounded_rectangle((0, 0, wide - 1, tall - 1), 6, fill=plate)
    ink = style.MUTED if faded else style.INK
    for i, (s, bold) in enumerate(lines):
        info = "★" in s or s == DONE  # the type-and-points line (the Foyer's: its ✓ alone)
        color_s = style.DONE if info and s.endswith(DONE) else ink
        label.text(
            (wide // 2, PLATE_PAD + i * step + step // 2 - 1), s, _font(bold), color_s, anchor="mm"
        )
    im = label.im if upright else label.im.transpose(Image.Transpose.ROTATE_90)
    left = (x0 + x1 - im.width) // 2
    top = (y0 + y1 - im.height) // 2
    cv.im.paste(im, (left, top), im)
    for t in label.texts:  # recorded where they are (a turned line: its label's box)
        tb = t.box if upright else (0, 0, im.width, im.height)
        cv.texts.append(
            TextBox(t.text, (tb[0] + left, tb[1] + top, tb[2] + left, tb[3] + top), t.size)
        )
