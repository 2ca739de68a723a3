"""Fitting the evaluation's weights (data/ai.toml `[weights]`) on self-play positions.

`samples` plays games between two copies of a search player (Normal's settings by default),
with a random move now and then so that the positions vary, and keeps positions of the
"play" phase with the round's outcome: the features of evaluate.FEATURES from seat 0's side
(both hands known), and 1 if seat 0 won that round. `fit` is a logistic regression by
Newton's method (no intercept: the features are differences between the sides, so a swap of
the seats flips their signs). benchmarks/yellowhouse_match.py `--fit` runs both and prints the
weights; games/yellowhouse/docs/ai.md has the figures. Pure computation, like the rest.
"""

from __future__ import annotations

from math import exp, log

from engine.common.rng import Rng

from .aiconfig import SearchConfig, ai_config
from .evaluate import features
from .game import apply, is_over, legal_codes, new_game, pending_seats
from .players import own_rng
from .search import best_move

Sample = tuple[list[float], int]


def samples(games: int, seed: int, settings: SearchConfig | None = None) -> list[Sample]:
    """Positions of `games` self-play games (half of them variant) with their outcomes."""
    settings = settings or ai_config().normal
    rng = Rng(seed)
    out: list[Sample] = []
    for g in range(games):
        state = new_game(["a", "b"], seed * 100_003 + g, {"variant": g % 2 == 1})
        pending: list[list[float]] = []
        while not is_over(state):
            seat = pending_seats(state)[0]
            if state.phase == "play" and rng.below(2):
                pending.append(features(state, 0))
            codes = legal_codes(state, seat)
            if rng.below(10) == 0:
                code = codes[rng.below(len(codes))]
            else:
                code = best_move(state, seat, own_rng(state, seat, g), settings).code
            before = len(state.rewards[0]), len(state.rewards[1])
            apply(state, code, seat=seat, log=False)
            if (len(state.rewards[0]), len(state.rewards[1])) != before:
                won = int(len(state.rewards[0]) > before[0])
                out += [(x, won) for x in pending]
                pending = []
    return out


def _chance(w: list[float], x: list[float]) -> float:
    z = sum(a * b for a, b in zip(w, x, strict=True))
    return 1 / (1 + exp(-max(-30.0, min(30.0, z))))


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gauss-Jordan with partial pivoting)."""
    n = len(b)
    m = [[*row, b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(data: list[Sample], iterations: int = 8, ridge: float = 1e-3) -> list[float]:
    """Logistic regression weights for `data` (Newton's method, a small ridge)."""
    k = len(data[0][0])
    w = [0.0] * k
    for _ in range(iterations):
        grad = [0.0] * k
        hess = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, y in data:
            p = _chance(w, x)
            d, v = p - y, p * (1 - p)
            for i in range(k):
                grad[i] += d * x[i]
                if x[i]:
                    vi = v * x[i]
                    row = hess[i]
                    for j in range(k):
                        row[j] += vi * x[j]
        w = [a - b for a, b in zip(w, _solve(hess, grad), strict=True)]
    return w


def log_loss(data: list[Sample], w: list[float]) -> float:
    """Mean negative log-likelihood of the outcomes under `w` (0.693: a coin)."""
    total = 0.0
    for x, y in data:
        p = _chance(w, x)
        total -= log(max(1e-12, p if y else 1 - p))
    return total / len(data)
