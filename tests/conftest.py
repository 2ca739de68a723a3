"""For every suite: computer players decide in threads of the test's process
(`bot.workers.thinking.PROCESSES` 0) unless a test is marked `computer_processes`, which gives it
the worker processes the bot runs with (stopped after the test); a bot under simcord beats once
a day (`bot.sending.peers.BEAT`) unless a test is marked `heartbeats`."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.sending import peers
from bot.workers import thinking

DAY = 24 * 3600.0


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
def heartbeats(monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest) -> None:
    """Simcord settles the bot at every timer its clock passes, and tests move it by hours: a
    heartbeat every 10 s would be thousands of settles. A test of several processes beats as
    deployed."""
    simcord = "simcord_env" in request.fixturenames
    if simcord and request.node.get_closest_marker("heartbeats") is None:
        monkeypatch.setattr(peers, "BEAT", DAY)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "computer_processes: computer players decide in worker processes"
    )
    config.addinivalue_line("markers", "heartbeats: a bot under simcord beats as deployed")
