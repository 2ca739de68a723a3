"""The whole-castle picture (public: the button under the turn post, one per seat), drawn
from the public view only: a header with the owner's score and money, the castle as large
as the width allows, the key of the rooms too small to be named, and the types' legend."""

from __future__ import annotations

from typing import Any

from engine.castles.castle import Castle, Room
from engine.castles.names import money
from games.common.names import seat as numbered_seat
from locales.words import Words

from . import blocks, style
from .canvas import Canvas, check_seat, keeping, printable
from .frames import whole

SPACE = 12  # between blocks


def castle_of(view: dict[str, Any], seat: int) -> Castle:
    """A seat's castle rebuilt from the view's rooms."""
    return Castle.build([Room(**r) for r in view["players"][seat]["rooms"]])


def seat_name(words: Words, view: dict[str, Any], seat: int) -> str:
    """The seat's name as the picture can draw it ('Player 2' if nothing drawable is left)."""
    return printable(
        view["players"][seat]["name"],
        style.font(style.TITLE, bold=True),
        numbered_seat(words, seat),
    )


def summary(words: Words, view: dict[str, Any], seat: int) -> str:
    """'17 rooms · 9 complete · 45★ · 19k · 4 entrances'."""
    p = view["players"][seat]
    done = sum(p["complete"])
    rooms = words.plural("castles_pictures.rooms", len(p["rooms"]))
    entrances = words.plural("castles_pictures.entrances", p["entrances"])
    return words(
        "castles_pictures.summary",
        rooms=rooms,
        done=done,
        score=p["score"],
        money=money(words, p["money"]),
        entrances=entrances,
    )


@keeping
def draw_castle_picture(
    words: Words, view: dict[str, Any], seat: int, changed: frozenset[int] = frozenset()
) -> Canvas:
    """The whole castle of `seat` (`changed` rooms outlined), from a public view."""
    check_seat(len(view["players"]), seat)
    castle = castle_of(view, seat)
    window = whole(castle, style.WIDTH - 2 * style.MARGIN)
    probe = Canvas.new(window.size[1])
    _, _, numbered = blocks.castle_block(words, probe, castle, window, 0, changed)
    height = (
        blocks.BAND_H
        + SPACE
        + window.size[1]
        + SPACE
        + blocks.key_height(len(numbered))
        + blocks.LEGEND_H
        + SPACE
    )
    cv = Canvas.new(height)
    title = words("castles_pictures.castle_of", name=seat_name(words, view, seat))
    y = blocks.band(cv, title, summary(words, view, seat)) + SPACE
    cv.paste(probe, (0, y))
    y += window.size[1] + SPACE
    y += blocks.key_block(words, cv, castle, numbered, y)
    blocks.legend_block(words, cv, y)
    return cv
