"""A line chart knowing no game: one line per series of whole numbers over steps 0, 1, … n (a
game draws each seat's score after every turn with it), on a grid with round-numbered axes,
a legend and each line's last value at its end.

A game gives the colours and the text sizes (`ChartStyle`: 24 px and more for a picture read
on a phone) and the words (the title, the steps' name); every text is drawn through
`games.common.fonts`, so labels in any script draw, and `draw_line_chart` returns the record of
each (`Label`: its text, ink box and size), which a game's tests measure.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from games.common import fonts

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]  # left, top, right, bottom
TICKS = 6  # at most this many numbered grid lines on each axis
LINE_WIDTH = 4  # px; each line has an ink edge around it, so that pale colours read
DOT = 6  # px: the radius of the dot at each line's end
SIDE, FOOT = 70, 46  # px beside and under the plot for the numbers, at 18 px text (scaled)
LABEL_GAP = 22  # px: the least distance between two end labels (more for larger text)


@dataclass(frozen=True)
class Series:
    """One line: its legend label, its colour and its value at each step."""

    label: str
    colour: RGB
    values: Sequence[int]


@dataclass(frozen=True)
class ChartStyle:
    paper: RGB = (255, 255, 255)
    ink: RGB = (28, 24, 20)
    muted: RGB = (88, 80, 70)
    grid: RGB = (215, 208, 196)
    text_size: int = 18
    title_size: int = 28  # bold


@dataclass(frozen=True)
class Label:
    """One text drawn: what it says, its ink box (left, top, right, bottom) and its size."""

    text: str
    box: Box
    size: int


def nice_step(span: float, ticks: int = TICKS) -> int:
    """A round step (1, 2 or 5 times a power of ten) that cuts `span` into at most `ticks`."""
    rough = max(span / ticks, 1)
    power = 10 ** math.floor(math.log10(rough))
    return next(int(m * power) for m in (1, 2, 5, 10) if m * power >= rough)


def line_chart(
    size: tuple[int, int],
    series: Sequence[Series],
    style: ChartStyle,
    *,
    title: str = "",
    x_label: str = "",
) -> Image.Image:
    """The chart alone, as an RGB picture of `size`."""
    im = Image.new("RGB", size, style.paper)
    canvas = ImageDraw.Draw(im)
    draw_line_chart(canvas, (0, 0, *size), series, style, title=title, x_label=x_label)
    return im


def draw_line_chart(
    d: ImageDraw.ImageDraw,
    box: Box,
    series: Sequence[Series],
    style: ChartStyle,
    *,
    title: str = "",
    x_label: str = "",
) -> list[Label]:
    """Draw the chart in `box` of a picture: the title, the legend, the grid and the lines;
    the record of every text drawn."""
    left, top, right, bottom = box
    size, drawn = style.text_size, Writer(d)
    if title:
        drawn((left + 20, top + 12), title, style.title_size, style.ink, fonts.BOLD)
        top += style.title_size + 24
    top = _legend(drawn, (left + 20, top, right), series, style) + 16
    steps = max((len(s.values) for s in series), default=1) - 1
    values = [v for s in series for v in s.values] or [0]
    low, high = min(0, *values), max(1, *values)
    y_step = nice_step(high - low)
    low, high = math.floor(low / y_step) * y_step, math.ceil(high / y_step) * y_step
    side, foot = SIDE * size // 18, FOOT * size // 18  # the numbers' room, as large as they
    plot = (left + side, top + 8, right - side, bottom - foot)

    def at(step: int, value: int) -> tuple[float, float]:
        x = plot[0] + (plot[2] - plot[0]) * step / max(steps, 1)
        return x, plot[3] - (plot[3] - plot[1]) * (value - low) / (high - low)

    for value in range(low, high + 1, y_step):
        y = at(0, value)[1]
        d.line([(plot[0], y), (plot[2], y)], fill=style.grid, width=1)
        drawn((plot[0] - 10, y), str(value), size, style.muted, anchor="rm")
    for step in range(0, steps + 1, nice_step(steps)):
        x = at(step, low)[0]
        d.line([(x, plot[3]), (x, plot[3] + 6)], fill=style.muted, width=2)
        drawn((x, plot[3] + 10), str(step), size, style.muted, anchor="mt")
    d.line([(plot[0], plot[1]), (plot[0], plot[3]), (plot[2], plot[3])], fill=style.muted, width=2)
    drawn(((plot[0] + plot[2]) / 2, bottom - 4), x_label, size, style.muted, anchor="md")
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
    for y, value in spread(ends, max(LABEL_GAP, size + 4)):
        drawn((plot[2] + 12, y), str(value), size, style.ink, fonts.BOLD, "lm")
    return drawn.labels


class Writer:
    """Draws one-line texts on `d` (`fonts.draw_text`) and keeps the record of each."""

    def __init__(self, d: ImageDraw.ImageDraw) -> None:
        self.d = d
        self.labels: list[Label] = []

    def __call__(
        self,
        xy: tuple[float, float],
        text: str,
        size: int,
        fill: RGB,
        chain: fonts.Chain = fonts.REGULAR,
        anchor: str = "la",
    ) -> None:
        if not text:
            return
        fonts.draw_text(self.d, xy, text, size, fill, chain, anchor)
        x, baseline = fonts.origin(xy, text, size, chain, anchor)
        x0, y0, x1, y1 = fonts.ink_box(text, size, chain)
        box = (math.floor(x + x0), math.floor(baseline + y0))
        self.labels.append(Label(text, (*box, math.ceil(x + x1), math.ceil(baseline + y1)), size))


def _legend(
    drawn: Writer, at: tuple[int, int, int], series: Sequence[Series], style: ChartStyle
) -> int:
    """The series' swatches and labels in rows from `(left, top)` up to `right`; the bottom."""
    left, top, right = at
    size = style.text_size
    x, y, row = left, top, size + 10
    for line in series:
        width = 34 + int(fonts.width(line.label, size)) + 28
        if x > left and x + width > right:
            x, y = left, y + row
        drawn.d.rectangle((x, y + 4, x + 24, y + row - 6), fill=line.colour, outline=style.ink)
        drawn((x + 34, y + row / 2), line.label, size, style.ink, anchor="lm")
        x += width
    return y + row


def spread(ends: list[tuple[float, int]], gap: float = LABEL_GAP) -> list[tuple[float, int]]:
    """The end labels' heights, moved apart (downwards) until none is within `gap`."""
    out: list[tuple[float, int]] = []
    for y, value in sorted(ends):
        if out and y - out[-1][0] < gap:
            y = out[-1][0] + gap
        out.append((y, value))
    return out
