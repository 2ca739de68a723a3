"""For every suite: computer players decide in threads of the test's process
(`bot.game.thinking.PROCESSES` 0) unless a test is marked `computer_processes`, which gives it
the worker processes the bot runs with (stopped after the test)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.game import thinking


@pytest.fixture(autouse=True)
async def computer_workers(
    monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> AsyncIterator[None]:
    marked = request.node.get_closest_marker("computer_processes") is not None
    monkeypatch.setattr(thinking, "PROCESSES", 2 if marked else 0)
    yield
    if marked:
        await thinking.shutdown()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "computer_processes: computer players decide in worker processes"
    )
