"""Fixtures for the bot suites: a store on a temporary file, settings, the bot for simcord, and
1×1 stand-ins for board pictures and score charts."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from pathlib import Path

import pytest

from bot.app import RoundHouseBot, create_bot
from bot.config import Settings
from bot.game.protocol import Picture
from bot.storage.store import Store
from bot.workers import picture
from engine.roundhouse import GameState
from games.roundhouse import RoundHouseRules
from tests.support.catalogues import ROUND_HOUSE_ONLY

PNG_1x1 = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082"
)


def fake_picture(rules: RoundHouseRules, state: GameState, events: Sequence[str]) -> Picture:
    """A stand-in for Round House's board picture: a 1×1 PNG and alt text naming the move
    count."""
    return Picture(PNG_1x1, f"Board after {len(state.history)} choices")


def fake_turn_picture(rules: RoundHouseRules, state: GameState, events: Sequence[str]) -> Picture:
    """A stand-in for the turn post's phone picture."""
    return Picture(PNG_1x1, f"Turn picture after {len(state.history)} choices")


def fake_seat_picture(rules: RoundHouseRules, state: GameState, seat: int) -> Picture:
    """A stand-in for one seat's own board (`/roundhouse me`)."""
    return Picture(PNG_1x1, f"Board of seat {seat}")


def fake_decision_picture(rules: RoundHouseRules, state: GameState, seat: int) -> Picture | None:
    """A stand-in for the decision picture: there when the real one would be."""
    from games.roundhouse.pictures.phone_decision import decision_parts

    if not decision_parts(state) or state.turn.seat != seat:
        return None
    return Picture(PNG_1x1, f"Decision of seat {seat}", "decision.png")


def fake_chart(rules: RoundHouseRules, state: GameState, timeline: object = ()) -> bytes:
    return PNG_1x1


def use_quick_pictures(monkeypatch: pytest.MonkeyPatch, *, charts: bool = False) -> None:
    """Draw every Round House picture (boards, turn pictures, seats' boards, decision pictures
    and, with `charts`, score charts) as a 1×1 PNG. They are drawn in threads: the stand-ins
    exist in this process only."""
    monkeypatch.setattr(picture, "PROCESSES", 0)
    monkeypatch.setattr(RoundHouseRules, "picture", fake_picture)
    monkeypatch.setattr(RoundHouseRules, "turn_picture", fake_turn_picture)
    monkeypatch.setattr(RoundHouseRules, "seat_picture", fake_seat_picture)
    monkeypatch.setattr(RoundHouseRules, "decision_picture", fake_decision_picture)
    if charts:
        monkeypatch.setattr(RoundHouseRules, "score_chart", fake_chart)


@pytest.fixture
def db_path(tmp_path: Path) -> str:
    return str(tmp_path / "games.db")


@pytest.fixture
async def store(db_path: str) -> AsyncIterator[Store]:
    opened = await Store.open(db_path)
    yield opened
    await opened.close()


@pytest.fixture
def settings(db_path: str) -> Settings:
    # Computer seats wait 30 virtual seconds: tests move the simcord clock to let them play.
    return Settings(database_path=db_path, computer_delay=30, shard_count=1)  # simcord: 1 shard


@pytest.fixture
def simcord_bot(settings: Settings, store: Store) -> RoundHouseBot:
    return create_bot(settings, store=store, games=ROUND_HOUSE_ONLY)
