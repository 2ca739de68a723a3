"""Whole games of The Yellow House through discord.py under simcord: two members clicking only
what their panels offer; a member against a Strong computer."""

from __future__ import annotations

from tests.support.tables import add_computer, public_posts

from .play import play_out


async def test_two_members_play_a_whole_game(table, rules):
    game_id = await table.start(humans=(table.bo,), seed=11)
    game = await play_out(table, game_id, seed=3)
    assert game.status == "finished"
    assert rules.outcome(game.state).winners and game.state.game.over
    moves = await table.service.store.moves(game_id)
    replayed = rules.replay(game.row.setup_json, [m.code for m in moves])
    assert rules.to_json(replayed) == rules.to_json(game.state)
    final = public_posts(table.channel)[-1]
    assert "wins" in final.content + str([e.to_dict() for e in final.embeds])


async def test_a_member_plays_a_whole_game_against_a_strong_computer(table, rules):
    table.service.new_seed = lambda: 12
    await table.ann.slash(table.channel, "roundhouse new")
    await add_computer(table.ann, table.lobby_message(), "Strong")
    await table.ann.click(table.lobby_message(), label="Start")
    game = await table.service.game_in(table.channel.id)
    assert game.is_computer(1) and game.seats[1].level == "strong"
    game = await play_out(table, game.id, seed=4)
    assert game.status == "finished" and game.state.game.over
    moves = await table.service.store.moves(game.id)
    assert {m.seat for m in moves if m.user_id is None} == {1}  # the computer played its seat
    assert any(m.code == "end" for m in moves if m.seat == 1)  # and ended its turns
