"""Words about moves and players: one line for the game log (who did what, and what it changed
for them), and a player's own situation (the top of their panel)."""

from __future__ import annotations

from operator import itemgetter

from locales.words import ENGLISH, words_for

from .content import RESOURCE_NAMES, RESOURCES, for_game
from .names import (
    amulet_name,
    cost_text,
    join,
    player_name,
    resource_name,
    seat_assistants,
)
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
    return f"{player_name(state, seat)}: {text}{tail}"


def situation(state: GameState, seat: int) -> str:
    """A player's own situation in two lines: prestige, coins and resources; assistants,
    experts, open orders and amulets."""
    c = for_game(state)
    p = state.players[seat]
    res = " · ".join(f"{resource_name(words_for(ENGLISH), r)} {p.res[r]}" for r in RESOURCES)
    first = f"{p.prestige} prestige · {words_for(ENGLISH).plural('roundhouse.count.coin', p.coins)} · {res}"
    supply, track, chairs, towns, table = seat_assistants(state, seat)
    assistants = (
        f"Assistants: supply {supply} · track {track} · chairs {chairs} · towns {towns}"
        + (f" · worship table {table}" if table else "")
    )
    experts = join(words_for(ENGLISH), [c.expert(e).name for e in p.experts]) or "none"
    orders = (
        join(
            words_for(ENGLISH),
            [f"{o} ({cost_text(words_for(ENGLISH), c.order(o).cost)})" for o in p.orders],
        )
        or "none"
    )
    amulets = (
        join(words_for(ENGLISH), [amulet_name(words_for(ENGLISH), k) for k in sorted(p.amulets)])
        or "none"
    )
    kept = len(p.expert_amulets)
    if kept:
        amulets += (
            f" (+{words_for(ENGLISH).plural('roundhouse.count.expert', kept)} kept as amulets)"
        )
    second = f"{assistants} · experts: {experts} · open orders: {orders} · amulets: {amulets}"
    return f"{first}\n{second}"
