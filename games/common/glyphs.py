"""Whether a font draws a character, or only its "missing" box: how a picture leaves out what
its font cannot draw (CJK in DejaVu) rather than draw a box."""

from __future__ import annotations

from functools import lru_cache

from PIL import ImageFont

MISSING = "\U0010fffd"  # a private-use code point: every font draws its "missing" box for it


@lru_cache(maxsize=64)
def _missing_box(font: ImageFont.FreeTypeFont) -> tuple[tuple[int, int], bytes]:
    mask = font.getmask(MISSING)
    return mask.size, bytes(mask)


@lru_cache(maxsize=8192)
def drawable(ch: str, font: ImageFont.FreeTypeFont) -> bool:
    """True when `font` draws `ch` with a glyph of its own (not the missing box)."""
    mask = font.getmask(ch)
    return (mask.size, bytes(mask)) != _missing_box(font)
