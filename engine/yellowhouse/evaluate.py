"""The evaluation: an estimate of the chance to win the round from a position.

`round_chance(state, me)` is a logistic function of features that compare the two sides
(`features`, in the order of `FEATURES`; weights: data/ai.toml `[weights]`, fitted on
positions of self-play games, games/yellowhouse/docs/ai.md). It reads both hands: the search calls
it inside a determinized world, whose opponent hand is a sample, not the real one.
"""

from __future__ import annotations

from math import exp

from .aiconfig import Weights, ai_config
from .content import ELEMENTS
from .state import State, supports_left

FEATURES = (
    "cards",  # the opponent's hand size minus mine
    "inverse_cards",  # 1 / mine - 1 / the opponent's: the same, weighing small hands more
    "groups",  # elements the opponent holds minus those I hold
    "biggest",  # my largest element group minus the opponent's
    "strongest",  # my cards of the strongest element(s) minus the opponent's
    "supports",  # Supports I may still use this round minus the opponent's
    "lead",  # +1 I lead the next trick, -1 the opponent does
    "claimer",  # +1 the opponent must answer my Claim, -1 I must answer
    "last_lead",  # +1 I lead with a single card (I win), -1 the opponent does
    "last_answer",  # +1 I must answer with a single card, -1 the opponent must
    "answers",  # plain Claims the side to answer has (+ mine, - the opponent's)
)


def _private(hand: list[int], levels: list[int]) -> tuple[int, int, int]:
    """(elements held, largest group, cards of the strongest element(s))."""
    top = max(levels)
    groups = strongest = 0
    for e in ELEMENTS:
        if hand[e]:
            groups += 1
            if levels[e] == top:
                strongest += hand[e]
    return groups, max(hand), strongest


def _tempo(state: State, me: int) -> tuple[int, int]:
    """(+1 / -1 / 0: who leads the next trick, whose Claim must be answered), from `me`."""
    sign = 1 if state.turn == me else -1
    if state.phase == "play":
        return (sign, 0) if not state.claims else (0, -sign)
    return 0, sign  # a Support's effect: the actor has just claimed


def _answers(state: State) -> int:
    """Plain Claims (stronger and new) the side to answer holds."""
    if state.phase != "play" or not state.claims:
        return 0
    current = state.levels[state.claims[-1][1]]
    hand = state.hands[state.turn]
    played = {e for _, e in state.claims}
    return sum(1 for e in ELEMENTS if hand[e] and e not in played and state.levels[e] > current)


def features(state: State, me: int) -> list[float]:
    """The features of `FEATURES`, from `me`'s side."""
    opp = 1 - me
    mine, theirs = sum(state.hands[me]), sum(state.hands[opp])
    groups, biggest, strongest = _private(state.hands[me], state.levels)
    their_groups, their_biggest, their_strongest = _private(state.hands[opp], state.levels)
    lead, claimer = _tempo(state, me)
    leader_cards = mine if lead > 0 else theirs
    answerer_cards = theirs if claimer > 0 else mine
    answers = _answers(state)
    return [
        theirs - mine,
        1 / max(1, mine) - 1 / max(1, theirs),
        their_groups - groups,
        biggest - their_biggest,
        strongest - their_strongest,
        supports_left(state, me) - supports_left(state, opp),
        lead,
        claimer,
        lead if lead and leader_cards == 1 else 0,
        -claimer if claimer and answerer_cards == 1 else 0,
        answers if state.turn == me else -answers,
    ]


def score(state: State, me: int, weights: Weights) -> float:
    """The logistic's argument: positive when `me` is ahead."""
    w = weights.vector
    return sum(a * b for a, b in zip(w, features(state, me), strict=True))


def round_chance(state: State, me: int) -> float:
    """The estimated chance that `me` wins the round."""
    x = score(state, me, ai_config().weights)
    return 1 / (1 + exp(-max(-30.0, min(30.0, x))))
