"""The pictures the golden tests keep (and the sample PNGs the docs point at): fixed games
with castles grown by a fixed rule (samples.py)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from engine.castles import public_view
from engine.castles.castle import Room
from engine.castles.events import GameEnded
from engine.castles.preview import ranked
from games.castles.pictures.canvas import Canvas
from games.castles.pictures.castle_pic import draw_castle_picture
from games.castles.pictures.me_pic import draw_me
from games.castles.pictures.preview_pic import draw_preview
from games.castles.pictures.turn_pic import draw_turn
from locales.words import Words
from tests.castles.pictures.samples import EN, TOWN, ZH, best_grown, grown, placed, with_castles


def turn_4p(words: Words) -> Canvas:
    """Seat 2 has just bought and placed the Sauna; every seat has a castle."""
    k = best_grown(TOWN[:-1])
    p = ranked(k, TOWN[-1])[0]
    k.add(Room(p.tile, p.x, p.y, p.rot))
    state = with_castles(4, {0: best_grown(TOWN[:5]), 1: best_grown(TOWN[3:9]), 2: k})
    state.players[2].money -= 6000
    state.players[2].score += p.points
    return draw_turn(words, public_view(state), placed(2, p, 6000, 0))


def final_4p(words: Words) -> Canvas:
    """A 4-player game over, every castle of 30 rooms: the castles side by side."""
    state = with_castles(4, {seat: grown(seat + 1) for seat in range(4)})
    state.over = True
    return draw_turn(words, public_view(state), [GameEnded((61, 79, 51, 78), (1,))])


def turn_30(words: Words) -> Canvas:
    """Seat 1's castle has 30 rooms and a Salon is added: the part that changed."""
    k = grown(1)
    p = ranked(k, "salon")[0]
    k.add(Room(p.tile, p.x, p.y, p.rot))
    return draw_turn(words, public_view(with_castles(3, {1: k})), placed(1, p, 4000, 0))


def preview_30(words: Words) -> Canvas:
    """A Salon in a 30-room castle: 59 spots, the first page of three."""
    return draw_preview(words, with_castles(2, {0: grown(2)}), 0, "salon")


def castle_30(words: Words) -> Canvas:
    return draw_castle_picture(words, public_view(with_castles(2, {0: grown(1)})), 0)


def preview_2p(words: Words) -> Canvas:
    return draw_preview(words, with_castles(2, {0: best_grown(TOWN[:6])}), 0, "salon")


def me_3p(words: Words) -> Canvas:
    return draw_me(words, with_castles(3, {1: best_grown(TOWN)}), 1)


PICTURES: dict[str, Callable[[Words], Canvas]] = {
    "turn_4p": turn_4p,
    "castle_30": castle_30,
    "preview_2p": preview_2p,
    "me_3p": me_3p,
    "turn_30": turn_30,
    "preview_30": preview_30,
    "final_4p": final_4p,
}
# Each picture in English (named as before) and in Traditional Chinese ("…_zh-TW").
CASES: dict[str, Callable[[], Canvas]] = {
    **{name: partial(draw, EN) for name, draw in PICTURES.items()},
    **{f"{name}_zh-TW": partial(draw, ZH) for name, draw in PICTURES.items()},
}
