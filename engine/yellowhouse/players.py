"""Computer players: `choose(state, seat, level, seed) -> code`.

- ``easy``: a random legal move; it passes only now and then when it could play.
- ``normal``: Strong's search in one world (a single determinization: the opponent's hand
  guessed once from the belief), three plies deep (data/ai.toml `[normal]`).
- ``strong``: the search over the exact belief on the opponent's hand, in many worlds and
  deeper (search.py, `[strong]`).

No level reads what its seat cannot see: Easy looks only at its legal moves; Normal and
Strong search worlds built from the seat's knowledge (knowledge.py `world`), whose hidden
parts are drawn from the player's own generator. That generator is seeded from `seed`, the
seat and the public move count, so a choice is deterministic given the state and the seed.
"""

from __future__ import annotations

from engine.common.rng import Rng

from .aiconfig import SearchConfig, ai_config
from .gametype import GAME_TYPE
from .moves import Move, Pass
from .rules import legal
from .search import best_move
from .state import State

LEVELS = GAME_TYPE.levels


def own_rng(state: State, seat: int, seed: int) -> Rng:
    """The player's generator for this decision (seed, seat and the public move count)."""
    return Rng((seed * 1_000_003 + len(state.history)) * 2 + seat)


def choose(
    state: State, seat: int, level: str, seed: int, search: SearchConfig | None = None
) -> str:
    """The move code `level`'s player picks for `seat` (`search`: other search settings for
    Normal or Strong). ValueError for an unknown level or a seat with nothing to decide."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; the levels are {', '.join(LEVELS)}")
    moves = legal(state, seat)
    if not moves:
        raise ValueError(f"seat {seat} has no decision to make")
    if len(moves) == 1:
        return moves[0].code
    rng = own_rng(state, seat, seed)
    if level == "easy":
        return easy(moves, rng).code
    settings = search or (ai_config().normal if level == "normal" else ai_config().strong)
    return best_move(state, seat, rng, settings).code


def easy(moves: list[Move], rng: Rng) -> Move:
    """A uniformly random move; a pass only with `easy.pass_chance` when it could play."""
    plays = [m for m in moves if not isinstance(m, Pass)]
    if len(plays) < len(moves) and rng.below(1000) < 1000 * ai_config().easy.pass_chance:
        return moves[-1]
    return plays[rng.below(len(plays))]
