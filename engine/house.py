"""The round house's map: one-way corridors and stairs, and where a leader may move."""

from __future__ import annotations

from functools import cache, lru_cache

from .content import components, for_game
from .state import GameState

MAX_STEPS = 3


@cache
def edges(rules: int) -> dict[str, tuple[str, ...]]:
    """Clockwise successors of each space (the map of rules version `rules`)."""
    out: dict[str, list[str]] = {}
    for a, b in components(rules).house.edges:
        out.setdefault(a, []).append(b)
    return {a: tuple(bs) for a, bs in out.items()}


@lru_cache(maxsize=1 << 16)
def destinations(start: str, occupied: frozenset[str], rules: int) -> dict[str, tuple[str, ...]]:
    """Every space a leader on `start` may end on, with one path to it (the spaces entered),
    on the map of rules version `rules`.

    Rooms in `occupied` are passed without counting as a step and cannot be the end. Entering
    the hall ends the move at once. Where two paths reach a room, the first found is kept.
    Cached: callers must not change the result.
    """
    h = components(rules).house.hall
    found: dict[str, tuple[str, ...]] = {}
    todo: list[tuple[str, int, tuple[str, ...]]] = [(start, 0, ())]
    succ = edges(rules)
    while todo:
        pos, steps, path = todo.pop()
        for nxt in succ.get(pos, ()):
            route = (*path, nxt)
            if nxt == h:
                found.setdefault(h, route)
            elif nxt in occupied:
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


def leader_rooms(state: GameState) -> frozenset[str]:
    """Rooms holding a leader, the neutrals' too (not the hall)."""
    spaces = {pos for p in state.players for pos in p.leaders}
    spaces.update(state.board.neutrals.values())
    spaces.discard(for_game(state).house.hall)
    return frozenset(spaces)
