"""Lossless JSON for a game through pydantic, with a schema version and a consistency check.

`from_json` raises BadState with the reason when the text is not a game: malformed JSON, a
field of the wrong type, an unknown schema, or a state no legal play could reach (a room
overlapping another or joining nothing, a tile or bonus card missing or twice, negative
money, a pending decision naming something that is not there, ...).

Schema history: 1, the first release.
"""

from __future__ import annotations

from collections import Counter

from pydantic import TypeAdapter

from engine.common.errors import BadState
from engine.common.saved import parsed

from .castle import Castle, Room
from .content import content
from .geometry import cell, mirror
from .state import (
    SCHEMA_VERSION,
    ArrangeTo,
    DownstairsChoice,
    GameState,
    Place,
    RescoreChoice,
    ReturnCard,
    SleepPick,
)
from .tiles import tile, turn

_ADAPTER = TypeAdapter(GameState)


def to_json(state: GameState) -> str:
    return _ADAPTER.dump_json(state).decode()


def from_json(text: str | bytes) -> GameState:
    """Parse and check a saved game; BadState says what is wrong."""
    state = parsed(_ADAPTER, text)
    if state.schema != SCHEMA_VERSION:
        raise BadState(f"saved game has schema {state.schema}; this engine reads {SCHEMA_VERSION}")
    problem = check(state)
    if problem:
        raise BadState(f"saved game is inconsistent: {problem}")
    return state


def check(state: GameState) -> str | None:
    """The first thing about `state` that no legal play could produce, or None."""
    n = len(state.players)
    if not 2 <= n <= 4 or len(state.setup.names) != n:
        return f"{n} players"
    if len(state.market) != n + 3:
        return "market size"
    for seat, p in enumerate(state.players):
        if p.money < 0:
            return f"seat {seat} has negative money"
        problem = _castle_problem(p.rooms)
        if problem:
            return f"seat {seat}'s castle: {problem}"
    return _flow_problem(state) or _tiles_problem(state) or _cards_problem(state)


def _castle_problem(rooms: list[Room]) -> str | None:
    """Rooms that overlap, join nothing, touch a fence or leave no entrance."""
    c = content()
    if not rooms or (rooms[0].tile, rooms[0].x, rooms[0].y, rooms[0].rot) != ("foyer", 0, 0, 0):
        return "it does not start with the Foyer"
    k = Castle()
    for i, room in enumerate(rooms):
        if room.tile not in c.tiles or (i and room.tile == "foyer"):
            return f"unknown tile {room.tile!r}"
        o = turn(room.tile, room.rot)
        if o is None:
            return f"{room.tile} has no rotation {room.rot}"
        at = cell(room.x, room.y)
        if any(at + off in k.occ for off in o.cells):
            return f"{room.tile} overlaps a room"
        if not k.add(room).links and i:
            return f"{room.tile} joins no room"
    if any(mirror(f) in k.outline for f in k.fences):
        return "a fence touches a room"
    if not k.entrances():
        return "no external entrance"
    return None


def _flow_problem(state: GameState) -> str | None:
    f, n = state.flow, len(state.players)
    if not (0 <= f.builder < n and 0 <= f.seat < n and all(0 <= s < n for s in f.order)):
        return "a seat that does not exist"
    if not state.over and not f.stack:
        return "no pending decision"
    if not 0 <= state.undo_floor <= len(state.history):
        return "undo floor"
    market = {o.tile for o in state.market if o.tile}
    for d in f.stack:
        if not 0 <= d.seat < n:
            return f"{d.kind} for a seat that does not exist"
        rooms = len(state.players[d.seat].rooms)
        if isinstance(d, ArrangeTo) and d.tile not in market:
            return f"{d.tile} is not in the market"
        if isinstance(d, Place) and d.tile not in content().tiles:
            return f"unknown tile {d.tile!r}"
        if isinstance(d, DownstairsChoice | RescoreChoice) and not all(
            0 <= r < rooms for r in d.rooms
        ):
            return f"{d.kind} names a room that is not there"
        if isinstance(d, SleepPick) and not set(d.picked) <= set(
            state.piles.stacks.get(str(d.size), [])
        ):
            return "a Sleeping pick that is not in its stack"
    return None


def _tiles_problem(state: GameState) -> str | None:
    """Every room tile exactly once; the stairs and hallways add up to the supply."""
    c = content()
    pl = state.piles
    placed = [r.tile for p in state.players for r in p.rooms[1:]]
    placed += [d.tile for d in state.flow.stack if isinstance(d, Place)]
    where = placed + [o.tile for o in state.market if o.tile] + pl.boxed_tiles
    where += [t for stack in pl.stacks.values() for t in stack]
    where += [e for e in pl.deck if not e.isdigit()]
    rooms = Counter(t for t in where if not tile(t).special)
    if rooms != Counter(c.rooms):
        return "the room tiles do not add up to the 75"
    if sorted(pl.stacks) != sorted(str(s) for s in c.sizes):
        return "stacks"
    for size, stack in pl.stacks.items():
        if any(tile(t).size != int(size) for t in stack):
            return f"a tile in the wrong stack ({size})"
    setup = c.setup(len(state.players))
    for pile, total in (("stairs", setup.stairs), ("hallway", setup.hallways)):
        used = sum(1 for t in placed if tile(t).supply == pile)
        if pl.supply.get(pile, -1) < 0 or pl.supply[pile] + used != total:
            return f"the {pile} supply does not add up"
    return None


def _cards_problem(state: GameState) -> str | None:
    c = content()
    pl = state.piles
    held = [b for p in state.players for b in p.bonus] + pl.bonus_deck
    held += [b for d in state.flow.stack if isinstance(d, ReturnCard) for b in d.cards]
    if Counter(held) != Counter(list(c.bonus_cards)):
        return "the bonus cards do not add up to the 27"
    printed = Counter({str(s.size): s.cards for s in c.game.sizes})
    cards = Counter(e for e in pl.deck if e.isdigit()) + Counter(pl.boxed_cards)
    if cards - printed:
        return "more room cards than printed"
    favors = state.favors
    if len(set(favors)) != len(favors) or not set(favors) <= set(c.favors):
        return "King's Favors"
    if len(favors) != c.setup(len(state.players)).favors:
        return "the number of King's Favors"
    return None
