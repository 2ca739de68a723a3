"""The pieces, drawn by code (no artwork of the published game): each element's sign (a
heart for Passion, a diamond for Skill, a coin for Money, a star for Inspiration, each with
its letter), the cards, the back of a card (a small yellow house), a Support card and a
Palette token. Every sprite is RGBA, drawn at SUPER times its size and scaled down (smooth
edges), and cached: a game draws the same few sprites over and over."""

from __future__ import annotations

import math
from functools import cache

from PIL import Image, ImageDraw

from .sheet import draw_line
from .style import CARD_BACK, INK, LOOKS, PAPER, RGB, SUN, SUPPORT, WHITE, font

SUPER = 4
Points = list[tuple[float, float]]


def _canvas(w: int, h: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    im = Image.new("RGBA", (w * SUPER, h * SUPER), (0, 0, 0, 0))
    return im, ImageDraw.Draw(im)


def _done(im: Image.Image) -> Image.Image:
    return im.resize((im.width // SUPER, im.height // SUPER), Image.Resampling.LANCZOS)


def _outline(shape: str, cx: float, cy: float, r: float) -> Points:
    """The shape's outline around (cx, cy), `r` its half-size (a coin is drawn apart)."""
    if shape == "diamond":
        return [(cx, cy - r), (cx + r * 0.82, cy), (cx, cy + r), (cx - r * 0.82, cy)]
    if shape == "star":
        return [
            (cx + r * k * math.sin(i * math.pi / 5), cy - r * k * math.cos(i * math.pi / 5))
            for i, k in zip(range(10), [1.0, 0.56] * 5, strict=True)
        ]
    steps = [i * 2 * math.pi / 48 for i in range(48)]  # a heart
    return [
        (
            cx + r * 0.95 * math.sin(t) ** 3,
            cy
            - r
            * (13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
            / 16
            - r * 0.12,
        )
        for t in steps
    ]


@cache
def sign(key: str, size: int, letter: int, mark: str) -> Image.Image:
    """An element's sign, `size` px, its mark (a letter: "P") `letter` px in the middle (0 or
    "": none)."""
    look = LOOKS[key]
    im, d = _canvas(size, size)
    c, r, edge = size * SUPER / 2, size * SUPER / 2 - SUPER * 2, SUPER * 2
    if look.shape == "coin":
        d.ellipse((c - r, c - r, c + r, c + r), fill=look.color, outline=INK, width=edge)
        inner = r * 0.78
        d.ellipse((c - inner, c - inner, c + inner, c + inner), outline=INK, width=SUPER)
    else:
        d.polygon(_outline(look.shape, c, c, r), fill=look.color, outline=INK, width=edge)
    if letter and mark:
        dy = r * 0.12 if look.shape in ("heart", "star") else 0
        draw_line(d, (c, c + dy), mark, font(letter * SUPER, bold=True), look.on, "mm")
    return _done(im)


@cache
def ghost(key: str, size: int) -> Image.Image:
    """An element's sign, faint: the place of a stack with no card."""
    im = sign(key, size, 0, "").copy()
    im.putalpha(im.getchannel("A").point(lambda a: a // 4))
    return im


@cache
def card(key: str | None, w: int, h: int, letter: int, mark: str) -> Image.Image:
    """A Topic card face up (`key`, its sign's `mark` `letter` px), or its back (None): a
    night-blue card with a house."""
    im, d = _canvas(w, h)
    radius, edge = SUPER * 8, SUPER * 2
    box = (edge, edge, w * SUPER - edge, h * SUPER - edge)
    if key is None:
        d.rounded_rectangle(box, radius, fill=CARD_BACK, outline=INK, width=edge)
        _house(d, w * SUPER / 2, h * SUPER / 2, min(w, h) * SUPER * 0.3)
        return _done(im)
    look = LOOKS[key]
    d.rounded_rectangle(box, radius, fill=look.tint, outline=look.color, width=edge * 2)
    im = _done(im)
    s = sign(key, min(w, h) - (12 if w > 80 else 4), letter, mark)
    im.alpha_composite(s, ((w - s.width) // 2, (h - s.height) // 2))
    return im


def _house(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """A small yellow house: walls, a roof and a lit window."""
    d.rectangle((cx - r * 0.7, cy - r * 0.1, cx + r * 0.7, cy + r), fill=SUN)
    d.polygon([(cx - r, cy), (cx, cy - r), (cx + r, cy)], fill=(200, 120, 40))
    d.rectangle((cx - r * 0.2, cy + r * 0.3, cx + r * 0.2, cy + r * 0.7), fill=CARD_BACK)


@cache
def house(size: int) -> Image.Image:
    """The yellow house alone, for the header."""
    im, d = _canvas(size, size)
    _house(d, size * SUPER / 2, size * SUPER / 2, size * SUPER * 0.48)
    return _done(im)


@cache
def support(w: int, h: int, used: bool) -> Image.Image:
    """A Support card (an arrow up) or, not used, its empty place (an outline)."""
    im, d = _canvas(w, h)
    edge = SUPER * 2
    box = (edge, edge, w * SUPER - edge, h * SUPER - edge)
    if not used:
        d.rounded_rectangle(box, SUPER * 6, fill=PAPER, outline=SUPPORT, width=edge)
        return _done(im)
    d.rounded_rectangle(box, SUPER * 6, fill=SUPPORT, outline=INK, width=edge)
    cx, cy, r = w * SUPER / 2, h * SUPER / 2, min(w, h) * SUPER * 0.32
    arrow = [
        (cx, cy - r),
        (cx + r, cy),
        (cx + r * 0.4, cy),
        (cx + r * 0.4, cy + r),
        (cx - r * 0.4, cy + r),
        (cx - r * 0.4, cy),
        (cx - r, cy),
    ]
    d.polygon(arrow, fill=WHITE)
    return _done(im)


@cache
def palette(size: int, colors: tuple[RGB, ...]) -> Image.Image:
    """A painter's Palette token: a wooden oval with a thumb hole and dabs of paint."""
    im, d = _canvas(size, size)
    s = size * SUPER
    d.ellipse((s * 0.04, s * 0.14, s * 0.96, s * 0.86), fill=(214, 170, 110), outline=INK, width=8)
    d.ellipse((s * 0.62, s * 0.5, s * 0.78, s * 0.66), fill=(0, 0, 0, 0), outline=INK, width=6)
    spots = [(0.24, 0.36), (0.44, 0.27), (0.64, 0.3), (0.27, 0.6)]
    for (x, y), color in zip(spots, colors, strict=False):
        d.ellipse((s * (x - 0.09), s * (y - 0.09), s * (x + 0.09), s * (y + 0.09)), fill=color)
    return _done(im)
