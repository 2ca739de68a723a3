"""Run a discord.py client against a FakeDiscord: login, gateway until READY, clean close."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import TypeVar

import discord

from .patch import pointed_at
from .patience import PATIENCE
from .server import FakeDiscord

ClientT = TypeVar("ClientT", bound=discord.Client)


@contextlib.asynccontextmanager
async def running(
    client: ClientT,
    fake: FakeDiscord,
    *,
    timeout: float = PATIENCE,
    guild_ready_timeout: float = 0.05,
) -> AsyncIterator[ClientT]:
    """Log `client` in to `fake`, connect its gateway, yield once it is ready, then close it.

    discord.py waits `guild_ready_timeout` seconds (2 by default) after the last GUILD_CREATE
    before READY; the fake sends its one guild at once, so the wait is shortened here.
    """
    client._connection.guild_ready_timeout = guild_ready_timeout
    with pointed_at(fake):
        connection: asyncio.Task[None] | None = None
        try:
            await asyncio.wait_for(client.login(fake.world.token), timeout)
            connection = asyncio.create_task(client.connect(reconnect=False))
            ready = asyncio.ensure_future(client.wait_until_ready())
            done, _ = await asyncio.wait(
                {ready, connection}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED
            )
            if ready not in done:
                ready.cancel()
                if connection in done:
                    connection.result()
                    raise RuntimeError("the gateway connection ended before READY")
                raise TimeoutError("the client did not become ready")
            yield client
        finally:
            await asyncio.wait_for(client.close(), timeout)
            if connection is not None:
                await asyncio.wait_for(connection, timeout)
