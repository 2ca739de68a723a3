"""A line chart knowing no game: one line per series of whole numbers over steps 0, 1, … n (a
game draws each seat's score after every turn with it), on a grid with round-numbered axes,
a legend and each line's last value at its end.

A game gives the colours and a font (`ChartStyle`); the labels it passes are drawn as they
are, so they must be text its font can draw.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw, ImageFont

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]  # left, top, right, bottom
Font = Callable[[int, bool], ImageFont.FreeTypeFont]  # (size, bold) -> font
TICKS = 6  # at most this many numbered grid lines on each axis
LINE_WIDTH = 4  # px; each line has an ink edge around it, so that pale colours read
DOT = 6  # px: the radius of the dot at each line's end
LABEL_GAP = 22  # px: the least distance between two end labels


@dataclass(frozen=True)
class Series:
    """One line: its legend label, its colour and its value at each step."""

    label: str
    colour: RGB
    values: Sequence[int]


@dataclass(frozen=True)
class ChartStyle:
    font: Font
    paper: RGB = (255, 255, 255)
    ink: RGB = (28, 24, 20)
    muted: RGB = (88, 80, 70)
    grid: RGB = (215, 208, 196)
    text_size: int = 18


def nice_step(span: float, ticks: int = TICKS) -> int:
    """A round step (1, 2 or 5 times a power of ten) that cuts `span` into at most `ticks`."""
    rough = max(span / ticks, 1)
    power = 10 ** math.floor(math.log10(rough))
    return next(int(m * power) for m in (1, 2, 5, 10) if m * power >= rough)


def line_chart(
    size: tuple[int, int], series: Sequence[Series], style: ChartStyle, *, title: str = ""
) -> Image.Image:
    """The chart alone, as an RGB picture of `size`."""
    im = Image.new("RGB", size, style.paper)
    draw_line_chart(ImageDraw.Draw(im), (0, 0, *size), series, style, title=title)
    return im


def draw_line_chart(
    d: ImageDraw.ImageDraw,
    box: Box,
    series: Sequence[Series],
    style: ChartStyle,
    *,
    title: str = "",
    x_label: str = "turn",
) -> None:
    """Draw the chart in `box` of a picture: the title, the legend, the grid and the lines."""
    left, top, right, bottom = box
    f = style.font(style.text_size, False)
    if title:
        d.text((left + 20, top + 12), title, font=style.font(28, True), fill=style.ink)
        top += 52
    top = _legend(d, (left + 20, top, right), series, style) + 16
    steps = max((len(s.values) for s in series), default=1) - 1
    values = [v for s in series for v in s.values] or [0]
    low, high = min(0, *values), max(1, *values)
    y_step = nice_step(high - low)
    low, high = math.floor(low / y_step) * y_step, math.ceil(high / y_step) * y_step
    plot = (left + 70, top + 8, right - 70, bottom - 46)

    def at(step: int, value: int) -> tuple[float, float]:
        x = plot[0] + (plot[2] - plot[0]) * step / max(steps, 1)
        return x, plot[3] - (plot[3] - plot[1]) * (value - low) / (high - low)

    for value in range(low, high + 1, y_step):
        y = at(0, value)[1]
        d.line([(plot[0], y), (plot[2], y)], fill=style.grid, width=1)
        d.text((plot[0] - 10, y), str(value), font=f, fill=style.muted, anchor="rm")
    for step in range(0, steps + 1, nice_step(steps)):
        x = at(step, low)[0]
        d.line([(x, plot[3]), (x, plot[3] + 6)], fill=style.muted, width=2)
        d.text((x, plot[3] + 10), str(step), font=f, fill=style.muted, anchor="mt")
    d.line([(plot[0], plot[1]), (plot[0], plot[3]), (plot[2], plot[3])], fill=style.muted, width=2)
    d.text(((plot[0] + plot[2]) / 2, bottom - 4), x_label, font=f, fill=style.muted, anchor="md")
    ends = []
    for line in series:
        points = [at(step, value) for step, value in enumerate(line.values)]
        if len(points) > 1:
            d.line(points, fill=style.ink, width=LINE_WIDTH + 3, joint="curve")
            d.line(points, fill=line.colour, width=LINE_WIDTH, joint="curve")
        if points:
            x, y = points[-1]
            d.ellipse((x - DOT, y - DOT, x + DOT, y + DOT), fill=line.colour, outline=style.ink)
            ends.append((y, line.values[-1]))
    for y, value in spread(ends):
        d.text((plot[2] + 12, y), str(value), font=style.font(style.text_size, True),
               fill=style.ink, anchor="lm")


def _legend(d: ImageDraw.ImageDraw, at: tuple[int, int, int], series: Sequence[Series],
            style: ChartStyle) -> int:
    """The series' swatches and labels in rows from `(left, top)` up to `right`; the bottom."""
    left, top, right = at
    f = style.font(style.text_size, False)
    x, y, row = left, top, style.text_size + 10
    for line in series:
        width = 34 + int(d.textlength(line.label, font=f)) + 28
        if x > left and x + width > right:
            x, y = left, y + row
        d.rectangle((x, y + 4, x + 24, y + row - 6), fill=line.colour, outline=style.ink)
        d.text((x + 34, y + row / 2), line.label, font=f, fill=style.ink, anchor="lm")
        x += width
    return y + row


def spread(ends: list[tuple[float, int]]) -> list[tuple[float, int]]:
    """The end labels' heights, moved apart (downwards) until none is within LABEL_GAP."""
    out: list[tuple[float, int]] = []
    for y, value in sorted(ends):
        if out and y - out[-1][0] < LABEL_GAP:
            y = out[-1][0] + LABEL_GAP
        out.append((y, value))
    return out
