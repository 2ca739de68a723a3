"""Whole games of Sealed Bids, the fourth game, through discord.py under simcord, hosted by the
production catalogue plus one line: three members bidding only what their panels offer; a
member against a computer player."""

from __future__ import annotations

import games
from tests.support.tables import add_computer, buttons, public_posts

from .hosting import GAMES, KEY
from .play import play_out


async def test_the_catalogue_is_production_plus_one_line(table):
    await table.ann.slash(table.channel, "roundhouse new", game=KEY)
    assert table.env.bot.games.keys() == [*games.GAMES] == [*GAMES]
    assert GAMES[:-1] == ("roundhouse", "yellowhouse", "castles")


async def test_three_members_play_a_whole_game(table, rules):
    table.service.new_seed = lambda: 11
    game = await table.start(humans=(table.bo, table.cy), game=KEY)
    assert game.rules.info.key == KEY and len(game.seats) == 3
    game = await play_out(table, game.id, seed=3)
    assert game.status == "finished" and rules.outcome(game.state).winners
    moves = await table.service.store.moves(game.id)
    replayed = rules.replay(game.row.setup_json, [m.code for m in moves])
    assert rules.to_json(replayed) == rules.to_json(game.state)
    assert all(not h for h in game.state.hands)  # every card was bid
    final = public_posts(table.channel)[-1]
    text = final.content + str([e.to_dict() for e in final.embeds])
    assert ("Winner" in text or "Shared victory" in text) and final.attachments


async def test_a_member_plays_a_whole_game_against_a_computer(table, rules):
    table.service.new_seed = lambda: 12
    await table.ann.slash(table.channel, "roundhouse new", game=KEY)
    lobby = next(p for p in public_posts(table.channel) if "Join" in buttons(p))
    await add_computer(table.ann, lobby, "Normal")
    await table.ann.click(lobby, label="Start")
    game = await table.service.game_in(table.channel.id)
    assert game.is_computer(1) and game.seats[1].level == "normal"
    game = await play_out(table, game.id, seed=4)
    assert game.status == "finished"
    moves = await table.service.store.moves(game.id)
    assert {m.seat for m in moves if m.user_id is None} == {1}
