"""The table pictures, top to bottom: a header (the game, the round, who must do what), the
Canvas, the Claims row, one Palette row per player and what just happened: the turn post's
picture. `draw(..., board=True)` ("Show board") adds what lies on the table (table.py), and
`hands` adds both hands to the rows, for the replay after the game.

They read the public view only, and an event's public facts only. The parts that never change
in a game (the header band and title, the Canvas's frame, lanes, names and numbers) are drawn
once per shape and copied (`static_layer`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache

from engine.yellowhouse.events import Event
from engine.yellowhouse.views import PublicView
from locales.words import Words, words_for

from . import banner, canvas, names, palettes, table, trick
from .sheet import Box, Sheet, fit, wrap
from .style import (
    BG,
    INK,
    LINE,
    MARGIN,
    MUTED,
    NAME,
    PAPER,
    TEXT,
    WIDTH,
    font,
)
from .words import Namer, P, happened, prompt, round_text

GAP = 12
NEWS_LINES = 3
NEWS_H = 46 + NEWS_LINES * 32 + 50
Hands = Sequence[Mapping[str, int]] | None
NAME_ROOM = 240  # px: the widest a name is drawn in a sentence (at the name font's size)


def picture_namer(words: Words, view: PublicView) -> Namer:
    """How the picture names a seat: drawable characters only, at most NAME_ROOM wide."""
    f = font(NAME, bold=True)
    return lambda seat: fit(
        names.drawn(view.names[seat], names.fallback(words, seat), f), f, NAME_ROOM
    )


def _boxes(board: bool, hands: bool, variant: bool) -> dict[str, Box]:
    """Each part's box, top to bottom."""
    heights = [("header", banner.HEIGHT), ("canvas", canvas.HEIGHT), ("trick", trick.HEIGHT)]
    row = palettes.HEIGHT + (palettes.HAND_H if hands else 0)
    heights += [("player 0", row), ("player 1", row), ("news", NEWS_H)]
    if board:
        heights.append(("table", table.height(variant)))
    out, y = {}, 0
    for part, h in heights:
        top = y + (GAP if y else 0)
        x0, x1 = (0, WIDTH) if part == "header" else (MARGIN, WIDTH - MARGIN)
        out[part] = (x0, top, x1, top + h)
        y = top + h
    return out


@lru_cache(maxsize=16)
def static_layer(language: str, cols: int, board: bool, hands: bool, variant: bool) -> Sheet:
    """What never changes in a game, for pictures of one shape (drawn once, then copied)."""
    words = words_for(language)
    boxes = _boxes(board, hands, variant)
    sheet = Sheet.blank(WIDTH, boxes["news" if not board else "table"][3] + GAP, BG)
    banner.band(sheet, words("yellowhouse.name"))
    canvas.draw_static(words, sheet, boxes["canvas"], cols)
    return sheet


@names.keeping
def draw(
    words: Words, view: PublicView, events: Sequence[Event], board: bool, hands: Hands = None
) -> Sheet:
    """The picture of `view` and what `events` did; `board` adds the table, `hands` the hands."""
    view = public_only(view)
    shape = (board, hands is not None, view.variant and board)
    sheet = static_layer(words.language, canvas.columns(view), *shape).copy()
    boxes = _boxes(*shape)
    name = picture_namer(words, view)
    banner.lines(sheet, *_header(words, view, name))
    canvas.draw_tokens(words, sheet, boxes["canvas"], view)
    trick.draw(words, sheet, boxes["trick"], view, name)
    for seat in (0, 1):
        hand = hands[seat] if hands is not None else None
        palettes.draw(words, sheet, boxes[f"player {seat}"], view, seat, name, hand)
    _news(words, sheet, boxes["news"], view, events, name)
    if board:
        table.draw(words, sheet, boxes["table"], view, name)
    return sheet


def public_only(view: PublicView) -> PublicView:
    """The public part of a view (a seat's view carries its hand: drop it unread)."""
    if type(view) is PublicView:
        return view
    fields = PublicView.__dataclass_fields__
    return PublicView(**{f: getattr(view, f) for f in fields})


def _header(words: Words, view: PublicView, name: Namer) -> tuple[str, str]:
    """The round (and the variant) and who must do what."""
    variant = words(f"{P}variant_note") if view.variant else ""
    return round_text(words, view) + variant, prompt(words, view, name)


def _news(
    words: Words, sheet: Sheet, box: Box, view: PublicView, events: Sequence[Event], name: Namer
) -> None:
    """What just happened (the last lines if there are many), then the piles' sizes."""
    sheet.region("news", box)
    x0, y0, x1, y1 = box
    sheet.draw.rounded_rectangle(box, 12, fill=PAPER, outline=LINE, width=2)
    sheet.text((x0 + 18, y0 + 28), words(f"{P}news.title"), font(NAME, bold=True), INK, "lm")
    f = font(TEXT)
    said = words(f"{P}news.join").join(happened(words, events, name)) or words(f"{P}news.nothing")
    room = x1 - x0 - 36
    lines = wrap(said, f, room, len(said))
    if len(lines) > NEWS_LINES:
        lines = lines[-NEWS_LINES:]
        lines[0] = fit("… " + lines[0], f, room)
    for i, line in enumerate(lines):
        sheet.text((x0 + 18, y0 + 50 + i * 32), line, f, INK)
    sheet.text(
        (x0 + 18, y1 - 26), fit(table.piles_text(words, view), f, x1 - x0 - 36), f, MUTED, "lm"
    )
