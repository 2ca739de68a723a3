"""A room's label, inside its outline: its name (wrapped) over its type and points, on a
light plate; shortened step by step to fit, down to the room's number (listed in a key under
the castle) when even one word of the name does not fit. A ✓ marks a completed room."""

from __future__ import annotations

from PIL import Image

from engine.castles.castle import Castle
from engine.castles.names import points_short
from engine.castles.names import room as room_name
from engine.castles.names import room_type as type_name
from games.common.graphemes import graphemes
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
        if h > w:  # a tall room: a Latin name may read upwards, Hanzi stand in columns
            stacked = not latin(room_name(words, room.tile), _font(True))
            lines = _fitting(words, room.tile, castle.complete[r], h, w, stacked)
            if lines is not None:
                turn = _draw_stacked if stacked else _draw_upwards
                turn(cv, room.tile, box, lines, faded)
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


def _fitting(
    words: Words, tile_id: str, complete: bool, w: int, h: int, stacked: bool = False
) -> Lines | None:
    """The fullest label that fits a w × h box: the name in bold, then in regular weight,
    each over its type and points, over the type's letter and points, then alone (✓ after
    it when complete); None if no name fits."""
    mark = f" {DONE}" if complete else ""
    t = room_type(tile_id)
    points = points_short(words, tile_id)
    infos = [f"{type_name(words, t)}{points}{mark}", f"{letter(words, t)}{points}{mark}"]
    if tile_id == "foyer":
        infos = [mark.strip()] if complete else []
    for bold, named in _names(room_name(words, tile_id), w - 2 * PLATE_PAD):
        for info in infos:
            lines = [(s, bold) for s in named] + [(info, False)]
            if _fits(lines, w, h, stacked):
                return lines
        alone = [(s, bold) for s in named]
        alone[-1] = (f"{alone[-1][0]}{mark}", bold)
        if _fits(alone, w, h, stacked):
            return alone
    return None


def _names(name: str, max_width: int) -> list[tuple[bool, list[str]]]:
    """The ways to write the name, best first: bold, then regular; each wrapped
    (`games.common.textfit`: a room's name never broken)."""
    out = []
    for bold in (True, False):
        lines = wrap(name, _font(bold), max_width, whole=True)
        if lines:
            out.append((bold, lines))
    return out


def _fits(lines: Lines, w: int, h: int, stacked: bool = False) -> bool:
    """Whether the lines fit a w × h box (`stacked`: each line a column of upright
    characters, w its length, h the columns' width)."""
    step = style.TEXT + LEADING
    if len(lines) * step + 2 * PLATE_PAD > h:
        return False
    return all(_length(s, bold, stacked) + 2 * PLATE_PAD <= w for s, bold in lines)


def _length(s: str, bold: bool, stacked: bool) -> int:
    """A line's length: its width, or stacked, one em a character (spaces left out)."""
    return len(_stack(s)) * style.TEXT if stacked else width(s, _font(bold))


def _stack(s: str) -> list[str]:
    return [c for c in graphemes(s) if not c.isspace()]


def _font(bold: bool) -> style.Font:
    return style.font(style.TEXT, bold=bold, condensed=True)


def _plate(tile_id: str, size: tuple[int, int], faded: bool) -> tuple[Canvas, style.RGB]:
    """A label's rounded plate, lighter than the room, and the ink to write on it."""
    color = style.fill("downstairs" if tile_id == "lower_hallway" else room_type(tile_id))
    plate = style.shade(color, 1.55 if sum(color) < 360 else 1.45)
    if faded:
        plate = style.shade(plate, 1.3)
    label = Canvas(Image.new("RGBA", size, (*plate, 0)))
    label.draw.rounded_rectangle((0, 0, size[0] - 1, size[1] - 1), 6, fill=plate)
    return label, style.MUTED if faded else style.INK


def _ink(s: str, ink: style.RGB) -> style.RGB:
    info = "★" in s or s == DONE  # the type-and-points line (the Foyer's: its ✓ alone)
    return style.DONE if info and s.endswith(DONE) else ink


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
    step = style.TEXT + LEADING
    wide = max(width(s, _font(b)) for s, b in lines) + 2 * PLATE_PAD
    label, ink = _plate(tile_id, (wide, len(lines) * step + PLATE_PAD), faded)
    for i, (s, bold) in enumerate(lines):
        xy = (wide // 2, PLATE_PAD + i * step + step // 2 - 1)
        label.text(xy, s, _font(bold), _ink(s, ink), anchor="mm")
    _paste(cv, label, box, upright)


def _draw_upwards(
    cv: Canvas, tile_id: str, box: tuple[int, int, int, int], lines: Lines, faded: bool
) -> None:
    _draw(cv, tile_id, box, lines, faded, upright=False)


def _draw_stacked(
    cv: Canvas, tile_id: str, box: tuple[int, int, int, int], lines: Lines, faded: bool
) -> None:
    """The lines as columns of upright characters (vertical Chinese: the first column on the
    right), centred in `box` on the plate."""
    step = style.TEXT + LEADING
    tall = max(len(_stack(s)) for s, _ in lines) * style.TEXT + 2 * PLATE_PAD
    wide = len(lines) * step + PLATE_PAD
    label, ink = _plate(tile_id, (wide, tall), faded)
    for i, (s, bold) in enumerate(lines):
        x = wide - PLATE_PAD // 2 - i * step - step // 2
        boxes = [
            label.text(xy, char, _font(bold), _ink(s, ink), anchor="mm")
            for j, char in enumerate(_stack(s))
            for xy in [(x, PLATE_PAD + j * style.TEXT + style.TEXT // 2)]
        ]
        tallest = max(t.ink for t in label.texts[-len(boxes) :])
        del label.texts[-len(boxes) :]  # recorded as one column
        column = (min(b[0] for b in boxes), boxes[0][1], max(b[2] for b in boxes), boxes[-1][3])
        label.texts.append(TextBox(s, column, style.TEXT, tallest))
    _paste(cv, label, box, True)


def _paste(cv: Canvas, label: Canvas, box: tuple[int, int, int, int], upright: bool) -> None:
    """The label centred in `box` (turned to read upwards unless `upright`), its texts
    recorded where they are (a turned line: its label's box)."""
    x0, y0, x1, y1 = box
    im = label.im if upright else label.im.transpose(Image.Transpose.ROTATE_90)
    left = (x0 + x1 - im.width) // 2
    top = (y0 + y1 - im.height) // 2
    cv.im.paste(im, (left, top), im)
    for t in label.texts:
        tb = t.box if upright else (0, 0, im.width, im.height)
        cv.texts.append(
            TextBox(t.text, (tb[0] + left, tb[1] + top, tb[2] + left, tb[3] + top), t.size, t.ink)
        )
