"""How a computer seat picks its move.

Uses the engine's players (`engine.players.pick_move`, strategy "greedy") when the engine has
them; otherwise a seeded uniform choice among the legal moves (never "undo").
"""

from __future__ import annotations

import random

import engine
from engine import GameState

STRATEGY = "greedy"


def choose(state: GameState, *, seed: int) -> str:
    """A legal move code for the current decision, deterministic for a given seed."""
    try:
        from engine.players import pick_move
    except ImportError:
        codes = [code for code in engine.legal_codes(state) if code != "undo"]
        if not codes:
            raise engine.IllegalMove("no legal move for the computer player") from None
        return random.Random(seed).choice(codes)
    return pick_move(state, STRATEGY, seed)
