"""A state as a JSON-ready dict and back."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from .state import MAX_SEATS, MIN_SEATS, State


class BadState(ValueError):
    """A dict that is not a state of Sealed Bids."""


def encode(state: State) -> dict[str, Any]:
    return asdict(state)


def decode(data: Any) -> State:
    try:
        state = State(**data)
    except TypeError as error:
        raise BadState(str(error)) from None
    seats = len(state.names)
    if not MIN_SEATS <= seats <= MAX_SEATS or {len(state.hands), len(state.bids)} != {seats}:
        raise BadState(f"not a table of {MIN_SEATS} to {MAX_SEATS} seats")
    return state
