"""Whole games of Castles through discord.py under simcord: members clicking only what their
panels offer (two members; three members with a computer player)."""

from __future__ import annotations

import time

from tests.support.tables import add_computer, public_posts

from .play import play_out


async def test_two_members_play_a_whole_game(table, rules):
    started = time.perf_counter()
    game_id = await table.start(humans=(table.bo,), seed=11)
    game = await play_out(table, game_id, seed=3)
    assert game.status == "finished" and game.state.game.over
    assert rules.winners(game.state)
    moves = await table.service.store.moves(game_id)
    replayed = rules.replay(game.row.setup_json, [m.code for m in moves])
    assert rules.to_json(replayed) == rules.to_json(game.state)
    final = public_posts(table.channel)[-1]
    assert "Winner" in final.content or "Shared victory" in final.content
    print(f"two members: {len(moves)} moves in {time.perf_counter() - started:.1f} s")
