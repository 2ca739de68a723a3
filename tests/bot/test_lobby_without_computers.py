"""A lobby of a game without computer players (tests/support/bare.py) never tells the host to add
one: its refusals to start ask for people only, and the `deadline:` options of `/roundhouse
new` and `settings` say what a passed deadline does with the catalogue's games, as Discord holds
the commands (`bot.game.capabilities.ComputerPlayers`)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.app import create_bot
from bot.game.catalogue import Catalogue
from tests.support.bare import BARE, BareTicTacToe
from tests.support.catalogues import BOTH


class WideBare(BareTicTacToe):
    """Bare tic-tac-toe whose lobby takes a third seat (it is never started at three)."""

    info = replace(BareTicTacToe.info, max_seats=3)


SOME = Catalogue(*BOTH, BARE)  # two games with computer players, one without


@pytest.fixture
def simcord_bot(settings, store, request):
    games = getattr(request, "param", Catalogue(BARE))
    return create_bot(settings, store=store, games=games)


def deadline_option(env, command: str) -> dict:
    """The `deadline` option of `/roundhouse <command>` as Discord holds it."""
    root = env.backend.find_command("roundhouse", None)
    (sub,) = [sub for sub in root["options"] if sub["name"] == command]
    (deadline,) = [option for option in sub["options"] if option["name"] == "deadline"]
    return deadline


async def test_too_few_players_are_told_to_wait_for_people(table):
    await table.ann.slash(table.channel, "roundhouse new")
    refused = await table.ann.slash(table.channel, "roundhouse start")
    assert refused.response.ephemeral
    assert refused.response.content == (
        "Bare tic-tac-toe needs 2 players: wait for more players to join first."
    )


@pytest.mark.parametrize("simcord_bot", [Catalogue(WideBare())], indirect=True)
async def test_a_table_not_full_waits_for_people_or_a_smaller_table(table):
    await table.ann.slash(table.channel, "roundhouse new", seats=3)
    await table.bo.slash(table.channel, "roundhouse join")
    refused = await table.ann.slash(table.channel, "roundhouse start")
    assert refused.response.content == (
        "The table is set for 3 players and 1 seat still free: wait for the players to join, "
        "or choose a smaller table in the lobby's menu."
    )


@pytest.mark.parametrize(
    ("simcord_bot", "english", "chinese"),
    [
        (
            Catalogue(BARE),
            "After this, the channel is told that the turn is late (default off)",
            "超過這段時間，就在頻道通知這個行動回合逾時（預設關閉）",
        ),
        (
            SOME,
            "After this, a computer player takes the turn, in a game that has them (default off)",
            "超過這段時間，有電腦玩家的遊戲就由電腦代為行動（預設關閉）",
        ),
        (
            BOTH,
            "After this, the computer player takes the turn (default off)",
            "超過這段時間，就由電腦玩家代為行動（預設關閉）",
        ),
    ],
    indirect=["simcord_bot"],
)
async def test_the_deadline_option_says_what_the_catalogues_games_do(table, english, chinese):
    deadline = deadline_option(table.env, "new")
    assert deadline["description"] == english
    assert deadline["description_localizations"] == {"zh-TW": chinese}
    settings = deadline_option(table.env, "settings")  # the same, without the default
    assert settings["description"] == english.removesuffix(" (default off)")
    assert settings["description_localizations"] == {"zh-TW": chinese.removesuffix("（預設關閉）")}
