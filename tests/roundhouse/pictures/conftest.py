"""Shared fixtures for the render tests."""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest
from PIL import Image


def _decode(png: bytes) -> Image.Image:
    assert png[:8] == b"\x89PNG\r\n\x1a\n", "not PNG bytes"
    im = Image.open(io.BytesIO(png))
    im.load()
    return im


@pytest.fixture
def decode() -> Callable[[bytes], Image.Image]:
    """Decode PNG bytes (the test fails if they are not a PNG)."""
    return _decode
