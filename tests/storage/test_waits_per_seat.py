"""Schema step 11, a wait per waiting seat, on SQLite and PostgreSQL (issue 20, §2).

A decision may wait on several seats at once (a simultaneous secret choice): each seat has a
wait of its own (turn notice, reminders, deadline), claimed, ended and kept apart from the
other's. A wait saved before the step is the game's one waiting seat after it.
"""

from __future__ import annotations

from bot.storage.backends import MIGRATIONS
from bot.storage.pacing import PacingStore, Wait
from bot.storage.schema import WAITS_PER_SEAT
from bot.storage.store import Store

STEP = MIGRATIONS["sqlite"].index(WAITS_PER_SEAT)  # the steps before it
COLUMNS = "game_id, seat, user_id, key, started_at, notified, reminders, remind_at, deadline_at"


def wait(game_id: int, seat: int, key: str) -> Wait:
    return Wait(game_id, seat, 100 + seat, key, 10.0, False, 0, 50.0, 90.0, 0)


async def a_game(store: Store) -> int:
    row = await store.create_lobby(
        guild_id=1, channel_id=10, host_id=100, host_name="Ann", game="roundhouse"
    )
    return row.id


async def test_two_seats_wait_at_once_each_on_its_own(store):
    db = PacingStore(store)
    game_id = await a_game(store)
    await db.start_wait(wait(game_id, 1, "opening/1"))
    await db.start_wait(wait(game_id, 0, "opening/0"))
    assert [w.seat for w in await db.waits(game_id)] == [0, 1]
    assert (await db.wait(game_id, 1)).key == "opening/1"
    assert (await db.wait(game_id)).seat == 0  # the first waiting seat
    assert await db.claim_notice(wait(game_id, 0, "opening/0"))
    assert not await db.claim_notice(wait(game_id, 0, "opening/0"))  # claimed once
    assert await db.claim_notice(wait(game_id, 1, "opening/1"))  # the other seat's, apart
    await db.end_wait(game_id, 0)  # seat 0 chose: seat 1 still waited on
    assert [(w.seat, w.notified) for w in await db.waits(game_id)] == [(1, True)]
    await db.start_wait(wait(game_id, 1, "0.1/1"))  # a new decision of the same seat
    assert [w.key for w in await db.waits(game_id)] == ["0.1/1"]
    await db.end_wait(game_id)
    assert await db.waits(game_id) == []


async def test_a_wait_from_before_the_step_is_kept(db_target, backend):
    assert len(MIGRATIONS[backend]) == len(MIGRATIONS["sqlite"])
    old = await Store.open(db_target, migrations=MIGRATIONS[backend][:STEP])
    game_id = await a_game(old)
    await old.execute(
        f"INSERT INTO ap_waits ({COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (game_id, 1, 101, "1.4/1", 10.0, 1, 2, 50.0, 90.0),
    )
    await old.close()
    store = await Store.open(db_target)  # the bot of today migrates it
    try:
        assert await store.schema_version() == len(MIGRATIONS[backend])
        db = PacingStore(store)
        (kept,) = await db.waits(game_id)
        assert kept == Wait(game_id, 1, 101, "1.4/1", 10.0, True, 2, 50.0, 90.0, 0)
        await db.start_wait(wait(game_id, 0, "1.4/0"))  # now a second seat may wait too
        assert [w.seat for w in await db.waits(game_id)] == [0, 1]
    finally:
        await store.close()
