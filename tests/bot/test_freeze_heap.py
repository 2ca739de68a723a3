"""`roundhouse bot` leaves what start-up built out of the garbage collector's passes once ready
(`bot.app.freeze_heap`); bots built for tests share a process and are not asked to."""

from __future__ import annotations

import gc

import pytest

from bot.app import create_bot
from tests.support.catalogues import ROUND_HOUSE_ONLY


@pytest.fixture
def simcord_bot(settings, store):
    gc.unfreeze()
    yield create_bot(settings, store=store, freeze_start_up=True, games=ROUND_HOUSE_ONLY)
    gc.unfreeze()  # give the rest of the test session its collector back


async def test_a_bot_of_its_own_process_freezes_its_start_up_heap_once_ready(table):
    await table.start(humans=(table.bo,))  # the bot is ready and has resumed its games
    assert gc.get_freeze_count() > 0
