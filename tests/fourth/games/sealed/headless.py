"""`roundhouse simulate --game sealed`: one headless game of Sealed Bids."""

from __future__ import annotations

from collections.abc import Sequence

from cli.headless import GameResult, Headless, play_out
from engine.sealed import LEVELS, bid, choose, is_over, new_game, pending_seats, scores, seat_view
from engine.sealed import winners as game_winners

MAX_DECISIONS = 100  # 5 rounds of at most 3 bids: a longer game is an error


def play_game(players: int, seed: int, seats: Sequence[str]) -> GameResult:
    """One full game; `seats`: each seat's level, deciding from its own view."""
    state = new_game([f"P{i + 1}" for i in range(players)], seed)

    def step() -> None:
        seat = pending_seats(state)[0]
        bid(state, seat, choose(seat_view(state, seat), seat, seats[seat], seed))

    decisions = play_out(lambda: is_over(state), step, MAX_DECISIONS)
    rows = [{"total": total, "prizes": total} for total in scores(state)]
    return GameResult(rows, decisions, game_winners(state))


HEADLESS = Headless(LEVELS, 2, "normal", ("prizes",), play_game)
