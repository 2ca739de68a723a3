"""The private "my board" picture: one player's panel in detail with the assistant track."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.roundhouse.content import components
from engine.roundhouse.state import GameState
from locales.words import Words

from . import sprites, style, text
from .frames import frame
from .names import keeping, pictures
from .panels import draw_panel, final_scores, fitted_height

WIDTH = 900
MIN_PANEL_H = 580
TRACK_H = 130


@keeping
def draw_player_board(state: GameState, words: Words, seat: int) -> Image.Image:
    """Seat's board as an RGB image, as tall as its content; ValueError if the seat is not in
    the game."""
    n = len(state.players)
    if not isinstance(seat, int) or not 0 <= seat < n:
        raise ValueError(f"seat {seat!r} is not in this {n}-player game (seats 0..{n - 1})")
    final = final_scores(state)[seat]
    # First pass on a tall scratch box measures the content; the second draws at that size.
    scratch = Image.new("RGB", (WIDTH, 4000), style.BG)
    box = (10, 10, WIDTH - 10, 3990)
    probe = draw_panel(scratch, ImageDraw.Draw(scratch), box, state, words, seat, detailed=True)
    fitted = fitted_height(state.players[seat], WIDTH - 20, probe - 10, detailed=True)
    panel_h = max(MIN_PANEL_H, fitted)
    im = Image.new("RGB", (WIDTH, 10 + panel_h + 10 + TRACK_H), style.BG)
    d = ImageDraw.Draw(im)
    box = (10, 10, WIDTH - 10, 10 + panel_h)
    draw_panel(im, d, box, state, words, seat, detailed=True, final=final)
    _track(im, d, state, words, seat, 10 + panel_h + 10)
    return im


def _track(
    im: Image.Image, d: ImageDraw.ImageDraw, state: GameState, words: Words, seat: int, top: int
) -> None:
    """The assistant track: assistants fill it from the right; uncovered values score."""
    p = state.players[seat]
    values = components().player.track_values
    text.draw(
        im,
        (16, top),
        pictures(words, "player_board.track"),
        font=style.font(18, bold=True),
        fill=style.INK,
    )
    cell = (WIDTH - 40) // len(values)
    covered_from = len(values) - min(p.track, len(values))
    for i, v in enumerate(values):
        x0, y0 = 20 + i * cell, top + 34
        frame(d, (x0, y0, x0 + cell - 6, y0 + 70), style.PAPER, radius=8)
        text.draw(
            im,
            (x0 + 8, y0 + 4),
            f"{v}★" if v else "0",
            font=style.font(18, bold=True),
            fill=style.ROOF,
        )
        if i >= covered_from:
            sprites.paste(
                im, sprites.assistant(words.language, p.color), x0 + (cell - 6) // 2, y0 + 44
            )
    extra = p.track - len(values)
    if extra > 0:
        text.draw(
            im,
            (20 + 8, top + 110),
            pictures(words, "me.stacked", n=extra),
            font=style.font(17),
            fill=style.INK,
        )
