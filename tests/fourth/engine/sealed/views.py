"""What a seat may know of a game: its own cards and bid; the others' cards, bids and the
face-down prizes are HIDDEN (their number kept)."""

from __future__ import annotations

import copy

from .state import HIDDEN, State


def seat_view(state: State, seat: int | None) -> State:
    """`state` as `seat` knows it (None: as everybody does), a copy."""
    out = copy.deepcopy(state)
    out.hands = [h if s == seat else [HIDDEN] * len(h) for s, h in enumerate(state.hands)]
    out.bids = [b if s == seat or b is None else HIDDEN for s, b in enumerate(state.bids)]
    out.prizes = [HIDDEN] * len(state.prizes)
    return out
