"""Round House as engine/common/contract.py's `Engine`: `ENGINE`, over this package's API.

Round House has no typed events: its `apply` words a log line or, without words, reports
nothing. The contract takes the words-free path, so its reports' events are always empty (a
`Report[Never]`); the bot still words its lines through the adapter. All of the game is open but
the face-down stacks' order, so a view is the state with what nobody sees drawn by a fixed
generator (determinize.py): the same for every seat.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Never

from engine.common.contract import Engine, Report, Score, Setup
from engine.common.rng import Rng

from .clone import clone
from .codec import from_json, to_json
from .determinize import determinize
from .game import apply, current_player, is_over, legal_codes
from .gametype import GAME_TYPE
from .players import player
from .scoring import CATEGORIES, score_breakdown, winners
from .setup import new_game
from .state import GameState, Options

VIEW_SEED = 0  # the fixed generator of `view`'s draw of what nobody sees


class RoundHouseEngine:
    game_type = GAME_TYPE
    # the engine's own functions, as they are
    is_over = staticmethod(is_over)
    winners = staticmethod(winners)
    clone = staticmethod(clone)
    to_json = staticmethod(to_json)
    from_json = staticmethod(from_json)

    def new_game(
        self,
        names: Sequence[str],
        seed: int,
        options: Options | None = None,
        *,
        version: int | None = None,
    ) -> GameState:
        return new_game(list(names), seed, options, rules=version)

    def setup(self, state: GameState) -> Setup[Options]:
        s = state.setup
        return Setup(tuple(s.names), s.seed, s.options, s.rules)

    def deciders(self, state: GameState) -> tuple[int, ...]:
        seat = current_player(state)
        return () if seat is None else (seat,)

    def legal_codes(self, state: GameState, seat: int) -> list[str]:
        return legal_codes(state) if seat == current_player(state) else []

    def apply(self, state: GameState, code: str, seat: int | None = None) -> Report[Never]:
        mover = state.turn.seat
        apply(state, code, seat)
        return Report(mover, code)

    def view(self, state: GameState, seat: int | None) -> GameState:
        return determinize(state, Rng(VIEW_SEED))

    def redeal(self, state: GameState, seat: int, rng: Rng) -> GameState:
        return determinize(state, rng)

    def choose(self, state: GameState, seat: int, level: str, seed: int) -> str:
        if seat != current_player(state):
            raise ValueError(f"seat {seat} has no decision to make")
        return player(level)(state, seed)

    def scores(self, state: GameState) -> list[Score]:
        return [
            Score(row["total"], tuple((k, row[k]) for k in CATEGORIES))
            for row in score_breakdown(state)
        ]


ENGINE: Engine[GameState, Options, Never, GameState] = RoundHouseEngine()  # mypy checks it here
