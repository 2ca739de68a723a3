"""Sealed Bids through the bot: its folders mounted (`hosting.mounted`) for every test here, a
bot hosting the production catalogue plus its line (`games.catalogue()`), real pictures."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import games
from bot.app import create_bot
from bot.workers import picture
from tests.support.fixtures import db_path, settings, store
from tests.support.tables import PacingTable

from .hosting import KEY, mounted

__all__ = ["db_path", "settings", "store"]


@pytest.fixture(autouse=True)
def sealed_hosted(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(picture, "PROCESSES", 0)
    with mounted():
        yield


@pytest.fixture
def rules(sealed_hosted: None) -> Any:
    return games.rules(KEY)


@pytest.fixture
def simcord_bot(settings, store, sealed_hosted):
    return create_bot(settings, store=store, games=games.catalogue())


@pytest.fixture
def table(simcord_env) -> PacingTable:
    return PacingTable(simcord_env)
