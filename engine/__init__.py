"""Round House rules engine: pure rules, no I/O, deterministic given the seed and the moves.

Public API (everything else is private):

    state = new_game(["Ann", "Bo"], seed=7)        # GameState (engine/state.py), newest rules
    new_game(names, seed, options, rules=1)       # a given rules version (docs/rules.md §16)
    for move in legal_moves(state): move.code, move.label
    line = apply(state, code)                     # mutates state; returns a log line
    apply(state, "undo")                          # when can_undo(state)
    current_player(state) -> int | None           # seat whose decision it is (None when over)
    prompt(state) -> str                          # what the current decision asks
    is_over(state), score_breakdown(state), winners(state)
    to_json(state) / from_json(text)              # lossless, schema-versioned
    replay(setup, codes)                          # setup + codes -> identical state
"""

from .codec import from_json, to_json
from .errors import BadMoveCode, BadState, EngineError, GameOver, IllegalMove, NotYourTurn
from .game import (
    Move,
    apply,
    can_undo,
    current_player,
    is_over,
    legal_codes,
    legal_moves,
    prompt,
    refresh,
    replay,
    space_name,
)
from .scoring import score_breakdown, winners
from .setup import new_game
from .state import GameState, Options, Setup

__all__ = [
    "BadMoveCode",
    "BadState",
    "EngineError",
    "GameOver",
    "GameState",
    "IllegalMove",
    "Move",
    "NotYourTurn",
    "Options",
    "Setup",
    "apply",
    "can_undo",
    "current_player",
    "from_json",
    "is_over",
    "legal_codes",
    "legal_moves",
    "new_game",
    "prompt",
    "refresh",
    "replay",
    "score_breakdown",
    "space_name",
    "to_json",
    "winners",
]
