"""Sizes of the phone pictures (the turn post's picture and `/roundhouse me`): fonts and pieces
large enough to read on a phone without zooming.

The pictures are WIDTH px wide. A phone shows them about PHONE_POINTS points wide, so every text
must be at least `layout.min_text_px(WIDTH)` px (11 points there: 23 px at 800 px); the body
text is TEXT px, and no hanzi is drawn smaller than MIN_HANZI px (their strokes need more room
than Latin letters). Pieces are the board's sprites drawn larger, their letters TEXT px or more.
"""

from __future__ import annotations

from PIL import Image

from . import sprites, style, text
from .layout import min_text_px

WIDTH = 800
MIN_TEXT = min_text_px(WIDTH)  # 23
TEXT = 24  # body text, room names
MIN_HANZI = 24  # a hanzi's body (its font size) is at least this: 11.7 points at 390 points
NAME = 26  # player names, counts beside icons
TITLE = 30  # the header, the score
SCORE = 32  # prestige

LEADER_R, LEADER_LETTER = 22, 26  # a numbered leader's label is 2 px less: 24
ASSISTANT_R, SENIOR_R, ASSISTANT_LETTER = 17, 21, TEXT
CUBE, CUBE_LETTER = 32, TEXT
COIN, COIN_LETTER = 36, TEXT
AMULET_W, AMULET_H = 112, 38

Sprite = tuple[Image.Image, int]  # a sprite and its label's font size


def font(size: int = TEXT, bold: bool = False, condensed: bool = False) -> text.Font:
    """A phone font; ValueError below MIN_TEXT (a size that would not be readable)."""
    if size < MIN_TEXT:
        raise ValueError(f"{size} px text is below the phone minimum of {MIN_TEXT} px")
    return style.font(size, bold=bold, condensed=condensed)


def leader(language: str, color: str, neutral: bool = False, number: int | None = None) -> Sprite:
    letter = LEADER_LETTER - (2 if number is not None else 0)
    return sprites.leader(
        language, color, neutral, number, r=LEADER_R, letter=LEADER_LETTER
    ), letter


def assistant(language: str, color: str, senior: bool = False) -> Sprite:
    r = SENIOR_R if senior else ASSISTANT_R
    return sprites.assistant(
        language, color, senior, r=r, letter=ASSISTANT_LETTER
    ), ASSISTANT_LETTER


def cube(language: str, value: str) -> Sprite:
    """A cube; 'GT' is a Gold cube sold as Tea (a gold cube marked as Tea)."""
    return sprites.cube(language, value, CUBE, letter=CUBE_LETTER), CUBE_LETTER


def coin(amount: str = "") -> Sprite:
    return sprites.coin(amount, COIN, letter=COIN_LETTER), COIN_LETTER if amount else 0


def amulet(name: str) -> Sprite:
    """An amulet token with its kind's short name."""
    return sprites.amulet(name, AMULET_W, AMULET_H, letter=TEXT), TEXT
