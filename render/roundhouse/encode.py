"""PNG encoding: RGB → a fixed 256-colour palette (fast, small) → PNG at a low compression level.

The palette is built once from a sample rendering of every colour the pictures use, so the same
state always gives the same bytes.
"""

from __future__ import annotations

import io
from functools import cache

from PIL import Image

COMPRESS_LEVEL = 1


@cache
def shared_palette() -> Image.Image:
    """The shared palette image (built on first use, about a second)."""
    from .palette_sample import sample_image

    return sample_image().quantize(256, method=Image.Quantize.MEDIANCUT)


def to_png(im: Image.Image, palette: bool = True) -> bytes:
    """Encode an RGB image; with `palette`, map it to the shared palette first (no dithering)."""
    if palette:
        im = im.quantize(palette=shared_palette(), dither=Image.Dither.NONE)
    out = io.BytesIO()
    im.save(out, format="PNG", optimize=False, compress_level=COMPRESS_LEVEL)
    return out.getvalue()
