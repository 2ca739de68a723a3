"""One bot, two games, one with secrets (issue 20, "Done when"): Round House and secret
tic-tac-toe (a secret per seat and a simultaneous opening call, tests/support/secretgame.py)
hosted at the same time in two channels of one server over one database; a restart between the
two secret calls loses neither, and the old buttons of both games work after it."""

from __future__ import annotations

from typing import Any

import pytest

from bot.app import create_bot
from bot.game.catalogue import Catalogue
from games.roundhouse import ROUND_HOUSE
from tests.support.secretgame import SECRET_TIC_TAC_TOE
from tests.support.tables import buttons, is_lobby, public_posts, restart_bot

GAMES = Catalogue(ROUND_HOUSE, SECRET_TIC_TAC_TOE)


@pytest.fixture
def simcord_bot(settings, store):
    return create_bot(settings, store=store, games=GAMES)


def last_with(channel: Any, label: str) -> Any:
    """The channel's latest public post with a button labelled `label`."""
    return next(p for p in reversed(public_posts(channel)) if label in buttons(p))


def lobby_in(channel: Any) -> Any:
    return next(m for m in reversed(public_posts(channel)) if is_lobby(m))


async def started(table, channel: Any, joiner: Any, **options: Any) -> int:
    """ann opens a lobby in `channel`, `joiner` joins, ann starts; the game's id."""
    await table.ann.slash(channel, "roundhouse new", **options)
    await joiner.click(lobby_in(channel), label="Join")
    await table.ann.click(lobby_in(channel), label="Start")
    game = await table.service.game_in(channel.id)
    assert game is not None and game.status == "playing"
    return game.id


async def test_round_house_and_a_secret_game_share_a_bot_and_survive_a_restart(
    table, settings, db_path
):
    table.service.new_seed = lambda: 5
    secret_channel = table.guild.create_text_channel("secret")
    house = await started(table, table.channel, table.bo)
    secret = await started(table, secret_channel, table.cy, game="secret_tictactoe")
    assert (await table.game(secret)).deciders() == (0, 1)  # both call at once

    call_post = last_with(secret_channel, "Take my turn")
    ann_panel = (await table.ann.click(call_post, label="Take my turn")).response
    assert (await table.ann.click(ann_panel, label="Call 3")).response.ephemeral
    cy_panel = (await table.cy.click(call_post, label="Take my turn")).response
    assert "called 3" not in cy_panel.content  # cy sees that ann chose, never what
    house_post = last_with(table.channel, "Take my turn")
    public_before = [p.content for p in public_posts(secret_channel)]

    new_store = await restart_bot(table, settings, db_path)  # the same catalogue, a new process
    try:
        await table.cy.click(cy_panel, label="Call 2")  # the panel from before the restart
        moves = [m.code for m in await table.service.store.moves(secret)]
        assert moves == ["c0-3", "c1-2"]  # neither call lost
        assert all("called 3" not in text for text in public_before)  # hidden until both
        revealed = public_posts(secret_channel)[-1].embeds[0].description
        assert "ann called 3 and cy called 2" in revealed
        house_member = next(m for m in (table.ann, table.bo) if f"<@{m.id}>" in house_post.content)
        again = await house_member.click(house_post, label="Take my turn")  # the old post
        assert again.response.ephemeral and "Round House #" in again.response.content
        rows = {row.id: row.game for row in await table.service.store.games()}
        assert rows == {house: "roundhouse", secret: "secret_tictactoe"}
    finally:
        await table.env.bot.close()
        await new_store.close()
