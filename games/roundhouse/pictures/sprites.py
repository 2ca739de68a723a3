"""Pieces drawn once and pasted many times: leaders, assistants, cubes, coins.

Every player piece shows its colour's mark and a cube its good's, in the picture's language
(`letters`: the sprites are drawn once per language); shapes tell the kinds apart: a leader is
a large circle with a thick ring, a neutral leader a hexagon, a younger assistant a small circle
and a senior assistant a diamond.
"""

from __future__ import annotations

import math
from functools import cache

from PIL import Image, ImageDraw

from . import letters, style
from .text import width, write

LEADER_R = 19
ASSISTANT_R = 14
SENIOR_R = 18
CUBE = 26


def _canvas(size: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    im = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    return im, ImageDraw.Draw(im)


def _letter(
    d: ImageDraw.ImageDraw, size: int, text: str, fill: style.RGB, px: int, condensed: bool = False
) -> None:
    """A piece's label centred on a `size` square canvas (bold; condensed for two letters)."""
    f = style.font(px, bold=True, condensed=condensed)
    write(d, (size / 2, size / 2 + 1), text, f, fill, anchor="mm")


@cache
def leader(
    language: str,
    color: str,
    neutral: bool = False,
    number: int | None = None,
    r: int = LEADER_R,
    letter: int = 20,
) -> Image.Image:
    """A leader of radius `r`; `number` (1 or 2) when the player has two, matching the engine's
    'leader 1'. The letter is `letter` px, a numbered label 2 px less (condensed)."""
    size = 2 * r + 4
    im, d = _canvas(size)
    c = size / 2
    if neutral:
        pts = [
            (
                c + r * math.cos(math.pi / 6 + k * math.pi / 3),
                c + r * math.sin(math.pi / 6 + k * math.pi / 3),
            )
            for k in range(6)
        ]
        d.polygon(pts, fill=style.PLAYER[color], outline=(255, 255, 255), width=3)
        d.polygon(pts, outline=style.INK, width=1)
    else:
        d.ellipse((c - r, c - r, c + r, c + r), fill=style.INK)
        d.ellipse((c - r + 4, c - r + 4, c + r - 4, c + r - 4), fill=style.PLAYER[color])
    if number is None:
        _letter(d, size, letters.colour(language, color), style.ON_PLAYER[color], letter)
    else:
        label = f"{letters.colour(language, color)}{number}"
        _letter(d, size, label, style.ON_PLAYER[color], letter - 2, condensed=True)
    return im


@cache
def assistant(
    language: str,
    color: str,
    senior: bool = False,
    small: bool = False,
    r: int = 0,
    letter: int = 17,
) -> Image.Image:
    """A younger (circle) or senior (diamond) assistant; `small` for the worship table; `r`
    (when given) is the radius, `letter` the letter's size in px."""
    r = r or ((14 if small else SENIOR_R) if senior else ASSISTANT_R)
    size = 2 * r + 2
    im, d = _canvas(size)
    c = size / 2
    if senior:
        pts = [(c, c - r), (c + r, c), (c, c + r), (c - r, c)]
        d.polygon(pts, fill=style.PLAYER[color], outline=style.INK, width=2)
    else:
        box = (c - r, c - r, c + r, c + r)
        d.ellipse(box, fill=style.PLAYER[color], outline=style.INK, width=2)
    _letter(d, size, letters.colour(language, color), style.ON_PLAYER[color], letter)
    return im


@cache
def cube(language: str, value: str, size: int = CUBE, letter: int = 0) -> Image.Image:
    """A resource cube: a rounded square in the colour of `value`'s good (its first code; 'GT'
    is Gold counted as Tea, marked as Tea) with its mark (`letter` px when given, else sized to
    the cube); a mark of two letters (Au) is condensed, and the cube widened if it is wider."""
    res, text = value[0], letters.good(language, value)
    condensed = len(text) > 1
    px = letter or (17 if condensed else max(17, size * 2 // 3))
    f = style.font(px, bold=True, condensed=condensed)
    drawn = width(text, f)
    w = size if drawn <= size - 6 else drawn + 8
    im = Image.new("RGBA", (w, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.rounded_rectangle(
        (1, 1, w - 2, size - 2), 4, fill=style.RESOURCE[res], outline=style.INK, width=2
    )
    write(d, (w / 2, size / 2 + 1), text, f, style.ON_RESOURCE[res], anchor="mm")
    return im


@cache
def coin(text: str = "", size: int = 28, letter: int = 17) -> Image.Image:
    """A coin, with the amount when `text` is given (`letter` px; condensed past one digit
    when the letter is large)."""
    im, d = _canvas(size)
    d.ellipse((1, 1, size - 2, size - 2), fill=style.COIN, outline=style.INK, width=2)
    if text:
        _letter(d, size, text, style.INK, letter, condensed=len(text) > 1 and letter > 17)
    return im


@cache
def merchant(language: str) -> Image.Image:
    """The Traveling Merchant: a cart-like rounded box with its mark ('TM', 商隊)."""
    w, h = 56, 34
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.rounded_rectangle((1, 1, w - 2, h - 2), 8, fill=(90, 60, 30), outline=style.INK, width=2)
    write(
        d,
        (w / 2, h / 2 + 1),
        letters.merchant(language),
        style.font(18, bold=True),
        (255, 255, 255),
        anchor="mm",
    )
    return im


def paste(canvas: Image.Image, sprite: Image.Image, cx: float, cy: float) -> None:
    """Paste a sprite centred on (cx, cy)."""
    canvas.paste(sprite, (round(cx - sprite.width / 2), round(cy - sprite.height / 2)), sprite)


@cache
def amulet(name: str, width: int = 64, h: int = 28, letter: int = 17) -> Image.Image:
    """An amulet token: a jade pill with its kind's short name (`letter` px, condensed)."""
    im = Image.new("RGBA", (width, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.rounded_rectangle(
        (1, 1, width - 2, h - 2), 13, fill=(196, 226, 200), outline=style.INK, width=2
    )
    f = style.font(letter, condensed=True)
    write(d, (width / 2, h / 2 + 1), name, f, style.INK, anchor="mm")
    return im
