"""Lossless JSON for GameState through pydantic, with a schema version check."""

from __future__ import annotations

from pydantic import TypeAdapter, ValidationError

from .errors import BadState
from .state import SCHEMA_VERSION, GameState

_ADAPTER = TypeAdapter(GameState)


def to_json(state: GameState) -> str:
    return _ADAPTER.dump_json(state).decode()


def from_json(text: str | bytes) -> GameState:
    """Parse and validate a saved game; raise BadState with the reason."""
    try:
        state = _ADAPTER.validate_json(text)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise BadState(f"saved game is invalid at {where or 'top level'}: {first['msg']}") from exc
    if state.schema != SCHEMA_VERSION:
        raise BadState(f"saved game has schema {state.schema}, this engine reads {SCHEMA_VERSION}")
    return state
