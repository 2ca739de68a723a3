"""A picture being drawn and the record of what is on it: every line of text (its box and
font size), every sprite and every named region. The tests read the record to check that no
text is too small for a phone, that regions do not overlap and that what is drawn stays in
its region.

Text goes through games/common/fonts.py: a line DejaVu draws alone is drawn by Pillow as
before (laid out left to right, see DIRECTION); a line with other scripts (CJK) is drawn run by
run by `fonts.draw_text`, on the same baseline."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw, features

from games.common import fonts, textfit

from .style import INK, RGB, Font

# Every line is laid out left to right, so a right-to-left name keeps its place in a sentence
# (its letters stay right to left). Needs libraqm; without it Pillow lays text out as given.
DIRECTION = "ltr" if features.check_feature("raqm") else None
Box = tuple[int, int, int, int]


@lru_cache(maxsize=8192)
def latin_only(s: str, font: Font) -> bool:
    """Whether the chain's first font draws every character of `s`, left to right (Pillow alone
    draws it)."""
    runs = fonts.runs(s, font.chain)
    same = "".join(run.text for run in runs) == unicodedata.normalize("NFC", s)
    return same and all(run.font == 0 and not run.rtl for run in runs)


def draw_line(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    s: str,
    font: Font,
    fill: RGB | int,
    anchor: str,
) -> None:
    """One line straight on `draw` (the sprites' letters): Pillow for DejaVu's, else fonts.py."""
    if latin_only(s, font):
        draw.text(xy, s, font=font.latin, fill=fill, anchor=anchor, direction=DIRECTION)
    else:
        fonts.draw_text(draw, xy, s, font.size, fill, font.chain, anchor)


@dataclass(frozen=True)
class Mark:
    """One thing drawn: a text (`size` its font size) or a sprite (`size` 0)."""

    what: str
    box: Box
    size: int
    region: str


@lru_cache(maxsize=4096)
def _glyphs(s: str, font: Font, anchor: str) -> tuple[Image.Image, int, int]:
    """The text's coverage mask and its offset from the anchor (text repeats between turns)."""
    if latin_only(s, font):
        box = font.latin.getbbox(s, direction=DIRECTION, anchor=anchor)
        x0, y0, x1, y1 = (int(v) for v in box)
        mask = Image.new("L", (max(1, x1 - x0), max(1, y1 - y0)), 0)
        draw = ImageDraw.Draw(mask)
        draw.text((-x0, -y0), s, font=font.latin, fill=255, anchor=anchor, direction=DIRECTION)
        return mask, x0, y0
    ascent, descent = fonts.metrics(font.size, font.chain)
    w = int(fonts.width(s, font.size, font.chain)) + 2
    x0 = -{"l": 0, "m": w // 2, "r": w}[anchor[0]]
    y0 = -{"a": 0, "s": ascent, "m": (ascent + descent) // 2, "d": ascent + descent}[anchor[1]]
    mask = Image.new("L", (w + 2, ascent + descent), 0)
    fonts.draw_text(ImageDraw.Draw(mask), (-x0, -y0), s, font.size, 255, font.chain, anchor)
    ink = mask.getbbox() or (0, 0, 1, 1)  # the ink box, as Pillow's getbbox gives Latin's
    return mask.crop(ink), x0 + ink[0], y0 + ink[1]


@lru_cache(maxsize=8192)
def width(s: str, font: Font) -> int:
    if latin_only(s, font):
        return int(font.latin.getlength(s, direction=DIRECTION))
    return int(fonts.width(s, font.size, font.chain))


def fit(s: str, font: Font, room: int) -> str:
    """`s`, cut with "…" to fit `room` px (`textfit.truncate`: whole graphemes)."""
    if width(s, font) <= room:
        return s
    return textfit.truncate(s, room, font.size, font.chain)


def wrap(s: str, font: Font, room: int, lines: int) -> list[str]:
    """`s` in at most `lines` lines of `room` px (the last one cut with "…" if need be), by
    `games.common.textfit.wrap` (a Latin word too wide for a line cut first)."""
    parts = s.split()
    if latin_only(s, font):
        parts = [fit(word, font, room) for word in parts]
    out = [line for line in textfit.wrap(" ".join(parts), room, font.size, font.chain) if line]
    if len(out) > lines:
        sep = " " if latin_only(s, font) else ""
        out = [*out[: lines - 1], fit(sep.join(out[lines - 1 :]), font, room)]
    return out


@dataclass
class Sheet:
    """An RGB image and its record; `region` names the area the next marks belong to."""

    im: Image.Image
    marks: list[Mark] = field(default_factory=list)
    regions: dict[str, Box] = field(default_factory=dict)
    current: str = "picture"

    @classmethod
    def blank(cls, w: int, h: int, color: RGB) -> Sheet:
        return cls(Image.new("RGB", (w, h), color))

    def copy(self) -> Sheet:
        return Sheet(self.im.copy(), list(self.marks), dict(self.regions), self.current)

    @property
    def draw(self) -> ImageDraw.ImageDraw:
        return ImageDraw.Draw(self.im)

    def region(self, name: str, box: Box) -> None:
        self.regions[name] = box
        self.current = name

    def text(
        self, xy: tuple[int, int], s: str, font: Font, fill: RGB = INK, anchor: str = "la"
    ) -> Box:
        """Draw one line and record it; its ink box (empty text: a point)."""
        x, y = xy
        if not s:
            return (x, y, x, y)
        mask, dx, dy = _glyphs(s, font, anchor)
        self.im.paste(fill, (x + dx, y + dy, x + dx + mask.width, y + dy + mask.height), mask)
        box = (x + dx, y + dy, x + dx + mask.width, y + dy + mask.height)
        self.marks.append(Mark(s, box, int(font.size), self.current))
        return box

    def sprite(self, im: Image.Image, cx: int, cy: int, what: str = "sprite") -> Box:
        """Paste an RGBA sprite centred on (cx, cy) and record it."""
        x, y = cx - im.width // 2, cy - im.height // 2
        self.im.paste(im, (x, y), im)
        box = (x, y, x + im.width, y + im.height)
        self.marks.append(Mark(what, box, 0, self.current))
        return box

    def smallest_text(self) -> int:
        return min(m.size for m in self.marks if m.size)
