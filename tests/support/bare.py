"""Bare tic-tac-toe: a game of the core protocol only (`bot.game.protocol.GameRules`), no
capability of `bot.game.capabilities`: no pictures, no seat picture, no score chart, no
decision picture, no End turn, no Undo, no computer players. Marking a square ends the turn.
The tests host it through the real bot to see that it offers nothing the game lacks.
"""

from __future__ import annotations

from dataclasses import replace

from bot.game.protocol import GameRules
from tests.support.tictactoe import DONE, TicTacToeCore, TicTacToeState


class BareTicTacToe(TicTacToeCore):
    """Tic-tac-toe whose turn is one decision: a mark, which ends it."""

    info = replace(TicTacToeCore.info, key="bare_tictactoe", name="Bare tic-tac-toe")

    def apply(self, state: TicTacToeState, code: str, seat: int | None = None) -> str:
        """A mark (the only move there is between turns), and the end of the turn."""
        marked = super().apply(state, code, seat)
        return f"{marked} {super().apply(state, DONE, seat)}"


BARE: GameRules[TicTacToeState] = BareTicTacToe()  # mypy checks the core protocol here
