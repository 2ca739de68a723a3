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
    assert rules.outcome(game.state).winners
    moves = await table.service.store.moves(game_id)
    replayed = rules.replay(game.row.setup_json, [m.code for m in moves])
    assert rules.to_json(replayed) == rules.to_json(game.state)
    final = public_posts(table.channel)[-1]
    assert "Winner" in final.content or "Shared victory" in final.content
    print(f"two members: {len(moves)} moves in {time.perf_counter() - started:.1f} s")


async def test_three_members_and_a_computer_play_a_whole_game(table, rules):
    started = time.perf_counter()
    table.service.new_seed = lambda: 21
    await table.ann.slash(table.channel, "roundhouse new")
    for member in (table.bo, table.cy):
        await member.click(table.lobby_message(), label="Join")
    await add_computer(table.ann, table.lobby_message(), "Normal")
    await table.ann.click(table.lobby_message(), label="Start")
    game = await table.service.game_in(table.channel.id)
    assert len(game.seats) == 4 and game.is_computer(3) and game.seats[3].level == "normal"
    game = await play_out(table, game.id, seed=5)
    assert game.status == "finished" and game.state.game.over
    moves = await table.service.store.moves(game.id)
    assert {m.seat for m in moves if m.user_id is None} == {3}  # the computer played its seat
    assert {m.seat for m in moves if m.user_id is not None} == {0, 1, 2}
    print(
        f"three members and a computer: {len(moves)} moves in {time.perf_counter() - started:.1f} s"
    )
