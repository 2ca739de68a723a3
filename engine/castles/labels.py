"""The labels of moves, in a language: what each option's button or menu line says. A spot is
named by its letter in the engine's order (`placements`, best first) and what it scores:
"B: +7, joins the Kitchen, completes the Dining Room"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .names import money, room
from .preview import Placement

if TYPE_CHECKING:
    from locales.words import Words


def spot_text(words: Words, p: Placement) -> str:
    """'+7, joins the Kitchen, completes the Dining Room, +10k'."""
    out = [f"{p.points:+d}"]
    rooms = words("castles.spot.and")
    if p.links:
        out.append(words("castles.spot.joins", rooms=rooms.join(room(words, t) for t in p.links)))
    if p.completes:
        out.append(words("castles.spot.completes",
                         rooms=rooms.join(room(words, t) for t in p.completes)))
    if p.money:
        out.append(words("castles.spot.money", money=money(words, p.money)))
    return words("castles.comma").join(out)
