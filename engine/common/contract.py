"""The one contract every game's rules engine satisfies, knowing no game (OpenSpiel's `Game` and
`GameType` are the model): a `GameType` record of what the game is, and the `Engine` protocol
of what it does, with words nowhere in it. Each engine exposes one object satisfying it as
`ENGINE` (engine/<game>/contract.py, checked by mypy there); `replay` is written once here, on
top of the protocol (and cli/headless.py's headless game too).

    ENGINE.game_type                       # GameType: seats, levels, hidden parts, undo
    state = ENGINE.new_game(names, seed, options, version=None)
    ENGINE.deciders(state) -> (seat, ...)  # who must decide now; () once over
    ENGINE.legal_codes(state, seat)        # that seat's legal move codes ([] if none)
    report = ENGINE.apply(state, code, seat)   # Report: seat, code, the engine's typed events
    ENGINE.view(state, seat)               # what `seat` may see (None: anyone)
    ENGINE.redeal(state, seat, rng)        # what `seat` cannot see, drawn anew
    ENGINE.choose(state, seat, level, seed)    # a computer player's code
    ENGINE.is_over, scores, winners, setup, clone, to_json, from_json
    replay(ENGINE, setup, codes)           # setup + codes -> the identical state
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from .rng import Rng

S = TypeVar("S")  # the engine's state
P = TypeVar("P")  # the engine's setup options
E_co = TypeVar("E_co", covariant=True)  # the engine's typed events
V_co = TypeVar("V_co", covariant=True)  # the engine's view of a state
E = TypeVar("E")
V = TypeVar("V")


@dataclass(frozen=True, slots=True)
class GameType:
    """What a game is, before any game of it is set up (OpenSpiel's `GameType`). The one place
    an engine states its seat range: its setup and its adapter read it."""

    key: str  # the game's key in the registry (games.GAMES)
    min_seats: int
    max_seats: int
    default_seats: int  # what a headless game is played with unless told
    levels: tuple[str, ...]  # computer players' levels, easiest first
    categories: tuple[str, ...]  # the score categories besides the total, in order
    simultaneous: bool  # several seats may have to decide at once
    hidden: tuple[str, ...]  # what some seat cannot see (empty: perfect information)
    undo: bool  # "undo" is a move code (while the engine allows it)
    # The levels a person is offered, easiest first (None: all of `levels`; the others serve
    # tests and benchmarks), and the one proposed first (None: the middle one offered).
    offered: tuple[str, ...] | None = None
    default_level: str | None = None

    def __post_init__(self) -> None:
        if not 1 <= self.min_seats <= self.default_seats <= self.max_seats:
            raise ValueError(f"{self.key}: bad seat range")
        if not self.levels:
            raise ValueError(f"{self.key}: no computer level")
        if not set(self.offered_levels()) <= set(self.levels) or not self.offered_levels():
            raise ValueError(f"{self.key}: an offered level it does not have")
        if self.proposed_level() not in self.offered_levels():
            raise ValueError(f"{self.key}: a default level it does not offer")

    def offered_levels(self) -> tuple[str, ...]:
        """The levels a person is offered, easiest first."""
        return self.levels if self.offered is None else self.offered

    def proposed_level(self) -> str:
        """The level proposed first (a lobby's, a missed deadline's takeover)."""
        offered = self.offered_levels()
        return offered[len(offered) // 2] if self.default_level is None else self.default_level

    def seats(self) -> range:
        """Every seat count the game takes."""
        return range(self.min_seats, self.max_seats + 1)


@dataclass(frozen=True, slots=True)
class Setup(Generic[P]):
    """Everything `replay` needs besides the move codes."""

    names: tuple[str, ...]
    seed: int
    options: P | None = None  # the engine's own options (None: its defaults)
    version: int | None = None  # the rules version, for an engine that keeps several


@dataclass(frozen=True, slots=True)
class Report(Generic[E_co]):
    """What `apply` did: the seat that moved, the code played and the engine's own typed events,
    in order. An engine may mark some events secret (Castles does, with `public` to blank them);
    `secrets` are events only their seat may see (The Yellow House's own exchange choices)."""

    seat: int
    code: str
    events: tuple[E_co, ...] = ()
    secrets: tuple[tuple[int, E_co], ...] = ()


@dataclass(frozen=True, slots=True)
class Score:
    """A seat's total and its categories (`GameType.categories`, in that order)."""

    total: int
    categories: tuple[tuple[str, int], ...]

    def row(self) -> dict[str, int]:
        """{"total": ..., category: points, ...}."""
        return {"total": self.total, **dict(self.categories)}


class Engine(Protocol[S, P, E_co, V_co]):
    """A game's pure rules (S: its state, P: its options, E_co: its events, V_co: its views).
    Bad input raises engine.common.errors' EngineError kinds and leaves the state unchanged."""

    @property
    def game_type(self) -> GameType: ...

    def new_game(
        self,
        names: Sequence[str],
        seed: int,
        options: P | None = None,
        *,
        version: int | None = None,
    ) -> S:
        """A new game, seats in the order of `names`; `version`: the rules version (None: the
        newest); the same arguments give the same game."""
        ...

    def setup(self, state: S) -> Setup[P]: ...

    def deciders(self, state: S) -> tuple[int, ...]:
        """The seats that must decide now, in order; () once the game is over."""
        ...

    def legal_codes(self, state: S, seat: int) -> list[str]:
        """The codes `seat` may play now ([] when it has nothing to decide); "undo" is never
        one of them."""
        ...

    def apply(self, state: S, code: str, seat: int | None = None) -> Report[E_co]:
        """Play `code` (for `seat`, checked, when given) and report what happened."""
        ...

    def view(self, state: S, seat: int | None) -> V_co:
        """What `seat` (None: anyone) may see: it changes with nothing hidden from `seat`."""
        ...

    def redeal(self, state: S, seat: int, rng: Rng) -> S:
        """A state `seat` cannot tell from `state`: what it cannot see drawn anew from `rng`."""
        ...

    def choose(self, state: S, seat: int, level: str, seed: int) -> str:
        """The code the computer player of `level` (one of `game_type.levels`) plays for
        `seat`, deterministic given the state and `seed`; ValueError when `seat` has nothing
        to decide or the level is unknown."""
        ...

    def is_over(self, state: S) -> bool: ...

    def scores(self, state: S) -> list[Score]:
        """Each seat's score, everything counted (what the end of the game shows)."""
        ...

    def winners(self, state: S) -> list[int]: ...

    def clone(self, state: S) -> S: ...

    def to_json(self, state: S) -> str: ...

    def from_json(self, text: str) -> S: ...


def replay(engine: Engine[S, P, E, V], setup: Setup[P], codes: Sequence[str]) -> S:
    """Set up and apply `codes` in order ("undo" included): the identical state."""
    state = engine.new_game(setup.names, setup.seed, setup.options, version=setup.version)
    for code in codes:
        engine.apply(state, code)
    return state
