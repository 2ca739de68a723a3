"""Words about moves and players: one line for the game log (who did what, and what it changed
for them), and a player's own situation (the top of their panel)."""

from __future__ import annotations

from operator import itemgetter

from locales.words import Words

from .content import RESOURCES, for_game
from .names import (
    amulet_name,
    cost_text,
    expert_name,
    join,
    player_name,
    resource_name,
    seat_assistants,
)
from .state import GameState

# What a log line counts, in the order of `snapshot` (catalogue: roundhouse.counted.<key>).
COUNTED = ("prestige", "coins", *RESOURCES, "supply", "experts", "amulets", "orders")
COUNT = "roundhouse.counted"
RESOURCE_COUNTS = itemgetter(*RESOURCES)


def snapshot(state: GameState, seat: int | None = None) -> tuple[int, ...]:
    """The counts a log line reports, for `seat` (default: the current player)."""
    p = state.players[state.turn.seat if seat is None else seat]
    amulets = len(p.amulets) + len(p.expert_amulets)
    return (
        p.prestige, p.coins, *RESOURCE_COUNTS(p.res), p.supply,
        len(p.experts), amulets, len(p.orders),
    )  # fmt: skip


def line(words: Words, state: GameState, seat: int, text: str, before: tuple[int, ...]) -> str:
    """`Ann: Take 1 Tea + Merchant action (+1 Tea)`."""
    now = snapshot(state, seat)
    changes = [
        words("roundhouse.line.change", delta=f"{b - a:+d}", what=words(f"{COUNT}.{key}"))
        for key, a, b in zip(COUNTED, before, now, strict=True)
        if a != b
    ]
    name = player_name(state, seat)
    if not changes:
        return words("roundhouse.line.plain", name=name, text=text)
    changed = words("roundhouse.list.comma").join(changes)
    return words("roundhouse.line.changed", name=name, text=text, changes=changed)


def situation(words: Words, state: GameState, seat: int) -> str:
    """A player's own situation in two lines: prestige, coins and resources; assistants, and
    the experts, open orders and amulets it holds (none: left out)."""
    c = for_game(state)
    p = state.players[seat]
    res = " · ".join(
        words("roundhouse.situation.resource", resource=resource_name(words, r), n=p.res[r])
        for r in RESOURCES
    )
    coins = words.plural("roundhouse.count.coin", p.coins)
    first = words("roundhouse.situation.first", vp=p.prestige, coins=coins, resources=res)
    supply, track, chairs, towns, table = seat_assistants(state, seat)
    assistants = words(
        "roundhouse.situation.assistants", supply=supply, track=track, chairs=chairs, towns=towns
    )
    if table:
        assistants += words("roundhouse.situation.table", n=table)
    experts = join(words, [expert_name(words, e) for e in p.experts])
    orders = join(
        words,
        [
            words("roundhouse.situation.order", id=o, cost=cost_text(words, c.order(o).cost))
            for o in p.orders
        ],
    )
    amulets = join(words, [amulet_name(words, k) for k in sorted(p.amulets)])
    if p.expert_amulets:
        kept = words.plural("roundhouse.count.expert", len(p.expert_amulets))
        amulets += words("roundhouse.situation.kept", experts=kept)
    held = {"experts": experts, "orders": orders, "amulets": amulets.strip()}
    second = [assistants] + [
        words(f"roundhouse.situation.{key}", items=items) for key, items in held.items() if items
    ]
    return f"{first}\n{words('roundhouse.situation.separator').join(second)}"
