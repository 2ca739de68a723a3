"""Issue 10, point 6: a click naming a game counts only in that game's server, or in the DM of
one of its players; a custom id's numbers never overflow."""

from __future__ import annotations

import pytest

from bot.interface.dm_items import snooze_id
from bot.posts import ids
from tests.support.tables import private_answer

KINDS = {
    "lobby join": lambda game, version: ids.lobby(game, "join"),
    "lobby start": lambda game, version: ids.lobby(game, "start"),
    "board": lambda game, version: ids.board(game),
    "my board": lambda game, version: ids.me(game),
    "turn": lambda game, version: ids.turn(game, version),
    "move": lambda game, version: ids.move(game, version, "a.1"),
    "select": lambda game, version: ids.select(game, version),
    "undo": lambda game, version: ids.undo(game, version),
    "snooze": lambda game, version: snooze_id(game, 2),
}


async def game_elsewhere(table, *, start: bool):
    """A game in a second server, hosted by eve (with a computer seat, started if asked);
    eve's member handle and the game."""
    other = table.env.create_guild()
    channel = other.create_text_channel("b-games")
    eve = other.add_member(table.env.create_user("eve"))
    await eve.slash(channel, "roundhouse new")
    game = await table.service.game_in(channel.id)
    if start:
        await table.service.add_computer(game.id, eve.id)
        game = await table.service.start(game.id, eve.id, seed=5)
    return eve, game


def answer(result) -> str:
    """The one ephemeral answer of a refused click (a reply or, after a defer, a followup)."""
    messages = ([result.response] if result.response else []) + result.followups
    (only,) = [m for m in messages if m.ephemeral and m.content != "forged"]
    return only.content


@pytest.mark.parametrize("kind", list(KINDS))
async def test_a_click_from_another_server_is_refused(table, kind):
    _, game = await game_elsewhere(table, start=kind not in ("lobby join", "lobby start"))
    before = await table.service.load(game.id)
    forged = await table.forged(table.channel, KINDS[kind](game.id, game.version))
    result = await table.cy.click(forged, label="forged")
    assert "belongs to a game on another server" in answer(result)
    after = await table.service.load(game.id)
    assert (after.seats, after.status, after.version) == (before.seats, before.status, 0)


async def test_a_forged_join_no_longer_seats_anyone_elsewhere(table):
    eve, game = await game_elsewhere(table, start=False)
    forged = await table.forged(table.channel, ids.lobby(game.id, "join"))
    await table.bo.click(forged, label="forged")
    assert [s.user_id for s in (await table.service.load(game.id)).seats] == [eve.id]


async def test_a_seated_player_may_click_from_their_dm_and_nobody_else(table):
    eve, game = await game_elsewhere(table, start=True)
    mine = await table.forged(eve, ids.board(game.id))
    shown = await eve.user.click(mine, label="forged")
    assert shown.response.attachments[0].filename == f"board-{game.id}-0.png"
    stranger = await table.forged(table.cy, ids.board(game.id))
    refused = await table.cy.user.click(stranger, label="forged")
    assert "Only the game's players" in answer(refused)


@pytest.mark.parametrize(
    "custom_id",
    [
        "rh:b:" + "9" * 60,
        "rh:l:" + "1" * 60 + ":join",
        "rh:m:1:" + "9" * 60 + ":a.1",
        "rh:t:9223372036854775808:0",  # one past the largest integer SQLite stores
        "rh:pg:games:" + "9" * 60 + ":n",
    ],
)
async def test_an_overlong_number_gets_a_clear_answer(table, custom_id):
    await table.start(humans=(table.bo,))
    result = await table.bo.click(await table.forged(table.channel, custom_id), label="forged")
    assert "This button is not one of mine" in answer(result)
    assert not table.env.errors


def test_number_reads_what_the_database_holds_and_nothing_more():
    assert ids.number("9223372036854775807") == 2**63 - 1
    for bad in ("9223372036854775808", "9" * 60, "", "١٢", "-1"):
        with pytest.raises(ids.BadId):
            ids.number(bad)


def untouched(table, message) -> bool:
    """Whether a public message still reads as it was posted (the forged one: "forged")."""
    (now,) = [m for m in table.channel.history() if m.id == message.id]
    return now.content == "forged" and list(table.buttons(now)) == ["forged"]


PANEL_CLICKS = {
    "a move": lambda game, code: ids.move(game.id, game.version, code),
    "a stale move": lambda game, code: ids.move(game.id, game.version + 3, code),
    "undo": lambda game, code: ids.undo(game.id, game.version),
    "a list's page": lambda game, code: ids.page("games", 1, "n"),
}


@pytest.mark.parametrize("kind", list(PANEL_CLICKS))
async def test_a_panel_click_on_a_public_post_is_answered_privately(table, kind):
    """Issue 19, point 4: a panel's button forged onto a public post (Discord's own check
    bypassed) never turns that post into the clicker's panel: the answer is a new private
    message, and the post stays as it was."""
    game = await table.game(await table.start(humans=(table.bo,)))
    member = table.member_for(game, game.current_seat())
    code = table.service.games.default.legal_moves(game.state)[0].code
    forged = await table.forged(table.channel, PANEL_CLICKS[kind](game, code))
    result = await member.click(forged, label="forged")
    assert untouched(table, forged)
    answer = private_answer(result)
    assert answer.id != forged.id and answer.content
    assert (await table.game(game.id)).version == (1 if kind == "a move" else 0)
    assert not table.env.errors
