"""Computer players and their levels.

`LEVELS` maps a level name to a factory that returns a player: a function
`(state, seed) -> move code` for the current decision, deterministic given what the seat can
see and the seed.

- ``easy``: a weighted random choice among sensible options (Normal's evaluation scores them
  one decision ahead; clearly bad options are never taken).
- ``normal`` (also ``greedy``): one decision ahead over `evaluate`, two at the start of a turn.
- ``strong``: a search over the rest of its turn, its best plans played out to the game's end
  (engine/roundhouse/search.py).
- ``random``: a uniformly random legal move (for tests and simulations).

Easy and Strong decide on a determinization of the state (engine/roundhouse/determinize.py), so they
use only what a person at the table could know. Normal's evaluation reads no face-down card either.

`player(name)` gives a level's default player; `pick_move(state, name, seed)` its move.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from engine.common.rng import Rng

from .aiconfig import Weights, ai_config
from .clone import clone
from .determinize import determinize
from .evaluate import default_weights
from .game import apply, legal_codes
from .scoring import seat_score
from .search import Budget, choose
from .state import GameState

PlayerFn = Callable[[GameState, int], str]


def _own_rng(state: GameState, seed: int) -> Rng:
    """The player's own generator for this decision: its seed and the public move count."""
    return Rng(seed * 1_000_003 + len(state.history))


def random_player() -> PlayerFn:
    def play(state: GameState, seed: int) -> str:
        codes = _codes(state)
        return codes[_own_rng(state, seed).below(len(codes))]

    return play


def greedy_player() -> PlayerFn:
    return lambda state, seed: greedy(state, _codes(state))


def easy_player(
    temperature: float | None = None, cutoff: float | None = None, inner: float | None = None
) -> PlayerFn:
    """Weighted random over the options Normal's evaluation rates within `cutoff` prestige of
    the best: weight exp((value - best) / temperature) when choosing what to do with a turn,
    and temperature `inner` (0: always the best) for the decisions inside it."""
    cfg = ai_config().easy
    t_start = cfg.temperature if temperature is None else temperature
    cut = cfg.cutoff if cutoff is None else cutoff
    t_inner = cfg.inner if inner is None else inner

    def play(state: GameState, seed: int) -> str:
        codes = _codes(state)
        if len(codes) == 1:
            return codes[0]
        rng = _own_rng(state, seed)
        world = determinize(state, rng)
        starting = world.turn.stack[-1].kind == "start"
        values = option_values(world, codes)
        best = max(values)
        t = t_start if starting else t_inner
        if t <= 0:
            return codes[values.index(best)]  # (`greedy`, without evaluating again)
        weights = [math.exp((v - best) / t) if v >= best - cut else 0.0 for v in values]
        return codes[_weighted(rng, weights)]

    return play


def strong_player(budget: Budget | None = None, weights: Weights | None = None) -> PlayerFn:
    """The search player; `budget` bounds its thinking per decision
    (engine/roundhouse/search.py)."""
    b = budget or Budget()
    w = weights or default_weights()

    def play(state: GameState, seed: int) -> str:
        _codes(state)  # a clear error when no decision is pending
        return choose(state, _own_rng(state, seed), w, b)

    return play


LEVELS: dict[str, Callable[..., PlayerFn]] = {
    "easy": easy_player,
    "normal": greedy_player,
    "strong": strong_player,
}
_FACTORIES: dict[str, Callable[..., PlayerFn]] = {
    "random": random_player,
    "greedy": greedy_player,
    **LEVELS,
}
STRATEGIES = tuple(_FACTORIES)


def player(strategy: str) -> PlayerFn:
    """The default player of a level or strategy name; ValueError names the choices."""
    if strategy not in _FACTORIES:
        raise ValueError(f"unknown strategy {strategy!r}; choose from {', '.join(STRATEGIES)}")
    return _default(strategy)


@cache
def _default(strategy: str) -> PlayerFn:
    return _FACTORIES[strategy]()


def pick_move(state: GameState, strategy: str = "greedy", seed: int = 0) -> str:
    """A move code for the current decision, deterministic given the state and the seed."""
    return player(strategy)(state, seed)


def _codes(state: GameState) -> list[str]:
    codes = legal_codes(state)
    if not codes:
        raise ValueError("no decision is pending")
    return codes


def _weighted(rng: Rng, weights: list[float]) -> int:
    scale = 1 << 30
    total = sum(weights)
    pick = rng.below(scale) / scale * total
    for i, wt in enumerate(weights):
        pick -= wt
        if pick < 0 and wt > 0:
            return i
    return max(range(len(weights)), key=lambda i: weights[i])


# ---------------------------------------------------------------- normal (greedy)


def evaluate(state: GameState, seat: int) -> float:
    """Prestige if the game ended now, plus a little for what is still to be used."""
    p = state.players[seat]
    total = seat_score(state, seat)["total"]
    towns = sum(town[seat] for town in state.board.towns)
    potential = (
        0.5 * towns  # worship fodder
        + 0.4 * sum(p.res.values())
        + 0.1 * p.coins
        + 1.0 * len(p.experts)
        + 0.3 * p.supply
        + 0.5 * len(p.orders)
    )
    return total + potential


def _after(state: GameState, code: str) -> GameState:
    trial = clone(state)
    apply(trial, code)
    return trial


def _value(state: GameState, seat: int, depth: int) -> float:
    """Evaluation, looking one more decision ahead while it is still `seat`'s turn."""
    if depth == 0 or state.over or state.turn.seat != seat:
        return evaluate(state, seat)
    return max(_value(_after(state, c), seat, depth - 1) for c in legal_codes(state))


def option_values(state: GameState, codes: list[str]) -> list[float]:
    """Normal's rating of each option: the evaluation after it (at the start of a turn,
    after the best decision it leads to)."""
    seat = state.turn.seat
    depth = 1 if state.turn.stack[-1].kind == "start" else 0
    return [_value(_after(state, code), seat, depth) for code in codes]


def greedy(state: GameState, codes: list[str]) -> str:
    """The option with the best evaluation (the first of equals); a move is judged by the best
    action it leads to."""
    values = option_values(state, codes)
    return codes[values.index(max(values))]
