"""The names the adapter's texts put in their sentences: rooms, room types, rewards, bonus
cards, King's Favors, money and a placement in a few words. They come from render/castles'
words (the one place the game's words live), so a panel and a picture name things alike.
Each takes the reader's `Words`; names still in English come from render/castles until its
words are in the catalogues (p23-castles-text)."""

from __future__ import annotations

from engine.castles import Placement
from engine.castles.events import Event
from locales.words import Words


def room(words: Words, tile_id: str) -> str:
    from render.castles.shapes import name

    return name(tile_id)


def room_type(words: Words, kind: str) -> str:
    from render.castles.words import TYPE

    return TYPE.get(kind, kind)


def reward(words: Words, kind: str) -> str:
    from render.castles.words import REWARD

    return REWARD.get(kind, kind)


def money(words: Words, amount: int) -> str:
    from render.castles.words import money as short

    return short(amount)


def bonus(words: Words, tile_id: str) -> str:
    """A room's printed bonus ('+2/Slp linked'); '' for none."""
    from render.castles.words import bonus as printed

    return printed(tile_id)


def card(words: Words, card_id: str) -> str:
    from render.castles.words import card_name

    return card_name(card_id)


def favor(words: Words, favor_id: str) -> str:
    from render.castles.words import favor_name

    return favor_name(favor_id)


def spot(words: Words, p: Placement) -> str:
    """'+7, joins the Kitchen, completes the Dining Room, +10k'."""
    from render.castles.alt import spot_text

    return spot_text(p)


def spot_letter(i: int) -> str:
    """The letter of the i-th spot (best first), as the preview picture marks it."""
    from render.castles.preview_pic import spot_label

    return spot_label(i)


def story(words: Words, events: list[Event], names: list[str]) -> list[str]:
    """What the events did, sentence by sentence."""
    from render.castles.story import story as said

    return said(events, lambda seat: names[seat])
