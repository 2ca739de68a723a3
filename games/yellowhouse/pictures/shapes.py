"""The pieces, drawn by code (no artwork of the published game): each element's sign (a
heart for Passion, a diamond for Skill, a coin for Money, a star for Inspiration, each with
its letter), the cards, the back of a card (a small yellow house), a Support card and a
Palette token. Every sprite is RGBA, drawn at SUPER times its size and scaled down (smooth
edges), and cached: a game draws the same few sprites over and over."""

from __future__ import annotations

import math
from functools import cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from games.common.graphemes import is_cjk

from .sheet import draw_line
from .style import CARD_BACK, INK, LOOKS, PAPER, RGB, SUN, SUPPORT, WHITE, Font, font

SUPER = 4
SMALLEST = 0.75  # a sign's mark is made down to this much of its size to fit its shape
FIT_STEPS = 5
SPILL = 0.15  # of a mark's ink that may fall on its shape's outline
OUTSIDE = 0.01  # of a mark's ink that may fall past the shape
DENSE_CONTRAST = 7.0  # a dark Hanzi's thin strokes want this (WCAG AAA), else a pale disc
HALO = SUPER * 3 // 2  # the outline of a mark that spills out of its shape
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
    "": none); a Hanzi mark made smaller to stay inside the shape (`_fitted`)."""
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
        hanzi = any(map(is_cjk, mark))  # a full square: fitted (a Latin capital is narrower)
        dense = hanzi and look.on == INK  # a dark Hanzi: regular weight, so it stays open
        masks = _inside(im, edge)
        px, halo = letter * SUPER, False
        if hanzi:
            px, halo = _fitted(masks, (c, c + dy), mark, px, not dense)
        if dense and _contrast(INK, look.color) < DENSE_CONTRAST:
            d.bitmap((0, 0), _disc(masks[1], (c, c + dy), mark, font(px)), fill=look.tint)
        elif halo:  # even the smallest spills: an outline of the other ink keeps it readable
            around = look.tint if look.on == INK else tuple(v * 3 // 5 for v in look.color)
            halo_ink = _mark(im.size, (c, c + dy), mark, font(px, bold=not dense), HALO)
            d.bitmap((0, 0), halo_ink, fill=around)
        draw_line(d, (c, c + dy), mark, font(px, bold=not dense), look.on, "mm")
    return _done(im)


def _inside(im: Image.Image, edge: int) -> tuple[Image.Image, Image.Image]:
    """Masks of what lies past the shape, and of what lies past its fill (its outline too)."""
    past = im.getchannel("A").point(lambda a: 0 if a > 128 else 255)
    return past, past.filter(ImageFilter.MaxFilter(2 * edge + 1))


def _mark(
    size: tuple[int, int], xy: tuple[float, float], mark: str, f: Font, grown: int = 0
) -> Image.Image:
    """The mark's ink in `f` as a mask (grown by about `grown` px on every side, rounded)."""
    ink = Image.new("L", size, 0)
    draw_line(ImageDraw.Draw(ink), xy, mark, f, 255, "mm")
    if not grown:
        return ink
    return ink.filter(ImageFilter.GaussianBlur(grown / 2)).point(lambda v: 255 if v > 8 else 0)


def _disc(on_edge: Image.Image, xy: tuple[float, float], mark: str, f: Font) -> Image.Image:
    """A disc just larger than the mark, inside the shape's outline, as a mask."""
    box = _mark(on_edge.size, xy, mark, f).getbbox() or (0, 0, 0, 0)
    half = max(box[2] - box[0], box[3] - box[1]) / 2 + HALO
    disc = Image.new("L", on_edge.size, 0)
    ImageDraw.Draw(disc).ellipse((xy[0] - half, xy[1] - half, xy[0] + half, xy[1] + half), fill=255)
    return ImageChops.subtract(disc, on_edge)


def _fitted(
    masks: tuple[Image.Image, Image.Image], xy: tuple[float, float], mark: str, px: int, bold: bool
) -> tuple[int, bool]:
    """The largest size down to SMALLEST of `px` at which the mark's ink stays on the shape
    (no more than SPILL of it on the outline), and False; else the smallest, and True."""
    past, on_edge = masks
    for step in range(FIT_STEPS + 1):
        size = round(px * (1 - (1 - SMALLEST) * step / FIT_STEPS))
        ink = _mark(past.size, xy, mark, font(size, bold)).point(lambda v: 255 if v > 128 else 0)
        total = _count(ink)
        outside = _count(ImageChops.multiply(ink, past))
        on_outline = _count(ImageChops.multiply(ink, on_edge))
        if outside <= OUTSIDE * total and on_outline <= SPILL * total:
            return size, False
    return round(px * SMALLEST), True


def _count(mask: Image.Image) -> int:
    return mask.histogram()[255]


def _contrast(a: RGB, b: RGB) -> float:
    """The WCAG contrast ratio of two colours."""
    lighter, darker = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def _luminance(color: RGB) -> float:
    linear = [(v / 255) / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in color]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


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
