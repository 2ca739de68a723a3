"""One line for the game log: who did what, and what it changed for them."""

from __future__ import annotations

from .content import RESOURCE_NAMES
from .state import GameState

COUNTERS = ("prestige", "coins", "supply")
WORDS = {"prestige": "prestige", "coins": "coins", "supply": "assistants in supply"}


def snapshot(state: GameState) -> dict[str, int]:
    p = state.players[state.turn.seat]
    snap = {k: getattr(p, k) for k in COUNTERS}
    snap.update({RESOURCE_NAMES[r]: n for r, n in p.res.items()})
    snap["experts"] = len(p.experts)
    snap["amulets"] = len(p.amulets) + len(p.expert_amulets)
    snap["orders"] = len(p.orders)
    return snap


def line(state: GameState, seat: int, text: str, before: dict[str, int]) -> str:
    """`Ann: Take 1 Tea + Merchant action (+1 Tea, +1 prestige)`."""
    now = snapshot_of(state, seat)
    changes = [f"{now[k] - before[k]:+d} {WORDS.get(k, k)}" for k in before if now[k] != before[k]]
    tail = f" ({', '.join(changes)})" if changes else ""
    return f"{state.players[seat].name}: {text}{tail}"


def snapshot_of(state: GameState, seat: int) -> dict[str, int]:
    current = state.turn.seat
    state.turn.seat = seat
    try:
        return snapshot(state)
    finally:
        state.turn.seat = current
