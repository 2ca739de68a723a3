"""A market nobody can use (games/castles/docs/rules.md §4, judgement 23): whether any seat can
still place a room on offer, now or after one stairs or hallway from the supply. The round
upkeep asks it (engine/castles/flow.py); the computer players use `openings` to see what a
corridor would open (engine/castles/evaluate.py)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from .castle import Castle, Room
from .placement import placeable, spots
from .rewards import supply_left
from .state import GameState, castle_of
from .tiles import SPECIALS


def openings(castle: Castle, corridor: str, rooms: Sequence[str]) -> Iterator[tuple[Castle, str]]:
    """(the castle after the corridor at one of its legal spots, a room of `rooms` that
    fits there) for every such pair, spots in candidate order."""
    for spot in spots(castle, corridor):
        after = castle.copy()
        after.add(Room(corridor, spot.x, spot.y, spot.rot))
        for t in rooms:
            if placeable(after, t):
                yield after, t


def market_usable(state: GameState) -> bool:
    """Whether some seat can place a room on offer now, or after one stairs or hallway left
    in the supply."""
    rooms = [o.tile for o in state.market if o.tile]
    castles = [castle_of(p) for p in state.players]
    if any(placeable(k, t) for k in castles for t in rooms):
        return True
    corridors = [t for t in SPECIALS if supply_left(state, t)]
    return any(next(openings(k, c, rooms), None) for k in castles for c in corridors)
