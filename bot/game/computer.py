"""How a computer seat picks its move: the engine's greedy player, seeded per move."""

from __future__ import annotations

from engine import GameState
from engine.players import pick_move

STRATEGY = "greedy"


def choose(state: GameState, *, seed: int) -> str:
    """A legal move code for the current decision, deterministic for a given seed."""
    return pick_move(state, STRATEGY, seed)
