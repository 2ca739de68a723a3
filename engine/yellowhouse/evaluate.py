"""The evaluation: an estimate of the chance to win the round from a position.

`round_chance(state, me, full)` is a logistic function of the differences between the two
sides (weights: data/ai.toml `[weights]`): hand sizes, elements held, cards of the strongest
element, Supports left, who leads or must answer, and a side about to play its last card.
With `full=False` it reads only what `me` can see (its own hand, the opponent's hand size):
the opponent's private terms are those of an average hand of its size. A search inside a
determinized world passes `full=True`: the world's opponent hand is a sample, not the real
one.
"""

from __future__ import annotations

from math import exp

from .aiconfig import Weights, ai_config
from .content import ELEMENTS, NE
from .state import State, supports_left


def _private(state: State, seat: int) -> tuple[int, int]:
    """(elements held, cards of the strongest element(s)) of `seat`'s hand."""
    hand, levels = state.hands[seat], state.levels
    top = max(levels)
    groups = strongest = 0
    for e in ELEMENTS:
        if hand[e]:
            groups += 1
            if levels[e] == top:
                strongest += hand[e]
    return groups, strongest


def _tempo(state: State, me: int) -> tuple[int, int]:
    """(+1 / -1 / 0: who leads the next trick, who must answer a Claim), from `me`'s side."""
    turn = state.turn
    sign = 1 if turn == me else -1
    if state.phase == "play":
        return (sign, 0) if not state.claims else (0, -sign)
    return 0, sign  # a Support's effect: the actor has just claimed


def score(state: State, me: int, full: bool, w: Weights) -> float:
    """The logistic's argument: positive when `me` is ahead."""
    opp = 1 - me
    mine, theirs = sum(state.hands[me]), sum(state.hands[opp])
    lead, claimer = _tempo(state, me)
    x = w.cards * (theirs - mine) + w.lead * lead + w.claimer * claimer
    x += w.supports * (supports_left(state, me) - supports_left(state, opp))
    groups, strongest = _private(state, me)
    if full:
        their_groups, their_strongest = _private(state, opp)
    else:  # what a hand of that size holds on average, about
        their_groups = min(theirs, NE)
        their_strongest = theirs * state.levels.count(max(state.levels)) // NE
    x += w.groups * (their_groups - groups) + w.strongest * (strongest - their_strongest)
    if lead and (mine if lead > 0 else theirs) == 1:
        x += w.last_card * lead
    elif claimer and (theirs if claimer > 0 else mine) == 1:
        x -= w.last_card * claimer / 2  # the side answering plays its last card if it can
    return x


def round_chance(state: State, me: int, full: bool = False) -> float:
    """The estimated chance that `me` wins the round."""
    x = score(state, me, full, ai_config().weights)
    return 1 / (1 + exp(-max(-30.0, min(30.0, x))))
