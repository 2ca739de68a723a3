"""The English words on the pictures and in their alt texts: room types, King's Favors, bonus
cards, money, and a placement's or a turn's events in a few words. Tile names are the data
file's (`engine.castles.content`)."""

from __future__ import annotations

from engine.castles.content import BonusCard, Favor, content
from engine.castles.tiles import tile

TYPE = {
    "living": "Living",
    "food": "Food",
    "sleeping": "Sleeping",
    "utility": "Utility",
    "activity": "Activity",
    "outdoor": "Outdoor",
    "downstairs": "Downstairs",
    "corridor": "Corridor",
}
SHORT = {"corridor": "Cor", "downstairs": "Dn", "sleeping": "Slp", "utility": "Utl",
         "activity": "Act", "outdoor": "Out", "living": "Liv", "food": "Food"}
REWARD = {
    "activity": "+5 points",
    "corridor": "a free stairs or hallway",
    "downstairs": "a reward of their choice",
    "food": "another turn",
    "living": "the room scores again",
    "outdoor": "+10,000",
    "sleeping": "rooms onto the deck",
    "utility": "a bonus card",
}
MEASURE = {
    "money": "most money",
    "entrances": "most external entrances",
    "completed": "most completed rooms",
    "incomplete": "most incomplete rooms",
    "circular": "most circular rooms",
    "square": "most square rooms",
    "small": "most small rooms (100–300)",
    "large": "most large rooms (350–600)",
}


def money(amount: int) -> str:
    """15000 -> '15k'; 2500 -> '2.5k'."""
    k = amount / 1000
    return f"{k:g}k"


def points_short(tile_id: str) -> str:
    """' · 2★' (the printed points), '' for none."""
    p = tile(tile_id).points
    return f" · {p}★" if p else ""


def bonus(tile_id: str) -> str:
    """A room's printed bonus, e.g. '+2/Slp linked', '−1/Liv Slp touching', '+1/Out anywhere'."""
    t = tile(tile_id)
    if not t.bonus_per:
        return ""
    per = " ".join(SHORT[x] for x in sorted(t.bonus_per))
    how = {"activity": "touching", "downstairs": "anywhere"}.get(t.type, "linked")
    sign = "+" if t.bonus_points > 0 else "−"
    return f"{sign}{abs(t.bonus_points)}/{per} {how}"


def favor(f: Favor) -> str:
    if f.measure == "type_rooms":
        return f"most {TYPE[f.arg]} rooms"
    if f.measure == "type_sqft":
        return f"most {TYPE[f.arg]} sq ft"
    return MEASURE[f.measure]


def favor_name(favor_id: str) -> str:
    return favor(content().favors[favor_id])


def card(c: BonusCard) -> str:
    """A bonus card in a few words: '3 per Sleeping room', '8 for one room of every size'."""
    each = f"{c.points} per"
    if c.kind == "per_type":
        return f"{each} {TYPE[c.arg]} room"
    if c.kind == "per_size":
        return f"{each} {c.arg} sq ft room"
    if c.kind == "every_size":
        return f"{c.points} for a room of every size"
    if c.kind == "every_type":
        return f"{c.points} for a room of every type"
    if c.kind == "per_tile":
        return f"{each} {c.arg}"
    if c.kind == "per_family":
        return f"{each} {c.arg} room"
    if c.kind == "entrances":
        return f"{each} external entrance"
    if c.kind == "completed":
        return f"{each} completed room"
    return f"{c.points} per {money(c.per)} left"


def card_name(card_id: str) -> str:
    return card(content().bonus_cards[card_id])
