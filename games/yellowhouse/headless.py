"""`roundhouse simulate --game yellowhouse`: one headless game of The Yellow House."""

from __future__ import annotations

from collections.abc import Sequence

from cli.headless import GameResult, Headless, play_out
from engine.yellowhouse import LEVELS, apply, choose, is_over, new_game, pending_seats, scores
from engine.yellowhouse import winners as game_winners
from engine.yellowhouse.content import KEYS

MAX_DECISIONS = 5_000  # a game longer than this is reported as an error (it should never be)


def play_game(players: int, seed: int, seats: Sequence[str]) -> GameResult:
    """One full game; `seats`: each seat's level. A row's total is the rounds that seat won."""
    state = new_game([f"P{i + 1}" for i in range(players)], seed)

    def step() -> None:
        seat = pending_seats(state)[0]
        apply(state, choose(state, seat, seats[seat], seed), seat, log=False)

    decisions = play_out(lambda: is_over(state), step, MAX_DECISIONS)
    rows = [{"total": s.rounds, **{k: s.rewards[k] for k in KEYS}} for s in scores(state)]
    return GameResult(rows, decisions, game_winners(state))


HEADLESS = Headless(LEVELS, 2, "easy", KEYS, play_game)
