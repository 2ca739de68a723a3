"""Posts Discord did not take, in the database (both backends, schema step 8): a refused row
waits with its reason until it is tried again, a later post in its channel lets it be tried
at once, an abandon settles a game's rows, and a game moves to a free channel only."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.storage.errors import ChannelBusy
from bot.storage.outbox import OutboxStore, Refusal
from bot.storage.records import ACTIVE, Status
from bot.storage.store import Store


@pytest.fixture
async def store(db_target: str) -> AsyncIterator[Store]:
    opened = await Store.open(db_target)
    yield opened
    await opened.close()


async def saved(store: Store, channel_id: int, versions: range) -> int:
    """A game in `channel_id` whose posts of `versions` were saved, claimed until 10."""
    game = await store.create_lobby(
        guild_id=1, channel_id=channel_id, host_id=3, host_name="A", game="roundhouse"
    )
    db = OutboxStore(store)
    async with store.transaction():
        for version in versions:
            await store.execute(*db.record(game.id, version, "{}", until=10.0, owner="a"))
    return game.id


async def test_a_refused_row_waits_with_its_reason(store):
    game_id = await saved(store, 2, range(1, 4))
    db = OutboxStore(store)
    assert [await db.count_failure(game_id, 1) for _ in range(2)] == [1, 2]
    assert await db.refuse(game_id, 1, "missing permission", at=20.0, until=3620.0)  # the first
    assert not await db.refuse(game_id, 2, "the channel was deleted", at=30.0, until=3630.0)
    assert await db.refusal(game_id) == Refusal("the channel was deleted", 20.0)
    claimed = await db.claim_unsent(100.0, until=400.0, owner="a")
    assert [row.version for row in claimed] == [3]  # the refused ones wait for their retry
    await db.mark_sent_many([(game_id, 3)])
    assert await db.next_claim_end() == 3620.0

    elsewhere = await saved(store, 5, range(0))
    assert await db.retry_refused([elsewhere], 200.0) == 0  # a post in another channel
    assert await db.retry_refused([game_id], 200.0, limit=1) == 1  # in theirs: the oldest now
    claimed = await db.claim_unsent(200.0, until=500.0, owner="b")
    assert [row.version for row in claimed] == [1]
    await db.mark_sent_many([(game_id, 1)])
    assert await db.retry_refused([game_id], 300.0) == 1  # (all: here, the one left)
    assert [row.version for row in await db.claim_unsent(300.0, until=600.0, owner="b")] == [2]
    await db.mark_sent_many([(game_id, 2)])
    assert await db.refusal(game_id) is None


async def test_an_abandon_settles_the_games_rows_in_its_transaction(store):
    game_id = await saved(store, 2, range(1, 3))
    other = await saved(store, 3, range(1, 2))
    db = OutboxStore(store)
    await db.refuse(game_id, 2, "missing permission", at=20.0, until=3620.0)
    settle = db.settle(game_id, "the game was abandoned")
    assert await store.set_status(game_id, Status.ABANDONED, only_from=ACTIVE, also=[settle])
    assert [(row.game_id, row.version) for row in await db.unsent()] == [(other, 1)]
    assert await db.refusal(game_id) is None
    kept = [db.settle(other, "never")]  # the status does not change: nothing is settled
    assert not await store.set_status(
        other, Status.ABANDONED, only_from=[Status.FINISHED], also=kept
    )
    assert [(row.game_id, row.version) for row in await db.unsent()] == [(other, 1)]


async def test_a_game_moves_only_to_a_free_channel(store):
    game_id = await saved(store, 2, range(0))
    await saved(store, 3, range(0))
    with pytest.raises(ChannelBusy):
        await store.move_game(game_id, 3)
    assert (await store.game(game_id)).channel_id == 2
    await store.move_game(game_id, 4)
    assert (await store.game(game_id)).channel_id == 4
    assert (await store.active_game_in(4)).id == game_id
