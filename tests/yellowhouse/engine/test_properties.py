"""Hypothesis round trips: move codes, and saved games of arbitrary play."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.yellowhouse import (
    BadMoveCode,
    BadState,
    apply,
    from_json,
    is_over,
    legal_codes,
    legal_moves,
    new_game,
    parse,
    pending_seats,
    replay,
    to_json,
)
from engine.yellowhouse.game import CODE
from engine.yellowhouse.moves import ALL
from tests.yellowhouse.engine.helpers import NAMES


@given(st.sampled_from(ALL))
def test_every_move_code_is_short_stable_and_parses_back(move):
    assert CODE.match(move.code) and len(move.code) <= 40
    assert parse(move.code) == move and parse(move.code).code == move.code


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz.:0123456789_-", max_size=20))
def test_any_text_is_a_code_or_refused(text):
    try:
        move = parse(text)
    except BadMoveCode:
        return
    assert move.code == text


def played(seed: int, variant: bool, picks: list[int]):
    state = new_game(NAMES, seed, {"variant": variant})
    for pick in picks:
        if is_over(state):
            break
        seats = pending_seats(state)
        seat = seats[pick % len(seats)]
        moves = legal_moves(state, seat)
        apply(state, moves[pick % len(moves)].code, seat=seat)
    return state


games = st.tuples(
    st.integers(0, 2**32), st.booleans(), st.lists(st.integers(0, 1000), max_size=150)
)


@settings(max_examples=60, deadline=None)
@given(games)
def test_a_saved_game_round_trips_and_replays(game):
    state = played(*game)
    text = to_json(state)
    loaded = from_json(text)
    assert to_json(loaded) == text
    assert legal_codes(loaded) == legal_codes(state)
    assert to_json(replay(state.setup, state.history)) == text


@settings(max_examples=60, deadline=None)
@given(games, st.data())
def test_a_damaged_save_is_refused_with_bad_state_or_still_valid(game, data):
    doc = json.loads(to_json(played(*game)))
    key = data.draw(st.sampled_from(sorted(doc)))
    doc[key] = data.draw(st.one_of(st.none(), st.integers(-3, 30), st.text(max_size=3)))
    try:
        state = from_json(json.dumps(doc))
    except BadState:
        return
    assert to_json(from_json(to_json(state))) == to_json(state)
