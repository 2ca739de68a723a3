"""What a round is worth: the chance to win the game after it, from the rewards.

Between rounds nothing is known of the next deal, so the chance to win the game from the
start of a round is a function of the two reward piles and of who deals. `game_chance` works
it out for a simple model (data/ai.toml `[equity]`): the dealer wins a round with
`dealer_wins`; a round won on a single reward makes a pair (and wins the game) with
`pair_chance`. A search uses it where a round ends (`after_round`, with the exact reward), and
at its horizon (`round_stakes`, a round won or lost by an unknown last Claim).
"""

from __future__ import annotations

from functools import cache

from .aiconfig import ai_config
from .rules import has_won_game
from .state import State


@cache
def game_chance(mine: int, theirs: int, i_deal: bool) -> float:
    """The chance to win the game holding `mine` rewards (no pair) against `theirs`, when
    a round starts and `i_deal` says who deals it."""
    eq = ai_config().equity
    p = eq.dealer_wins if i_deal else 1 - eq.dealer_wins
    return p * _won(mine, theirs, eq.pair_chance) + (1 - p) * _lost(mine, theirs, eq.pair_chance)


def _won(mine: int, theirs: int, q: float) -> float:
    """After a round won: a third reward wins; a second makes a pair with chance `q`."""
    if mine >= 2:
        return 1.0
    if mine == 1:
        return q + (1 - q) * game_chance(2, theirs, True)
    return game_chance(1, theirs, True)


def _lost(mine: int, theirs: int, q: float) -> float:
    """After a round lost: the opponent's third reward, or its pair, ends the game."""
    if theirs >= 2:
        return 0.0
    if theirs == 1:
        return (1 - q) * game_chance(mine, 2, False)
    return game_chance(mine, 1, False)


def after_round(state: State, me: int) -> float:
    """`me`'s chance to win the game right after a round ended (`state` is the next round's
    deal, or the game's end)."""
    if state.over:
        return 1.0 if state.winner == me else 0.0
    return game_chance(len(state.rewards[me]), len(state.rewards[1 - me]), state.dealer == me)


def round_stakes(state: State, me: int) -> tuple[float, float]:
    """`me`'s chance to win the game if it wins this round, and if it loses it (the last
    Claim unknown: a pair with `pair_chance`)."""
    mine, theirs = state.rewards[me], state.rewards[1 - me]
    q = ai_config().equity.pair_chance
    return _stake(mine, theirs, q), 1 - _stake(theirs, mine, q)


def _stake(winner: list[int], loser: list[int], q: float) -> float:
    """The round winner's chance to win the game, its last Claim unknown."""
    if has_won_game([*winner, -1]):  # a third reward of any element
        return 1.0
    then = game_chance(len(winner) + 1, len(loser), True)
    return q + (1 - q) * then if winner else then
