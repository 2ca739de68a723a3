"""Computer players: `choose(state, seat, level, seed) -> code`.

- ``easy``: a random legal move; it passes only now and then when it could play.
- ``normal``: one move ahead, the move after which `evaluate.round_chance` is best (the
  exchange: each choice scored after the reveal against a few random opponent choices).
- ``strong``: the search over the exact belief on the opponent's hand (search.py).

No level reads what its seat cannot see: Easy looks only at its legal moves; Normal and
Strong decide on determinizations (knowledge.py `redeal` / `world`), whose hidden parts are
drawn from the player's own generator. That generator is seeded from `seed`, the seat and the
public move count, so a choice is deterministic given the state and the seed.
"""

from __future__ import annotations

from engine.rng import Rng

from .aiconfig import Strong, ai_config
from .clone import clone
from .equity import after_round, round_stakes
from .evaluate import round_chance
from .knowledge import random_choice, redeal
from .moves import Move, Pass
from .play import resolve
from .rules import legal
from .search import best_move
from .state import State

LEVELS = ("easy", "normal", "strong")
NORMAL_EXCHANGE_WORLDS = 4


def own_rng(state: State, seat: int, seed: int) -> Rng:
    """The player's generator for this decision (seed, seat and the public move count)."""
    return Rng((seed * 1_000_003 + len(state.history)) * 2 + seat)


def choose(state: State, seat: int, level: str, seed: int, strong: Strong | None = None) -> str:
    """The move code `level`'s player picks for `seat` (`strong`: other search settings).
    ValueError for an unknown level or a seat with nothing to decide."""
    moves = legal(state, seat)
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; the levels are {', '.join(LEVELS)}")
    if not moves:
        raise ValueError(f"seat {seat} has no decision to make")
    if len(moves) == 1:
        return moves[0].code
    rng = own_rng(state, seat, seed)
    if level == "easy":
        return easy(moves, rng).code
    if level == "normal":
        return normal(state, seat, moves, rng).code
    return best_move(state, seat, rng, strong or ai_config().strong).code


def easy(moves: list[Move], rng: Rng) -> Move:
    """A uniformly random move; a pass only with `easy.pass_chance` when it could play."""
    plays = [m for m in moves if not isinstance(m, Pass)]
    if len(plays) < len(moves) and rng.below(1000) < 1000 * ai_config().easy.pass_chance:
        return moves[-1]
    return plays[rng.below(len(plays))]


def normal(state: State, seat: int, moves: list[Move], rng: Rng) -> Move:
    """The move with the best evaluation one move ahead, on a determinization."""
    win, lose = round_stakes(state, seat)
    worlds = NORMAL_EXCHANGE_WORLDS if state.phase == "exchange" else 1
    totals = [0.0] * len(moves)
    for _ in range(worlds):
        w = redeal(state, seat, rng)
        if state.phase == "exchange" and w.choices[1 - seat] is None:
            w.choices[1 - seat] = random_choice(w, 1 - seat, rng)
        for i, move in enumerate(moves):
            after = clone(w, history=False)
            resolve(after, seat, move, None)
            if after.phase in ("exchange", "over"):
                totals[i] += after_round(after, seat)
            else:
                totals[i] += lose + round_chance(after, seat) * (win - lose)
    return moves[max(range(len(moves)), key=lambda i: (totals[i], -i))]
