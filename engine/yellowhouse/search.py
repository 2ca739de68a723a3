"""Strong: a search over the exact belief on the opponent's hand.

Within a round nothing is random: once the opponent's hand is fixed, the rest of the round is
a two-player game of perfect information. So Strong takes opponent hands from the exact
belief (knowledge.py: every hand when there are at most `worlds` of them, with their
probabilities; else `worlds` hands by systematic sampling), searches each world with
alpha-beta (iterative deepening, a node allowance per world), and plays the move whose
probability-weighted value is best (perfect-information Monte Carlo over the belief).

Values are chances to win the game: a round's end is worth `equity.after_round` (its reward
known), the horizon `L + p (W - L)`, where p is `evaluate.round_chance` and W, L the game
chances after a round won or lost (`equity.round_stakes`).

The exchange at a round's start is simultaneous: each choice is scored in `exchange_worlds`
worlds, against the opponent's choice drawn at random there, by a shallow search after the
reveal. The search counts nodes, never time, so a decision is reproducible.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.common.rng import Rng

from .aiconfig import SearchConfig
from .clone import clone, fork
from .equity import after_round, round_stakes
from .evaluate import round_chance
from .knowledge import Hand, belief, random_choice, redeal, world
from .moves import Move
from .play import resolve
from .rules import legal
from .state import State

INF = float("inf")


class OutOfNodes(Exception):
    """The node allowance ran out in the middle of a depth."""


@dataclass
class Search:
    """Alpha-beta inside one world, from `me`'s side, with a node allowance."""

    me: int
    win: float  # the game chance after this round won
    lose: float  # and lost
    limit: int
    nodes: int = 0

    def child(self, state: State, move: Move) -> State:
        self.nodes += 1
        if self.nodes > self.limit:
            raise OutOfNodes
        out = fork(state)
        resolve(out, out.turn, move, None)
        return out

    def value(self, state: State, depth: int, alpha: float, beta: float) -> float:
        """The position's value to `me`, `depth` plies deep."""
        if state.phase in ("exchange", "over"):  # the round has ended
            return after_round(state, self.me)
        if depth == 0:
            p = round_chance(state, self.me)
            return self.lose + p * (self.win - self.lose)
        maximize = state.turn == self.me
        best = -INF if maximize else INF
        for move in legal(state, state.turn):
            v = self.value(self.child(state, move), depth - 1, alpha, beta)
            if maximize:
                best = max(best, v)
                alpha = max(alpha, v)
            else:
                best = min(best, v)
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    def root(self, state: State, moves: list[Move], max_depth: int) -> list[float]:
        """Each root move's value at the deepest depth completed within the allowance."""
        values = [self.value(self.child(state, m), 0, -INF, INF) for m in moves]
        for depth in range(1, max_depth):
            try:
                values = [self.value(self.child(state, m), depth, -INF, INF) for m in moves]
            except OutOfNodes:
                break
        return values


def worlds(state: State, seat: int, count: int, rng: Rng) -> list[tuple[State, float]]:
    """Weighted worlds from the exact belief: all of them if they are few, else `count`
    hands by systematic sampling (the most likely first, one random offset)."""
    hands = sorted(belief(state, seat), key=lambda hp: (-hp[1], hp[0]))
    if len(hands) > count:
        picked: dict[Hand, float] = {}
        offset = rng.below(1 << 30) / (1 << 30)
        i, cumulative = 0, hands[0][1]
        for k in range(count):
            point = (k + offset) / count
            while cumulative < point and i + 1 < len(hands):
                i += 1
                cumulative += hands[i][1]
            picked[hands[i][0]] = picked.get(hands[i][0], 0.0) + 1 / count
        hands = list(picked.items())
    return [(world(state, seat, hand, rng), p) for hand, p in hands]


def best_move(state: State, seat: int, rng: Rng, cfg: SearchConfig) -> Move:
    """Strong's choice for `seat` (see the module doc)."""
    moves = legal(state, seat)
    if len(moves) == 1:
        return moves[0]
    if state.phase == "exchange":
        return _exchange(state, seat, moves, rng, cfg)
    sample = worlds(state, seat, cfg.worlds, rng)
    win, lose = round_stakes(state, seat)
    totals = [0.0] * len(moves)
    allowance = max(len(moves), cfg.nodes // len(sample))
    for w, p in sample:
        search = Search(seat, win, lose, allowance)
        for i, v in enumerate(search.root(w, moves, cfg.depth)):
            totals[i] += p * v
    return _best(moves, totals)


def _exchange(state: State, seat: int, moves: list[Move], rng: Rng, cfg: SearchConfig) -> Move:
    """Each exchange choice scored after the reveal, against random opponent choices."""
    win, lose = round_stakes(state, seat)
    opp = 1 - seat
    totals = [0.0] * len(moves)
    search = Search(seat, win, lose, cfg.nodes)
    for _ in range(cfg.exchange_worlds):
        w = redeal(state, seat, rng)
        if w.choices[opp] is None:
            w.choices[opp] = random_choice(w, opp, rng)
        try:
            values = [_after_reveal(search, w, seat, m, cfg.exchange_depth) for m in moves]
        except OutOfNodes:
            break
        totals = [t + v for t, v in zip(totals, values, strict=True)]
    return _best(moves, totals)


def _best(moves: list[Move], totals: list[float]) -> Move:
    """The move of the highest total (the first of those, on a tie)."""
    return moves[max(range(len(moves)), key=lambda i: (totals[i], -i))]


def _after_reveal(search: Search, w: State, seat: int, move: Move, depth: int) -> float:
    after = clone(w, history=False)
    resolve(after, seat, move, None)  # the last choice: the reveal
    return search.value(after, depth, -INF, INF)
