"""Fixtures for Castles through the bot: simcord tables (tests/support/tables.py) whose bot
hosts Castles alone (`create_bot(..., games=Catalogue(...))`), with 1×1 stand-ins for its
pictures unless a test is marked `real_render`."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from bot.app import create_bot
from bot.game.catalogue import Catalogue
from bot.game.protocol import Picture
from bot.workers import picture
from games.castles import CastlesRules, Table
from games.castles.placing import placing
from tests.support.fixtures import PNG_1x1, db_path, settings, store
from tests.support.tables import PacingTable, PlayTable

__all__ = ["db_path", "settings", "store"]


def quick(rules: CastlesRules, state: Table, events: Sequence[str] = ()) -> Picture:
    return Picture(PNG_1x1, f"Castles after {len(state.game.history)} moves")


def quick_seat(rules: CastlesRules, state: Table, seat: int) -> Picture:
    cards = ", ".join(state.game.players[seat].bonus)
    return Picture(PNG_1x1, f"Castle of seat {seat}; bonus cards: {cards}", "me.png")


def quick_spots(rules: CastlesRules, state: Table, seat: int) -> Picture | None:
    d = placing(state)
    if d is None or d.seat != seat:
        return None
    return Picture(PNG_1x1, f"Spots of the {d.tile}, page {state.page or 0}", "spots.png")


@pytest.fixture(autouse=True)
def quick_pictures(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> None:
    monkeypatch.setattr(picture, "PROCESSES", 0)
    if request.node.get_closest_marker("real_render") is None:
        monkeypatch.setattr(CastlesRules, "picture", quick)
        monkeypatch.setattr(CastlesRules, "turn_picture", quick)
        monkeypatch.setattr(CastlesRules, "seat_picture", quick_seat)
        monkeypatch.setattr(CastlesRules, "decision_picture", quick_spots)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "real_render: draw real pictures")


@pytest.fixture
def rules() -> CastlesRules:
    return CastlesRules()


@pytest.fixture
def simcord_bot(settings, store, rules):
    return create_bot(settings, store=store, games=Catalogue(rules))


@pytest.fixture
def table(simcord_env) -> PlayTable:
    return PlayTable(simcord_env)


@pytest.fixture
def pacing_table(simcord_env) -> PacingTable:
    return PacingTable(simcord_env)
