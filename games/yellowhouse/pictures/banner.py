"""The night-blue band at the top of every picture: a small yellow house and a title in
yellow (`band`, drawn once for the turn pictures' static layer), then a note at the right and
a line of who must do what, in white (`lines`)."""

from __future__ import annotations

from . import shapes
from .sheet import Sheet, fit
from .style import MARGIN, NAME, NIGHT, SUN, TITLE, WHITE, WIDTH, font

HEIGHT = 108
TITLE_Y, LINE_Y = 34, 82
TITLE_ROOM = 520  # px: the title's room, left of the note


def band(sheet: Sheet, title: str) -> None:
    sheet.region("header", (0, 0, WIDTH, HEIGHT))
    sheet.draw.rectangle((0, 0, WIDTH, HEIGHT), fill=NIGHT)
    sheet.sprite(shapes.house(44), MARGIN + 22, TITLE_Y - 2, "house")
    f = font(TITLE, bold=True)
    sheet.text((MARGIN + 56, TITLE_Y), fit(title, f, TITLE_ROOM - 56), f, SUN, "lm")


def lines(sheet: Sheet, note: str, line: str) -> None:
    """`note` at the right of the title (the round), `line` under it."""
    sheet.region("header", (0, 0, WIDTH, HEIGHT))
    sheet.text((WIDTH - MARGIN, TITLE_Y + 2), note, font(NAME), WHITE, "rm")
    f = font(NAME, bold=True)
    sheet.text((MARGIN, LINE_Y), fit(line, f, WIDTH - 2 * MARGIN), f, WHITE, "lm")
