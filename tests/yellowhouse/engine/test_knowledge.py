"""What a seat knows: the unseen cards, the exact belief over the opponent's hand, redeal."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.common.rng import Rng
from engine.yellowhouse import apply, clone, legal_codes, new_game, seat_view, to_json
from engine.yellowhouse.knowledge import belief, redeal, unseen
from tests.yellowhouse.engine.helpers import NAMES, counts, levels, play, position, total


def started(seed: int = 12, variant: bool = False):
    state = new_game(NAMES, seed, {"variant": variant})
    apply(state, legal_codes(state, 0)[3], seat=0)
    apply(state, legal_codes(state, 1)[5], seat=1)
    return state


def test_the_unseen_cards_are_the_opponent_hand_and_the_aside():
    state = started()
    for seat in (0, 1):
        hidden = [a + b for a, b in zip(state.hands[1 - seat], state.aside, strict=True)]
        assert unseen(state, seat) == hidden


def test_the_belief_is_a_distribution_that_holds_the_true_hand_and_the_known_cards():
    state = started()
    for seat in (0, 1):
        hands = belief(state, seat)
        assert abs(sum(p for _, p in hands) - 1) < 1e-9
        assert tuple(state.hands[1 - seat]) in {h for h, _ in hands}
        known = state.shown[1 - seat]
        assert sum(known) == 2  # the two cards given at the exchange
        assert all(h[e] >= known[e] for h, _ in hands for e in range(4))
        assert all(sum(h) == 12 for h, _ in hands)


def test_the_belief_weights_are_hypergeometric():
    # Unseen: 2 Passion and 2 Skill; the opponent holds 2 of them: PP 1/6, PS 4/6, SS 1/6.
    state = position(["pm", "ps"], at=levels())
    state.aside = counts("ps")
    state.discard = [7 - n for n in counts("pmpsps")]  # everything else is face up
    assert total(state) == [7, 7, 7, 7]
    hands = dict(belief(state, 0))
    assert hands == pytest.approx({(2, 0, 0, 0): 1 / 6, (1, 1, 0, 0): 4 / 6, (0, 2, 0, 0): 1 / 6})


def test_no_return_for_an_inspiration_reveals_the_whole_hand():
    state = position(["psss", "iiis"], at=levels(passion=2), variant=True)
    play(state, "claim.p", "raise.i.support", "give.s")
    assert belief(state, 1) == [((0, 4, 0, 0), 1.0)]


def test_redeal_keeps_what_the_seat_sees_and_draws_the_rest():
    state = started()
    copy = redeal(state, 0, Rng(3))
    assert copy.hands[0] == state.hands[0]
    assert replace(seat_view(copy, 0), moves=0) == replace(seat_view(state, 0), moves=0)
    assert total(copy) == [7, 7, 7, 7] and copy.setup.seed == 0 and copy.history == []
    assert sum(copy.hands[1]) == 12 and all(copy.hands[1][e] >= state.shown[1][e] for e in range(4))


def test_redeal_depends_only_on_what_the_seat_can_see():
    state = started()
    other = clone(state)
    pool = [a + b for a, b in zip(other.hands[1], other.aside, strict=True)]
    known = other.shown[1]
    other.hands[1] = [known[0] + 1, known[1], known[2], known[3]]
    rest = 12 - sum(other.hands[1])
    for e in (1, 2, 3, 0):
        take = min(rest, pool[e] - other.hands[1][e])
        other.hands[1][e] += take
        rest -= take
    other.aside = [p - h for p, h in zip(pool, other.hands[1], strict=True)]
    other.rng, other.setup.seed = 99, 12345
    assert total(other) == [7, 7, 7, 7] and other.hands[1] != state.hands[1]
    assert to_json(redeal(state, 0, Rng(5))) == to_json(redeal(other, 0, Rng(5)))


def test_redeal_draws_a_new_secret_choice_for_the_opponent():
    state = new_game(NAMES, 40)
    apply(state, legal_codes(state, 1)[0], seat=1)
    copy = redeal(state, 0, Rng(1))
    assert copy.choices[0] is None and copy.choices[1] is not None
    assert all(copy.choices[1][e] <= copy.hands[1][e] for e in range(4))
