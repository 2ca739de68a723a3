"""Issue 10 on both backends: a database locked elsewhere is StoreBusy, a read-only one
StoreUnavailable, and neither changes anything; the state checks and the outbox are saved with
the move or not at all."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from urllib.parse import urlsplit

import asyncpg
import pytest

from bot.game.service import GameService
from bot.storage.checks import StateChecks, state_hash
from bot.storage.errors import StoreBusy, StoreUnavailable, VersionConflict
from bot.storage.outbox import OutboxStore
from bot.storage.postgres import _constraints as postgres_faults
from bot.storage.records import Status
from bot.storage.store import Store
from tests.support.catalogues import ROUND_HOUSE_ONLY
from tests.support.databases import sqlite_locked
from tests.support.services import next_move, two_player_game


@contextlib.asynccontextmanager
async def locked_elsewhere(backend: str, target: str, game_id: int) -> AsyncIterator[None]:
    """Another process holds what a move needs: SQLite's write lock (a process of its own),
    or the game's row in PostgreSQL (another session)."""
    if backend == "sqlite":
        with sqlite_locked(target):
            yield
        return
    other = await asyncpg.connect(target)
    try:
        await other.execute("BEGIN")
        await other.execute("SELECT id FROM games WHERE id = $1 FOR UPDATE", game_id)
        yield
        await other.execute("ROLLBACK")
    finally:
        await other.close()


async def saved(store: Store, game_id: int) -> tuple:
    """What is saved of a game: its row's version and state, its log, checks and outbox."""
    row = await store.game(game_id)
    checks = await store.fetch_all(
        "SELECT version, hash FROM state_checks WHERE game_id = ? ORDER BY version", (game_id,)
    )
    posts = await store.fetch_all(
        "SELECT version FROM outbox WHERE game_id = ? ORDER BY version", (game_id,)
    )
    return (
        row.version,
        row.state_json,
        len(await store.moves(game_id)),
        [tuple(c) for c in checks],
        [p[0] for p in posts],
    )


async def test_a_lock_held_elsewhere_is_busy_and_changes_nothing(backend, db_target):
    store = await Store.open(db_target, busy_timeout=0.3)
    try:
        service = GameService(store, games=ROUND_HOUSE_ONLY)
        game_id = await two_player_game(service)
        user, version, code = await next_move(service, game_id)
        before = await saved(store, game_id)
        async with locked_elsewhere(backend, db_target, game_id):
            with pytest.raises(StoreBusy):
                await service.play(game_id, user, version, code)
        assert await saved(store, game_id) == before
        assert (await service.play(game_id, user, version, code)).game.version == version + 1
    finally:
        await store.close()


async def read_only(backend: str, target: str, store: Store, on: bool) -> None:
    """Make the database read-only (or writable again) under the store's feet."""
    if backend == "sqlite":
        await store.fetch_one(f"PRAGMA query_only = {int(on)}")
        return
    name = urlsplit(target).path.lstrip("/")
    admin = await asyncpg.connect(target)
    try:
        await admin.execute("SET default_transaction_read_only = off")  # this session may
        await admin.execute(
            f"ALTER DATABASE {name} SET default_transaction_read_only = {'on' if on else 'off'}"
        )
        await admin.execute(  # the store's sessions start again, with the new default
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = $1 AND pid <> pg_backend_pid()",
            name,
        )
    finally:
        await admin.close()


async def test_a_read_only_database_is_unavailable_and_changes_nothing(store, backend, db_target):
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game_id = await two_player_game(service)
    user, version, code = await next_move(service, game_id)
    before = await saved(store, game_id)
    await read_only(backend, db_target, store, True)
    for _ in range(2):  # (PostgreSQL: first the session that went away, then read-only)
        with pytest.raises(StoreUnavailable):
            await service.play(game_id, user, version, code)
    await read_only(backend, db_target, store, False)
    for _ in range(3):
        try:
            assert await saved(store, game_id) == before
            break
        except StoreUnavailable:  # a session the server ended, dropped by the pool
            continue
    assert (await service.play(game_id, user, version, code)).game.version == version + 1


@pytest.mark.parametrize(
    ("error", "fault"),
    [
        (asyncpg.LockNotAvailableError, StoreBusy),
        (asyncpg.DeadlockDetectedError, StoreBusy),
        (asyncpg.SerializationError, StoreBusy),
        (asyncpg.TooManyConnectionsError, StoreBusy),
        (asyncpg.ReadOnlySQLTransactionError, StoreUnavailable),
        (asyncpg.DiskFullError, StoreUnavailable),
        (asyncpg.AdminShutdownError, StoreUnavailable),
        (asyncpg.ConnectionDoesNotExistError, StoreUnavailable),
    ],
)
def test_postgresql_refusals_are_typed(error, fault):
    """A full disk cannot be made on the test server: its error is raised here instead."""
    with pytest.raises(fault), postgres_faults():
        raise error("refused")


async def test_checks_and_posts_are_saved_with_the_move_or_not_at_all(store):
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game_id = await two_player_game(service)
    checks, posts = StateChecks(store), OutboxStore(store)
    row = await store.game(game_id)
    assert await checks.recorded(game_id, 0) == state_hash(row.state_json)
    assert [r.version for r in await posts.unsent()] == []  # the start was posted
    user, version, code = await next_move(service, game_id)
    also = [checks.record(game_id, 1, "{}"), posts.record(game_id, 1, '{"kind": "move"}')]
    with pytest.raises(VersionConflict):
        await store.append_move(
            game_id, expected_version=5, seat=0, user_id=user, code=code, line="x",
            turn="0.1", state_json="{}", also=also,
        )  # fmt: skip
    assert await checks.recorded(game_id, 1) is None and await posts.unsent() == []
    result = await service.play(game_id, user, version, code)  # saved, not yet announced
    assert [r.version for r in await posts.unsent()] == [1]
    assert await checks.recorded(game_id, 1) == state_hash((await store.game(game_id)).state_json)
    await service.after_move(result)
    assert await posts.unsent() == [] and not await posts.is_unsent(game_id, 1)
    assert await posts.mark_sent(game_id, 1) is False  # once


async def test_a_repair_rewrites_only_an_unchanged_row(store):
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game_id = await two_player_game(service)
    row = await store.game(game_id)
    checks = StateChecks(store)
    assert not await checks.rewrite(
        game_id, was_updated_at="earlier", version=0, state_json="{}", status=Status.PLAYING
    )
    assert (await store.game(game_id)).state_json == row.state_json
    assert await checks.rewrite(
        game_id,
        was_updated_at=row.updated_at,
        version=0,
        state_json=row.state_json,
        status=Status.PLAYING,
    )
    assert await checks.recorded(game_id, 0) == state_hash(row.state_json)
