"""What `roundhouse simulate` needs of a game besides its seat range (its adapter's): its levels
and one headless game. Each game's is `HEADLESS` in its games/<key>/headless.py."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple


class GameResult(NamedTuple):
    rows: list[dict[str, int]]  # each seat's "total" and score categories, one row per seat
    decisions: int
    winners: list[int]


class Headless(NamedTuple):
    """One game as `roundhouse simulate` plays it."""

    levels: tuple[str, ...]  # the strategies `--strategy` may name
    players: int  # the default player count
    strategy: str  # the default strategy
    categories: tuple[str, ...]  # the score rows' categories besides "total"
    play_game: Callable[[int, int, Sequence[str]], GameResult]  # (players, seed, seats)


def play_out(over: Callable[[], bool], step: Callable[[], None], limit: int) -> int:
    """Call `step` (one decision) until `over()`; the decisions made. A game still running
    after `limit` decisions is a RuntimeError (it should never be)."""
    decisions = 0
    while not over():
        if decisions >= limit:
            raise RuntimeError(f"game did not end within {limit} decisions")
        step()
        decisions += 1
    return decisions
