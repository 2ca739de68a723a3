"""Fixtures for asynchronous play under simcord's virtual clock (2026-01-01 00:00 UTC at start).

Pictures are 1×1 stand-ins; computer seats wait 30 virtual seconds per move. The fixtures and
the table are shared with tests/bot, from tests/support.
"""

from __future__ import annotations

import pytest

from tests.support.fixtures import db_path, settings, simcord_bot, store, use_quick_pictures
from tests.support.tables import HOUR, PacingTable, buttons

__all__ = ["HOUR", "buttons", "db_path", "settings", "simcord_bot", "store"]


@pytest.fixture(autouse=True)
def quick_pictures(monkeypatch: pytest.MonkeyPatch) -> None:
    use_quick_pictures(monkeypatch, charts=True)


@pytest.fixture
def table(simcord_env) -> PacingTable:
    return PacingTable(simcord_env)
