"""The two backends behind one store: targets, the one SQL dialect, transactions, constraints,
and the same schema on both."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import pytest

from bot.config import ConfigError, Settings
from bot.game.service import GameService
from bot.storage import schema, schema_postgres
from bot.storage.database import BadTarget, describe, parse_target
from bot.storage.errors import ConstraintError, GameFull
from bot.storage.pacing import PacingStore, Wait
from bot.storage.postgres import numbered, row_count
from bot.storage.sqlite import SqliteDatabase
from bot.storage.store import Store
from bot.storage.transfer import NOT_COPIED, TABLES
from bot.tasks import background
from tests.support.catalogues import ROUND_HOUSE_ONLY
from tests.support.databases import drop_postgres_database, new_postgres_database
from tests.support.services import next_move, two_player_game

SNOWFLAKE = 1_234_567_890_123_456_789  # a Discord id: more than 32 bits


def test_targets_name_their_backend():
    assert parse_target("roundhouse.db") == ("sqlite", "roundhouse.db")
    assert parse_target(":memory:") == ("sqlite", ":memory:")
    assert parse_target("sqlite:///games/rh.db") == ("sqlite", "games/rh.db")
    assert parse_target("sqlite:////var/rh.db") == ("sqlite", "/var/rh.db")
    url = "postgresql://rh:secret@db.example/roundhouse"
    assert parse_target(url) == ("postgresql", url)
    assert parse_target("postgres://h/x")[0] == "postgresql"
    for bad in ("", "mysql://h/x", "sqlite:///"):
        with pytest.raises(BadTarget):
            parse_target(bad)
    assert describe(url) == "postgresql://rh:***@db.example/roundhouse"
    assert describe("postgresql://rh@h/x") == "postgresql://rh@h/x"


def test_database_url_chooses_postgresql_and_hides_its_password(tmp_path):
    none = tmp_path / "none"
    assert Settings.from_env({}, dotenv_path=none).database == "roundhouse.db"
    url = "postgresql://rh:secret@localhost/roundhouse"
    settings = Settings.from_env({"DATABASE_URL": url, "DATABASE_PATH": "x.db"}, dotenv_path=none)
    assert settings.database == url
    assert "secret" not in repr(settings) and "secret" not in str(settings)
    with pytest.raises(ConfigError, match=r"DATABASE_URL: .*postgresql://"):
        Settings.from_env({"DATABASE_URL": "mysql://h/x"}, dotenv_path=none)


def test_placeholders_are_numbered_outside_quotes():
    sql = "SELECT ? , 'why?', \"odd?\" FROM t WHERE a = ? AND b = 'it''s?' AND c = ?"
    assert numbered(sql) == (
        "SELECT $1 , 'why?', \"odd?\" FROM t WHERE a = $2 AND b = 'it''s?' AND c = $3"
    )
    assert [row_count(s) for s in ("UPDATE 3", "INSERT 0 1", "DELETE 0", "CREATE TABLE")] == [
        3,
        1,
        0,
        0,
    ]


def _sqlite_columns(script_steps: list[str]) -> dict[str, list[str]]:
    import sqlite3

    db = sqlite3.connect(":memory:")
    for step in script_steps:
        for statement in schema.statements(step):
            db.execute(statement)
    tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {
        t: [r[1] for r in db.execute(f"PRAGMA table_info({t})")]
        for t in tables
        if not t.startswith("sqlite_")
    }


async def test_both_schemas_have_the_same_steps_tables_and_columns():
    assert len(schema.MIGRATIONS) == len(schema_postgres.MIGRATIONS)
    url = await new_postgres_database()
    store = await Store.open(url)
    try:
        rows = await store.fetch_all(
            "SELECT table_name, column_name FROM information_schema.columns "
            "WHERE table_schema = 'public' AND table_name <> 'roundhouse_schema' "
            "ORDER BY table_name, ordinal_position"
        )
    finally:
        await store.close()
        await drop_postgres_database(url)
    postgres: dict[str, list[str]] = {}
    for row in rows:
        postgres.setdefault(row["table_name"], []).append(row["column_name"])
    sqlite = _sqlite_columns(schema.MIGRATIONS)
    assert postgres == sqlite
    # migrate-db copies every column of every table (but the heartbeats of running processes)
    copied = {name: columns for name, columns in sqlite.items() if name not in NOT_COPIED}
    assert {t.name: list(t.columns) for t in TABLES} == copied


async def test_big_ids_and_times_keep_every_digit(store):
    row = await store.create_lobby(
        guild_id=SNOWFLAKE,
        channel_id=SNOWFLAKE + 1,
        host_id=SNOWFLAKE + 2,
        host_name="Ann",
        game="roundhouse",
    )
    assert (row.guild_id, row.channel_id, row.host_id) == (
        SNOWFLAKE,
        SNOWFLAKE + 1,
        SNOWFLAKE + 2,
    )
    await store.execute(
        "INSERT INTO ap_log (game_id, at, text) VALUES (?, ?, ?)", (row.id, 1767225600.123, "x")
    )
    assert await store.fetch_value("SELECT at FROM ap_log") == 1767225600.123


async def test_a_transaction_commits_whole_or_not_at_all(store):
    row = await store.create_lobby(
        guild_id=1, channel_id=2, host_id=3, host_name="Ann", game="roundhouse"
    )
    with pytest.raises(RuntimeError):
        async with store.transaction():
            await store.set_lobby_message(row.id, 99)
            assert (await store.game(row.id)).lobby_message_id == 99  # seen inside
            raise RuntimeError("boom")
    assert (await store.game(row.id)).lobby_message_id is None
    async with store.transaction() as db:
        async with store.transaction():  # joins the outer one
            await store.set_lobby_message(row.id, 98)
        await db.execute("UPDATE games SET host_id = ? WHERE id = ?", (4, row.id))
    row = await store.game(row.id)
    assert (row.lobby_message_id, row.host_id) == (98, 4)


async def test_write_if_writes_all_of_its_statements_or_none(store):
    row = await store.create_lobby(
        guild_id=1, channel_id=2, host_id=3, host_name="Ann", game="roundhouse"
    )
    log = "INSERT INTO ap_log (game_id, at, text) VALUES (?, ?, ?)"
    guard = ("UPDATE games SET host_id = ? WHERE id = ? AND host_id = ?", (4, row.id, 3))
    first, second = (log, (row.id, 1.0, "a")), (log, (row.id, 2.0, "b"))
    with pytest.raises(ConstraintError):  # the second statement fails: the first is undone
        await store.db.write_if(guard, [first, (log, (None, 0.0, "no game")), second])
    assert (await store.game(row.id)).host_id == 3
    assert await store.fetch_all("SELECT text FROM ap_log") == []
    assert await store.db.write_if(guard, [first, second]) is True
    assert await store.db.write_if(guard, [first]) is False  # the guard changed no row
    assert [r[0] for r in await store.fetch_all("SELECT text FROM ap_log ORDER BY at")] == [
        "a",
        "b",
    ]
    async with store.transaction():  # inside a transaction it joins it
        assert await store.db.write_if((guard[0], (5, row.id, 4)), [])
        game, seats = await store.game_and_seats(row.id)  # read inside it too
        assert game.host_id == 5 and [s.name for s in seats] == ["Ann"]
    assert await store.game_and_seats(row.id + 1) == (None, [])


async def test_the_move_log_is_read_up_to_a_move(store):
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game_id = await two_player_game(service)
    for _ in range(5):
        user, version, code = await next_move(service, game_id)
        await service.play(game_id, user, version, code)
    assert [m.seq for m in await store.moves(game_id)] == [1, 2, 3, 4, 5]
    assert [m.seq for m in await store.moves(game_id, last=2)] == [4, 5]
    assert [m.seq for m in await store.moves(game_id, last=2, through=3)] == [2, 3]
    assert [m.seq for m in await store.moves(game_id, through=2)] == [1, 2]


async def test_constraints_are_enforced_by_the_database(store):
    row = await store.create_lobby(
        guild_id=1, channel_id=2, host_id=3, host_name="Ann", game="roundhouse"
    )
    with pytest.raises(ConstraintError):  # one active game per channel
        await store.execute(
            "INSERT INTO games (channel_id, host_id, status, created_at, updated_at) "
            "VALUES (?, ?, 'lobby', 'now', 'now')",
            (2, 5),
        )
    with pytest.raises(ConstraintError):
        await store.execute("UPDATE games SET status = 'paused' WHERE id = ?", (row.id,))
    assert [g.id for g in await store.games()] == [row.id]


async def test_a_lobby_change_waits_for_the_one_in_progress(db_target):
    """Two processes seating the last free place: the second waits for the first's commit,
    then finds the game full (SQLite: its write lock; PostgreSQL: the game's row lock)."""
    first, second = await Store.open(db_target), await Store.open(db_target)
    try:
        game = await first.create_lobby(
            guild_id=1, channel_id=2, host_id=3, host_name="Ann", game="roundhouse"
        )
        async with first.transaction():
            await first.add_seat(game.id, user_id=4, name="Bo", computer=False, limit=3)
            late = asyncio.create_task(
                second.add_seat(game.id, user_id=5, name="Cy", computer=False, limit=2)
            )
            await asyncio.sleep(0.3)
            assert not late.done()  # held until the first transaction ends
        with pytest.raises(GameFull):
            await late
        assert [s.name for s in await second.seats(game.id)] == ["Ann", "Bo"]
    finally:
        await first.close()
        await second.close()


async def test_a_game_lock_holds_across_stores_on_postgresql(db_target, backend):
    first = await Store.open(db_target)
    # SQLite is one process by design: its lock holds within one store (one process).
    second = await Store.open(db_target) if backend == "postgresql" else first
    order: list[str] = []

    async def hold(store: Store, name: str, pause: float) -> None:
        async with store.game_lock(7):
            order.append(f"{name} in")
            await asyncio.sleep(pause)
            order.append(f"{name} out")

    try:
        holder = asyncio.create_task(hold(first, "a", 0.3))
        while not order:
            await asyncio.sleep(0.01)
        await asyncio.gather(holder, hold(second, "b", 0))
        assert order == ["a in", "a out", "b in", "b out"]
        async with first.game_lock(8), second.game_lock(9):  # other games' locks are free
            pass
    finally:
        await first.close()
        if second is not first:
            await second.close()


async def test_the_move_log_refuses_truncate_on_postgresql(store, backend):
    if backend == "sqlite":
        assert isinstance(store.db, SqliteDatabase)  # SQLite has no TRUNCATE
        return
    with pytest.raises(ConstraintError, match="append-only"):
        await store.execute("TRUNCATE moves")


async def test_a_task_started_in_a_transaction_is_not_in_it_once_it_ends(store):
    row = await store.create_lobby(
        guild_id=1, channel_id=2, host_id=3, host_name="Ann", game="roundhouse"
    )
    go = asyncio.Event()

    async def later() -> None:
        await go.wait()
        await store.set_lobby_message(row.id, 77)  # its own transaction, on its own

    async with store.transaction():
        task = asyncio.create_task(later())
    go.set()
    await task
    assert (await store.game(row.id)).lobby_message_id == 77


async def test_background_work_started_in_a_transaction_is_never_in_it(store):
    """`bot.tasks.background`: a lobby's start records its first post inside its transaction,
    which may wake the outbox's loop; the loop's work is its own, not the start's."""
    row = await store.create_lobby(
        guild_id=1, channel_id=2, host_id=3, host_name="Ann", game="roundhouse"
    )
    seen: list[int | None] = []

    async def look() -> None:
        seen.append((await store.game(row.id)).lobby_message_id)

    async with store.transaction():
        await store.set_lobby_message(row.id, 77)
        await asyncio.create_task(look())  # a task of the transaction's: reads inside it
        await background(look(), name="look")  # reads what is committed
    assert seen == [77, None]


async def test_processes_starting_together_migrate_once(db_target):
    stores = await asyncio.gather(*(Store.open(db_target) for _ in range(3)))
    try:
        versions = [await s.schema_version() for s in stores]
        assert versions == [len(schema.MIGRATIONS)] * 3
    finally:
        for opened in stores:
            await opened.close()


async def test_new_sqlite_files_opened_together_all_open(tmp_path):
    """Switching a new file to WAL finds the others' connections and SQLite answers "locked" at
    once, without waiting: opening tries again instead of failing (1 round in 6 failed before)."""
    for round_ in range(30):
        target = str(tmp_path / f"games-{round_}.db")
        stores = await asyncio.gather(*(Store.open(target) for _ in range(3)))
        for opened in stores:
            assert await opened.schema_version() == len(schema.MIGRATIONS)
            await opened.close()


async def test_one_claim_wins_among_processes_claiming_at_once(db_target):
    stores = [await Store.open(db_target) for _ in range(4)]
    try:
        game = await stores[0].create_lobby(
            guild_id=1, channel_id=2, host_id=3, host_name="A", game="roundhouse"
        )
        wait = Wait(game.id, 0, 3, "0.1/0", 0.0, False, 0, 10.0, 20.0, 0)
        await PacingStore(stores[0]).start_wait(wait)
        won = await asyncio.gather(*(PacingStore(s).claim_notice(wait) for s in stores))
        assert won.count(True) == 1
        missed = await asyncio.gather(*(PacingStore(s).claim_deadline(wait, 30.0) for s in stores))
        assert sorted(missed, key=str) == [1, None, None, None]
        fired = replace(wait, deadline_fired=1)
        won = await asyncio.gather(
            *(PacingStore(s).claim_takeover(fired, 31.0, 60.0) for s in stores)
        )
        assert won.count(True) == 1  # a takeover whose lease ran out: taken over once
        won = await asyncio.gather(*(PacingStore(s).claim_reminder(wait, 99.0) for s in stores))
        assert won.count(True) == 1
    finally:
        for opened in stores:
            await opened.close()
