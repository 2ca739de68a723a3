"""A game of the core protocol only (tests/support/bare.py: no pictures, no seat picture, no
score chart, no decision picture, no End turn, no Undo, no computer players) hosted through
the real bot under simcord: it offers nothing the game lacks, and logs no error for it
(`bot.game.capabilities`)."""

from __future__ import annotations

import logging

import pytest

from bot.app import create_bot
from bot.game.catalogue import Catalogue
from bot.posts import ids
from tests.support.bare import BARE
from tests.support.tables import buttons, private_answer


@pytest.fixture
def simcord_bot(settings, store):
    return create_bot(settings, store=store, games=Catalogue(BARE))


@pytest.fixture(autouse=True)
def errors(caplog: pytest.LogCaptureFixture):
    """Every test here ends with no ERROR logged."""
    caplog.set_level(logging.INFO)
    yield
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []


async def deciding(table, game_id: int):
    game = await table.game(game_id)
    return table.member_for(game, game.current_seat())


async def test_without_computer_players_a_lobby_offers_none(table):
    await table.ann.slash(table.channel, "roundhouse new")
    assert list(buttons(table.lobby_message())) == ["Join", "Leave", "Start"]
    game = await table.service.game_in(table.channel.id)
    forged = await table.forged(table.channel, ids.lobby(game.id, "cpu"))  # an old button
    refused = await table.ann.click(forged, label="forged")
    assert private_answer(refused).content == "Bare tic-tac-toe has no computer players."
    assert len((await table.game(game.id)).seats) == 1


async def test_without_pictures_a_turn_post_has_no_picture_and_no_show_board(table):
    await table.start(humans=(table.bo,))
    post = table.last_post()
    assert post.attachments == [] and post.embeds[0].image.url is None
    assert "picture" not in post.content  # not "(the picture failed)"
    assert list(buttons(post)) == ["Take my turn"]
    board = await table.ann.slash(table.channel, "roundhouse board")
    assert board.response.content == (
        "Bare tic-tac-toe draws no board: `status` tells where everyone stands."
    )


async def test_without_undo_or_seat_picture_the_panel_offers_only_the_moves(table):
    game_id = await table.start(humans=(table.bo,))
    panel = await table.open_panel(await deciding(table, game_id))
    assert list(buttons(panel)) == [f"Mark {c}{r}" for r in "123" for c in "abc"]
    assert "Undo" not in panel.content and panel.attachments == []  # no decision picture
    me = await table.bo.slash(table.channel, "roundhouse me")
    assert me.response.content == (  # not "see the board": it draws none
        "Bare tic-tac-toe draws no picture of what a player holds: `status` tells where everyone"
        " stands."
    )


async def test_without_end_turn_a_mark_ends_the_turn(table):
    game_id = await table.start(humans=(table.bo,))
    member = await deciding(table, game_id)
    panel = await table.open_panel(member)
    await member.click(panel, label="Mark b2")
    game = await table.game(game_id)
    assert table.member_for(game, game.current_seat()) is not member
    post = table.last_post()
    assert "marked b2 with X. " in post.embeds[0].description
    assert list(buttons(post)) == ["Take my turn"]


async def test_without_a_score_chart_a_finished_game_posts_its_result_alone(table):
    game_id = await table.start(humans=(table.bo,))
    for square in ("a1", "a2", "b1", "b2", "c1"):  # X takes the first row
        member = await deciding(table, game_id)
        panel = await table.open_panel(member)
        await member.click(panel, label=f"Mark {square}")
    assert (await table.game(game_id)).status == "finished"
    final = table.public_posts(table.channel)
    assert all(post.attachments == [] for post in final)
    assert not any("score chart" in (e.title or "") for p in final for e in p.embeds)
