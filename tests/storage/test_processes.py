"""Schema step 13, the processes' heartbeats (issue 28), on SQLite and PostgreSQL.

Each beat says who else is alive; a process that stops is gone at once, one that died once its
heartbeat ran out. A database from before the step migrates, and `verify-db` stays clean.
"""

from __future__ import annotations

from bot.game.service import GameService
from bot.sharding import ALL_SHARDS
from bot.storage.backends import MIGRATIONS
from bot.storage.processes import Process, ProcessStore
from bot.storage.schema import PROCESSES
from bot.storage.store import Store
from bot.tools import verify
from tests.support.catalogues import ROUND_HOUSE_ONLY
from tests.support.databases import Clock

STEP = MIGRATIONS["sqlite"].index(PROCESSES)  # the steps before it
OLD, NEW = Process("all shards (a)", ALL_SHARDS), Process("all shards (b)", ALL_SHARDS)


async def test_each_beat_says_who_else_is_alive(db_target):
    clock = Clock()
    stores = [await Store.open(db_target, clock=clock, busy_timeout=10) for _ in range(2)]
    try:
        old, new = (ProcessStore(store) for store in stores)
        assert await old.beat(OLD, now=0.0, until=60.0) == ()
        assert await new.beat(NEW, now=5.0, until=65.0) == (OLD,)  # a deploy's new process
        assert await old.beat(OLD, now=10.0, until=70.0) == (NEW,)
        assert await new.beat(NEW, now=69.0, until=129.0) == (OLD,)
        assert await new.beat(NEW, now=70.0, until=130.0) == ()  # the old one died at 10 s
        assert await stores[0].fetch_value("SELECT COUNT(*) FROM processes") == 1  # forgotten
        assert await old.beat(OLD, now=75.0, until=135.0) == (NEW,)  # it was only stalled
        await new.leave(NEW)  # stopped
        assert await old.beat(OLD, now=76.0, until=136.0) == ()
        started = await stores[0].fetch_value("SELECT started_at FROM processes")
        assert started == 75.0  # its latest first beat (its row was gone)
    finally:
        for store in stores:
            await store.close()


async def test_a_database_from_before_the_step_migrates(db_target, backend):
    assert len(MIGRATIONS[backend]) == len(MIGRATIONS["sqlite"])
    old = await Store.open(db_target, migrations=MIGRATIONS[backend][:STEP])
    service = GameService(old, games=ROUND_HOUSE_ONLY)
    lobby = await service.open_lobby(guild_id=1, channel_id=10, host_id=100, host_name="Ann")
    await service.join(lobby.id, 101, "Bo")
    game = await service.start(lobby.id, 100, seed=3)
    code = game.rules.computer_move(game.state, game.version)
    await service.play(game.id, game.user_of(game.current_seat()), 0, code)  # never announced
    assert "processes" not in await old.db.tables()
    await old.close()
    store = await Store.open(db_target)  # the bot of today migrates it
    try:
        assert await store.schema_version() == len(MIGRATIONS[backend])
        service = GameService(store, games=ROUND_HOUSE_ONLY)
        assert await service.flush_outbox() == 1  # its first heartbeat, then the move's posts
        assert [row["place"] for row in await store.fetch_all("SELECT * FROM processes")] == [
            ALL_SHARDS
        ]
        await service.close()
        assert await store.fetch_value("SELECT COUNT(*) FROM processes") == 0
        assert await verify.verify(store, ROUND_HOUSE_ONLY) == (1, [])
    finally:
        await store.close()
