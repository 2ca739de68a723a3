"""The four towns under the house: each player's assistants and the Traveling Merchant."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.roundhouse.content import components
from engine.roundhouse.state import GameState
from locales.words import Words

from . import corridors, sprites, style, text
from . import geometry as g
from .frames import frame
from .names import pictures, town_label


def draw_static(d: ImageDraw.ImageDraw, words: Words) -> None:
    """Town frames and names, with the merchant's direction between them."""
    corners = components().house.towns
    for t in range(len(corners)):
        box = g.town_box(t)
        frame(d, box, (226, 216, 236))
        text.write(
            d,
            (box[0] + 10, box[1] + 6),
            town_label(words, components(), t),  # the panel's name for it too
            style.font(18, bold=True),
            style.INK,
        )
        if t < len(corners) - 1:
            nxt = g.town_box(t + 1)
            corridors.arrow_between(d, box, nxt)


def draw_pieces(im: Image.Image, d: ImageDraw.ImageDraw, state: GameState, words: Words) -> None:
    """Each player's assistants in each town, and the Traveling Merchant."""
    f = style.font(18, bold=True)
    for t, counts in enumerate(state.board.towns):
        box = g.town_box(t)
        if state.board.merchant == t:
            sprites.paste(im, sprites.merchant(words.language), box[2] - 34, box[1] + 20)
        entries = [(seat, n) for seat, n in enumerate(counts) if n]
        for i, (seat, n) in enumerate(entries):
            row, col = divmod(i, 3)
            x = box[0] + 22 + col * 76
            y = box[1] + 58 + row * 40
            sprites.paste(im, sprites.assistant(words.language, state.players[seat].color), x, y)
            text.draw(im, (x + 18, y), f"×{n}", font=f, fill=style.INK, anchor="lm")
        if not entries:
            text.draw(
                im,
                (box[0] + 12, box[1] + 58),
                pictures(words, "towns.empty"),
                font=style.font(17),
                fill=style.MUTED,
                anchor="lm",
            )
