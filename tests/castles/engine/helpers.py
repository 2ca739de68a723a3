"""Helpers for the Castles engine tests: castles built by hand (each room checked legal),
an ASCII drawing of a castle for failing asserts, game states put at a chosen decision, and
the invariants every position keeps."""

from __future__ import annotations

from collections import Counter

from engine.castles.castle import Castle, Room
from engine.castles.codec import check
from engine.castles.content import content
from engine.castles.game import apply, legal_codes, new_game, refresh
from engine.castles.geometry import unpack
from engine.castles.placement import spot_at
from engine.castles.state import Flow, GameState, Pending, Place, castle_of
from engine.castles.tiles import tile, turn

FOYER = Room("foyer", 0, 0, 0)
NAMES = ["Ann", "Bo", "Cy", "Di"]


def castle(*rooms: tuple[str, int, int, int]) -> Castle:
    """The Foyer and these rooms, each placed where the rules allow (else AssertionError)."""
    k = Castle.build([FOYER])
    for t, x, y, r in rooms:
        assert spot_at(k, t, x, y, r), f"{t} at {x},{y} turned {r} is not legal\n{draw(k)}"
        k.add(Room(t, x, y, r))
    return k


def draw(k: Castle) -> str:
    """The castle's cells, a letter per room (A: the Foyer)."""
    cells = {unpack(c): r for c, r in k.occ.items()}
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    rows = []
    for y in range(min(ys) - 1, max(ys) + 2):
        rows.append(
            "".join(
                chr(ord("A") + cells[(x, y)]) if (x, y) in cells else "."
                for x in range(min(xs) - 1, max(xs) + 2)
            )
        )
    return "\n".join(rows)


def game(players: int = 2, seed: int = 1) -> GameState:
    """A new game past the bonus cards' returns (each seat returns its first option)."""
    state = new_game(NAMES[:players], seed)
    while state.flow.stack[-1].kind == "return_card":
        apply(state, legal_codes(state)[0])
    return state


def give_castle(state: GameState, seat: int, *rooms: tuple[str, int, int, int]) -> None:
    """Replace a seat's castle by the Foyer and `rooms` (checked legal)."""
    k = castle(*rooms)
    p = state.players[seat]
    p.rooms = list(k.rooms)
    p.index = None
    refresh(state)


def set_decision(state: GameState, *stack: Pending, order: list[int] | None = None) -> None:
    """Make `stack` the pending decisions (the last is current) with nothing else queued, and
    `order` the seats still to play this round."""
    f = state.flow
    state.flow = Flow(
        f.round,
        f.builder,
        stack[-1].seat,
        order or [],
        0,
        False,
        f.last_round,
        list(stack),
        [],
        f.turn,
    )
    state.undo_floor = len(state.history)
    refresh(state)


def place_now(state: GameState, seat: int, tile: str, order: list[int] | None = None) -> None:
    """Put the game at `seat` placing `tile` (as if just bought)."""
    set_decision(state, Place(seat, tile), order=order)


def invariants(s: GameState) -> None:
    """No overlaps, an external entrance in every castle, money never below 0, every tile
    and bonus card somewhere exactly once."""
    for p in s.players:
        k = castle_of(p)
        cells = sum(len(turn(r.tile, r.rot).cells) for r in p.rooms)  # type: ignore[union-attr]
        assert len(k.occ) == cells  # no two rooms share a cell
        assert k.entrances() >= 1
        assert p.money >= 0
    where = [r.tile for p in s.players for r in p.rooms[1:]]
    where += [d.tile for d in s.flow.stack if isinstance(d, Place)]
    where += [o.tile for o in s.market if o.tile] + s.piles.boxed_tiles
    where += [t for v in s.piles.stacks.values() for t in v]
    where += [e for e in s.piles.deck if not e.isdigit()]
    assert Counter(t for t in where if not tile(t).special) == Counter(content().rooms)
    assert check(s) is None
