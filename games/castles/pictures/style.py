"""Colours, patterns, fonts and sizes of the Castles pictures (phone-first: WIDTH px wide).

A phone shows a picture about PHONE_POINTS points wide and 11 points is the smallest text it
shows readably: 23 px at WIDTH px. No text here is under MIN_TEXT = 24 px (`font` refuses
smaller sizes), a pixel of margin over that.
Each room type has its own colour, its own pattern and its letter, so colour is never the
only cue (games/castles/docs/render.md, "Reading the castle").
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).resolve().parents[3] / "assets" / "fonts"
SYSTEM_FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")

WIDTH = 800  # every picture's width (px)
PHONE_POINTS = 390  # a phone screen's width in points; 11 points there is 23 px
MIN_TEXT = 24  # px: the brief's rule (11 points on the phone would be 23 px)
TEXT = 24  # body text, room names
NAME = 26  # player names, figures
TITLE = 30  # headers
LETTER = 34  # a placement spot's letter (the preview's LARGE letters)
MARGIN = 16  # the picture's side margin

CELL_MAX = 56  # px per 5-ft grid cell, at most (a small castle)
CELL_TURN = 44  # px per cell of the turn picture's "what changed" part

RGB = tuple[int, int, int]
BG: RGB = (244, 239, 228)
PAPER: RGB = (255, 253, 247)
INK: RGB = (30, 28, 26)
MUTED: RGB = (92, 86, 78)
WALL: RGB = (46, 40, 36)
GRID: RGB = (228, 222, 208)
HIGHLIGHT: RGB = (214, 0, 110)  # what changed: the new room, the spots of the preview
FENCE: RGB = (120, 72, 30)
OPEN_DOOR: RGB = (255, 255, 255)
BLOCKED: RGB = (200, 30, 30)
DONE: RGB = (20, 120, 60)  # the completed mark
HEADER: RGB = (58, 44, 92)
ON_HEADER: RGB = (255, 255, 255)
ACCENT: RGB = (255, 226, 140)

# type -> its fill; lightness differs between neighbours in the list (each type's letter is the
# catalogue's: castles_pictures.letter).
TYPES: dict[str, RGB] = {
    "living": (236, 132, 122),
    "food": (246, 178, 84),
    "sleeping": (176, 150, 222),
    "utility": (178, 180, 184),
    "activity": (250, 222, 90),
    "outdoor": (128, 196, 110),
    "downstairs": (84, 78, 96),
    "corridor": (222, 204, 170),
}
# type -> its pattern: lines drawn over the fill (see castle_draw.pattern).
PATTERNS: dict[str, str] = {
    "living": "dots",
    "food": "diagonal",
    "sleeping": "waves",
    "utility": "vertical",
    "activity": "antidiagonal",
    "outdoor": "grass",
    "downstairs": "cross",
    "corridor": "",
}


def fill(room_type: str) -> RGB:
    return TYPES[room_type]


def on(color: RGB) -> RGB:
    """Black or white, whichever reads better on `color`."""
    r, g, b = color
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 140 else (255, 255, 255)


def shade(color: RGB, k: float) -> RGB:
    """`color` towards black (k < 1) or white (k > 1)."""
    if k <= 1:
        return (round(color[0] * k), round(color[1] * k), round(color[2] * k))
    t = k - 1
    return (
        round(color[0] + (255 - color[0]) * t),
        round(color[1] + (255 - color[1]) * t),
        round(color[2] + (255 - color[2]) * t),
    )


Font = ImageFont.FreeTypeFont


@cache
def font(size: int = TEXT, bold: bool = False, condensed: bool = False) -> Font:
    """A DejaVu font (assets/fonts, else the system copy); ValueError under MIN_TEXT px."""
    if size < MIN_TEXT:
        raise ValueError(f"{size} px text is below the phone minimum of {MIN_TEXT} px")
    name = "DejaVuSans" + ("Condensed" if condensed else "") + ("-Bold" if bold else "") + ".ttf"
    for folder in (FONT_DIR, SYSTEM_FONT_DIR):
        if (folder / name).exists():
            return ImageFont.truetype(str(folder / name), size)
    raise FileNotFoundError(f"font {name} not found in {FONT_DIR}")
