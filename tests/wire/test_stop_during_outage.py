"""Stopping a bot while Discord fails its posts (issue 28, part 5), on both backends.

A real bot process (`tests/support/shard_bot.py`: built, run and stopped as `roundhouse bot`)
runs against the fake Discord on 127.0.0.1. A game starts while every channel post is answered
500, and SIGTERM comes while the start's turn post is being retried: by discord.py itself (a
500 is retried for about 25 s), or by the outbox loop once that gave up. The bot stops by
itself within `STOP_WITHIN` seconds, its heartbeat gone, the post saved unsent; the next
process, started on the database as it was left once Discord takes posts again, sends each
waiting post exactly once, at its start.
"""

from __future__ import annotations

import asyncio
import os
from collections import Counter
from pathlib import Path

import pytest
from fakediscord import FakeDiscord
from fakediscord.roundhouse import CHANNEL_POST, open_lobby

from bot.storage.outbox import OutboxStore
from bot.storage.store import Store
from tests.support.bot_process import BotProcess
from tests.support.databases import backend, db_target

__all__ = ["backend", "db_target"]  # fixtures: each test runs on SQLite and on PostgreSQL

STOP_WITHIN = 10.0  # seconds from SIGTERM to the process's own exit (a bound for a hang)
PATIENCE = 60.0  # seconds the test waits for what the bot must do (a bound for a hang)


def bot_env(fake: FakeDiscord, db_target: str) -> dict[str, str]:
    """`roundhouse bot`'s settings: every shard (no SHARD_COUNT), the database `db_target`."""
    where = "DATABASE_URL" if "://" in db_target else "DATABASE_PATH"
    return {
        **{k: v for k, v in os.environ.items() if not k.startswith(("DATABASE", "SHARD"))},
        "DISCORD_TOKEN": fake.world.token,
        where: db_target,
        "COMPUTER_DELAY": "0",
        "TAKE_BACK_WINDOW": "0",
        "LOG_LEVEL": "INFO",
        "FAKE_DISCORD_URL": fake.base_url,
    }


def posts_answered(fake: FakeDiscord, status: int) -> list[str]:
    """The nonces of the channel posts the fake answered with `status`, in order."""
    return [
        str(r.payload.get("nonce"))
        for r in fake.requests.of("POST", CHANNEL_POST)
        if r.status == status and r.payload.get("nonce")
    ]


async def until(check, what: str) -> None:
    """Wait (at most `PATIENCE` s) until `check()` is true."""
    for _ in range(int(PATIENCE / 0.05)):
        if await check():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.mark.parametrize("failed", [1, 6])
async def test_a_bot_stopped_while_discord_fails_its_posts_loses_none(
    fake: FakeDiscord, db_target: str, tmp_path: Path, failed: int
) -> None:
    """`failed`: the 500s before SIGTERM (1: the click's own post is being retried; 6: the
    outbox loop is trying again after those five)."""
    first = BotProcess("first", bot_env(fake, db_target), tmp_path / "first.log")
    second = BotProcess("second", bot_env(fake, db_target), tmp_path / "second.log")
    store = await Store.open(db_target)
    outbox = OutboxStore(store)
    try:
        await first.start()
        await first.ready()
        lobby_id = int((await open_lobby(fake))["id"])
        join = await fake.click(lobby_id, "rh:l:1:join", user="bob")
        await fake.original_edit(join)
        fake.rest.posts_fail_with = 500
        await fake.click(lobby_id, "rh:l:1:start", user="alice")

        async def refused() -> bool:
            return len(posts_answered(fake, 500)) >= failed

        await until(refused, f"{failed} posts answered 500")
        assert await first.stop(patience=STOP_WITHIN) == 0, first.log.read_text()
        assert first.problems() == [], first.log.read_text()
        waiting = await outbox.unsent()
        assert waiting, "the start's post was not kept"
        assert await store.fetch_value("SELECT COUNT(*) FROM processes") == 0  # it left

        fake.rest.posts_fail_with = None
        await second.start()
        await second.ready()

        async def all_sent() -> bool:
            return await outbox.unsent() == []

        await until(all_sent, "the waiting posts sent")
        assert await second.stop(patience=STOP_WITHIN) == 0
        assert second.problems() == [], second.log.read_text()
        assert "1 unsent post(s) sent" in second.log.read_text()  # at its start
    finally:
        await store.close()
        for bot in (first, second):
            await bot.stop()
    sent = Counter(posts_answered(fake, 200))
    assert sent and max(sent.values()) == 1, sent  # each post once
    saved = {n for n in posts_answered(fake, 500) if n.startswith("rh")}  # the outbox's nonces
    assert saved and saved <= set(sent)  # every post Discord failed went out later
