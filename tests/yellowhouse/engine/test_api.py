"""The API: precise errors with the state untouched, undo until a reveal, replay, views."""

from __future__ import annotations

import pytest

from engine.common.errors import BadMoveCode, GameOver, IllegalMove, NotYourTurn
from engine.yellowhouse import (
    UNDO,
    apply,
    can_undo,
    clone,
    legal_codes,
    legal_moves,
    new_game,
    public_view,
    replay,
    seat_view,
    to_json,
)
from engine.yellowhouse.events import Undone
from engine.yellowhouse.moves import Claim, Raise
from engine.yellowhouse.state import State
from tests.yellowhouse.engine.helpers import NAMES, levels, play, position


def started(seed: int = 8) -> State:
    state = new_game(NAMES, seed)
    apply(state, legal_codes(state, 0)[0], seat=0)
    apply(state, legal_codes(state, 1)[0], seat=1)
    return state


@pytest.mark.parametrize(
    ("code", "seat", "error"),
    [
        ("claim.x", None, BadMoveCode),
        ("not a code!", None, BadMoveCode),
        ("x" * 41, None, BadMoveCode),
        ("claim.p", 1, NotYourTurn),
        ("pass", None, IllegalMove),  # the leader must Claim
        ("raise.p", None, IllegalMove),
        ("swap.0.pp", None, IllegalMove),  # the exchange is over
        ("boost.p", None, IllegalMove),
    ],
)
def test_a_refused_move_raises_a_precise_error_and_changes_nothing(code, seat, error):
    state = position(["psm", "psm"])
    before = to_json(state)
    with pytest.raises(error):
        apply(state, code, seat=seat)
    assert to_json(state) == before


def test_a_finished_game_refuses_every_move():
    state = position(["p", "s"])
    apply(state, "claim.p")
    state.phase = "over"
    with pytest.raises(GameOver):
        apply(state, "claim.s")


def test_moves_are_typed_and_carry_their_codes():
    state = position(["pm", "ss"], at=levels(passion=2, skill=2))
    apply(state, "claim.p")
    moves = legal_moves(state)
    assert moves[0] == Raise("skill") and moves[0].code == "raise.s"
    assert Claim("money").code == "claim.m" and Claim("money").e == 2
    assert all(len(m.code) <= 40 for m in moves)


def test_undo_takes_back_the_last_move_of_its_seat():
    state = started()
    first = legal_codes(state)[0]
    before = to_json(state)
    apply(state, first)
    assert can_undo(state) and can_undo(state, 0 if state.movers[-1] == 0 else 1)
    mover = state.movers[-1]
    assert not can_undo(state, 1 - mover)
    with pytest.raises(IllegalMove):
        apply(state, UNDO, seat=1 - mover)
    event = apply(state, UNDO, seat=mover)
    assert event.facts == (Undone(mover, first),)
    assert to_json(state) == before


def test_undo_stops_at_the_exchange_reveal_and_at_a_deal():
    state = new_game(NAMES, 8)
    assert not can_undo(state)  # the deal
    apply(state, legal_codes(state, 0)[0], seat=0)
    assert can_undo(state, 0)  # a secret choice may be taken back before the reveal
    apply(state, UNDO, seat=0)
    assert state.choices == [None, None]
    apply(state, legal_codes(state, 0)[0], seat=0)
    apply(state, legal_codes(state, 1)[0], seat=1)
    assert not can_undo(state)  # the reveal


def test_undo_stops_at_an_inspiration_card():
    state = position(["ppmm", "iiis"], at=levels(passion=2), variant=True)
    play(state, "claim.p", "raise.i.support")
    assert can_undo(state, 1)  # the Support's effect is not resolved yet
    apply(state, "give.s")
    assert not can_undo(state)


def test_replay_rebuilds_the_game_exactly_with_undos():
    state = new_game(NAMES, 21, {"variant": True})
    codes: list[str] = []
    for step in range(40):
        options = legal_codes(state)
        code = options[step % len(options)]
        apply(state, code)
        codes.append(code)
        if step % 7 == 3 and can_undo(state):
            apply(state, UNDO)
            codes.append(UNDO)
    assert to_json(replay(state.setup, codes)) == to_json(state)


def test_the_public_view_hides_hands_aside_and_choices():
    state = new_game(NAMES, 30)
    apply(state, legal_codes(state, 1)[0], seat=1)
    view = public_view(state)
    other = clone(state)
    other.hands = [other.hands[1], other.hands[0]]
    other.choices = [None, [0, 0, 2, 0]]
    other.aside = other.aside[::-1]
    assert public_view(other) == view
    assert view.hand_sizes == (12, 12) and view.chosen == (False, True)
    assert "hand" not in vars(view) and "choice" not in vars(view)


def test_a_seat_view_shows_its_own_hand_and_choice_only():
    state = new_game(NAMES, 30)
    apply(state, legal_codes(state, 1)[0], seat=1)
    mine = seat_view(state, 1)
    assert sum(mine.hand.values()) == 12 and mine.choice is not None
    assert seat_view(state, 0).choice is None
    other = clone(state)
    other.hands[0] = other.hands[0][::-1]
    assert seat_view(other, 1) == mine
