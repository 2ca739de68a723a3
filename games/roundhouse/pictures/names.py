"""Short names for the picture: rooms and tiles, amulets, order abilities, colours, expert cards.
Where the panel names the same thing (towns, worship boxes, abilities, score categories), the
picture uses the engine's name (`engine.roundhouse.names`), so both read alike. Every function
takes the picture's `words`."""

from __future__ import annotations

from engine.roundhouse.content import components
from engine.roundhouse.names import (
    SCORE_KEYS,
    ability_short,
    box_label,
    room_name,
    score_category,
    seat_assistants,
    town_label,
)
from engine.roundhouse.state import GameState, Player
from games.common import names, terms
from locales.words import Words

__all__ = [
    "SCORE_KEYS",
    "ability_text",
    "amulet_short",
    "assistants_text",
    "box_label",
    "colour_name",
    "drawn_name",
    "expert_text",
    "room_short",
    "score_category",
    "town_label",
]

# Where the picture has no room for a tile's whole name it drops "Place", as it drops " Room"
# from the inner rooms' names (the catalogue's `room_short`); every other name is the panel's.
SHORT_TILES = ("meeting_small", "meeting_large")


def pictures(words: Words, key: str, **params: object) -> str:
    """A word of the pictures' catalogue (`roundhouse_pictures.toml`)."""
    return words(f"roundhouse_pictures.{key}", **params)


def amulet_short(words: Words, kind: str) -> str:
    return pictures(words, f"amulet_short.{kind}")


def colour_name(words: Words, colour: str) -> str:
    """A player colour's name: 'yellow'."""
    return pictures(words, f"colour.{colour}")


def drawn_name(words: Words, player: Player) -> str:
    """A player's name as the pictures draw it (`games.common.names.drawn`); their colour's
    name if nothing of it can be drawn."""
    return names.drawn(player.name, colour_name(words, player.color))


def expert_text(words: Words, expert_id: str) -> str:
    """An expert card's text as printed."""
    return pictures(words, f"expert_text.{expert_id}")


def room_short(words: Words, space: str, tiles: list[str]) -> str:
    """The name shown on a space: inner room names without 'Room', tile names as printed
    (a few shortened). Full names for text are `engine.roundhouse.space_name`."""
    if space.startswith("O"):
        tile_id = tiles[int(space[1:])]
        if tile_id in SHORT_TILES:
            return pictures(words, f"room_short.{tile_id}")
        return room_name(words, tile_id)
    return pictures(words, f"room_short.{components().house.inner[int(space[1:])]}")


def ability_text(words: Words, order_id: str) -> str:
    """An order's ability in a few words, e.g. 'Tea +1', 'coins +2', 'Tea → +2★' (the words
    the panel's labels use: `engine.roundhouse.names.ability_short`)."""
    return ability_short(words, components().order(order_id))


def assistants_text(words: Words, key: str, state: GameState, seat: int) -> str:
    """Where a seat's assistants are, in the catalogue's words `key` ({supply}, {track},
    {chairs}, {towns}, {table})."""
    supply, track, chairs, towns, table = seat_assistants(state, seat)
    return pictures(words, key, supply=supply, track=track, chairs=chairs, towns=towns, table=table)


def kept(state: GameState, words: Words, *_: object, **__: object) -> set[str]:
    """What a picture's lines never split: the glossary's terms and the players' names."""
    return terms.unsplit(words, [drawn_name(words, p) for p in state.players])


keeping = terms.keeping(kept)
