"""Fixtures for the wire suite: a FakeDiscord on 127.0.0.1 per test.

`tests/` goes on sys.path so the `fakediscord` package (tests/fakediscord) imports by name
under pytest's importlib import mode.
"""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fakediscord import FakeDiscord  # noqa: E402


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    """A started fake Discord, stopped after the test."""
    async with FakeDiscord() as server:
        yield server
