"""Castles of Mad King Ludwig as engine/common/contract.py's `Engine`: `ENGINE`, over this
package's API. A report's events are events.py's, some marked secret (`events.public` blanks
them for other seats); a view is views.py's dictionary."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.common.contract import Engine, Report, Score, Setup

from .clone import clone
from .codec import from_json, to_json
from .computer import choose
from .events import Event
from .game import apply, current_player, is_over, legal_codes
from .gametype import GAME_TYPE
from .results import scores, winners
from .setup import new_game
from .state import GameState, Options
from .views import public_view, redeal, seat_view


class CastlesEngine:
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
    ) -> GameState:
        if version is not None:
            raise ValueError("Castles has one rules version")
        return new_game(names, seed, options)

    def setup(self, state: GameState) -> Setup[Options]:
        s = state.setup
        return Setup(tuple(s.names), s.seed, s.options)

    def deciders(self, state: GameState) -> tuple[int, ...]:
        seat = current_player(state)
        return () if seat is None else (seat,)

    def legal_codes(self, state: GameState, seat: int) -> list[str]:
        return legal_codes(state) if seat == current_player(state) else []

    def apply(self, state: GameState, code: str, seat: int | None = None) -> Report[Event]:
        report = apply(state, code, seat)
        return Report(report.seat, code, report.events)

    def view(self, state: GameState, seat: int | None) -> dict[str, Any]:
        return public_view(state) if seat is None else seat_view(state, seat)

    def choose(self, state: GameState, seat: int, level: str, seed: int) -> str:
        if seat != current_player(state):
            raise ValueError(f"seat {seat} has no decision to make")
        return choose(state, level, seed)

    def scores(self, state: GameState) -> list[Score]:
        return [Score(s.total, s.categories) for s in scores(state)]


ENGINE: Engine[GameState, Options, Event, dict[str, Any]] = CastlesEngine()  # mypy checks it
