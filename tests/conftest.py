"""For every suite: computer players decide in threads of the test's process
(`bot.game.thinking.PROCESSES` 0) unless a test is marked `computer_processes`, which gives it
the worker processes the bot runs with (stopped after the test); and simcord waits up to
`PATIENCE` for the bot's work to settle (its default, 5 s, is too short for a worker process to
start on a machine loaded on both cores; a test's own `simcord` marker may still set it)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.game import thinking
from tests.support.fakeload import load_fakediscord

load_fakediscord()

from fakediscord.patience import PATIENCE  # noqa: E402


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


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        marker = item.get_closest_marker("simcord")
        options = {"settle_timeout": PATIENCE, **(marker.kwargs if marker else {})}
        item.add_marker(pytest.mark.simcord(**options), append=False)
