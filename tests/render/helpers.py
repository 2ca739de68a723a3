"""Shared helpers for the render tests."""

from __future__ import annotations

import io

from PIL import Image


def decode(png: bytes) -> Image.Image:
    """Decode PNG bytes (fails the test if they are not a PNG)."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    im = Image.open(io.BytesIO(png))
    im.load()
    return im
