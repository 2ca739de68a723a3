"""The suite waits for the bot as long as a loaded machine needs (tests/fakediscord/patience.py)."""

from __future__ import annotations

import pytest
from fakediscord.patience import PATIENCE


async def test_simcord_waits_patiently_for_the_bot_to_settle(simcord_env):
    assert simcord_env.settle_timeout == PATIENCE


@pytest.mark.simcord(strict_sync=False)
async def test_a_tests_own_simcord_options_keep_the_patience(simcord_env):
    assert simcord_env.settle_timeout == PATIENCE and not simcord_env.strict_sync
