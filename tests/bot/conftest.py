"""Fixtures for the bot tests: a store on a temporary file, settings, and the bot for simcord
(shared with tests/async_play, from tests/support)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from bot.workers import picture
from games.roundhouse import RoundHouseRules
from tests.fakediscord.patience import PATIENCE
from tests.support.fixtures import db_path, settings, simcord_bot, store, use_quick_pictures
from tests.support.tables import PlayTable, buttons, public_posts

__all__ = ["buttons", "db_path", "public_posts", "settings", "simcord_bot", "store"]


@pytest.fixture(autouse=True)
async def quick_pictures(
    monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> AsyncIterator[None]:
    """Bot tests use a 1×1 picture unless marked `real_render`. A `real_render` test of the bot
    gets the picture workers started before it plays: their start (some seconds on a machine
    busy on both cores) is not part of any wait the test makes; they are stopped after it."""
    if request.node.get_closest_marker("real_render") is None:
        use_quick_pictures(monkeypatch)
    if request.node.get_closest_marker("real_render") is None or (
        "simcord_env" not in request.fixturenames
    ):
        yield
        return
    await asyncio.wrap_future(picture.POOL.start(RoundHouseRules.__module__))
    yield
    await picture.POOL.shutdown()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "real_render: draw real board pictures")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A `real_render` test waits up to `PATIENCE` for the bot to settle: its pictures are
    drawn for real, in worker processes niced below the rest of a busy machine, which can take
    longer than simcord's 5 s (a bound for a hang: the wait ends as soon as the bot settles)."""
    for item in items:
        if item.get_closest_marker("real_render") and not item.get_closest_marker("simcord"):
            item.add_marker(pytest.mark.simcord(settle_timeout=PATIENCE))


@pytest.fixture
def table(simcord_env) -> PlayTable:
    return PlayTable(simcord_env)
