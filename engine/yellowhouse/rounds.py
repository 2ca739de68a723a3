"""A round's start and end: the deal, the secret exchange and its reveal, the round's winner
and the end of the game."""

from __future__ import annotations

from engine.common.rng import Rng

from .content import ELEMENTS, KEYS, NE, RULES
from .events import Chose, Chosen, Dealt, Exchanged, GameWon, Log, Lowered, RoundWon
from .rules import has_won_game
from .state import State, pair, zeros

START, TOP = RULES.canvas.start, RULES.canvas.top


def deal_round(state: State, number: int, dealer: int, log: Log | None) -> None:
    """Shuffle every Topic card but the rewards, deal `hand` each (one at a time, the dealer's
    opponent first), set the rest aside face down, and ask both seats for their exchange."""
    deck = []
    for e in ELEMENTS:
        won = state.rewards[0].count(e) + state.rewards[1].count(e)
        deck += [e] * (RULES.deck.copies - won)
    rng = Rng(state.rng)
    rng.shuffle(deck)
    state.rng = rng.state
    hands = pair()
    n = RULES.deal.hand
    for i, e in enumerate(deck[: 2 * n]):
        hands[(dealer + 1 + i) % 2][e] += 1
    aside = zeros()
    for e in deck[2 * n :]:
        aside[e] += 1
    state.round, state.dealer, state.turn = number, dealer, dealer
    state.hands, state.aside = hands, aside
    state.levels = [START] * NE
    state.claims, state.strengthened, state.supports = [], pair(), [0, 0]
    state.discard, state.shown, state.exchanged = zeros(), pair(), pair()
    state.choices, state.gift = [None, None], None
    state.phase = "exchange"
    state.undo_floor = len(state.history)  # the new hands are a reveal
    if log is not None:
        log.add(Dealt(number, dealer, n, len(deck) - 2 * n))
    if RULES.deal.exchange == 0:
        state.phase = "play"


def choose(state: State, seat: int, cards: list[int], log: Log | None) -> None:
    """`seat`'s secret exchange choice; the last seat's choice reveals them all."""
    state.choices[seat] = cards
    if log is not None:
        log.add(Chose(seat))
        log.secret(seat, Chosen(seat, _keys(cards)))
    if all(c is not None for c in state.choices):
        reveal_exchange(state, log)


def reveal_exchange(state: State, log: Log | None) -> None:
    """Reveal the chosen cards together: each advances its element by one level; then each
    seat gets the other's (which that other seat now knows it holds)."""
    given = [c for c in state.choices if c is not None]
    for seat in (0, 1):
        mine, theirs, hand = given[seat], given[1 - seat], state.hands[seat]
        for e in ELEMENTS:
            hand[e] += theirs[e] - mine[e]
            state.levels[e] += mine[e]
        state.shown[seat] = theirs[:]
        state.exchanged[seat] = mine[:]
    state.choices = [None, None]
    if log is not None:
        log.add(Exchanged(tuple(_keys(c) for c in given), tuple(state.levels)))
    settle_levels(state, log)
    state.phase, state.turn = "play", state.dealer
    state.undo_floor = len(state.history)


def _keys(counts: list[int]) -> tuple[str, ...]:
    return tuple(KEYS[e] for e in ELEMENTS for _ in range(counts[e]))


def settle_levels(state: State, log: Log | None) -> None:
    """Keep the tokens on the Canvas. Variant: while a token is past the top, every token
    goes down `lower_by` levels, none below the first (rules.md, J5). Standard: a token cannot
    pass the top (only a Strengthening could try, and rules.py does not offer it)."""
    levels = state.levels
    if not state.variant:
        state.levels = [min(level, TOP) for level in levels]
        return
    lowered = False
    while max(levels) > TOP:
        levels[:] = [max(START, level - RULES.variant.lower_by) for level in levels]
        lowered = True
    if lowered and log is not None:
        log.add(Lowered(tuple(levels)))


def win_round(state: State, seat: int, log: Log | None) -> None:
    """`seat` has emptied its hand: its last Claim becomes its reward; then the game ends,
    or `seat` deals the next round."""
    claimer, e = state.claims.pop()
    assert claimer == seat, "a hand empties only on its own Claim or gift"
    state.rewards[seat].append(e)
    if log is not None:
        log.add(RoundWon(seat, state.round, KEYS[e]))
    if has_won_game(state.rewards[seat]):
        state.phase, state.winner = "over", seat
        if log is not None:
            log.add(GameWon(seat))
        return
    deal_round(state, state.round + 1, seat, log)
