"""Which moves are legal: the rules of a Claim, of Strengthening and of the Supports.

`legal(state, seat)` lists the moves `seat` may make now, in a fixed order. It reads the state
only; play.py resolves a move.
"""

from __future__ import annotations

from .content import ELEMENTS, MONEY, NE, RULES, SKILL
from .moves import BACK, BOOST, CLAIM, GIVE, PASS, RAISE, RAISE_SUPPORT, SWAPS, Move
from .state import State, supports_left

TOP = RULES.canvas.top


def legal(state: State, seat: int) -> list[Move]:
    """Every move `seat` may make now (empty if it has no decision)."""
    phase = state.phase
    if phase == "exchange":
        return swap_moves(state, seat)
    if phase == "over" or seat != state.turn:
        return []
    hand = state.hands[seat]
    if phase == "play":
        return play_moves(state, seat)
    if phase == "boost":
        return [BOOST[e] for e in ELEMENTS if e != SKILL]
    if phase == "give":
        return [GIVE[e] for e in ELEMENTS if hand[e]]
    assert state.gift is not None
    return back_moves(hand, state.gift)


def swap_moves(state: State, seat: int) -> list[Move]:
    """The exchange choices `seat`'s hand allows, but the one it has made (it may change it
    until the last seat has chosen)."""
    hand, chosen = state.hands[seat], state.choices[seat]
    out: list[Move] = []
    for move in SWAPS[seat]:
        counts = move.counts
        if counts != chosen and all(counts[e] <= hand[e] for e in ELEMENTS):
            out.append(move)
    return out


def back_moves(hand: list[int], gift: int) -> list[Move]:
    """The cards that may be given back for an Inspiration: any element but the gift's."""
    return [BACK[e] for e in ELEMENTS if e != gift and hand[e]]


def play_moves(state: State, seat: int) -> list[Move]:
    """Claims, Strengthen & Claims and the pass. The leader must Claim (rules.md, J1)."""
    hand = state.hands[seat]
    claims = state.claims
    if not claims:
        return [CLAIM[e] for e in ELEMENTS if hand[e]]
    levels = state.levels
    current = levels[claims[-1][1]]
    played = [False] * NE
    for _, e in claims:
        played[e] = True
    support = supports_left(state, seat) > 0
    out: list[Move] = []
    for e in ELEMENTS:
        if played[e] or not hand[e]:
            continue
        if levels[e] > current:
            out.append(CLAIM[e])
            continue
        raised = current + 1 - levels[e]
        if current + 1 > TOP and not state.variant:
            continue  # the standard Canvas ends at its top (rules.md, J4)
        if hand[e] >= raised + 1:
            out.append(RAISE[e])
        if support:
            worth = support_worth(state, e)
            if raised >= worth and hand[e] >= raised - worth + 1:
                out.append(RAISE_SUPPORT[e])
    out.append(PASS)
    return out


def support_worth(state: State, e: int) -> int:
    """Levels one Support card strengthens `e` by (Money counts two in the variant)."""
    return RULES.variant.money_support_levels if state.variant and e == MONEY else 1


def raise_cost(state: State, e: int, support: bool) -> tuple[int, int]:
    """(levels raised, Topic cards used to strengthen) for Strengthening `e` above the
    current Claim, with or without a Support."""
    raised = state.levels[state.claims[-1][1]] + 1 - state.levels[e]
    return raised, raised - (support_worth(state, e) if support else 0)


def has_won_game(rewards: list[int]) -> bool:
    """Two rewards of one element, or any three (data: ending)."""
    if len(rewards) >= RULES.ending.any:
        return True
    return any(rewards.count(e) >= RULES.ending.same_element for e in set(rewards))
