"""The labels of moves, in a language: what each option's button or menu line says. A spot is
named by its letter in the engine's order (`placements`, best first) and what it scores:
"B: +7, joins the Kitchen, completes the Dining Room"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .geometry import cell
from .names import money, the_room
from .preview import Placement

if TYPE_CHECKING:
    from locales.words import Words

    from .castle import Castle

SIDES = ("top", "right", "bottom", "left")  # the catalogue's door of each direction N, E, S, W


def spot_host(castle: Castle, p: Placement) -> str | None:
    """The room whose door a spot opens from first (where the picture's letter sits)."""
    for i in p.doorways[:1]:
        x, y, side = castle.doorways()[i]
        return castle.rooms[castle.open[cell(x, y) * 4 + side]].tile
    return None


def spot_side(castle: Castle, p: Placement) -> int | None:
    """The side (N, E, S, W) of the door a spot opens from first."""
    return castle.doorways()[p.doorways[0]][2] if p.doorways else None


def spot_where(words: Words, castle: Castle, p: Placement) -> str:
    """Where a spot is, in words: beside the room whose door it opens from, and how the room is
    turned ("above the Foyer, turned 90°"), which tells apart spots that score alike."""
    where = []
    host, side = spot_host(castle, p), spot_side(castle, p)
    if host is not None and side is not None:
        where.append(words(f"castles.spot.door.{SIDES[side]}", room=the_room(words, host)))
    if p.rot:
        where.append(words("castles.spot.turned", degrees=90 * p.rot))
    return words("castles.comma").join(where)


def spot_text(words: Words, p: Placement) -> str:
    """'+7, joins the Kitchen, completes the Dining Room, +10k'."""
    joins, completes, gained = _spot_parts(words, p)
    out = [f"{p.points:+d}", joins, completes, gained]
    return words("castles.comma").join(part for part in out if part)


def spot_more(words: Words, p: Placement) -> list[str]:
    """What a spot does besides scoring, most important first: the rooms it completes, the
    money it gains, the rooms it joins (the picture shows them)."""
    joins, completes, gained = _spot_parts(words, p)
    return [part for part in (completes, gained, joins) if part]


def _spot_parts(words: Words, p: Placement) -> tuple[str, str, str]:
    rooms = words("castles.spot.and")
    joins = completes = gained = ""
    if p.links:
        joins = words("castles.spot.joins", rooms=rooms.join(the_room(words, t) for t in p.links))
    if p.completes:
        done = rooms.join(the_room(words, t) for t in p.completes)
        completes = words("castles.spot.completes", rooms=done)
    if p.money:
        gained = words("castles.spot.money", money=money(words, p.money))
    return joins, completes, gained
