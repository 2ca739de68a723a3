"""Rounded frames: the cells, cards and boxes the board's parts are drawn in."""

from __future__ import annotations

from PIL import ImageDraw

from . import geometry as g
from . import style

# The floor of the two corridors back to the hall (the round track's and the inner one).
# Kept out of `style`: a new colour there would change the shared PNG palette.
CORRIDOR_FLOOR: style.RGB = (214, 204, 184)


def frame(
    d: ImageDraw.ImageDraw, box: g.Box, fill: style.RGB, radius: int = 10, width: int = 2
) -> None:
    """A rounded box outlined in the board's line colour."""
    d.rounded_rectangle(box, radius, fill=fill, outline=style.LINE, width=width)
