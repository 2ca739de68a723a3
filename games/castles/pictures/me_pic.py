"""`/roundhouse me` for Castles (private to the seat): the seat's whole castle, its bonus
cards with what each is worth now, its score as if the game ended now (its own cards
counted), and the King's Favors in play. Drawn from `seat_view` and the seat's own score."""

from __future__ import annotations

from typing import Any

from engine.castles import scores, seat_view
from engine.castles.content import content
from engine.castles.endgame import card_points
from engine.castles.names import card, favor
from engine.castles.state import GameState, castle_of
from locales.words import Words

from . import blocks, style
from .canvas import Canvas, check_seat, fit, keeping
from .castle_pic import castle_of as view_castle
from .castle_pic import seat_name, summary
from .frames import whole

SPACE = 12


def card_lines(words: Words, state: GameState, seat: int) -> list[tuple[str, int]]:
    """Each of the seat's bonus cards in words, with its points now."""
    p = state.players[seat]
    cards = content().bonus_cards
    castle = castle_of(p)
    return [(card(words, c), card_points(castle, p.money, cards[c])) for c in p.bonus]


def score_line(words: Words, state: GameState, seat: int) -> str:
    """'If it ended now: 45★ (castle 27, favors 8, cards 6, stacks 0, money 1)'."""
    s = scores(state, viewer=seat)[seat]
    parts = words("castles.comma").join(
        words(
            "castles_pictures.category_item", name=words(f"castles_pictures.category.{k}"), points=v
        )
        for k, v in s.categories
    )
    return words("castles_pictures.if_ended", total=s.total, parts=parts)


@keeping
def draw_me(words: Words, state: GameState, seat: int) -> Canvas:
    """The seat's own picture."""
    check_seat(len(state.players), seat)
    view: dict[str, Any] = seat_view(state, seat)
    castle = view_castle(view, seat)
    window = whole(castle, style.WIDTH - 2 * style.MARGIN)
    part = Canvas.new(window.size[1])
    _, _, numbered = blocks.castle_block(words, part, castle, window, 0)
    cards = card_lines(words, state, seat)
    favors = words("castles.comma").join(favor(words, f) for f in view["favors"])
    texts = [score_line(words, state, seat), words("castles_pictures.favors", favors=favors)]
    probe = Canvas.new(1)
    text_h = blocks.lines_block(probe, texts, 0)
    height = (
        blocks.BAND_H
        + SPACE
        + 40
        + max(1, len(cards)) * blocks.ROW_H
        + SPACE
        + text_h
        + SPACE
        + window.size[1]
        + SPACE
        + blocks.key_height(len(numbered))
        + SPACE
    )
    cv = Canvas.new(height)
    title = words("castles_pictures.your_castle", name=seat_name(words, view, seat))
    y = blocks.band(cv, title, summary(words, view, seat)) + SPACE
    y += blocks.heading(cv, words("castles_pictures.your_cards"), y)
    y += _cards(words, cv, cards, y) + SPACE
    y += blocks.lines_block(cv, texts, y) + SPACE
    cv.paste(part, (0, y))
    y += window.size[1] + SPACE
    blocks.key_block(words, cv, castle, numbered, y)
    return cv


def _cards(words: Words, cv: Canvas, cards: list[tuple[str, int]], top: int) -> int:
    f = style.font(style.TEXT)
    fb = style.font(style.TEXT, bold=True)
    if not cards:
        cv.text(
            (style.MARGIN, top + blocks.ROW_H // 2),
            words("castles_pictures.no_cards"),
            f,
            anchor="lm",
        )
        return blocks.ROW_H
    for i, (text, points) in enumerate(cards):
        cy = top + i * blocks.ROW_H + blocks.ROW_H // 2
        now = words("castles_pictures.card_now", points=points)
        right = cv.text((cv.im.width - style.MARGIN, cy), now, fb, style.DONE, anchor="rm")[0] - 12
        item = words("castles_pictures.card_item", text=text)
        cv.text((style.MARGIN, cy), fit(item, f, right - style.MARGIN), f, anchor="lm")
    return len(cards) * blocks.ROW_H
