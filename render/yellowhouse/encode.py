"""PNG bytes of a picture: mapped to one fixed 256-colour palette (no dithering, so the same
picture always gives the same bytes) and compressed at a low level (fast; the pictures are
flat colours and text, so they stay small)."""

from __future__ import annotations

import io
from functools import cache

from PIL import Image

COMPRESS_LEVEL = 1


@cache
def _palette() -> Image.Image:
    """The palette, from a sample of every colour and edge the pictures draw."""
    from .samples import palette_sample

    return palette_sample().quantize(256, method=Image.Quantize.MEDIANCUT)


def png(im: Image.Image) -> bytes:
    out = io.BytesIO()
    im.quantize(palette=_palette(), dither=Image.Dither.NONE).save(
        out, format="PNG", compress_level=COMPRESS_LEVEL
    )
    return out.getvalue()
