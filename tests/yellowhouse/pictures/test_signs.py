"""The Chinese marks on the elements' signs fit their shapes and stand out: on a card, 熱 and
技 stay on the heart and the diamond, never on the pale card around them; on the smaller signs
of the table, where even a smaller mark spills, a dark outline keeps their white strokes apart
from the paper; 靈, dark on the dark star, sits on a pale disc (WCAG contrast ≥ 7)."""

from __future__ import annotations

import pytest
from PIL import ImageChops

from games.yellowhouse.pictures import shapes
from games.yellowhouse.pictures.style import INK, LOOKS, MIN_TEXT
from games.yellowhouse.pictures.words import letter
from tests.yellowhouse.pictures.pictures import ZH
from tests.yellowhouse.pictures.test_colours import luminance

SIZES = (40, 44, 46, 62)  # px: the table's, the palettes', a small card's and a trick card's signs
ON_CARDS = (46, 62, 100)
EDGE = 4  # px the antialiased edge of a mark may touch past its shape


def off_the_shape(key: str, size: int, mark: str) -> int:
    """Pixels the mark changes outside the sign's shape (on the card behind it)."""
    bare, marked = shapes.sign(key, size, 0, ""), shapes.sign(key, size, MIN_TEXT, mark)
    outside = bare.getchannel("A").point(lambda a: 255 if a == 0 else 0)
    changed = ImageChops.difference(bare, marked).convert("L").point(lambda v: 255 if v > 40 else 0)
    return ImageChops.multiply(changed, outside).histogram()[255]


@pytest.mark.parametrize("size", ON_CARDS)
@pytest.mark.parametrize("key", sorted(LOOKS))
def test_a_hanzi_stays_on_its_sign_on_a_card(key, size):
    assert off_the_shape(key, size, letter(ZH, key)) <= EDGE


@pytest.mark.parametrize("size", (40, 44))
def test_a_white_hanzi_spilling_from_a_small_sign_is_outlined_in_dark(size):
    bare, marked = shapes.sign("passion", size, 0, ""), shapes.sign("passion", size, MIN_TEXT, "熱")
    spilt = [
        marked.getpixel((x, y))
        for x in range(size)
        for y in range(size)
        if bare.getpixel((x, y))[3] == 0 and marked.getpixel((x, y))[3] > 128
    ]
    assert spilt and sum(luminance(p[:3]) < 0.25 for p in spilt) > len(spilt) / 2


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    high, low = sorted((luminance(a[:3]), luminance(b[:3])), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("size", SIZES)
def test_a_dark_hanzi_on_the_dark_star_stands_on_a_pale_disc(size):
    sign = shapes.sign("inspiration", size, MIN_TEXT, letter(ZH, "inspiration"))
    c = size // 2
    core = [sign.getpixel((c + dx, c + dy)) for dx in range(-3, 4) for dy in range(-3, 4)]
    lightest = max(core, key=lambda p: luminance(p[:3]))
    assert contrast(INK, lightest) >= 7
