"""The four elements can be told apart without colour and with any common colour-vision
deficiency: each has its own shape, letter and name, their colours stay apart (CIELAB ΔE)
under simulated protanopia, deuteranopia and tritanopia (Machado, Oliveira and Fernandes
2009, severity 1), and each letter stands out from its sign (WCAG contrast ≥ 3, large text)."""

from __future__ import annotations

import itertools
import math

import pytest

from games.yellowhouse.pictures.style import LOOKS, RGB
from games.yellowhouse.pictures.words import element, letter
from tests.yellowhouse.pictures.pictures import EN, ZH

SIMULATIONS = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
MIN_DELTA_E = 15  # clearly different (2.3 is "just noticeable")


def linear(rgb: RGB) -> list[float]:
    return [c / 255 / 12.92 if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in rgb]


def luminance(rgb: RGB) -> float:
    r, g, b = linear(rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def lab(lin: list[float]) -> tuple[float, float, float]:
    r, g, b = lin
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def seen(rgb: RGB, matrix: tuple[tuple[float, ...], ...]) -> tuple[float, float, float]:
    lin = linear(rgb)
    return lab(
        [min(1, max(0, sum(m * c for m, c in zip(row, lin, strict=True)))) for row in matrix]
    )


@pytest.mark.parametrize("words", [EN, ZH], ids=["en", "zh-TW"])
def test_each_element_has_its_own_shape_letter_and_name(words):
    assert len({look.shape for look in LOOKS.values()}) == len(LOOKS)
    assert len({letter(words, key) for key in LOOKS}) == len(LOOKS)
    assert len({element(words, key) for key in LOOKS}) == len(LOOKS)


def test_the_colours_stay_apart_with_each_colour_vision_deficiency():
    for simulation, matrix in SIMULATIONS.items():
        for a, b in itertools.combinations(LOOKS, 2):
            distance = math.dist(seen(LOOKS[a].color, matrix), seen(LOOKS[b].color, matrix))
            assert distance >= MIN_DELTA_E, (simulation, a, b, round(distance, 1))


def test_each_letter_stands_out_from_its_sign():
    for key, look in LOOKS.items():
        light, dark = sorted((luminance(look.color), luminance(look.on)), reverse=True)
        assert (light + 0.05) / (dark + 0.05) >= 3, key
