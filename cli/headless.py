"""One headless game of any game between computer players, through its engine's contract
(engine/common/contract.py): what `roundhouse simulate` plays, the same loop for every game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from engine.common.contract import Engine

MAX_DECISIONS = 20_000  # a game longer than this is reported as an error (it should never be)


class GameResult(NamedTuple):
    rows: list[dict[str, int]]  # each seat's "total" and score categories, one row per seat
    decisions: int
    winners: list[int]


def play_game(
    engine: Engine[Any, Any, Any, Any], players: int, seed: int, strategies: Sequence[str]
) -> GameResult:
    """One full game of `players` seats ("P1", "P2", ...) from `seed`, `strategies[seat]` (a
    level of the engine's) at each seat, seeded by `seed` too: the first of the deciders
    decides, until the game is over. RuntimeError after MAX_DECISIONS decisions."""
    state = engine.new_game([f"P{i + 1}" for i in range(players)], seed)
    decisions = 0
    while not engine.is_over(state):
        if decisions >= MAX_DECISIONS:
            raise RuntimeError(f"game did not end within {MAX_DECISIONS} decisions")
        seat = engine.deciders(state)[0]
        engine.apply(state, engine.choose(state, seat, strategies[seat], seed), seat)
        decisions += 1
    return GameResult([s.row() for s in engine.scores(state)], decisions, engine.winners(state))
