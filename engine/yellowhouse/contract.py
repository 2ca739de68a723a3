"""The Yellow House as engine/common/contract.py's `Engine`: `ENGINE`, over this package's API.
A report's events are the `Event`'s facts, and its secrets the facts only one seat may see."""

from __future__ import annotations

from collections.abc import Sequence

from engine.common.contract import Engine, Report, Score, Setup

from .clone import clone
from .codec import from_json, to_json
from .content import KEYS
from .events import Fact
from .game import apply, is_over, legal_codes, new_game, pending_seats, scores, winners
from .gametype import GAME_TYPE
from .knowledge import redeal
from .players import choose
from .state import Options, State
from .views import PublicView, public_view, seat_view


class YellowHouseEngine:
    game_type = GAME_TYPE
    # the engine's own functions, as they are
    is_over = staticmethod(is_over)
    winners = staticmethod(winners)
    clone = staticmethod(clone)
    to_json = staticmethod(to_json)
    from_json = staticmethod(from_json)
    redeal = staticmethod(redeal)

    def new_game(
        self,
        names: Sequence[str],
        seed: int,
        options: Options | None = None,
        *,
        version: int | None = None,
    ) -> State:
        if version is not None:
            raise ValueError("The Yellow House has one rules version")
        return new_game(names, seed, options)

    def setup(self, state: State) -> Setup[Options]:
        s = state.setup
        return Setup(tuple(s.names), s.seed, s.options)

    def deciders(self, state: State) -> tuple[int, ...]:
        return pending_seats(state)

    def legal_codes(self, state: State, seat: int) -> list[str]:
        return [] if state.over else legal_codes(state, seat)

    def apply(self, state: State, code: str, seat: int | None = None) -> Report[Fact]:
        event = apply(state, code, seat)
        return Report(event.seat, event.code, event.facts, event.secrets)

    def view(self, state: State, seat: int | None) -> PublicView:
        return public_view(state) if seat is None else seat_view(state, seat)

    def choose(self, state: State, seat: int, level: str, seed: int) -> str:
        return choose(state, seat, level, seed)

    def scores(self, state: State) -> list[Score]:
        """The total is the rounds won; the categories, the reward cards by element."""
        return [Score(s.rounds, tuple((k, s.rewards[k]) for k in KEYS)) for s in scores(state)]


ENGINE: Engine[State, Options, Fact, PublicView] = YellowHouseEngine()  # mypy checks it here
