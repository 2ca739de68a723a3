"""Fixtures for the bot tests: a store on a temporary file, settings, and the bot for simcord
(shared with tests/async_play, from tests/support)."""

from __future__ import annotations

import pytest

from tests.support.fixtures import db_path, settings, simcord_bot, store, use_quick_pictures
from tests.support.tables import PlayTable, buttons, public_posts

__all__ = ["buttons", "db_path", "public_posts", "settings", "simcord_bot", "store"]


@pytest.fixture(autouse=True)
def quick_pictures(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> None:
    """Bot tests use a 1×1 picture unless marked `real_render`."""
    if request.node.get_closest_marker("real_render") is None:
        use_quick_pictures(monkeypatch)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "real_render: draw real board pictures")


@pytest.fixture
def table(simcord_env) -> PlayTable:
    return PlayTable(simcord_env)
