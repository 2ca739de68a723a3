"""A game without computer players (tests/support/bare.py) with a turn deadline: its notices
never promise that the computer plays the turn; a passed deadline is told and the game waits
for its player (`bot.game.capabilities.ComputerPlayers`)."""

from __future__ import annotations

import pytest

from bot.app import create_bot
from bot.game.catalogue import Catalogue
from tests.support.bare import BARE
from tests.support.text import plain


@pytest.fixture
def simcord_bot(settings, store):
    return create_bot(settings, store=store, games=Catalogue(BARE))


async def test_a_passed_deadline_waits_for_the_player(table):
    game = await table.start(humans=(table.bo,), deadline="24 h")
    player = table.member(game.user_of(game.current_seat()))
    (dm,) = table.dms(player)
    assert dm.content.endswith(":R>.") and "computer" not in dm.content
    await table.advance(24.1)
    assert (await table.game(game.id)).version == 0
    (notice,) = [m for m in table.posts() if "deadline" in m.content]
    assert plain(notice.content).endswith(
        f"The deadline for {player.name} passed (1 missed in a row): the game waits for their move."
    )
