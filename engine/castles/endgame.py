"""End-of-game scoring (excerpt, "Scoring"): King's Favors, bonus cards, depleted stacks and
money, each a pure function of a castle, its owner's money and the public piles."""

from __future__ import annotations

from .castle import Castle
from .content import TYPES, BonusCard, Favor, content


def favor_measure(castle: Castle, money: int, favor: Favor) -> int:
    """How much of what a King's Favor rewards a player has."""
    m, arg = favor.measure, favor.arg
    tiles = castle.kinds
    if m == "type_rooms":
        return sum(1 for t in tiles if t.type == arg)
    if m == "type_sqft":
        return sum(t.sqft for t in tiles if t.type == arg)
    if m == "money":
        return money
    if m == "entrances":
        return castle.entrances()
    if m == "completed":
        return sum(castle.complete)
    if m == "incomplete":
        return len(castle.complete) - sum(castle.complete)
    if m in ("circular", "square"):
        return sum(1 for t in tiles if t.family == m)
    return sum(1 for t in tiles if t.small is (m == "small"))


def favor_points(measures: list[int], points: list[int], needs_one: bool) -> list[int]:
    """Each player's points from one favor: places by measure, most first; players tied for a
    place share the points of the places they fill, rounded down (excerpt: two tied for 2nd
    get (4 + 2) / 2 = 3 each). With `needs_one`, a player with none of it scores nothing."""
    out = [0] * len(measures)
    ranked = sorted({m for m in measures if m > 0 or not needs_one}, reverse=True)
    place = 0
    for value in ranked:
        tied = [i for i, m in enumerate(measures) if m == value]
        share = sum(points[place : place + len(tied)]) // len(tied)
        for i in tied:
            out[i] = share
        place += len(tied)
    return out


def card_points(castle: Castle, money: int, card: BonusCard) -> int:
    """What one bonus card scores for its holder."""
    tiles = castle.kinds
    k, arg = card.kind, card.arg
    if k == "per_type":
        n = sum(1 for t in tiles if t.type == arg)
    elif k == "per_size":
        n = sum(1 for t in tiles if t.size == int(arg))
    elif k == "every_size":
        n = int({t.size for t in tiles} >= set(content().sizes))
    elif k == "every_type":
        n = int({t.type for t in tiles} >= set(TYPES))
    elif k == "per_tile":
        n = sum(1 for t in tiles if t.supply == arg)
    elif k == "per_family":
        n = sum(1 for t in tiles if t.family == arg)
    elif k == "entrances":
        n = castle.entrances()
    elif k == "completed":
        n = sum(castle.complete)
    else:
        n = money
    return card.points * (n // card.per)


def depleted_points(castle: Castle, empty_sizes: set[int]) -> int:
    """The extra points for each room tile of a size whose stack is empty."""
    per = content().economy.depleted_points
    return per * sum(1 for t in castle.kinds if t.size in empty_sizes)


def money_points(money: int) -> int:
    return money // content().economy.money_per_point
