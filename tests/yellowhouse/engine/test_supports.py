"""Support cards: one in place of a strengthening Topic card, alone for one level, never for
the Claim, at most one per Strengthening, three per player per round and five in all."""

from __future__ import annotations

from engine.yellowhouse import apply, legal_codes, public_view
from engine.yellowhouse.events import Claimed
from engine.yellowhouse.rounds import deal_round
from tests.yellowhouse.engine.helpers import counts, levels, play, position


def test_a_support_replaces_one_strengthening_card():
    state = position(["mp", "iiiiip"], at=levels(money=6, inspiration=2))
    apply(state, "claim.m")
    event = apply(state, "raise.i.support")
    assert event.facts == (Claimed(1, "inspiration", 7, raised=5, cards=4, support=1),)
    assert state.strengthened[1] == counts("iiii") and state.hands[1] == counts("p")
    assert state.supports == [0, 1]


def test_a_support_alone_strengthens_by_one_level_but_never_makes_the_claim():
    state = position(["pm", "sm"], at=levels(passion=2, skill=2))
    apply(state, "claim.p")
    assert "raise.s.support" in legal_codes(state)  # one Skill card: the Claim
    apply(state, "raise.s.support")
    assert state.strengthened[1] == [0, 0, 0, 0] and state.hands[1] == counts("m")
    # Money (1) must go 2 levels up to pass Skill (3): 1 Money card is not enough even with
    # a Support, since the Claim itself needs a Topic card.
    state2 = position(["pm", "ms"], at=levels(passion=2, skill=2))
    play(state2, "claim.p", "raise.s.support")
    assert not [c for c in legal_codes(state2) if c.startswith("raise.m")]


def test_one_support_per_strengthening():
    state = position(["mp", "iiip"], at=levels(money=4, inspiration=1))
    apply(state, "claim.m")
    # 4 levels: 4 cards + 1 Claim, or 3 + Support + 1. With 3 Inspiration cards, two
    # Supports would be needed: not offered.
    assert legal_codes(state) == ["pass"]


def test_three_supports_per_player_per_round():
    state = position(["psmi", "pspsps"], supports=(3, 0), at=levels(skill=1, passion=1))
    apply(state, "claim.p")
    assert "raise.s.support" in legal_codes(state)
    state = position(["psmi", "pspsps"], supports=(0, 3))
    apply(state, "claim.p")
    assert "raise.s.support" not in legal_codes(state) and "raise.s" in legal_codes(state)


def test_five_supports_in_all():
    state = position(["psmi", "pspsps"], supports=(3, 2))
    apply(state, "claim.p")
    assert "raise.s.support" not in legal_codes(state)
    assert public_view(state).supports_pile == 0
    assert public_view(state).supports_left == (0, 0)
    state = position(["psmi", "pspsps"], supports=(3, 1))
    apply(state, "claim.p")
    assert "raise.s.support" in legal_codes(state)
    assert public_view(state).supports_left == (0, 1)


def test_supports_stay_in_front_of_their_player_until_the_round_ends():
    state = position(["pmm", "ssi"], at=levels(passion=2, skill=2))
    play(state, "claim.p", "raise.s.support", "pass")
    assert state.claims == [] and state.supports == [0, 1]  # not discarded with the trick
    assert public_view(state).supports == (0, 1)
    deal_round(state, 2, 1, None)
    assert state.supports == [0, 0]  # a new round: the Supports go back to the pile
