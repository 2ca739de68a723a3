"""A complete game of two members and two computer seats, counted (issue 9's figures)."""

from __future__ import annotations

from tests.support.flow import play_counted


async def test_a_complete_game_counted(table):
    count, game_id = await play_counted(table)
    print("\n" + count.report())
