"""`/roundhouse rules`: topics (rooms, tiles, experts, orders) answered from the game's data."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.content import RESOURCE_NAMES, Order, components

ABILITY_TEXT = {
    "coins": "When you gain coins, gain {n} more.",
    "more": "When you gain {res}, gain {n} more {res}.",
    "vp": "When you gain {res}, gain {n} prestige.",
    "vp_or_more": "When you gain any resource, gain {n} prestige or {n} more of that resource.",
}


@dataclass(frozen=True)
class Topic:
    key: str  # "room:delivery", "tile:bank", "expert:elder", "order:R1"
    title: str
    text: str


def order_text(order: Order) -> str:
    """An Order card in words: cost, prestige at the end, ability once fulfilled."""
    cost = order.cost
    parts = [f"{cost.coins} coins"] if cost.coins else []
    for res in ("T", "F", "C", "G"):
        count = getattr(cost, res)
        if count:
            parts.append(f"{count} {RESOURCE_NAMES[res]}")
    gained = order.ability.res
    ability = ABILITY_TEXT[order.ability.kind].format(
        n=order.ability.n, res=RESOURCE_NAMES.get(gained or "", "any resource")
    )
    kind = "Starting order" if order.start else "Order"
    return (
        f"{kind}. Fulfil by paying {' + '.join(parts)}; worth {order.vp} prestige at the end of "
        f"the game. Once fulfilled, once per turn: {ability}"
    )


@cache
def topics() -> dict[str, Topic]:
    """Every rules topic by key, in a stable order."""
    c = components()
    out: list[Topic] = [Topic(f"room:{r.id}", r.name, r.text) for r in c.rooms]
    out += [Topic(f"tile:{t.id}", f"{t.name} (room tile)", t.text) for t in c.tiles]
    out += [Topic(f"expert:{e.id}", f"{e.name} (expert, {e.use})", e.text) for e in c.experts]
    out += [Topic(f"order:{o.id}", f"Order {o.id}", order_text(o)) for o in c.orders]
    return {t.key: t for t in out}


def search(text: str, limit: int = 25) -> list[Topic]:
    """Topics whose title or key contains `text` (case-insensitive), titles first."""
    needle = text.strip().lower()
    every = list(topics().values())
    if not needle:
        return every[:limit]
    starts = [t for t in every if t.title.lower().startswith(needle)]
    contains = [t for t in every if t not in starts and needle in f"{t.title} {t.key}".lower()]
    return (starts + contains)[:limit]


def lookup(query: str) -> Topic | None:
    """A topic by key, or by exact (case-insensitive) title, or the single search match."""
    if query in topics():
        return topics()[query]
    found = search(query)
    exact = [t for t in found if t.title.lower().split(" (")[0] == query.strip().lower()]
    if exact:
        return exact[0]
    return found[0] if len(found) == 1 else None
