"""One bot process of the sharding test: `python -m tests.support.shard_bot` (from the repo root).

The bot is built and run as `roundhouse bot` builds it (`Settings.from_env`, `create_bot`), with
its settings in the environment (DISCORD_TOKEN, DATABASE_URL, SHARD_COUNT, SHARD_IDS, …), and
three things only a test needs:

- FAKE_DISCORD_URL: the fake Discord's `http://127.0.0.1:port`, where discord.py's REST calls and
  gateway connection go (`Route.BASE`, `DiscordWebSocket.DEFAULT_GATEWAY`);
- FAKE_CLOCK_FILE: a file holding seconds to add to the real time, so the test moves the clock
  of every process forward together (a reminder 12 hours away is due at once); unset, the bot
  keeps its own clock, as `roundhouse bot` does (benchmarks/wire_burst.py);
- LOOP_NAP: the longest the background loops sleep between looks at the database (seconds).

Prints READY once the bot is ready; it runs and stops as `roundhouse bot` does (`serve`: SIGTERM
closes it).
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

import yarl
from discord.gateway import DiscordWebSocket
from discord.http import Route

from bot.app import create_bot
from bot.clock import discord_now
from bot.config import Settings
from bot.pacing import reminders
from bot.tools.run import run_loop, serve, setup_logging
from games import catalogue


class FileClock:
    """The real UTC time plus the seconds written in a file (re-read when it changes)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._stamp: float | None = None
        self._offset = 0.0

    def __call__(self) -> datetime:
        try:
            stamp = self.path.stat().st_mtime_ns
            if stamp != self._stamp:
                self._offset, self._stamp = float(self.path.read_text() or 0), stamp
        except (OSError, ValueError):
            pass
        return datetime.now(UTC) + timedelta(seconds=self._offset)


def point_at(base_url: str) -> None:
    Route.BASE = base_url + "/api/v10"
    gateway = base_url.replace("http://", "ws://", 1) + "/gateway-ws"
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)


async def main() -> int:
    settings = Settings.from_env(dotenv_path=None)
    setup_logging(settings.log_level, token=settings.require_token())
    point_at(os.environ["FAKE_DISCORD_URL"])
    reminders.MAX_NAP = float(os.environ.get("LOOP_NAP", reminders.MAX_NAP))
    clock_file = os.environ.get("FAKE_CLOCK_FILE")
    clock = FileClock(Path(clock_file)) if clock_file else discord_now
    bot = create_bot(settings, clock=clock, freeze_start_up=True, games=catalogue())

    async def ready() -> None:
        await bot.wait_until_ready()
        print("READY", flush=True)

    waiter = asyncio.create_task(ready())
    try:
        await serve(bot, settings.require_token())
    finally:
        waiter.cancel()
    return 0


if __name__ == "__main__":
    logging.captureWarnings(True)
    sys.exit(run_loop(main()))
