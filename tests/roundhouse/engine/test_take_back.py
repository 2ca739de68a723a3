"""`back` (issue 30): the player whose End turn started this turn may take that end back, with
the choice before it (the player's last tap), until the next player moves, unless ending it
revealed something (a draw, a shuffle)."""

from __future__ import annotations

import random

import pytest

import engine.roundhouse as rh_engine
from engine.roundhouse.effects import revealed
from engine.roundhouse.names import player_name
from engine.roundhouse.state import GameState, Options
from locales.words import ENGLISH, words_for
from tests.roundhouse.engine.conftest import NAMES, Table

EN = words_for(ENGLISH)


def before_last_choice(state: GameState) -> str:
    """The JSON of `state` (a turn waiting for End turn) with its last choice undone, where
    undo reaches it: the game a take-back of its end returns to."""
    undone = rh_engine.clone(state)
    if rh_engine.can_undo(undone):
        rh_engine.apply(undone, "undo")
    return rh_engine.to_json(undone)


def ended(seed: int = 1) -> tuple[Table, int, str]:
    """A game whose first turn was played by its last options and ended: (it, the seat that
    ended it, the game's JSON a take-back returns to)."""
    t = Table(rh_engine.new_game(NAMES[:2], seed, Options(confirm_end=True)))
    seat = t.seat
    while t.kind() != "confirm":
        t.play(rh_engine.legal_codes(t.s)[-1])
    before = before_last_choice(t.s)
    t.play("end")
    return t, seat, before


def test_the_end_is_taken_back_to_the_game_as_it_was_before_the_last_choice():
    t, seat, before = ended()
    assert rh_engine.take_back_seat(t.s) == seat != t.seat
    line = rh_engine.apply(t.s, rh_engine.BACK, seat, words=EN)
    name = player_name(t.s, seat)
    assert line == f"↩️ {name} took back the end of their turn and their last choice."
    assert rh_engine.to_json(t.s) == before and t.seat == seat
    assert rh_engine.take_back_seat(t.s) is None  # once: the turn is the player's again


def test_only_that_seat_and_only_until_the_next_player_moves():
    t, seat, _ = ended()
    with pytest.raises(rh_engine.NotYourTurn):
        rh_engine.apply(t.s, rh_engine.BACK, t.seat)
    assert "back" not in rh_engine.legal_codes(t.s)  # never an option: computers never play it
    t.play(rh_engine.legal_codes(t.s)[0])
    assert rh_engine.take_back_seat(t.s) is None
    with pytest.raises(rh_engine.IllegalMove):
        rh_engine.apply(t.s, rh_engine.BACK, seat)
    assert rh_engine.refusal(EN, t.s, "back", rh_engine.IllegalMove("")) == (
        "The end of your turn can no longer be taken back."
    )


def test_a_log_with_back_replays_to_the_same_game_and_it_saves():
    t, seat, _ = ended(seed=3)
    codes = [*t.s.history]
    rh_engine.apply(t.s, rh_engine.BACK, seat)
    replayed = rh_engine.replay(t.s.setup, [*codes, "back"])
    assert rh_engine.to_json(replayed) == rh_engine.to_json(t.s)
    t2, _, _ = ended(seed=3)
    assert rh_engine.from_json(rh_engine.to_json(t2.s)).turn.back_seat == seat


def test_an_end_that_revealed_something_is_not_taken_back():
    t, seat, _ = ended()
    revealed(t.s, "an order card was drawn")  # as a draw at the turn's end or start would
    assert rh_engine.take_back_seat(t.s) is None
    with pytest.raises(rh_engine.IllegalMove):
        rh_engine.apply(t.s, rh_engine.BACK, seat)


def test_over_whole_games_every_end_but_the_last_is_taken_back_to_the_game_before_it():
    """Round House reveals nothing as a turn ends or begins (its draws are choices'), so every
    End turn may be taken back: to the very game before the last choice (before End turn
    where that choice revealed something)."""
    ends = 0
    for seed in range(4):
        state = rh_engine.new_game(NAMES[:3], seed, Options(confirm_end=True))
        rng = random.Random(seed)
        while not state.over:
            if rh_engine.end_turn_code(state) is None:
                rh_engine.apply(state, rng.choice(rh_engine.legal_codes(state)))
                continue
            seat, before = state.turn.seat, before_last_choice(state)
            rh_engine.apply(state, "end")
            if state.over:
                assert rh_engine.take_back_seat(state) is None
                break
            back = rh_engine.clone(state)
            rh_engine.apply(back, rh_engine.BACK, seat)
            assert rh_engine.to_json(back) == before
            ends += 1
    assert ends > 100
