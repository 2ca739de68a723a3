"""Fixtures for the wire suite: a FakeDiscord on 127.0.0.1 per test.

The `fakediscord` package (tests/fakediscord) is registered under its own name from its file
location (`tests.support.fakeload`), so nothing else under tests/ goes on sys.path (tests/roundhouse
would otherwise shadow the real `roundhouse` package).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.support.fakeload import load_fakediscord

load_fakediscord()

from fakediscord import FakeDiscord, running  # noqa: E402
from fakediscord.logs import errors_logged  # noqa: E402

from tests.support.catalogues import ROUND_HOUSE_ONLY  # noqa: E402

if TYPE_CHECKING:
    from bot.app import RoundHouseBot


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    """A started fake Discord, stopped after the test."""
    async with FakeDiscord() as server:
        yield server


@pytest.fixture
async def roundhouse(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[RoundHouseBot]:
    """Our bot (`bot.app.create_bot`), logged in to the fake and ready, its database in tmp_path.

    Fails the test if the bot, discord.py or the fake logged an ERROR while it ran: an unexpected
    exception in a handler is answered politely to the user, so only the log shows it.
    """
    from fakediscord.roundhouse import bot_settings

    from bot.app import create_bot

    bot = create_bot(bot_settings(fake, tmp_path / "games.db"), games=ROUND_HOUSE_ONLY)
    async with running(bot, fake) as bot:
        with errors_logged("bot", "discord", "fakediscord") as errors:
            yield bot
        assert [record.getMessage() for record in errors] == []
