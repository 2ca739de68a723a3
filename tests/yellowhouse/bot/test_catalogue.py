"""The Yellow House in the bot's own catalogue (`games.catalogue()`, what `roundhouse bot`
hosts): a lobby of it opened by `new game:` beside Round House's default, with its own seats,
option and levels, and started."""

from __future__ import annotations

import pytest

from bot.app import create_bot
from games import GAMES, catalogue
from tests.support.tables import PlayTable, is_lobby, public_posts


@pytest.fixture
def simcord_bot(settings, store):
    return create_bot(settings, store=store, games=catalogue())


def lobby_in(channel):
    return next(m for m in public_posts(channel) if is_lobby(m))


async def test_new_game_yellowhouse_opens_its_own_lobby_beside_round_house(table: PlayTable):
    assert list(table.env.bot.games.keys()) == list(GAMES) and "yellowhouse" in GAMES[1:]
    offered = await table.ann.autocomplete(table.channel, "roundhouse new", "game", "")
    assert [c["value"] for c in offered] == list(GAMES)
    variants = await table.ann.autocomplete(
        table.channel, "roundhouse new", "variant", "", game="yellowhouse"
    )
    assert [c["value"] for c in variants] == ["variant"]  # its own option
    opened = await table.ann.slash(table.channel, "roundhouse new", game="yellowhouse")
    assert "is open" in opened.response.content and opened.response.ephemeral
    lobby = lobby_in(table.channel).embeds[0]
    assert lobby.title.startswith("The Yellow House #")
    assert lobby.fields[0].name == "Seats (1/2)"
    await table.bo.click(lobby_in(table.channel), label="Join")
    await table.ann.click(lobby_in(table.channel), label="Start")
    game = await table.service.game_in(table.channel.id)
    assert game.status == "playing" and game.rules.info.key == "yellowhouse"
    assert set(game.deciders()) == {0, 1}  # the opening exchange: both choose at once
