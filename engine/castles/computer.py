"""Computer players by level: `choose(state, level, seed)` is a legal code for the deciding
seat; the same visible state, level and seed give the same code.

- ``random``: a uniformly random option (tests, playouts);
- ``easy``, ``normal``: engine/castles/players.py;
- ``strong``: engine/castles/strong.py.

Every level but random decides on `redeal(state, seat, rng)` (engine/castles/views.py), so
it never sees another seat's bonus cards, the deck order or the stacks.
"""

from __future__ import annotations

from engine.common.rng import Rng

from .game import legal_options
from .gametype import GAME_TYPE
from .players import easy_choice, normal_choice
from .state import GameState
from .strong import strong_choice
from .views import redeal

LEVELS = GAME_TYPE.levels


def own_rng(state: GameState, seed: int) -> Rng:
    """The player's generator for this decision: its seed and the public move count."""
    return Rng(seed * 1_000_003 + len(state.history))


def choose(state: GameState, level: str = "normal", seed: int = 0) -> str:
    """A legal code for the deciding seat, chosen at `level`."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    options = legal_options(state)
    if not options:
        raise ValueError("no decision is pending")
    rng = own_rng(state, seed)
    if level == "random" or len(options) == 1:
        return options[rng.below(len(options))].code
    seat = state.flow.stack[-1].seat
    world = redeal(state, seat, rng)
    if level == "strong":
        return strong_choice(world, seat, rng)
    if level == "easy":
        return easy_choice(world, seat, rng)
    return normal_choice(world, seat)
