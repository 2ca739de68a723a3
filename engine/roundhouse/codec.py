"""Lossless JSON for GameState through pydantic, with a schema version and a sanity check.

Schema history (`MIGRATIONS` brings an older document up to date after parsing):
1. the first release; 2. `setup.rules`, the rules version (a schema-1 game is rules version 1,
which the field's default already gives it).
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import TypeAdapter

from engine.common.errors import BadState
from engine.common.saved import parsed

from .content import RESOURCES, for_game, newest_rules
from .perform import ROOMS, Act
from .state import SCHEMA_VERSION, GameState
from .worship import assistants_in_worship

_ADAPTER = TypeAdapter(GameState)
ASSISTANTS = 15


def _rules_one(state: GameState) -> None:
    state.setup.rules = 1  # before rules versions every game played by version 1


# schema -> the step that brings a parsed document of that schema to the next one
MIGRATIONS: dict[int, Callable[[GameState], None]] = {1: _rules_one}


def to_json(state: GameState) -> str:
    return _ADAPTER.dump_json(state).decode()


def from_json(text: str | bytes) -> GameState:
    """Parse and check a saved game; raise BadState with the reason."""
    state = parsed(_ADAPTER, text)
    if not 1 <= state.schema <= SCHEMA_VERSION:
        raise BadState(f"saved game: schema {state.schema}; this engine reads 1–{SCHEMA_VERSION}")
    while state.schema < SCHEMA_VERSION:
        MIGRATIONS[state.schema](state)
        state.schema += 1
    if not 1 <= state.setup.rules <= newest_rules():
        raise BadState(
            f"saved game plays by rules version {state.setup.rules}, "
            f"this engine knows 1–{newest_rules()}"
        )
    problem = _problem(state)
    if problem:
        raise BadState(f"saved game is inconsistent: {problem}")
    return state


def _problem(state: GameState) -> str | None:
    """The first thing that no sequence of legal moves could produce, or None (each pending
    decision was checked while parsing: engine/roundhouse/state.py `load_decision`)."""
    c = for_game(state)
    n = len(state.players)
    if not 2 <= n <= 5 or len(state.setup.names) != n:
        return f"{n} players"
    if not 0 <= state.turn.seat < n or not 0 <= state.first < n:
        return f"seat {state.turn.seat} does not exist"
    if not state.over and not state.turn.stack:
        return "no pending decision"
    for d in state.turn.stack:
        if isinstance(d, Act) and d.room not in ROOMS:
            return f"unknown room {d.room!r}"
    b = state.board
    if len(b.chairs) != 6 * c.house.chairs_per_room or len(b.table) != n:
        return "board size"
    if any(len(town) != n for town in b.towns) or not 0 <= b.merchant < len(b.towns):
        return "towns"
    spaces = {c.house.hall} | {f"I{i}" for i in range(6)} | {f"O{i}" for i in range(6)}
    known_experts = {e.id for e in c.experts}
    known_orders = {o.id for o in c.orders}
    for seat, p in enumerate(state.players):
        who = f"player {seat + 1}"
        if min(p.coins, p.prestige, p.supply, p.track) < 0:
            return f"{who} has a negative count"
        if set(p.res) != set(RESOURCES) or min(p.res.values()) < 0:
            return f"{who}'s resources"
        if not set(p.leaders) <= spaces:
            return f"{who}'s leaders"
        if not set(p.experts + p.expert_amulets) <= known_experts:
            return f"{who}'s experts"
        if not set(p.orders + p.fulfilled) <= known_orders:
            return f"{who}'s orders"
        placed = sum(town[seat] for town in b.towns) + len(b.table[seat])
        placed += sum(1 for ch in b.chairs if ch and ch.seat == seat)
        if seat == state.turn.seat:
            placed += assistants_in_worship(state)
        if p.supply + p.track + placed + 1 != ASSISTANTS:
            return f"{who}'s assistants do not add up to {ASSISTANTS}"
    if any(ch and not 0 <= ch.seat < n for ch in b.chairs):
        return "a chair holds an unknown seat"
    return None
