"""`roundhouse simulate --game roundhouse`: one headless game of Round House."""

from __future__ import annotations

from collections.abc import Sequence

from cli.headless import GameResult, Headless, play_out
from engine.roundhouse import apply, is_over, new_game, score_breakdown, winners
from engine.roundhouse.players import STRATEGIES, player
from engine.roundhouse.scoring import CATEGORIES

MAX_DECISIONS = 20_000  # a game longer than this is reported as an error (it should never be)


def play_game(players: int, seed: int, seats: Sequence[str]) -> GameResult:
    """One full game; `seats`: each seat's strategy."""
    movers = [player(name) for name in seats]
    state = new_game([f"P{i + 1}" for i in range(players)], seed)

    def step() -> None:
        apply(state, movers[state.turn.seat](state, seed))

    decisions = play_out(lambda: is_over(state), step, MAX_DECISIONS)
    return GameResult(score_breakdown(state), decisions, winners(state))


# Looked up at each call (so a test may replace `play_game`).
HEADLESS = Headless(STRATEGIES, 4, "random", CATEGORIES, lambda *game: play_game(*game))
