"""The whole board picture: a cached static layer plus this state's pieces, panels and header."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.roundhouse.progress import clock_text
from engine.roundhouse.state import GameState
from locales.words import Words, words_for

from . import displays, house, panels, round_track, style, table, text
from . import geometry as g
from .names import drawn_name, keeping


@lru_cache(maxsize=16)
def static_layer(
    language: str, tiles: tuple[str, ...], end_space: int, rules: int | None = None
) -> Image.Image:
    """What never changes during a game (keyed by the picture's language, the game's tiles,
    round-track length and rules version: the tiles' printed costs are the version's)."""
    words = words_for(language)
    im = Image.new("RGB", (g.WIDTH, g.HEIGHT), style.BG)
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, g.WIDTH, g.HEADER_H), fill=style.ROOF)
    house.draw_static(im, d, words, tiles, end_space, rules)
    table.draw_static(im, d, words)
    displays.draw_static(im, d, words)
    return im


@keeping
def draw_board(state: GameState, words: Words) -> Image.Image:
    """The board picture of a state as an RGB image (WIDTH × HEIGHT), in `words`' language."""
    b = state.board
    im = static_layer(words.language, tuple(b.tiles), b.end_space, state.setup.rules).copy()
    d = ImageDraw.Draw(im)
    _header(im, state, words)
    house.draw_pieces(im, d, state, words)
    table.draw_pieces(im, d, state, words)
    round_track.draw_pieces(im, d, state, words)
    displays.draw_pieces(im, d, state, words)
    n = len(state.players)
    for seat, final in enumerate(panels.final_scores(state)):
        panels.draw_panel(im, d, g.panel_box(seat, n), state, words, seat, final=final)
    return im


def _header(im: Image.Image, state: GameState, words: Words) -> None:
    from .alt import headline

    f = style.font(34, bold=True)
    left = title_text(words, state)
    text.draw(im, (16, g.HEADER_H // 2), left, font=f, fill=(255, 255, 255), anchor="lm")
    line = headline(words, state, lambda _name, seat: drawn_name(words, state.players[seat]))
    right = text.fit(line, f, g.WIDTH - 32 - text.width(left, f) - 40)
    text.draw(im, (g.WIDTH - 16, g.HEADER_H // 2), right, font=f, fill=(255, 240, 160), anchor="rm")


def title_text(words: Words, state: GameState) -> str:
    """The left of the picture's title: 'Round 3/10 · turn 9' (the final turns once counted)."""
    return clock_text(words, state, compact=True)
