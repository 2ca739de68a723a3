"""The strong player's search: whole-turn plans, then random playouts to the game's end.

1. **Own turn.** In a determinization (engine/roundhouse/determinize.py) of what the seat can see,
   every line of decisions to the end of this seat's turn is a path in a tree. Each child of a node
   is first finished greedily (always the child the evaluation likes best); the node's
   remaining budget then goes, halving, to its children in the order of those estimates,
   which are searched the same way. A node's value is the best end-of-turn position found
   under it (engine/roundhouse/evaluate.py `relative`).
2. **Playouts.** The best few first moves (`candidates`) are each played on from their best
   end-of-turn position to the end of the game with random moves, each playout in a fresh
   determinization, taking turns until the playout budget is spent. The candidate with the
   best mean final margin (own final score minus the best other's) is played. Optionally
   (`replies`) the opponents' greedy replies score the candidates as well.

All work is counted in engine steps, so a decision is deterministic for the player's own
generator unless a clock is given.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.common.rng import Rng

from .aiconfig import ai_config
from .clone import clone
from .content import for_game
from .determinize import determinize
from .evaluate import Weights, exact_score, phase, relative, seat_value
from .game import apply, legal_codes
from .state import GameState

MIN_SHARE = 12  # a smaller budget than this is not worth a search of its own
PENDING = ("helper", "tm", "basic")  # pending gains the evaluation credits before they land


class Node:
    """One position in the own-turn tree, reached from its parent by `code`."""

    __slots__ = ("code", "kids", "known", "leaf", "quick", "state", "value")

    def __init__(self, state: GameState, code: str, quick: float) -> None:
        self.state = state
        self.code = code
        self.quick = quick  # static evaluation (ordering only)
        self.kids: list[Node] | None = None
        self.known = False  # whether `value` and `leaf` are set (by `greedy` or `search`)
        self.value = quick  # best end-of-turn value found below
        self.leaf = state  # the end-of-turn position with that value

    def take(self, value: float, leaf: GameState) -> None:
        self.value, self.leaf, self.known = value, leaf, True


@dataclass
class Effort:
    """Engine steps used, and an optional wall-clock stop shared by every search of a move."""

    steps: int = 0
    clock: Callable[[], float] | None = None
    deadline: float = float("inf")

    def late(self) -> bool:
        return self.clock is not None and self.clock() >= self.deadline


def distinct_options(state: GameState, codes: list[str]) -> list[str]:
    """Drop helper options that are the same as an earlier one (two empty chairs of a room)."""
    per = for_game(state).house.chairs_per_room
    out, seen = [], set()
    for code in codes:
        kind, _, where = code.partition(".")
        if kind in ("h", "ph") and where != "skip":
            room = int(where) // per
            if (kind, room) in seen:
                continue
            seen.add((kind, room))
        out.append(code)
    return out


class TurnSearch:
    """Searches the rest of `seat`'s turn in one determinized world."""

    def __init__(self, seat: int, weights: Weights, effort: Effort) -> None:
        self.seat = seat
        self.w = weights
        self.effort = effort
        self.others = 0.0

    def done(self, state: GameState) -> bool:
        return state.over or state.turn.seat != self.seat

    def score(self, state: GameState) -> float:
        """Static value: exact at the end of the turn, with pending gains credited before."""
        if self.done(state):
            return relative(state, self.seat, self.w)
        value = seat_value(state, self.seat, self.w) - self.w.opponent * self.others
        pending = sum(1 for d in state.turn.stack if d.kind in PENDING)
        if pending and state.players[self.seat].supply:
            value += pending * self.w.town * phase(state, self.seat, self.w)
        return value

    def root(self, state: GameState) -> Node:
        others = [seat_value(state, s, self.w) for s in range(len(state.players)) if s != self.seat]
        self.others = max(others) if others else 0.0
        return Node(state, "", 0.0)

    def expand(self, node: Node) -> list[Node]:
        if node.kids is None:
            kids = []
            for code in distinct_options(node.state, legal_codes(node.state)):
                child = clone(node.state)
                apply(child, code)
                self.effort.steps += 1
                kids.append(Node(child, code, self.score(child)))
            kids.sort(key=lambda k: -k.quick)  # stable: ties keep the engine's order
            node.kids = kids
        return node.kids

    def greedy(self, node: Node) -> float:
        """Finish the turn always taking the best-looking child; remember the result."""
        if not node.known:
            if self.done(node.state):
                node.take(node.quick, node.state)
            else:
                best = self.expand(node)[0]
                self.greedy(best)
                node.take(best.value, best.leaf)
        return node.value

    def search(self, node: Node, budget: float) -> float:
        """Best end-of-turn value under `node` within about `budget` engine steps."""
        if self.done(node.state):
            return self.greedy(node)
        start = self.effort.steps
        kids = self.expand(node)
        for kid in kids:
            self.greedy(kid)
        kids = sorted(kids, key=lambda k: -k.value)
        share = (budget - (self.effort.steps - start)) / 2
        for kid in kids:
            if share < MIN_SHARE or self.effort.late():
                break
            self.search(kid, share)
            share /= 2
        best = max(kids, key=lambda k: k.value)
        node.take(best.value, best.leaf)
        return node.value


def reply_value(
    leaf: GameState, seat: int, weights: Weights, effort: Effort, rounds: int = 1
) -> float:
    """From `leaf` (the end of `seat`'s turn) every seat plays its turns greedily, by the same
    evaluation from its own seat, until `seat`'s turn has come round `rounds` times (the last
    one not played) or the game is over; score that position for `seat`."""
    state = leaf
    for turn in range(rounds):
        if turn:
            state = _greedy_turn(state, weights, effort)  # seat's own next turn
        while not state.over and state.turn.seat != seat:
            state = _greedy_turn(state, weights, effort)
    return relative(state, seat, weights)


def _greedy_turn(state: GameState, weights: Weights, effort: Effort) -> GameState:
    if state.over:
        return state
    player = TurnSearch(state.turn.seat, weights, effort)
    node = player.root(state)
    player.greedy(node)
    return node.leaf


def playout_margin(leaf: GameState, seat: int, rng: Rng, effort: Effort) -> float:
    """Random moves from `leaf` (resampled) to the game's end: `seat`'s final margin over the
    best other seat."""
    world = determinize(leaf, rng)
    effort.steps += 1  # the determinization (and a playout from a finished game still counts)
    while not world.over:
        codes = legal_codes(world)
        apply(world, codes[rng.below(len(codes))])
        effort.steps += 1
    totals = [exact_score(world, s) for s in range(len(world.players))]
    return totals[seat] - max(t for s, t in enumerate(totals) if s != seat)


def _configured(name: str) -> Any:
    """A budget field whose default is engine/roundhouse/data/ai.toml's `[budget]` entry."""
    return field(default_factory=lambda: getattr(ai_config().budget, name))


@dataclass(frozen=True)
class Budget:
    """How much one decision may think, in engine steps (one clone and apply, or one random
    move), so that a search is deterministic; `clock` and `seconds` add a wall-clock cap. The
    defaults are engine/roundhouse/data/ai.toml's `[budget]`."""

    nodes: int = _configured("nodes")  # own-turn search, per determinization
    candidates: int = _configured("candidates")  # best first moves scored past the turn
    playout_steps: int = _configured("playout_steps")  # random playouts, shared by candidates
    samples: int = _configured("samples")  # determinizations of the own-turn search
    replies: bool = _configured("replies")  # also score candidates by opponents' greedy replies
    rounds: int = _configured("rounds")  # how far the replies go: 1 = until this seat's next turn
    seconds: float | None = None
    clock: Callable[[], float] | None = None


def choose(state: GameState, rng: Rng, weights: Weights, budget: Budget) -> str:
    """The strong player's move for the current decision (`rng` is the player's own)."""
    codes = legal_codes(state)
    if len(codes) == 1:
        return codes[0]
    seat = state.turn.seat
    effort = Effort(clock=budget.clock)
    if budget.clock is not None and budget.seconds is not None:
        effort.deadline = budget.clock() + budget.seconds
    roots = []
    totals: dict[str, float] = {}
    for _ in range(max(1, budget.samples)):
        search = TurnSearch(seat, weights, effort)
        root = search.root(determinize(state, rng))
        search.search(root, budget.nodes)
        roots.append(root)
        for kid in root.kids or []:
            totals[kid.code] = totals.get(kid.code, 0.0) + kid.value
    ranked = sorted(totals, key=lambda code: -totals[code])  # stable: ties keep engine order
    leaves = {
        code: [kid.leaf for root in roots for kid in root.kids or [] if kid.code == code]
        for code in ranked[: max(1, budget.candidates)]
    }
    if len(leaves) == 1 or (budget.playout_steps <= 0 and not budget.replies):
        return ranked[0]
    scores = dict.fromkeys(leaves, 0.0)
    if budget.replies:
        for code, found in leaves.items():
            scores[code] += sum(
                reply_value(leaf, seat, weights, effort, budget.rounds) for leaf in found
            ) / len(found)
    if budget.playout_steps > 0:
        for code, margin in playouts(leaves, seat, rng, effort, budget.playout_steps).items():
            scores[code] += margin
    return max(scores, key=lambda code: scores[code])


def playouts(
    leaves: dict[str, list[GameState]], seat: int, rng: Rng, effort: Effort, steps: int
) -> dict[str, float]:
    """Mean final margin of each candidate over random playouts, one candidate after another
    until `steps` engine steps are spent (every candidate gets at least one)."""
    sums = dict.fromkeys(leaves, 0.0)
    runs = dict.fromkeys(leaves, 0)
    start = effort.steps
    while min(runs.values()) == 0 or (effort.steps - start < steps and not effort.late()):
        for code, found in leaves.items():
            leaf = found[runs[code] % len(found)]
            sums[code] += playout_margin(leaf, seat, rng, effort)
            runs[code] += 1
    return {code: sums[code] / runs[code] for code in leaves}
