"""A crashed process's posts go out within a minute (issue 19, part 3), on both backends.

Two bot processes share one database: the bot under simcord, and another process, a
`GameService` of its own on its own connection with its own place (`owner`), as a second
`roundhouse bot` would be. The other one saves moves and dies before posting them (it never
posts, and nothing renews its claims); the bot must post them within `BOUND` seconds of the
death, wherever in its own round of looks the death falls. A live process whose posts are slow
keeps them: a third process, looking all along, never takes them.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.config import Settings
from bot.game.service import GameService
from bot.sending.outbox_claims import CLAIM
from bot.storage.outbox import OutboxStore
from bot.storage.store import Store
from tests.support.catalogues import ROUND_HOUSE_ONLY
from tests.support.databases import backend, db_target, store
from tests.support.dying import other_process, saved_then_died, seconds_until_posted
from tests.support.tables import turn_posts

__all__ = ["backend", "db_target", "store"]  # fixtures: this module's bot runs on both backends

# A process of several renews its claims every 10 s and looks every 20 s: within a longer
# settle, simcord would wait those timers out in real time, one after another. Settled within
# 5 s (simcord's default), they are the virtual clock's alone: `advance_time` runs them.
pytestmark = pytest.mark.simcord(settle_timeout=5)

BOUND = 60  # seconds: issue 19's goal
OTHER = "shards 1/2"  # the place of the process that dies
THIRD = "a third process"


@pytest.fixture
def settings(db_path: str) -> Settings:
    """The bot under simcord runs shard 0 of 2: it is one of several processes."""
    return Settings(database_path=db_path, computer_delay=30, shard_count=2, shard_ids="0")


@pytest.mark.parametrize("after_look", [0, 10, 19])
async def test_a_dead_process_posts_go_out_within_a_minute(
    table, db_target, monkeypatch, after_look
):
    """`after_look`: seconds between the bot's last look at the outbox and the death (0: it
    had just taken its look when the other process saved the move and died)."""
    game_id = await table.start(humans=(table.bo,))
    looks: list[float] = []
    bot_outbox = table.service.outbox
    read = bot_outbox.db.next_claim_end

    async def next_claim_end() -> float | None:
        looks.append(bot_outbox.clock().timestamp())
        return await read()

    monkeypatch.setattr(bot_outbox.db, "next_claim_end", next_claim_end)
    while not looks:  # a look of the bot's loop
        await table.env.advance_time(1)
    await table.env.advance_time(after_look)
    version = await saved_then_died(await other_process(db_target, OTHER), game_id)
    assert turn_posts(table, game_id, version) == []

    late = await seconds_until_posted(table, game_id, version, 2 * BOUND)
    assert late is not None and late <= BOUND, f"posted {late} s after the death"
    assert late <= CLAIM + 1  # the bound `bot.sending.outbox` argues, well inside the goal
    assert len(turn_posts(table, game_id, version)) == 1
    assert await OutboxStore(table.service.store).unsent() == []


async def test_a_live_process_slow_posts_are_not_taken(table, db_target):
    """The bot takes a dead process's rows in one batch and posts them slowly, one after
    another (the loop is busy for longer than a claim lasts); a third process looking every
    second takes none of them."""
    game_id = await table.start(humans=(table.bo,))
    slow = 2 * CLAIM  # seconds each post takes, as when waiting on Discord's rate limit

    async def slow_post(result) -> None:
        await asyncio.sleep(slow)

    table.service.hooks.move_applied.insert(0, slow_post)
    version = await saved_then_died(await other_process(db_target, OTHER), game_id)
    store = OutboxStore(table.service.store)
    rows = len(await store.unsent())

    third = GameService(await Store.open(db_target), owner=THIRD, games=ROUND_HOUSE_ONLY)
    try:
        for _ in range(int(CLAIM + slow * rows + BOUND)):
            await table.env.advance_time(1)
            assert await third.flush_outbox() == 0
            if not await store.unsent():
                break
        assert await store.unsent() == []
        assert len(turn_posts(table, game_id, version)) == 1
    finally:
        await third.store.close()
