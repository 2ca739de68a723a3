"""Colours, fonts and text sizes shared by every picture.

Text is never smaller than ``MIN_TEXT`` pixels (the font size); the board is drawn at
``BOARD_WIDTH`` px wide, so Discord's ~400 px preview shows headings and pieces and a zoom shows
the rest. Every player piece carries its colour's letter, so colour is never the only cue.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from games.common import fonts

MIN_TEXT = 17

RGB = tuple[int, int, int]

BG: RGB = (246, 240, 226)
PAPER: RGB = (255, 252, 244)
INK: RGB = (28, 24, 20)
MUTED: RGB = (88, 80, 70)
LINE: RGB = (120, 104, 84)
ROOF: RGB = (160, 52, 40)
INNER_ROOM: RGB = (236, 222, 196)
OUTER_ROOM: RGB = (222, 232, 214)
HALL: RGB = (214, 190, 150)
CORRIDOR: RGB = (150, 128, 98)
HIGHLIGHT: RGB = (226, 0, 116)
FACE_DOWN: RGB = (176, 170, 160)

PLAYER: dict[str, RGB] = {
    "yellow": (246, 196, 0),
    "purple": (124, 58, 166),
    "blue": (24, 104, 204),
    "red": (200, 32, 36),
    "green": (22, 130, 64),
}
# A colour's mark (letters.py) is drawn in ON_PLAYER, below: black on light, white on dark.
PLAYER["legend"] = (210, 204, 196)  # the courtyard legend's grey pieces

RESOURCE: dict[str, RGB] = {
    "T": (46, 125, 50),  # Tea: dark green
    "F": (230, 110, 20),  # Fruit: orange
    "C": (120, 200, 196),  # Celadon: pale jade
    "G": (232, 184, 12),  # Gold
    "B": (250, 250, 250),  # any basic resource (drawn with "?")
}
ON_RESOURCE: dict[str, RGB] = {"T": (255, 255, 255), "F": INK, "C": INK, "G": INK, "B": INK}
COIN: RGB = (214, 160, 30)

# Score chart category colours (distinct in lightness too).
CATEGORY: dict[str, RGB] = {
    "play": (44, 62, 150),
    "amulets": (190, 50, 140),
    "orders": (236, 136, 20),
    "family": (24, 140, 150),
    "assistants": (120, 180, 60),
    "coins": (244, 204, 40),
}


def on(color: RGB) -> RGB:
    """Black or white, whichever reads better on `color`."""
    r, g, b = color
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (255, 255, 255)


ON_PLAYER: dict[str, RGB] = {name: on(rgb) for name, rgb in PLAYER.items()}


@dataclass(frozen=True)
class Font:
    """A text size (px) and the fonts that draw it (`games.common.fonts`)."""

    size: int
    chain: fonts.Chain


@cache
def font(size: int, bold: bool = False, condensed: bool = False) -> Font:
    """DejaVu Sans (then Noto Sans CJK TC for what it lacks), at least MIN_TEXT px."""
    return Font(max(size, MIN_TEXT), fonts.chain(bold, condensed))
