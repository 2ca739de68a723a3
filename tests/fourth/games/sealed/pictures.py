"""Sealed Bids' pictures, drawn with games/common (fonts, PNG): the table (the prize turned up,
the last bids, each seat's points, bid and cards, face down unless the view given knows them)
and a seat's own hand."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.sealed import HIDDEN, ROUNDS, State, is_over, scores
from games.common.fonts import chain, draw_text
from games.common.png import encode
from locales.words import Words

WIDTH, ROW, TOP = 420, 36, 70
BOLD = chain(bold=True)
CARD = (34, 48)


def _card(pen: ImageDraw.ImageDraw, x: int, y: int, value: int) -> None:
    """A card face up (its number) or face down (HIDDEN: plain)."""
    fill = "#33507a" if value == HIDDEN else "white"
    pen.rounded_rectangle([x, y, x + CARD[0], y + CARD[1]], 5, fill=fill, outline="#222")
    if value != HIDDEN:
        draw_text(pen, (x + CARD[0] / 2, y + CARD[1] / 2), str(value), 18, "#222", BOLD, "mm")


def _chip(pen: ImageDraw.ImageDraw, x: int, y: int, value: int) -> None:
    """A small card in a seat's row: its number, or its back (HIDDEN)."""
    fill = "#33507a" if value == HIDDEN else "white"
    pen.rectangle([x, y - 12, x + 20, y + 12], fill=fill, outline="#222")
    if value != HIDDEN:
        draw_text(pen, (x + 10, y), str(value), 11, "#222", anchor="mm")


def table_png(words: Words, state: State) -> bytes:
    """The table as `state` (a view) shows it."""
    seats = len(state.names)
    image = Image.new("RGB", (WIDTH, TOP + ROW * seats + 10), "#e8e2d0")
    pen = ImageDraw.Draw(image)
    title = (
        words("sealed.picture.over")
        if is_over(state)
        else words("sealed.picture.prize", prize=state.prize)
    )
    draw_text(pen, (12, 18), title, 22, "#222", BOLD, "lm")
    for i, value in enumerate(state.last):
        _card(pen, WIDTH - 12 - (CARD[0] + 6) * (len(state.last) - i), 8, value)
    points = scores(state)
    for seat, name in enumerate(state.names):
        y = TOP + ROW * seat
        draw_text(pen, (12, y), name, 16, "#222", anchor="lm")
        draw_text(pen, (200, y), str(points[seat]), 16, "#222", BOLD, "mm")
        for i, value in enumerate(state.hands[seat]):  # face down unless the view knows it
            _chip(pen, 230 + 24 * i, y, value)
        if state.bids[seat] is not None:
            pen.ellipse([WIDTH - 30, y - 8, WIDTH - 14, y + 8], fill="#2a7a3a")
    return encode(image)


def hand_png(state: State, seat: int) -> bytes:
    """`seat`'s cards, face up."""
    hand = state.hands[seat]
    image = Image.new("RGB", (12 + (CARD[0] + 6) * max(len(hand), 1), CARD[1] + 16), "#e8e2d0")
    pen = ImageDraw.Draw(image)
    for i, value in enumerate(hand):
        _card(pen, 8 + (CARD[0] + 6) * i, 8, value)
    return encode(image)


def table_alt(words: Words, state: State, events: Sequence[str]) -> str:
    """The table in words, and the turn just played."""
    points = scores(state)
    seats = words("sealed.picture.alt_join").join(
        _seat_alt(words, state, seat, points[seat]) for seat in range(len(state.names))
    )
    prize = (
        words("sealed.picture.alt_over")
        if is_over(state)
        else words("sealed.picture.alt_prize", prize=state.prize)
    )
    shown = min(state.round, ROUNDS)
    text = words("sealed.picture.alt", round=shown, rounds=ROUNDS, prize=prize, seats=seats)
    return " ".join([text, *events])


def _seat_alt(words: Words, state: State, seat: int, points: int) -> str:
    name = state.names[seat]
    if is_over(state):
        return words("sealed.picture.alt_seat_done", name=name, points=points)
    bid = "sealed.picture.alt_bidding" if state.bids[seat] is None else "sealed.picture.alt_bid"
    cards = len(state.hands[seat])
    return words("sealed.picture.alt_seat", name=name, points=points, cards=cards, bid=words(bid))
