"""Whole games through simcord: every person's seat that decides takes its turn, clicking only
what its panel offers (a game's own `take_turn`), a minute passing between turns (computer
seats play after their delay, and the turn DMs keep their pace)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from tests.support.tables import Table

Turn = Callable[[Any], Awaitable[object]]  # a member plays its turn; something true if it did


async def play_out(table: Table, game_id: int, take_turn: Turn, limit: int = 3000) -> Any:
    """Turns until the game is over; the finished game."""
    for _ in range(limit):
        game = await table.game(game_id)
        if game.status != "playing":
            return game
        for seat in game.deciders():
            if not game.is_computer(seat):
                played = await take_turn(table.member_for(game, seat))
                assert played, f"seat {seat}'s panel offered nothing: {game.deciders()}"
        await table.env.advance_time(60)
    raise AssertionError("the game did not end")
