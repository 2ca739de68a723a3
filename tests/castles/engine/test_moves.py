"""Move codes (short, stable, Discord-safe) and how `apply` refuses bad input."""

from __future__ import annotations

import re

import pytest

from engine.castles import (
    BadMoveCode,
    GameOver,
    IllegalMove,
    NotYourTurn,
    apply,
    current_player,
    legal_moves,
    new_game,
    parse_move,
    to_json,
)
from engine.castles.content import content
from engine.castles.moves import PlaceAt
from engine.common.rng import Rng
from tests.castles.engine.helpers import NAMES

CODE = re.compile(r"^[A-Za-z0-9:._-]{1,40}$")


def test_every_code_of_random_games_is_short_safe_and_parses_back():
    for seed in range(6):
        s = new_game(NAMES[: 2 + seed % 3], seed)
        rng = Rng(seed)
        while not s.over:
            moves = legal_moves(s)
            for m in moves:
                assert CODE.match(m.code), m.code
                assert parse_move(m.code) == m
            assert len({m.code for m in moves}) == len(moves)
            apply(s, moves[rng.below(len(moves))].code)


def test_the_longest_placement_code_fits():
    longest = max(content().tiles, key=len)
    code = PlaceAt(longest, -99, -99, 3).code
    assert len(code) <= 40 and CODE.match(code)


@pytest.mark.parametrize(
    "code", ["", "p:buttery:1,2:0", "to:01", "mv:Buttery", "zz", "p:x:1:2", "x" * 41, "sl:-"]
)
def test_bad_codes(code):
    with pytest.raises(BadMoveCode):
        parse_move(code)


def test_refused_moves_leave_the_state_untouched():
    s = new_game(NAMES[:3], 2)
    before = to_json(s)
    seat = current_player(s)
    with pytest.raises(NotYourTurn):
        apply(s, legal_moves(s)[0].code, seat=(seat + 1) % 3)
    with pytest.raises(BadMoveCode):
        apply(s, "p:nowhere")
    with pytest.raises(IllegalMove):
        apply(s, "pass")  # well formed, not an option now
    with pytest.raises(IllegalMove):
        apply(s, "undo")
    assert to_json(s) == before
    s.over = True
    with pytest.raises(GameOver):
        apply(s, "pass")
