"""The variant: each Support used to strengthen triggers its element's effect; no level limit
(every token drops one level when one passes 8)."""

from __future__ import annotations

import pytest

from engine.common.errors import BadMoveCode
from engine.yellowhouse import apply, legal_codes, public_view, seat_view
from engine.yellowhouse.events import (
    Boosted,
    CardPassed,
    GaveBack,
    Lowered,
    RoundWon,
    TrickEnded,
)
from tests.yellowhouse.engine.helpers import counts, kinds, levels, play, position, total


def test_passion_support_ends_the_trick_and_its_player_leads():
    state = position(["sm", "ppm"], at=levels(skill=2), variant=True)
    apply(state, "claim.s")
    event = apply(state, "raise.p.support")
    assert event.facts[-1] == TrickEnded("passion", 1, 3)
    assert state.turn == 1 and state.claims == []


def test_passion_without_a_support_has_no_effect():
    state = position(["sm", "pppm"], at=levels(skill=2), variant=True)
    play(state, "claim.s", "raise.p")
    assert state.turn == 0 and len(state.claims) == 2


def test_effects_are_only_in_the_variant():
    state = position(["sm", "ppm"], at=levels(skill=2))
    play(state, "claim.s", "raise.p.support")
    assert state.turn == 0 and len(state.claims) == 2


def test_skill_support_advances_another_element():
    state = position(["pm", "ssm"], at=levels(passion=2), variant=True)
    play(state, "claim.p", "raise.s.support")
    assert state.phase == "boost" and state.turn == 1
    assert legal_codes(state) == ["boost.p", "boost.m", "boost.i"]
    with pytest.raises(BadMoveCode):
        apply(state, "boost.s")  # never a move: the effect advances another element
    event = apply(state, "boost.m")
    assert event.facts == (Boosted(1, "money", 2),)
    assert state.levels == levels(passion=2, skill=3, money=2)
    assert state.phase == "play" and state.turn == 0


def test_money_support_counts_two_levels():
    state = position(["pi", "mmp"], at=levels(passion=2), variant=True)
    apply(state, "claim.p")
    # Money 1 -> 3: 2 levels; a Support alone does it, and the Claim takes one Money card.
    assert "raise.m.support" in legal_codes(state)
    event = apply(state, "raise.m.support")
    assert event.facts[0].raised == 2 and event.facts[0].cards == 0  # type: ignore[attr-defined]
    assert state.hands[1] == counts("mp")


def test_money_support_cannot_strengthen_by_one_level():
    state = position(["pi", "mmp"], at=levels(passion=2, money=2), variant=True)
    apply(state, "claim.p")
    assert "raise.m.support" not in legal_codes(state) and "raise.m" in legal_codes(state)
    standard = position(["pi", "mmp"], at=levels(passion=2, money=2))
    apply(standard, "claim.p")
    assert "raise.m.support" in legal_codes(standard)  # one level, as in the standard game


def test_inspiration_support_gives_a_card_and_one_of_another_element_comes_back():
    state = position(["ppmm", "iiis"], at=levels(passion=2), variant=True)
    play(state, "claim.p", "raise.i.support")
    assert state.phase == "give" and state.turn == 1
    assert legal_codes(state) == ["give.s", "give.i"]
    event = apply(state, "give.s")
    assert kinds(event) == ["gave"]
    assert (0, CardPassed(1, "skill")) in event.secrets
    assert state.phase == "back" and state.turn == 0
    assert legal_codes(state) == ["back.p", "back.m"]  # not Skill, the element given
    assert seat_view(state, 0).gift == "skill" and public_view(state).awaiting_return
    event = apply(state, "back.m")
    assert event.facts[0] == GaveBack(0, True)
    assert state.hands == [counts("pms"), counts("im")]
    assert state.shown == [counts("s"), counts("m")]  # each knows the card it gave
    assert state.phase == "play" and state.turn == 0
    assert total(state) == [7, 7, 7, 7]


def test_inspiration_nothing_comes_back_without_another_element():
    state = position(["psss", "iiis"], at=levels(passion=2), variant=True)
    play(state, "claim.p", "raise.i.support")
    event = apply(state, "give.s")
    assert GaveBack(0, False) in event.facts
    assert state.hands == [counts("ssss"), counts("i")]
    assert state.shown[0] == counts("ssss")  # the giver now knows the whole hand
    assert state.turn == 0


def test_inspiration_giving_the_last_card_with_nothing_back_wins_the_round():
    state = position(["psss", "iis"], at=levels(passion=2), variant=True)
    play(state, "claim.p", "raise.i.support")
    assert state.hands[1] == counts("s")
    event = apply(state, "give.s")
    assert kinds(event) == ["gave", "gave_back", "round_won", "dealt"]
    assert event.facts[2] == RoundWon(1, 1, "inspiration")
    assert state.rewards[1] == [3]


def test_no_level_limit_in_the_variant_every_token_drops_when_one_passes_8():
    state = position(["mp", "iiiiiiis"], at=levels(passion=3, money=8, inspiration=3), variant=True)
    apply(state, "claim.m")
    assert "raise.i" in legal_codes(state)  # to 9: allowed in the variant
    event = apply(state, "raise.i")
    assert Lowered((2, 1, 7, 8)) in event.facts
    assert state.levels == [2, 1, 7, 8]  # a token on the first level stays there (J5)


def test_a_claim_that_empties_the_hand_ends_the_round_before_the_effect():
    state = position(["pm", "s"], at=levels(passion=2, skill=2), variant=True)
    apply(state, "claim.p")
    event = apply(state, "raise.s.support")
    assert kinds(event) == ["claimed", "round_won", "dealt"]  # no Skill effect (J6)
    assert state.phase == "exchange"


def test_an_effect_on_the_fourth_element_resolves_then_the_trick_ends():
    # Passion, Money and Inspiration are in the trick; Skill (1) must go above Inspiration (4).
    state = position(["pis", "mssssp"], at=levels(money=2, inspiration=4), variant=True)
    play(state, "claim.p", "claim.m", "claim.i")
    assert state.turn == 1 and [e for _, e in state.claims] == [0, 2, 3]
    apply(state, "raise.s.support")  # Skill 1 -> 5: three Skill cards, a Support, a Claim
    assert state.phase == "boost" and len(state.claims) == 4
    event = apply(state, "boost.m")
    assert event.facts[-1] == TrickEnded("all_elements", 1, 7)
    assert state.turn == 1 and state.claims == [] and state.phase == "play"
    assert total(state) == [7, 7, 7, 7]


def test_a_skill_boost_past_8_lowers_every_token():
    state = position(["pmm", "ssm"], at=levels(passion=7, money=8, skill=6), variant=True)
    apply(state, "claim.p")
    apply(state, "raise.s.support")  # Skill 6 -> 8, one Skill card and a Support
    event = apply(state, "boost.m")  # Money 8 -> 9: every token down one
    assert event.facts[:2] == (Boosted(1, "money", 9), Lowered((6, 7, 8, 1)))
    assert state.levels == [6, 7, 8, 1]
