"""Debates (tricks): Claims, Strengthen & Claim, passing and the end of a trick."""

from __future__ import annotations

import pytest

from engine.common.errors import IllegalMove
from engine.yellowhouse import apply, legal_codes
from engine.yellowhouse.events import Claimed, Passed, TrickEnded
from tests.yellowhouse.engine.helpers import counts, levels, play, position, total


def test_a_trick_starts_with_a_claim_of_any_card_and_the_leader_cannot_pass():
    state = position(["psmi", "pppp"], at=levels(money=5))
    assert legal_codes(state) == ["claim.p", "claim.s", "claim.m", "claim.i"]
    with pytest.raises(IllegalMove):
        apply(state, "pass")
    apply(state, "claim.i")  # the weakest element: any card may lead
    assert state.claims == [(0, 3)] and state.turn == 1
    assert state.levels == levels(money=5)  # a Claim moves no token


def test_a_later_claim_must_be_stronger_and_new():
    state = position(["ps", "psmi"], at=levels(passion=3, skill=2, money=4, inspiration=1))
    apply(state, "claim.s")
    # Passion and Money are stronger than Skill: plain Claims. Inspiration is weaker.
    codes = legal_codes(state)
    assert "claim.p" in codes and "claim.m" in codes
    assert "claim.i" not in codes and "claim.s" not in codes and "raise.s" not in codes


def test_a_tied_element_is_not_stronger():
    state = position(["pi", "ss"], at=levels(passion=2, skill=2))
    apply(state, "claim.p")
    assert "claim.s" not in legal_codes(state)
    assert "raise.s" in legal_codes(state)  # tied: it must be strengthened by one level


def test_strengthening_raises_to_exactly_one_above_and_costs_the_levels_plus_a_claim():
    # Money at 6, Inspiration at 2: 5 levels to strengthen, so 5 cards and 1 for the Claim.
    state = position(["mp", "iiiiiip"], at=levels(money=6, inspiration=2))
    apply(state, "claim.m")
    event = apply(state, "raise.i")
    assert event.facts == (Claimed(1, "inspiration", 7, raised=5, cards=5, support=0),)
    assert state.levels == levels(money=6, inspiration=7)
    assert state.strengthened[1] == counts("iiiii")
    assert state.hands[1] == counts("p")
    assert state.claims == [(0, 2), (1, 3)]


def test_strengthening_needs_the_exact_number_of_cards():
    state = position(["mp", "iiiiip"], at=levels(money=6, inspiration=2))
    apply(state, "claim.m")
    assert "raise.i" not in legal_codes(state)  # 5 Inspiration cards, 6 needed
    assert legal_codes(state) == ["raise.i.support", "pass"]


def test_strengthening_is_only_for_an_element_that_is_not_stronger():
    state = position(["pi", "mmm"], at=levels(money=3))
    apply(state, "claim.p")
    assert [c for c in legal_codes(state) if c.startswith("raise.m")] == []
    assert "claim.m" in legal_codes(state)


def test_the_standard_canvas_ends_at_level_8():
    state = position(["mi", "pp"], at=levels(money=8, passion=7))
    apply(state, "claim.m")
    assert legal_codes(state) == ["pass"]  # Passion cannot go to 9


def test_a_pass_ends_the_trick_and_the_last_claimer_leads():
    state = position(["pm", "ssi"], at=levels(skill=2, money=3))
    play(state, "claim.p", "claim.s")
    event = apply(state, "pass")
    assert event.facts == (Passed(0), TrickEnded("pass", 1, 2))
    assert state.turn == 1 and state.claims == []
    assert state.discard[0] >= 1 and total(state) == [7, 7, 7, 7]


def test_the_trick_ends_once_all_four_elements_are_in_it():
    state = position(["psmi", "sii"], at=levels(skill=2, money=3, inspiration=4))
    play(state, "claim.p", "claim.s", "claim.m")
    event = apply(state, "claim.i")
    assert event.facts[-1] == TrickEnded("all_elements", 1, 4)
    assert state.turn == 1 and state.claims == []  # the last claimer leads the next trick


def test_all_topic_cards_of_a_trick_are_discarded():
    state = position(["mpppps", "iiiss"], at=levels(money=2))
    before = state.discard[:]
    play(state, "claim.m", "raise.i", "raise.p")
    event = apply(state, "pass")
    assert event.facts[-1] == TrickEnded("pass", 0, 8)
    gained = [a - b for a, b in zip(state.discard, before, strict=True)]
    assert gained == counts("mppppiii")
    assert state.strengthened == [[0] * 4, [0] * 4] and state.claims == []
    assert state.turn == 0 and total(state) == [7, 7, 7, 7]


def test_turns_alternate_within_a_trick():
    state = position(["pm", "si"], at=levels(passion=1, skill=2, money=3, inspiration=4))
    apply(state, "claim.p")
    assert state.turn == 1
    apply(state, "claim.s")
    assert state.turn == 0


def test_a_forced_pass_is_still_a_move_the_player_makes():
    state = position(["mi", "pp"], at=levels(money=8, passion=7))
    apply(state, "claim.m")
    assert legal_codes(state) == ["pass"]  # the engine does not pass for the player (J8)
    assert state.turn == 1 and state.phase == "play" and len(state.claims) == 1
