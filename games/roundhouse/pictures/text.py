"""Text helpers: measured, centred and wrapped text on a picture, in any script.

Every text is drawn through `games.common.fonts` (DejaVu, then Noto Sans CJK TC for what DejaVu
lacks, on one baseline): a `Font` is a size and the chain of font files that draws it.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from games.common import fonts, textfit

from . import style

SPRITE_CACHE = 4096  # drawn texts kept: text repeats between turns
MULTILINE_SPACING = 4  # px between lines, as Pillow puts them
Font = style.Font


def width(text: str, font: Font) -> int:
    return int(fonts.width(text, font.size, font.chain))


def fit(text: str, font: Font, max_width: int) -> str:
    """The text, shortened with an ellipsis (never inside a grapheme) if wider than max_width
    (in whole pixels, as `width` measures)."""
    if width(text, font) <= max_width:
        return text
    return textfit.truncate(text, max_width, font.size, font.chain)


def wrap(text: str, font: Font, max_width: int) -> list[str]:
    """Greedy wrap to max_width pixels: between words, and between CJK characters."""
    return [
        line
        for line in textfit.wrap(" ".join(text.split()), max_width, font.size, font.chain)
        if line
    ]


def block(
    im: Image.Image,
    xy: tuple[int, int],
    text: str,
    font: Font,
    max_width: int,
    max_lines: int,
    fill: style.RGB = style.INK,
    leading: int = 3,
    center: bool = False,
) -> int:
    """Draw wrapped text (at most max_lines, the last one shortened); return the height used."""
    lines = wrap(text, font, max_width)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = fit(lines[-1] + " …", font, max_width)
    x, y = xy
    step = font.size + leading
    for i, line in enumerate(lines):
        if center:
            draw(im, (x + max_width // 2, y + i * step), line, font, fill, anchor="ma")
        else:
            draw(im, (x, y + i * step), line, font, fill)
    return len(lines) * step


def box(xy: tuple[float, float], s: str, font: Font, anchor: str = "la") -> tuple[int, ...]:
    """The ink box of a line drawn at `xy` (whole pixels, as `draw` places it)."""
    x, baseline = fonts.origin((0, 0), s, font.size, font.chain, anchor)
    x0, y0, x1, y1 = fonts.ink_box(s, font.size, font.chain)
    left, top = round(xy[0]), round(xy[1])
    return (
        left + math.floor(x + x0),
        top + math.floor(baseline + y0),
        left + math.ceil(x + x1),
        top + math.ceil(baseline + y1),
    )


@lru_cache(maxsize=SPRITE_CACHE)
def _sprite(s: str, font: Font, fill: style.RGB, anchor: str) -> tuple[Image.Image, int, int]:
    """Rendered text as an RGBA sprite and its offset from the anchor point."""
    left, top, right, bottom = box((0, 0), s, font, anchor)
    im = Image.new("RGBA", (max(1, right - left), max(1, bottom - top)), (*fill, 0))
    canvas = ImageDraw.Draw(im)
    fonts.draw_text(canvas, (-left, -top), s, font.size, (*fill, 255), font.chain, anchor)
    return im, left, top


def draw(
    im: Image.Image,
    xy: tuple[float, float],
    s: str,
    font: Font,
    fill: style.RGB,
    anchor: str = "la",
) -> None:
    """One line of text at `xy` by a Pillow anchor, pasted from a cache: text repeats."""
    if not s:
        return
    sprite, left, top = _sprite(s, font, fill, anchor)
    im.paste(sprite, (round(xy[0]) + left, round(xy[1]) + top), sprite)


def write(
    d: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    s: str,
    font: Font,
    fill: style.RGB,
    anchor: str = "la",
) -> None:
    """One line of text drawn straight onto `d` (pieces, once-drawn layers) by a Pillow anchor."""
    fonts.draw_text(d, xy, s, font.size, fill, font.chain, anchor)


def write_lines(
    d: ImageDraw.ImageDraw, centre: tuple[float, float], s: str, font: Font, fill: style.RGB
) -> None:
    """Lines ("\\n" between them) centred on `centre`, spaced as Pillow's multiline text."""
    lines = s.split("\n")
    step = box((0, 0), "A", font)[3] + MULTILINE_SPACING
    for i, line in enumerate(lines):
        y = centre[1] + (i - (len(lines) - 1) / 2) * step
        write(d, (centre[0], y), line, font, fill, anchor="mm")
