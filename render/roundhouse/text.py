"""Text helpers: measured, centred and wrapped text on an ImageDraw."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from render.common.glyphs import drawable

from . import style

Font = ImageFont.FreeTypeFont


def width(text: str, font: Font) -> int:
    return int(font.getlength(text))


def fit(text: str, font: Font, max_width: int) -> str:
    """The text, shortened with an ellipsis if it is wider than max_width."""
    if width(text, font) <= max_width:
        return text
    while text and width(text + "…", font) > max_width:
        text = text[:-1]
    return text + "…"


def wrap(text: str, font: Font, max_width: int) -> list[str]:
    """Greedy word wrap to max_width pixels."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and width(trial, font) > max_width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


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
    step = int(font.size) + leading
    for i, line in enumerate(lines):
        if center:
            draw(im, (x + max_width // 2, y + i * step), line, font, fill, anchor="ma")
        else:
            draw(im, (x, y + i * step), line, font, fill)
    return len(lines) * step


@lru_cache(maxsize=4096)
def _sprite(s: str, font: Font, fill: style.RGB, anchor: str) -> tuple[Image.Image, int, int]:
    """Rendered text as an RGBA sprite and its offset from the anchor point."""
    x0, y0, x1, y1 = font.getbbox(s, anchor=anchor)  # whole pixels, typed as floats
    left, top, right, bottom = math.floor(x0), math.floor(y0), math.ceil(x1), math.ceil(y1)
    im = Image.new("RGBA", (max(1, right - left), max(1, bottom - top)), (*fill, 0))
    ImageDraw.Draw(im).text((-left, -top), s, font=font, fill=(*fill, 255), anchor=anchor)
    return im, left, top


def draw(
    im: Image.Image,
    xy: tuple[float, float],
    s: str,
    font: Font,
    fill: style.RGB,
    anchor: str = "la",
) -> None:
    """Like ImageDraw.text for one line, but pasted from a cache: text repeats between turns."""
    if not s:
        return
    sprite, left, top = _sprite(s, font, fill, anchor)
    im.paste(sprite, (round(xy[0]) + left, round(xy[1]) + top), sprite)


def printable(s: str, font: Font, fallback: str) -> str:
    """`s` without the characters the font cannot draw (e.g. CJK in DejaVu) and without
    controls and format characters (a line break makes raqm fail); `fallback` if nothing
    readable is left. Player names come from Discord and may use any script."""
    kept = "".join(ch for ch in s if ch.isprintable() and drawable(ch, font)).strip()
    return kept or fallback
