"""The one classification of what keeps a post from Discord (`bot.sending.delivery`) for the
failures simcord cannot produce: no answer in time, no connection, discord.py's own rate
limit. (Discord's HTTP refusals go through simcord in tests/async_play/test_refused_posts.py.)"""

from __future__ import annotations

import aiohttp
import discord
import pytest

from bot.sending.delivery import RETRY_LONGEST, backoff, classify, posting


@pytest.mark.parametrize(
    "error",
    [
        TimeoutError(),
        aiohttp.ClientConnectionError("reset"),
        ConnectionResetError(),
        discord.RateLimited(120.0),
    ],
)
async def test_a_failure_on_the_way_to_discord_is_temporary(error):
    async def post() -> None:
        raise error

    with pytest.raises(Exception) as raised:
        await posting(post())
    refusal = classify(raised.value)
    assert refusal is raised.value and not refusal.permanent
    assert raised.value.__cause__ is error


async def test_a_failure_that_is_not_about_delivery_stays_what_it_is():
    async def post() -> None:
        raise ValueError("a bug")

    with pytest.raises(ValueError):
        await posting(post())


def test_the_wait_doubles_up_to_its_limit():
    waits = [backoff(n) for n in range(1, 12)]
    assert waits[:3] == [5.0, 10.0, 20.0] and max(waits) == RETRY_LONGEST
