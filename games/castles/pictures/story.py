"""Which castle a turn changed, from the engine's public events (`engine.castles.public`); the
turn's sentences themselves are engine/castles/lines.py's."""

from __future__ import annotations

from collections.abc import Sequence

from engine.castles.events import Event, Placed


def builder_of(events: Sequence[Event]) -> tuple[int, list[tuple[str, int, int, int]]] | None:
    """The seat whose castle changed last and the rooms it placed in these events (tile, x,
    y, rotation); None if no room was placed."""
    placed = [e for e in events if isinstance(e, Placed)]
    if not placed:
        return None
    seat = placed[-1].seat
    return seat, [(e.tile, e.x, e.y, e.rot) for e in placed if e.seat == seat]
