"""One line for the game log: who did what, and what it changed for them."""

from __future__ import annotations

from operator import itemgetter

from .content import RESOURCE_NAMES, RESOURCES
from .state import GameState

COUNTED = (
    "prestige",
    "coins",
    *(RESOURCE_NAMES[r] for r in RESOURCES),
    "assistants in supply",
    "experts",
    "amulets",
    "orders",
)
RESOURCE_COUNTS = itemgetter(*RESOURCES)


def snapshot(state: GameState, seat: int | None = None) -> tuple[int, ...]:
    """The counts a log line reports, for `seat` (default: the current player)."""
    p = state.players[state.turn.seat if seat is None else seat]
    amulets = len(p.amulets) + len(p.expert_amulets)
    return (
        p.prestige, p.coins, *RESOURCE_COUNTS(p.res), p.supply,
        len(p.experts), amulets, len(p.orders),
    )  # fmt: skip


def line(state: GameState, seat: int, text: str, before: tuple[int, ...]) -> str:
    """`Ann: Take 1 Tea + Merchant action (+1 Tea)`."""
    now = snapshot(state, seat)
    changes = [
        f"{b - a:+d} {what}" for what, a, b in zip(COUNTED, before, now, strict=True) if a != b
    ]
    tail = f" ({', '.join(changes)})" if changes else ""
    return f"{state.players[seat].name}: {text}{tail}"
