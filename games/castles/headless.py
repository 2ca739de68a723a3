"""`roundhouse simulate --game castles`: one headless game of Castles of Mad King Ludwig."""

from __future__ import annotations

from collections.abc import Sequence

from cli.headless import GameResult, Headless, play_out
from engine.castles import LEVELS, apply, choose, current_player, is_over, new_game, scores
from engine.castles import winners as game_winners
from engine.castles.results import CATEGORIES

MAX_DECISIONS = 20_000  # a game longer than this is reported as an error (it should never be)


def play_game(players: int, seed: int, seats: Sequence[str]) -> GameResult:
    """One full game; `seats`: each seat's level."""
    state = new_game([f"P{i + 1}" for i in range(players)], seed)

    def step() -> None:
        seat = current_player(state)
        assert seat is not None  # a game not over has a deciding seat
        apply(state, choose(state, seats[seat], seed), seat)

    decisions = play_out(lambda: is_over(state), step, MAX_DECISIONS)
    rows = [{"total": s.total, **dict(s.categories)} for s in scores(state)]
    return GameResult(rows, decisions, game_winners(state))


HEADLESS = Headless(LEVELS, 4, "random", CATEGORIES, play_game)
