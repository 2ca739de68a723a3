"""Computer players: random, and greedy (one-step look-ahead over an evaluation)."""

from __future__ import annotations

import pickle

from .game import apply, legal_codes
from .rng import Rng
from .scoring import seat_score
from .state import GameState

STRATEGIES = ("random", "greedy")


def pick_move(state: GameState, strategy: str = "greedy", seed: int = 0) -> str:
    """A move code for the current decision, deterministic given the state and the seed."""
    codes = legal_codes(state)
    if not codes:
        raise ValueError("no decision is pending")
    if strategy == "random":
        return codes[Rng(seed * 1_000_003 + len(state.history)).below(len(codes))]
    if strategy == "greedy":
        return greedy(state, codes)
    raise ValueError(f"unknown strategy {strategy!r}; choose from {', '.join(STRATEGIES)}")


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
    trial: GameState = pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))
    apply(trial, code, log=False)
    return trial


def _value(state: GameState, seat: int, depth: int) -> float:
    """Evaluation, looking one more decision ahead while it is still `seat`'s turn."""
    if depth == 0 or state.over or state.turn.seat != seat:
        return evaluate(state, seat)
    return max(_value(_after(state, c), seat, depth - 1) for c in legal_codes(state))


def greedy(state: GameState, codes: list[str]) -> str:
    """The option with the best evaluation; a move is judged by the best action it leads to."""
    seat = state.turn.seat
    depth = 1 if state.turn.stack[-1].kind == "start" else 0
    best, best_value = codes[0], float("-inf")
    for code in codes:
        value = _value(_after(state, code), seat, depth)
        if value > best_value:
            best, best_value = code, value
    return best
