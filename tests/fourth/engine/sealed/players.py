"""The computer players, from what their seat may see (`views.seat_view`): Easy bids a card
drawn from the seed, Normal bids as high in its hand as the prize stands among the prizes."""

from __future__ import annotations

from engine.common.rng import Rng

from .play import legal_bids
from .state import LEVELS, PRIZES, State


def choose(state: State, seat: int, level: str, seed: int) -> int:
    """The card `seat` bids at `level` (one of LEVELS); the same arguments, the same card."""
    if level not in LEVELS:
        raise ValueError(f"no computer level {level!r}")
    cards = legal_bids(state, seat)
    if not cards:
        raise ValueError(f"seat {seat} has nothing to bid")
    if level == "easy":
        return cards[Rng(seed * 1009 + state.round * 31 + seat).below(len(cards))]
    hand = state.hands[seat]
    rank = (state.prize - min(PRIZES)) / (max(PRIZES) - min(PRIZES))
    wanted = hand[round(rank * (len(hand) - 1))]
    return min(cards, key=lambda card: (abs(card - wanted), card))
