"""Point discord.py at a FakeDiscord for the duration of a `with` block, then restore it."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

if TYPE_CHECKING:
    from .server import FakeDiscord


@contextmanager
def pointed_at(fake: FakeDiscord) -> Iterator[None]:
    """Send discord.py's REST calls and gateway connection to `fake`.

    discord.py 2.7 builds every REST URL (bot routes and interaction webhooks alike) from the
    class attribute `Route.BASE`, and `Client.connect` opens `DiscordWebSocket.DEFAULT_GATEWAY`
    (it never asks GET /gateway/bot); after READY it uses the `resume_gateway_url` it was given.
    """
    saved_base, saved_gateway = Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY
    Route.BASE = fake.api_base
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(fake.gateway_url)
    try:
        yield
    finally:
        Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY = saved_base, saved_gateway
