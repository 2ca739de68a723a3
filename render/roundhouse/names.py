"""Short names for the picture: rooms and tiles, amulets, order abilities. Where the panel names
the same thing (towns, worship boxes, abilities, score categories), the picture uses the
engine's name (`engine.roundhouse.names`), so both read alike."""

from __future__ import annotations

from engine.roundhouse.content import components
from engine.roundhouse.names import SCORE_KEYS, ability_short, box_label, score_category, town_label
from locales.words import ENGLISH, words_for

__all__ = [
    "SCORE_CATEGORIES",
    "ability_text",
    "amulet_short",
    "box_label",
    "room_short",
    "town_label",
]

# The score categories by key, in English (until the pictures speak the game's language).
SCORE_CATEGORIES = {key: score_category(words_for(ENGLISH), key) for key in SCORE_KEYS}

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


# Where the picture has no room for a tile's whole name it drops "Place", as it drops " Room"
# from the inner rooms' names; every other name is the one the panel uses.
TILE_SHORT = {"meeting_small": "Meeting (small)", "meeting_large": "Meeting (large)"}


def room_short(space: str, tiles: list[str]) -> str:
    """The name shown on a space: inner room names without ' Room', tile names as printed
    (a few shortened). Full names for text are `engine.roundhouse.space_name`."""
    c = components()
    if space.startswith("O"):
        tile_id = tiles[int(space[1:])]
        return TILE_SHORT.get(tile_id, c.tile(tile_id).name)
    return c.room_name(space).removesuffix(" Room")


def ability_text(order_id: str) -> str:
    """An order's ability in a few words, e.g. 'Tea +1', 'coins +2', 'Tea → +2★' (the words
    the panel's labels use: `engine.roundhouse.names.ability_short`)."""
    return ability_short(words_for(ENGLISH), components().order(order_id))
