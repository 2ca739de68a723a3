"""Fixtures for The Yellow House through the bot: simcord tables (tests/support/tables.py) whose
bot hosts The Yellow House alone (`create_bot(..., games=Catalogue(...))`), with 1×1 stand-ins
for its pictures unless a test is marked `real_render`, and a Strong player that searches less."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from bot.app import create_bot
from bot.game.catalogue import Catalogue
from bot.game.protocol import Picture
from bot.workers import picture
from engine.yellowhouse.aiconfig import ai_config
from games.yellowhouse import Table, YellowHouseRules
from tests.support.fixtures import PNG_1x1, db_path, settings, store
from tests.support.tables import PacingTable, PlayTable

__all__ = ["db_path", "settings", "store"]

QUICK_STRONG = ai_config().strong.model_copy(update={"nodes": 2000, "worlds": 8})


def quick(rules: YellowHouseRules, state: Table, events: Sequence[str] = ()) -> Picture:
    return Picture(PNG_1x1, f"Yellow House after {len(state.game.history)} moves")


def quick_seat(rules: YellowHouseRules, state: Table, seat: int) -> Picture:
    return Picture(PNG_1x1, f"Hand of seat {seat}", "hand.png")


@pytest.fixture(autouse=True)
def quick_pictures(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> None:
    monkeypatch.setattr(picture, "PROCESSES", 0)
    if request.node.get_closest_marker("real_render") is None:
        monkeypatch.setattr(YellowHouseRules, "picture", quick)
        monkeypatch.setattr(YellowHouseRules, "turn_picture", quick)
        monkeypatch.setattr(YellowHouseRules, "seat_picture", quick_seat)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "real_render: draw real board pictures")


@pytest.fixture
def rules() -> YellowHouseRules:
    return YellowHouseRules(strong_search=QUICK_STRONG)


@pytest.fixture
def simcord_bot(settings, store, rules):
    return create_bot(settings, store=store, games=Catalogue(rules))


@pytest.fixture
def table(simcord_env) -> PlayTable:
    return PlayTable(simcord_env)


@pytest.fixture
def pacing_table(simcord_env) -> PacingTable:
    return PacingTable(simcord_env)
