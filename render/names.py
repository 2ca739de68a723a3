"""Short names for the picture: rooms and tiles, amulets, order abilities."""

from __future__ import annotations

from engine.content import RESOURCE_NAMES, components

AMULET_SHORT = {
    "bagua": "Bagua",
    "jade_pendant": "Jade",
    "red_thread": "Thread",
    "gourd": "Gourd",
    "coin_sword": "Sword",
    "lucky_knot": "Knot",
    "peach_wood": "Peach",
    "bell": "Bell",
    "mirror": "Mirror",
    "ruyi": "Ruyi",
    "pixiu": "Pixiu",
}


def amulet_short(kind: str) -> str:
    return AMULET_SHORT.get(kind, kind.replace("_", " ").title()[:6])


TILE_SHORT = {
    "market_a": "Market (mixed)",
    "market_b": "Market (one kind)",
    "meeting_small": "Meeting (small)",
    "meeting_large": "Meeting (large)",
}


def room_short(space: str, tiles: list[str]) -> str:
    """The name shown on a space: inner room names without ' Room', tile names as printed
    (a few shortened). Full names for text are `engine.space_name`."""
    c = components()
    if space.startswith("O"):
        tile_id = tiles[int(space[1:])]
        return TILE_SHORT.get(tile_id, c.tile(tile_id).name)
    return c.room_name(space).removesuffix(" Room")


def ability_text(order_id: str) -> str:
    """An order's ability in a few words, e.g. 'Tea +1', 'coins +2', 'Tea → +2★'."""
    a = components().order(order_id).ability
    res = "any" if a.res in (None, "any") else RESOURCE_NAMES[a.res]
    if a.kind == "coins":
        return f"coins +{a.n}"
    if a.kind == "more":
        return f"{res} +{a.n}"
    if a.kind == "vp":
        return f"{res} → +{a.n}★"
    return f"{res} → +{a.n}★ or +1"
