"""The private "my board" picture: one player's panel in detail with the assistant track."""

from __future__ import annotations

from PIL import Image, ImageDraw

import engine
from engine.content import components
from engine.state import GameState

from . import sprites, style, text
from .panels import draw_panel

WIDTH, HEIGHT = 900, 720
TRACK_Y = 600


def draw_player_board(state: GameState, seat: int) -> Image.Image:
    """Seat's board as an RGB image; ValueError if the seat is not in the game."""
    n = len(state.players)
    if not isinstance(seat, int) or not 0 <= seat < n:
        raise ValueError(f"seat {seat!r} is not in this {n}-player game (seats 0..{n - 1})")
    im = Image.new("RGB", (WIDTH, HEIGHT), style.BG)
    d = ImageDraw.Draw(im)
    final = engine.score_breakdown(state)[seat]["total"] if state.over else None
    draw_panel(im, d, (10, 10, WIDTH - 10, TRACK_Y - 10), state, seat, detailed=True, final=final)
    _track(im, d, state, seat)
    return im


def _track(im: Image.Image, d: ImageDraw.ImageDraw, state: GameState, seat: int) -> None:
    """The assistant track: assistants fill it from the right; uncovered values score."""
    p = state.players[seat]
    values = components().player.track_values
    text.draw(
        im,
        (16, TRACK_Y),
        "Assistant track (Recruit takes the leftmost; uncovered values score)",
        font=style.font(18, bold=True),
        fill=style.INK,
    )
    cell = (WIDTH - 40) // len(values)
    covered_from = len(values) - min(p.track, len(values))
    for i, v in enumerate(values):
        x0, y0 = 20 + i * cell, TRACK_Y + 34
        d.rounded_rectangle(
            (x0, y0, x0 + cell - 6, y0 + 70), 8, fill=style.PAPER, outline=style.LINE, width=2
        )
        text.draw(
            im,
            (x0 + 8, y0 + 4),
            f"{v}★" if v else "0",
            font=style.font(18, bold=True),
            fill=style.ROOF,
        )
        if i >= covered_from:
            sprites.paste(im, sprites.assistant(p.color), x0 + (cell - 6) // 2, y0 + 44)
    extra = p.track - len(values)
    if extra > 0:
        text.draw(
            im,
            (20 + 8, TRACK_Y + 110),
            f"+{extra} stacked on the leftmost space",
            font=style.font(17),
            fill=style.INK,
        )
