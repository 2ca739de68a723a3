"""The end of a round (an empty hand wins it), the reward, the next deal, the end of the game."""

from __future__ import annotations

import pytest

from engine.common.errors import GameOver
from engine.yellowhouse import apply, is_over, legal_codes, scores, winners
from engine.yellowhouse.events import Claimed, Dealt, GameWon, RoundWon
from engine.yellowhouse.rules import has_won_game
from tests.yellowhouse.engine.helpers import kinds, levels, play, position, total


def test_an_empty_hand_ends_the_round_at_once_and_wins_it():
    state = position(["pm", "s"], at=levels(skill=2, money=3))
    apply(state, "claim.p")
    event = apply(state, "claim.s")
    assert kinds(event) == ["claimed", "round_won", "dealt"]
    assert event.facts[1] == RoundWon(1, 1, "skill")
    assert state.rewards == [[], [1]]  # the last Claim, under the Palette
    assert total(state) == [7, 7, 7, 7]


def test_the_winner_deals_the_next_round_with_one_card_fewer():
    state = position(["pm", "s"], at=levels(skill=2, money=3))
    event = play(state, "claim.p", "claim.s")[-1]
    assert event.facts[2] == Dealt(2, 1, 12, 3)
    assert state.round == 2 and state.dealer == 1 and state.phase == "exchange"
    assert state.levels == [1, 1, 1, 1] and state.discard == [0, 0, 0, 0]
    assert sum(state.hands[0]) + sum(state.hands[1]) + sum(state.aside) == 27
    assert state.hands[0][1] + state.hands[1][1] + state.aside[1] == 6  # the reward is out


def test_a_leader_with_one_card_wins_by_claiming_it():
    state = position(["i", "pppp"], at=levels(money=5))
    event = apply(state, "claim.i")
    assert event.facts[1] == RoundWon(0, 1, "inspiration")


def test_a_support_can_carry_the_last_card_when_strengthening_by_one():
    # The only way to play the last Skill card is a Strengthening by one level with a
    # Support (rules.md, J2): it empties the hand and wins the round.
    state = position(["pm", "s"], at=levels(passion=2, skill=2))
    apply(state, "claim.p")
    assert legal_codes(state) == ["raise.s.support", "pass"]
    event = apply(state, "raise.s.support")
    assert event.facts[:2] == (
        Claimed(1, "skill", 3, raised=1, cards=0, support=1),
        RoundWon(1, 1, "skill"),
    )


def test_two_rewards_of_one_element_win_the_game():
    state = position(["pm", "s"], at=levels(skill=2, money=3), rewards=((), ("skill",)))
    event = play(state, "claim.p", "claim.s")[-1]
    assert event.facts[-1] == GameWon(1)
    assert is_over(state) and winners(state) == [1]
    assert scores(state)[1].rounds == 2 and scores(state)[1].rewards["skill"] == 2
    assert legal_codes(state) == []
    with pytest.raises(GameOver):
        apply(state, "claim.m")
    assert total(state) == [7, 7, 7, 7]


def test_any_three_rewards_win_the_game():
    two_each = (("passion", "money"), ("passion", "money"))
    state = position(["pm", "s"], at=levels(skill=2, money=3), rewards=two_each)
    event = play(state, "claim.p", "claim.s")[-1]
    assert event.facts[-1] == GameWon(1)
    assert state.round == 5


def test_two_different_rewards_do_not_end_the_game():
    state = position(["pm", "s"], at=levels(skill=2, money=3), rewards=((), ("money",)))
    play(state, "claim.p", "claim.s")
    assert not is_over(state) and state.round == 3 and winners(state) == []


def test_the_end_condition():
    assert has_won_game([0, 0]) and has_won_game([0, 1, 2])
    assert not has_won_game([0, 1]) and not has_won_game([3])
