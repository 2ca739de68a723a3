"""For every suite: computer players decide in threads of the test's process
(`bot.game.thinking.PROCESSES` 0) unless a test is marked `computer_processes`, which gives it
the worker processes the bot runs with (stopped after the test); and the outbox loop of a bot
alone on its database looks at it hourly (`LONE_NAP`) unless a test is marked
`several_processes`, which gives it the deployed `bot.game.outbox.MAX_NAP` (a look every 20
virtual seconds would cost simcord a settle each, and the suites move the clock by days)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.game import outbox, thinking

LONE_NAP = 3600.0  # seconds between the outbox loop's looks in a test of one bot process


@pytest.fixture(autouse=True)
async def computer_workers(
    monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> AsyncIterator[None]:
    marked = request.node.get_closest_marker("computer_processes") is not None
    monkeypatch.setattr(thinking, "PROCESSES", 2 if marked else 0)
    yield
    if marked:
        await thinking.shutdown()


@pytest.fixture(autouse=True)
def outbox_looks(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> None:
    if request.node.get_closest_marker("several_processes") is None:
        monkeypatch.setattr(outbox, "MAX_NAP", LONE_NAP)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "computer_processes: computer players decide in worker processes"
    )
    config.addinivalue_line(
        "markers", "several_processes: the outbox loop looks as often as deployed (MAX_NAP)"
    )
