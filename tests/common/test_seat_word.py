"""One word for a seat known only by its number, in every game: a sample game's seats
(`roundhouse render`) and a name no font can draw are "Player 1" / 玩家1, as Round House says
(it was "Seat 1" / 座位1 in Castles)."""

from __future__ import annotations

import argparse

import pytest

from engine.castles import public_view
from games.castles.pictures.turn_pic import draw_turn
from games.castles.render_cli import position as castles_position
from games.roundhouse.render_cli import random_game
from games.yellowhouse.pictures.names import fallback
from games.yellowhouse.render_cli import position as yellowhouse_position
from locales.words import words_for
from tests.castles.pictures.test_names import _state

SAID = {"en": "Player 1", "zh-TW": "玩家1"}


@pytest.mark.parametrize("language", sorted(SAID))
def test_every_game_names_a_numbered_seat_alike(language: str) -> None:
    words = words_for(language)
    castles = castles_position(words, argparse.Namespace(players=2, seed=1, moves=0))[0]
    yellow = yellowhouse_position(words, 1, 0, False)[0]
    seats = {
        "roundhouse": random_game(1, 2, 0, words)[0].players[0].name,
        "castles": castles.players[0].name,
        "yellowhouse": yellow.setup.names[0],
        "yellowhouse fallback": fallback(words, 0),
    }
    assert seats == dict.fromkeys(seats, SAID[language])


@pytest.mark.parametrize("language", sorted(SAID))
def test_castles_draws_a_name_no_font_has_as_the_numbered_seat(language: str) -> None:
    state, events = _state(["\U00013000", "Bo", "Cy", "Di"])  # a hieroglyph
    texts = " ".join(
        t.text for t in draw_turn(words_for(language), public_view(state), events).texts
    )
    assert SAID[language] in texts
