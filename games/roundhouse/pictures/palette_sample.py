"""The pictures' fixed PNG palette (`shared_palette`) and the sample it is built from: every
colour and its anti-aliased blends."""

from __future__ import annotations

from functools import cache

from PIL import Image, ImageDraw

from games.common import png
from locales.words import ENGLISH, words_for

from . import style


def _blend(color: style.RGB, ground: style.RGB, t: float) -> style.RGB:
    """`t` of `color` over `ground`, as anti-aliased edges mix them."""
    r, g, b = (round(a * t + z * (1 - t)) for a, z in zip(color, ground, strict=True))
    return (r, g, b)


def _swatches() -> Image.Image:
    """Solid blocks of every style colour and 1/4, 1/2, 3/4 blends with the backgrounds."""
    colors: list[style.RGB] = [
        v
        for v in vars(style).values()
        if isinstance(v, tuple) and len(v) == 3 and all(isinstance(x, int) for x in v)
    ]
    for table in (style.PLAYER, style.RESOURCE, style.CATEGORY, style.ON_PLAYER):
        colors.extend(table.values())
    colors = sorted(set(colors))
    grounds = [style.BG, style.PAPER, style.INK, (255, 255, 255)]
    blocks: list[style.RGB] = []
    for c in colors:
        blocks.append(c)
        blocks.extend(_blend(c, gnd, t) for gnd in grounds for t in (0.25, 0.5, 0.75))
    size = 24
    per_row = 64
    im = Image.new("RGB", (per_row * size, (len(blocks) // per_row + 1) * size), style.BG)
    d = ImageDraw.Draw(im)
    for i, col in enumerate(blocks):
        r, k = divmod(i, per_row)
        d.rectangle((k * size, r * size, k * size + size - 1, r * size + size - 1), fill=col)
    return im


def sample_image() -> Image.Image:
    """A 5-player busy board, a 2-player board and the swatches, stacked."""
    from .board import draw_board
    from .samples import busy_state

    english = words_for(ENGLISH)  # the palette's colours are those of every language's board
    parts = [draw_board(busy_state(5), english), draw_board(busy_state(2), english), _swatches()]
    im = Image.new("RGB", (max(p.width for p in parts), sum(p.height for p in parts)), style.BG)
    y = 0
    for p in parts:
        im.paste(p, (0, y))
        y += p.height
    return im


@cache
def shared_palette() -> Image.Image:
    """The palette every Round House picture is mapped to (built on first use, about a second)."""
    return png.palette(sample_image())
