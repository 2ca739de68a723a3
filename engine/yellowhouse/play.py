"""Resolving a move: Claims, Strengthening, passes, the end of a trick and the variant's
Support effects. `resolve` trusts that the move is legal (rules.py checked it)."""

from __future__ import annotations

from .content import INSPIRATION, KEYS, NE, PASSION, SKILL
from .events import Boosted, CardPassed, Claimed, Gave, GaveBack, Log, Passed, TrickEnded
from .moves import Move, Raise, Swap
from .rounds import RULES, choose, settle_levels, win_round
from .rules import back_moves, raise_cost
from .state import State, pair


def resolve(state: State, seat: int, move: Move, log: Log | None) -> None:
    """Play `move` for `seat` and run the game on to the next decision."""
    kind, e = move.kind, move.e
    if kind == "claim":
        claim(state, seat, e, False, log)
    elif kind == "raise":
        assert isinstance(move, Raise)
        strengthen(state, seat, e, move.support, log)
    elif kind == "pass":
        if log is not None:
            log.add(Passed(seat))
        end_trick(state, state.claims[-1][0], "pass", log)
    elif kind == "swap":
        assert isinstance(move, Swap)
        choose(state, seat, move.counts, log)
    elif kind == "boost":
        boost(state, seat, e, log)
    elif kind == "give":
        give(state, seat, e, log)
    else:
        give_back(state, seat, e, log)


def _played(state: State, seat: int, e: int, n: int) -> None:
    """`seat` played `n` cards of `e` from its hand, face up."""
    state.hands[seat][e] -= n
    shown = state.shown[seat]
    shown[e] = max(0, shown[e] - n)  # what the opponent knows: at least that many fewer


def strengthen(state: State, seat: int, e: int, support: bool, log: Log | None) -> None:
    """Advance `e` to one level above the current Claim, paying Topic cards (and a Support),
    then Claim with `e`."""
    raised, cards = raise_cost(state, e, support)
    _played(state, seat, e, cards)
    state.strengthened[seat][e] += cards
    state.supports[seat] += support
    state.levels[e] += raised
    if log is not None:
        log.add(Claimed(seat, KEYS[e], state.levels[e], raised, cards, int(support)))
    settle_levels(state, log)
    claim(state, seat, e, support, log, logged=True)


def claim(
    state: State, seat: int, e: int, support: bool, log: Log | None, logged: bool = False
) -> None:
    """Play one card of `e` to the claims row; the round ends if the hand is now empty;
    then the Support's effect (variant), then the turn's end."""
    _played(state, seat, e, 1)
    state.claims.append((seat, e))
    if log is not None and not logged:
        log.add(Claimed(seat, KEYS[e], state.levels[e]))
    if not any(state.hands[seat]):
        win_round(state, seat, log)  # the round ends at once: no effect (rules.md, J6)
        return
    if support and state.variant:
        if e == PASSION:
            end_trick(state, seat, "passion", log)
            return
        if e in (SKILL, INSPIRATION):
            state.phase = "boost" if e == SKILL else "give"
            return
    end_turn(state, seat, log)


def end_turn(state: State, seat: int, log: Log | None) -> None:
    """After `seat`'s turn: the trick ends once every element is in it, else the opponent
    answers."""
    if len(state.claims) == NE:
        end_trick(state, seat, "all_elements", log)
    else:
        state.phase, state.turn = "play", 1 - seat


def end_trick(state: State, leader: int, reason: str, log: Log | None) -> None:
    """Every Topic card of the trick goes to the discard pile (the Supports stay in front of
    their players); `leader` leads the next trick."""
    discard = state.discard
    n = len(state.claims)
    for _, e in state.claims:
        discard[e] += 1
    for cards in state.strengthened:
        for e in range(NE):
            discard[e] += cards[e]
            n += cards[e]
    state.claims, state.strengthened = [], pair()
    state.phase, state.turn = "play", leader
    if log is not None:
        log.add(TrickEnded(reason, leader, n))


def boost(state: State, seat: int, e: int, log: Log | None) -> None:
    """Variant, Skill effect: advance another element."""
    state.levels[e] += RULES.variant.skill_advance
    if log is not None:
        log.add(Boosted(seat, KEYS[e], state.levels[e]))
    settle_levels(state, log)
    end_turn(state, seat, log)


def _hand_over(state: State, giver: int, e: int, log: Log | None) -> None:
    """One card of `e` goes from `giver`'s hand to its opponent's, which both now know."""
    taker = 1 - giver
    _played(state, giver, e, 1)
    state.hands[taker][e] += 1
    state.shown[taker][e] += 1
    state.undo_floor = len(state.history)  # a card was shown: undo stops here
    if log is not None:
        for seat in (0, 1):
            log.secret(seat, CardPassed(giver, KEYS[e]))


def give(state: State, seat: int, e: int, log: Log | None) -> None:
    """Variant, Inspiration effect: give a card; the opponent gives back one of another
    element, if it has one (its decision)."""
    taker = 1 - seat
    _hand_over(state, seat, e, log)
    if log is not None:
        log.add(Gave(seat))
    if back_moves(state.hands[taker], e):
        state.phase, state.turn, state.gift = "back", taker, e
        return
    state.shown[taker] = state.hands[taker][:]  # its hand is all `e`, as the giver now knows
    if log is not None:
        log.add(GaveBack(taker, False))
    if not any(state.hands[seat]):
        win_round(state, seat, log)  # the Inspiration Claim is its reward
    else:
        end_turn(state, seat, log)


def give_back(state: State, seat: int, e: int, log: Log | None) -> None:
    """Variant: the card given back for an Inspiration; then the giver's turn ends."""
    _hand_over(state, seat, e, log)
    state.gift = None
    if log is not None:
        log.add(GaveBack(seat, True))
    end_turn(state, 1 - seat, log)
