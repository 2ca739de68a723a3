"""Every state along random 2–5 player games renders, the board and the turn post's phone
picture (and the alt text names the mover)."""

from __future__ import annotations

import pytest

import engine.roundhouse as rh_engine
import games.roundhouse.pictures as rh_render
from engine.roundhouse.names import player_name
from engine.roundhouse.players import pick_move
from games.roundhouse.pictures import geometry
from games.roundhouse.pictures.board import draw_board
from games.roundhouse.pictures.phone import draw_phone
from games.roundhouse.pictures.phone_style import WIDTH as PHONE_WIDTH
from locales.words import ENGLISH, words_for

EN = words_for(ENGLISH)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_state_of_a_random_game_renders(players: int, decode) -> None:
    s = rh_engine.new_game([f"P{i}" for i in range(players)], 100 + players)
    moves = 0
    while True:
        im = draw_board(s, EN)
        assert im.size == (geometry.WIDTH, geometry.HEIGHT)
        assert draw_phone(s, EN).im.width == PHONE_WIDTH  # the turn post's picture
        text = rh_render.alt_text(EN, s)
        if rh_engine.is_over(s):
            break
        seat = s.turn.seat
        assert f"{player_name(s, seat)} ({s.players[seat].color}) to play" in text
        rh_engine.apply(s, pick_move(s, "random", moves))
        moves += 1
    assert moves > 20
    # The finished game: board, every player's board and the final chart encode.
    assert decode(rh_render.render_board(s, EN)).width >= 1600
    assert decode(rh_render.render_turn_picture(s, EN)).width == PHONE_WIDTH
    for seat in range(players):
        decode(rh_render.render_player_board(s, EN, seat))
        decode(rh_render.render_my_board(s, EN, seat))
    decode(rh_render.render_score_chart(s, EN))
