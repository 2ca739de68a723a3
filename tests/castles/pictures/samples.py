"""Castles and states for the picture tests: castles grown by a fixed rule (each room at a
legal spot), games with chosen castles, and turn events made from a placement, so the
goldens move only when the picture (or a rule) changes."""

from __future__ import annotations

from benchmarks.castles_speed import grown_castle
from engine.castles import Placement
from engine.castles.castle import Castle, Room
from engine.castles.content import content
from engine.castles.events import Bought, Completed, Event, Placed
from engine.castles.preview import ranked
from engine.castles.state import GameState
from locales.words import words_for
from tests.castles.engine.helpers import game

EN = words_for("en")  # the English pictures, as before the catalogues
ZH = words_for("zh-TW")
FOYER = Room("foyer", 0, 0, 0)
# A castle's rooms, each placed at its best spot in turn (engine/castles/preview.ranked).
TOWN = (
    "kitchen",
    "dining_room",
    "parlor",
    "billiards_room",
    "porch",
    "stairs",
    "crypt",
    "queens_bedroom",
    "study",
    "pantry",
    "hallway",
    "sauna",
)


def best_grown(tiles: tuple[str, ...]) -> Castle:
    """The Foyer and `tiles`, each at its best spot (skipped if it has none)."""
    k = Castle.build([FOYER])
    for t in tiles:
        found = ranked(k, t)
        if found:
            p = found[0]
            k.add(Room(t, p.x, p.y, p.rot))
    return k


def grown(seed: int) -> Castle:
    """A 30-room castle, random tiles at random legal spots (benchmarks/castles_speed.py's)."""
    return grown_castle(seed)


def with_castles(players: int, castles: dict[int, Castle], seed: int = 1) -> GameState:
    """A new game (bonus cards returned) whose seats have these castles."""
    state = game(players, seed)
    for seat, k in castles.items():
        p = state.players[seat]
        p.rooms = list(k.rooms)
        p.index = None
    return state


def placed(seat: int, p: Placement, paid: int, to: int | None) -> list[Event]:
    """The public events of buying and placing at spot `p`."""
    out: list[Event] = [
        Bought(seat, p.tile, paid, to, 1000),
        Placed(seat, p.tile, p.x, p.y, p.rot, p.points, p.lines, p.links),
    ]
    out += [Completed(seat, t, content().tiles[t].type) for t in p.completes]
    return out
