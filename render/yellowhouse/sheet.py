"""A picture being drawn and the record of what is on it: every line of text (its box and
font size), every sprite and every named region. The tests read the record to check that no
text is too small for a phone, that regions do not overlap and that what is drawn stays in
its region."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont, features

from .style import INK, RGB

# Every line is laid out left to right, so a right-to-left name keeps its place in a sentence
# (its letters stay right to left). Needs libraqm; without it Pillow lays text out as given.
DIRECTION = "ltr" if features.check_feature("raqm") else None
Box = tuple[int, int, int, int]
Font = ImageFont.FreeTypeFont


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
    x0, y0, x1, y1 = (int(v) for v in font.getbbox(s, direction=DIRECTION, anchor=anchor))
    mask = Image.new("L", (max(1, x1 - x0), max(1, y1 - y0)), 0)
    draw = ImageDraw.Draw(mask)
    draw.text((-x0, -y0), s, font=font, fill=255, anchor=anchor, direction=DIRECTION)
    return mask, x0, y0


@lru_cache(maxsize=8192)
def width(s: str, font: Font) -> int:
    return int(font.getlength(s, direction=DIRECTION))


def fit(s: str, font: Font, room: int) -> str:
    """`s`, cut with "…" to fit `room` px (the longest prefix that fits, by bisection)."""
    if width(s, font) <= room:
        return s
    lo, hi = 0, len(s)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if width(s[:mid].rstrip() + "…", font) <= room:
            lo = mid
        else:
            hi = mid - 1
    return s[:lo].rstrip() + "…"


def wrap(s: str, font: Font, room: int, lines: int) -> list[str]:
    """`s` in at most `lines` lines of `room` px (the last one cut with "…" if need be)."""
    out: list[str] = []
    for word in s.split():
        if out and width(f"{out[-1]} {word}", font) <= room:
            out[-1] = f"{out[-1]} {word}"
        else:
            out.append(fit(word, font, room))
    if len(out) > lines:
        out = [*out[: lines - 1], fit(" ".join(out[lines - 1 :]), font, room)]
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
