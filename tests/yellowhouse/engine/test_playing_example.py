"""The rulebook's Playing Example (Marco and Kevin), step by step, from a real exchange.

Marco (seat 0) deals and leads. The exchange reveals a Passion and a Money card (Marco's) and
a Skill and a Money card (Kevin's), which puts the tokens where the example needs them:
Money strongest (3), Passion and Skill tied (2), Inspiration weakest (1).
"""

from __future__ import annotations

from engine.yellowhouse import apply, legal_codes, new_game, public_view
from engine.yellowhouse.events import Claimed, Passed, TrickEnded
from tests.yellowhouse.engine.helpers import NAMES, counts, levels, total

MARCO, KEVIN = 0, 1


def dealt_game():
    state = new_game(NAMES, 3)
    state.dealer = state.turn = MARCO
    state.hands = [counts("pppmmiiiisss"), counts("ssssmmmmmppi")]
    state.aside = counts("ppii")
    assert total(state) == [7, 7, 7, 7]
    return state


def test_the_playing_example():
    state = dealt_game()
    apply(state, "swap.0.pm", seat=MARCO)
    apply(state, "swap.1.sm", seat=KEVIN)
    assert state.levels == levels(passion=2, skill=2, money=3, inspiration=1)
    assert state.hands == [counts("ppssssmmiiii"), counts("pppsssmmmmmi")]

    # 1. Marco claims that Passion is important; the Passion token stays where it is.
    assert state.turn == MARCO
    event = apply(state, "claim.p")
    assert event.facts == (Claimed(MARCO, "passion", 2),)
    assert state.levels == levels(passion=2, skill=2, money=3, inspiration=1)

    # 2. Kevin may claim Money (stronger than Passion) with one card; Skill (tied) needs a
    # Strengthening: 2 Skill cards, or a Support and 1 Skill card. Inspiration would need 3
    # (or 2 and a Support): he has 1. He strengthens Skill with a Support.
    assert legal_codes(state) == ["raise.s", "raise.s.support", "claim.m", "pass"]
    event = apply(state, "raise.s.support")
    assert event.facts == (Claimed(KEVIN, "skill", 3, raised=1, cards=0, support=1),)
    assert state.levels == levels(passion=2, skill=3, money=3, inspiration=1)
    assert state.supports == [0, 1]
    assert state.hands[KEVIN] == counts("pppssmmmmmi")
    view = public_view(state)
    assert view.claims == ((MARCO, "passion"), (KEVIN, "skill"))

    # 3. Marco needs 2 Money cards or 4 Inspiration cards (1 or 3 with a Support), or passes.
    # He advances Inspiration by 3 levels: 3 cards in front of him, 1 next to the Canvas.
    assert legal_codes(state) == [
        "raise.m",
        "raise.m.support",
        "raise.i",
        "raise.i.support",
        "pass",
    ]
    event = apply(state, "raise.i")
    assert event.facts == (Claimed(MARCO, "inspiration", 4, raised=3, cards=3, support=0),)
    assert state.levels == levels(passion=2, skill=3, money=3, inspiration=4)
    assert public_view(state).strengthened[MARCO] == {
        "passion": 0,
        "skill": 0,
        "money": 0,
        "inspiration": 3,
    }
    assert state.hands[MARCO] == counts("pssssmm")

    # 4. Kevin can only play Money now: 3 cards (2 to Strengthen, 1 to Claim), or 2 and a
    # Support. He passes: the debate is over, every Topic card played is discarded, but not
    # the Support card.
    assert legal_codes(state) == ["raise.m", "raise.m.support", "pass"]
    event = apply(state, "pass")
    assert event.facts == (Passed(KEVIN), TrickEnded("pass", MARCO, 6))
    assert state.discard == counts("psiiii")
    assert state.claims == [] and state.strengthened == [[0] * 4, [0] * 4]
    assert state.supports == [0, 1]

    # 5. Marco wins this debate and begins the next one.
    assert state.turn == MARCO and state.phase == "play"
    assert legal_codes(state) == ["claim.p", "claim.s", "claim.m"]
    assert total(state) == [7, 7, 7, 7]
