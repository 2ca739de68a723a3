"""The round house's map: one-way corridors and stairs, and where a leader may move."""

from __future__ import annotations

from functools import cache

from .content import components, for_game
from .datafile import derived
from .state import GameState

MAX_STEPS = 3


@derived
@cache
def edges(rules: int) -> dict[str, tuple[str, ...]]:
    """Clockwise successors of each space (the map of rules version `rules`)."""
    out: dict[str, list[str]] = {}
    for a, b in components(rules).house.edges:
        out.setdefault(a, []).append(b)
    return {a: tuple(bs) for a, bs in out.items()}


def destinations(start: str, occupied: frozenset[str], rules: int) -> dict[str, tuple[str, ...]]:
    """Every space a leader on `start` may end on, with one path to it (the spaces entered),
    on the map of rules version `rules`.

    Rooms in `occupied` are passed without counting as a step and cannot be the end. Entering
    the hall ends the move at once. Where two paths reach a room, the first found is kept.
    Cached: callers must not change the result.
    """
    bits = space_bits(rules)
    mask = 0
    for room in occupied:
        mask |= bits[room]
    return destinations_among(start, mask, rules)


@derived
@cache
def space_bits(rules: int) -> dict[str, int]:
    """A bit for each room of the map of rules version `rules` (none for the hall, which never
    counts as occupied): a set of rooms is an int, quick to compare and look up."""
    hall = components(rules).house.hall
    rooms = sorted({space for edge in components(rules).house.edges for space in edge} - {hall})
    return {hall: 0} | {room: 1 << i for i, room in enumerate(rooms)}


@derived
@cache
def reach(rules: int) -> dict[str, int]:
    """The rooms (bits) a move from each space may pass or end on, however full the house:
    those reached along corridors and stairs without entering the hall, which ends a move."""
    h = components(rules).house.hall
    bits = space_bits(rules)
    succ = edges(rules)
    out: dict[str, int] = {}
    for start in bits:
        seen, todo = 0, [start]
        while todo:
            for nxt in succ.get(todo.pop(), ()):
                if nxt != h and not seen & bits[nxt]:
                    seen |= bits[nxt]
                    todo.append(nxt)
        out[start] = seen & ~bits[start]
    return out


def destinations_among(start: str, occupied: int, rules: int) -> dict[str, tuple[str, ...]]:
    """`destinations` with the occupied rooms as bits of `space_bits` (`start`'s own bit is
    ignored). Cached: callers must not change the result."""
    return moves_among(start, occupied & reach(rules)[start], rules)


@derived
@cache
def moves_among(start: str, occupied: int, rules: int) -> dict[str, tuple[str, ...]]:
    """`destinations_among` when `occupied` holds only rooms within `reach` of `start` (so the
    cache keeps one entry per pattern of the rooms that matter)."""
    h = components(rules).house.hall
    bits = space_bits(rules)
    found: dict[str, tuple[str, ...]] = {}
    todo: list[tuple[str, int, tuple[str, ...]]] = [(start, 0, ())]
    succ = edges(rules)
    while todo:
        pos, steps, path = todo.pop()
        for nxt in succ.get(pos, ()):
            route = (*path, nxt)
            if nxt == h:
                found.setdefault(h, route)
            elif bits[nxt] & occupied:
                todo.append((nxt, steps, route))
            else:
                found.setdefault(nxt, route)
                if steps + 1 < MAX_STEPS:
                    todo.append((nxt, steps + 1, route))
    return found


def neutral_destinations(
    start: str, occupied: frozenset[str], rules: int
) -> dict[str, tuple[str, ...]]:
    """Like `destinations`, but a neutral never enters the hall: where it would, it goes on to
    the next free room along the outer corridor, and that room ends its move."""
    found = dict(destinations(start, occupied, rules))
    route = found.pop(components(rules).house.hall, None)
    if route is not None:
        for i in range(6):
            room = f"O{i}"
            if room not in occupied:
                found.setdefault(room, (*route, room))
                break
    return found


def occupied(state: GameState, leaving: str) -> frozenset[str]:
    """Rooms holding a leader, other than the room a leader is `leaving` (two leaders share a
    space only on the hall, which never counts as occupied)."""
    return leader_rooms(state) - {leaving}


def leader_bits(state: GameState) -> int:
    """`leader_rooms` as bits of `space_bits`."""
    bits = space_bits(state.setup.rules)
    mask = 0
    for p in state.players:
        for pos in p.leaders:
            mask |= bits[pos]
    for pos in state.board.neutrals.values():
        mask |= bits[pos]
    return mask


def leader_rooms(state: GameState) -> frozenset[str]:
    """Rooms holding a leader, the neutrals' too (not the hall)."""
    spaces = set(state.board.neutrals.values())
    for p in state.players:
        spaces.update(p.leaders)
    spaces.discard(for_game(state).house.hall)
    return frozenset(spaces)
