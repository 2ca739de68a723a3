"""What a seat knows, and the worlds consistent with it.

A seat sees its own hand and everything face up (the claims row, the strengthening cards, the
discard pile, the rewards); so the cards it has not seen, `unseen(state, seat)`, are exactly
the opponent's hand and the set-aside cards. Of the opponent's hand it also knows
`state.shown[opponent]`: cards it gave the opponent (exchange, Inspiration) not played since.

`belief` is the exact distribution over the opponent's hand (four counts) that follows from
this card counting: the known cards, and the rest drawn uniformly from the unseen ones
(multivariate hypergeometric). It ignores what the opponent's choices might tell. At most
C(12+3, 3) = 455 hands.

`redeal` is a determinization: a copy of the state in which everything the seat cannot see
(the opponent's hand, the set-aside cards, the opponent's secret exchange choice, the
generator that decides later deals, the setup seed, the move history) is drawn again from
the seat's own generator. It depends on nothing else: two states that differ only in what
the seat cannot see give the same copy for the same generator state.
"""

from __future__ import annotations

from math import comb

from engine.common.rng import MASK, Rng

from .clone import clone
from .content import ELEMENTS, NE, RULES
from .moves import SWAPS
from .state import State, in_play

Hand = tuple[int, ...]


def unseen(state: State, seat: int) -> list[int]:
    """Cards of each element `seat` has not seen: the opponent's hand and the aside."""
    used = in_play(state)
    hand = state.hands[seat]
    return [RULES.deck.copies - used[e] - hand[e] for e in ELEMENTS]


def _unknown(state: State, seat: int) -> tuple[list[int], list[int], int]:
    """What `seat` knows of the opponent's hand: (the cards known to be in it, the other
    unseen cards, how many of those it holds), shared by `belief` and `redeal`."""
    opp = 1 - seat
    known = state.shown[opp]
    pool = [u - k for u, k in zip(unseen(state, seat), known, strict=True)]
    return known, pool, sum(state.hands[opp]) - sum(known)


def _hands(pool: list[int], size: int) -> list[Hand]:
    """Every count vector under `pool` with `size` cards in all."""
    out: list[Hand] = []

    def extend(prefix: tuple[int, ...], e: int, left: int) -> None:
        if e == NE - 1:
            if left <= pool[e]:
                out.append((*prefix, left))
            return
        rest = sum(pool[e + 1 :])
        for n in range(max(0, left - rest), min(pool[e], left) + 1):
            extend((*prefix, n), e + 1, left - n)

    extend((), 0, size)
    return out


def belief(state: State, seat: int) -> list[tuple[Hand, float]]:
    """Every hand the opponent may hold, with its probability (summing to 1)."""
    known, pool, size = _unknown(state, seat)
    weighted = []
    for free in _hands(pool, size):
        w = 1
        for e in ELEMENTS:
            w *= comb(pool[e], free[e])
        weighted.append((tuple(k + f for k, f in zip(known, free, strict=True)), w))
    total = sum(w for _, w in weighted)
    return [(hand, w / total) for hand, w in weighted]


def world(state: State, seat: int, opponent_hand: Hand, rng: Rng) -> State:
    """A copy of `state` in which the opponent holds `opponent_hand`, the other unseen cards
    are set aside, and the rest of what `seat` cannot see is drawn from `rng`."""
    opp = 1 - seat
    out = clone(state, history=False)
    pool = unseen(state, seat)
    out.hands[opp] = list(opponent_hand)
    out.aside = [pool[e] - opponent_hand[e] for e in ELEMENTS]
    if out.phase == "exchange" and state.choices[opp] is not None:
        out.choices[opp] = random_choice(out, opp, rng)  # its secret choice, drawn again
    out.rng = rng.below(MASK)
    out.setup.seed = 0
    return out


def redeal(state: State, seat: int, rng: Rng) -> State:
    """A determinization for `seat` (see the module doc)."""
    known, pool, size = _unknown(state, seat)
    cards = [e for e in ELEMENTS for _ in range(pool[e])]
    rng.shuffle(cards)
    hand = known[:]
    for e in cards[:size]:
        hand[e] += 1
    return world(state, seat, tuple(hand), rng)


def random_choice(state: State, seat: int, rng: Rng) -> list[int]:
    """An exchange choice `seat`'s hand allows, drawn uniformly."""
    hand = state.hands[seat]
    options = [m.counts for m in SWAPS[seat] if all(map(int.__le__, m.counts, hand))]
    return options[rng.below(len(options))]
