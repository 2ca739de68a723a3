"""The names players read, in a language: rooms (the 75 room tiles and the specials), room
types, completion rewards, King's Favors, bonus cards, money and a room's printed bonus. Every
surface (labels, log lines, prompts, the pictures, the rules help) names things through this
module, so a room reads the same everywhere; the words are the catalogue's
(games/castles/locales/<language>/castles.toml, its terms from locales/glossary.toml)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .content import BonusCard, Favor, content
from .tiles import tile

if TYPE_CHECKING:
    from locales.words import Words

TYPES = (
    "living",
    "food",
    "sleeping",
    "utility",
    "activity",
    "outdoor",
    "downstairs",
    "corridor",
)  # the order the pictures' legend and the rules help list them in
HOW = {"activity": "touching", "downstairs": "anywhere"}  # what a type's bonus counts; else linked


def room(words: Words, tile_id: str) -> str:
    """A tile's name: 'Kitchen', '廚房'."""
    return words(f"castles.room.{tile_id}")


def the_room(words: Words, tile_id: str) -> str:
    """A tile named in a sentence, with its article: 'the Kitchen', 'The Hole' (a name that
    carries its own), '廚房'."""
    own = f"castles.the_room.{tile_id}"
    return words(own if words.has(own) else "castles.the_room.default", room=room(words, tile_id))


def room_type(words: Words, type_: str) -> str:
    return words(f"castles.type.{type_}")


def reward(words: Words, type_: str) -> str:
    """What completing a room of the type gives: 'another turn'."""
    return words(f"castles.reward.{type_}")


def money(words: Words, amount: int) -> str:
    """15000 -> '15k'; 2500 -> '2.5k'."""
    return words("castles.money", k=f"{amount / 1000:g}")


def signed(n: int) -> str:
    """'+3', '-1', '+0' (the sign a score line shows)."""
    return f"{n:+d}"


def points_short(words: Words, tile_id: str) -> str:
    """' · 2★' (the printed points), '' for none."""
    p = tile(tile_id).points
    return words("castles.points_short", points=p) if p else ""


def bonus(words: Words, tile_id: str) -> str:
    """A room's printed bonus in words, its points first (a cut line keeps them), as the
    pictures, the rules help and the buy buttons all say it: "+1 per linked Outdoor room",
    "−1 per Living, Sleeping or Utility room touching it", "+1 per Outdoor room in your
    castle"; '' for none."""
    t = tile(tile_id)
    if not t.bonus_per:
        return ""
    kinds = [room_type(words, k) for k in sorted(t.bonus_per)]
    types = kinds[0]
    if len(kinds) > 1:
        head = words("castles.bonus.separator").join(kinds[:-1])
        types = words("castles.bonus.or", head=head, last=kinds[-1])
    sign = "+" if t.bonus_points > 0 else "−"
    how = HOW.get(t.type, "linked")
    return words(f"castles.bonus.{how}", sign=sign, points=abs(t.bonus_points), types=types)


def favor(words: Words, favor_id: str) -> str:
    """A King's Favor in a few words: 'most Food rooms', 'most money'."""
    f: Favor = content().favors[favor_id]
    if f.measure in ("type_rooms", "type_sqft"):
        return words(f"castles.favor.{f.measure}", type=room_type(words, f.arg))
    return words(f"castles.favor.{f.measure}")


def card(words: Words, card_id: str) -> str:
    """A bonus card in a few words: '3 per Sleeping room', '8 for a room of every size'."""
    c: BonusCard = content().bonus_cards[card_id]
    if c.kind == "per_type":
        return words("castles.card.per_type", points=c.points, type=room_type(words, c.arg))
    if c.kind == "per_size":
        return words("castles.card.per_size", points=c.points, size=c.arg)
    if c.kind in ("per_tile", "per_family"):
        return words(f"castles.card.{c.kind}_{c.arg}", points=c.points)
    if c.kind == "money":
        return words("castles.card.money", points=c.points, money=money(words, c.per))
    return words(f"castles.card.{c.kind}", points=c.points)


def joined(words: Words, items: list[str]) -> str:
    """'Ann', 'Ann and Bo', 'Ann and Bo and Cy' (as the log names winners and rooms)."""
    return words("castles.and").join(items)
