"""`/roundhouse new seats:` takes the seat counts of the bot's catalogue (`Catalogue.seat_range`:
the fewest any game takes to the most), as Discord holds the command once the bot has synced
it; a count the chosen game does not take is refused privately, naming the game's range."""

from __future__ import annotations

import pytest

from bot.app import create_bot
from bot.game.catalogue import Catalogue
from tests.support.catalogues import BOTH, TIC_TAC_TOE_ONLY


@pytest.fixture
def simcord_bot(settings, store, request):
    return create_bot(settings, store=store, games=request.param)


def seats_option(env) -> dict:
    """The `seats` option of `/roundhouse new` as Discord holds it."""
    root = env.backend.find_command("roundhouse", None)
    (new,) = [sub for sub in root["options"] if sub["name"] == "new"]
    (seats,) = [option for option in new["options"] if option["name"] == "seats"]
    return seats


@pytest.mark.parametrize("simcord_bot", [TIC_TAC_TOE_ONLY, BOTH], indirect=True)
async def test_new_offers_the_seat_counts_of_the_catalogue(table, simcord_bot):
    catalogue: Catalogue = simcord_bot.service.games
    seats = seats_option(table.env)
    assert (seats["min_value"], seats["max_value"]) == catalogue.seat_range
    assert catalogue is TIC_TAC_TOE_ONLY or catalogue.seat_range == (2, 5)


@pytest.mark.parametrize("simcord_bot", [BOTH], indirect=True)
async def test_a_count_the_chosen_game_does_not_take_is_refused_privately(table):
    refused = await table.ann.slash(table.channel, "roundhouse new", game="tictactoe", seats=4)
    assert refused.response.ephemeral
    assert refused.response.content.startswith("Tic-tac-toe is for 2 players, not 4.")
    assert await table.service.game_in(table.channel.id) is None
