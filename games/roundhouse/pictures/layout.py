"""A picture being drawn together with the record of what is on it: every text line (its box
and font size), every piece and every region. The phone pictures are drawn through a `Layout`
so a test can check, from the record alone, how tall the smallest text is once the picture is
scaled to a phone's width, and that no two regions overlap.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from . import sprites, style, text
from .geometry import Box

PHONE_POINTS = 390  # a phone screen's width in points (iPhone 12–16)
MIN_POINTS = 11  # the smallest text a phone shows readably without zooming


def min_text_px(width: int) -> int:
    """The smallest font size (px) that is still MIN_POINTS tall once a picture `width` px wide
    is scaled to PHONE_POINTS: 23 px at 800 px."""
    return math.ceil(MIN_POINTS * width / PHONE_POINTS)


@dataclass(frozen=True)
class TextBox:
    """One line of text: what it says, where (its ink box), its font size and its region."""

    text: str
    box: Box
    size: int
    region: str


@dataclass(frozen=True)
class PieceBox:
    """A piece (leader, assistant, cube, coin, amulet): its box and its label's font size."""

    kind: str
    box: Box
    letter: int
    region: str


@dataclass
class Layout:
    """An RGB image with its drawing record. `region` names the area later calls draw in."""

    im: Image.Image
    texts: list[TextBox] = field(default_factory=list)
    pieces: list[PieceBox] = field(default_factory=list)
    regions: dict[str, Box] = field(default_factory=dict)
    current: str = "picture"

    @property
    def draw(self) -> ImageDraw.ImageDraw:
        return ImageDraw.Draw(self.im)

    def copy(self) -> Layout:
        """A copy to draw on (the record lists are copied too)."""
        return Layout(
            self.im.copy(), list(self.texts), list(self.pieces), dict(self.regions), self.current
        )

    def region(self, name: str, box: Box) -> None:
        """Start drawing in a named region (a cell, a row) that no other region may overlap."""
        self.regions[name] = box
        self.current = name

    def within(self, name: str) -> None:
        """Go on drawing in an existing region."""
        self.current = name

    def text(
        self,
        xy: tuple[float, float],
        s: str,
        font: text.Font,
        fill: style.RGB = style.INK,
        anchor: str = "la",
        *,
        cached: bool = True,
    ) -> Box:
        """Draw one line (a cached sprite; `cached` False: straight onto the picture, for a
        text drawn once) and record it; returns its ink box."""
        if not s:
            return (round(xy[0]), round(xy[1]), round(xy[0]), round(xy[1]))
        if cached:
            text.draw(self.im, xy, s, font, fill, anchor)
        else:
            text.write(self.draw, xy, s, font, fill, anchor)
        x0, y0, x1, y1 = text.box(xy, s, font, anchor)
        self.texts.append(TextBox(s, (x0, y0, x1, y1), font.size, self.current))
        return (x0, y0, x1, y1)

    def piece(
        self, sprite: Image.Image, cx: float, cy: float, letter: int, kind: str = "piece"
    ) -> Box:
        """Paste a sprite centred on (cx, cy) and record it with its label's font size (0: a
        piece without a label)."""
        sprites.paste(self.im, sprite, cx, cy)
        x0, y0 = round(cx - sprite.width / 2), round(cy - sprite.height / 2)
        box = (x0, y0, x0 + sprite.width, y0 + sprite.height)
        self.pieces.append(PieceBox(kind, box, letter, self.current))
        return box

    def smallest_text(self) -> int:
        """The smallest font size drawn (px), piece labels included."""
        sizes = [t.size for t in self.texts] + [p.letter for p in self.pieces if p.letter]
        return min(sizes)
