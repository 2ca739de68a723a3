"""The PostgreSQL backend (asyncpg): a connection pool, `DATABASE_URL=postgresql://…`.

Several bot processes may share one database. What holds across them is in the database: the
version check of `append_move` (an `UPDATE … WHERE version = ?` waits for a concurrent one and
then finds the version moved), the claims (`UPDATE … WHERE <still due>`), `SELECT … FOR UPDATE`
on a game's row while its lobby changes, advisory locks (`lock`), and one advisory lock around
migrations. Transactions are READ COMMITTED. The schema's version is kept in `roundhouse_schema`.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from typing import Any

import asyncpg

from bot.storage.database import Database, Params, Row, describe
from bot.storage.errors import (
    CannotOpen,
    ConstraintError,
    SchemaTooNew,
    StoreBusy,
    StoreUnavailable,
)

# Advisory lock keys: (namespace, key) pairs of 32-bit integers.
log = logging.getLogger(__name__)

SCHEMA_LOCK = (0x52480000, 1)  # "RH", migrations
GAME_LOCKS = 0x52480001  # "RH" + 1: one lock per game id
POOL_SIZE = 10


@functools.lru_cache(maxsize=1024)
def numbered(sql: str) -> str:
    """`?` placeholders as PostgreSQL's `$1, $2, …` (not inside quotes)."""
    out: list[str] = []
    number, quote = 0, ""
    for char in sql:
        if quote:
            quote = "" if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char == "?":
            number += 1
            out.append(f"${number}")
            continue
        out.append(char)
    return "".join(out)


def row_count(status: str) -> int:
    """The rows a command changed, from its status (`UPDATE 3`, `INSERT 0 1`, `CREATE TABLE`)."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


# Another transaction holds what this one needs longer than `lock_timeout`, or they collided.
BUSY = (
    asyncpg.LockNotAvailableError,
    asyncpg.DeadlockDetectedError,
    asyncpg.SerializationError,
    asyncpg.QueryCanceledError,
    asyncpg.TooManyConnectionsError,
)
# The server cannot take the write (read-only, full disk, short of resources) or is gone.
UNAVAILABLE = (
    asyncpg.ReadOnlySQLTransactionError,
    asyncpg.InsufficientResourcesError,
    asyncpg.PostgresConnectionError,
    asyncpg.CannotConnectNowError,
    asyncpg.AdminShutdownError,
    asyncpg.CrashShutdownError,
    asyncpg.InterfaceError,
    asyncpg.InternalClientError,  # a connection the server ended, caught mid-operation
    OSError,
)


@contextlib.contextmanager
def _constraints() -> Iterator[None]:
    """A violated constraint (a unique index, the move log's trigger) as ConstraintError; a
    lock held too long by another transaction as StoreBusy; a read-only, full or lost server as
    StoreUnavailable."""
    try:
        yield
    except asyncpg.IntegrityConstraintViolationError as exc:
        raise ConstraintError(str(exc)) from exc
    except BUSY as exc:
        raise StoreBusy(str(exc) or type(exc).__name__) from exc
    except UNAVAILABLE as exc:
        raise StoreUnavailable(str(exc) or type(exc).__name__) from exc


class PostgresDatabase(Database):
    kind = "postgresql"
    for_update = " FOR UPDATE"
    skip_locked = " FOR UPDATE SKIP LOCKED"

    def __init__(self, pool: asyncpg.Pool, lock_pool: asyncpg.Pool, target: str) -> None:
        super().__init__(target)
        self._pool = pool
        self._lock_pool = lock_pool  # the connections of held locks, apart from the work
        self._locks: dict[int, asyncio.Lock] = {}

    @classmethod
    async def open(
        cls, url: str, *, pool_size: int = POOL_SIZE, busy_timeout: float = 1.0
    ) -> PostgresDatabase:
        """Connect to `url`; a statement waits `busy_timeout` seconds at most for a lock another
        transaction holds (`lock_timeout`), then fails as StoreBusy."""
        settings = {"lock_timeout": f"{int(busy_timeout * 1000)}ms"}
        try:
            pool = await asyncpg.create_pool(
                url, min_size=1, max_size=pool_size, server_settings=settings
            )
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            raise CannotOpen(describe(url), str(exc) or type(exc).__name__) from exc
        try:
            lock_pool = await asyncpg.create_pool(url, min_size=0, max_size=pool_size)
        except BaseException:
            await pool.close()
            raise
        return cls(pool, lock_pool, url)

    async def close(self) -> None:
        await self._lock_pool.close()
        await self._pool.close()

    def _runner(self) -> Any:
        """This task's transaction connection, else the pool (each call on its own)."""
        connection = self.current()
        return self._pool if connection is None else connection

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[Database]:
        if self.current() is not None:
            yield self  # joins the transaction this task is already in
            return
        with _constraints():  # the server gone, or every connection busy: nothing begun
            connection = await self._pool.acquire()
        try:
            with _constraints():  # the commit too may find the server read-only or full
                async with connection.transaction():
                    with self.entered(connection):
                        yield self
        finally:
            await self._pool.release(connection)

    async def execute(self, sql: str, params: Params = ()) -> int:
        with _constraints():
            status = await self._runner().execute(numbered(sql), *params)
        return row_count(status)

    async def execute_many(self, sql: str, rows: Iterable[Sequence[object]]) -> None:
        with _constraints():
            await self._runner().executemany(numbered(sql), [tuple(row) for row in rows])

    async def fetch_one(self, sql: str, params: Params = ()) -> Row | None:
        with _constraints():
            row: Row | None = await self._runner().fetchrow(numbered(sql), *params)
        return row

    async def fetch_all(self, sql: str, params: Params = ()) -> list[Row]:
        with _constraints():
            return list(await self._runner().fetch(numbered(sql), *params))

    async def schema_version(self) -> int:
        if await self.fetch_value("SELECT to_regclass('roundhouse_schema')") is None:
            return 0
        return int(await self.fetch_value("SELECT version FROM roundhouse_schema"))

    async def migrate(self, steps: Sequence[str]) -> None:
        async with self.transaction():
            connection = self.current()
            await connection.execute("SELECT pg_advisory_xact_lock($1, $2)", *SCHEMA_LOCK)
            await connection.execute(
                "CREATE TABLE IF NOT EXISTS roundhouse_schema (only_row INTEGER PRIMARY KEY "
                "DEFAULT 1 CHECK (only_row = 1), version INTEGER NOT NULL);"
                "INSERT INTO roundhouse_schema (version) VALUES (0) ON CONFLICT DO NOTHING"
            )
            current = await self.schema_version()
            if current > len(steps):
                raise SchemaTooNew(current, len(steps))
            for number, script in enumerate(steps[current:], current + 1):
                await connection.execute(script)  # a whole script: the simple query protocol
                await connection.execute("UPDATE roundhouse_schema SET version = $1", number)

    @contextlib.asynccontextmanager
    async def lock(self, key: int) -> AsyncIterator[None]:
        if not -(2**31) <= key < 2**31:
            raise ValueError(f"lock key {key} does not fit in 32 bits")
        # Tasks of this process queue here, so that each waiting one holds no connection. A held
        # lock keeps its connection from a pool of its own: the work done under it uses the main
        # pool, which held locks can therefore never drain.
        local = self._locks.setdefault(key, asyncio.Lock())
        async with local, self._held_connection() as conn:
            with _constraints():  # the server gone or read-only: StoreUnavailable, as elsewhere
                await conn.execute("SELECT pg_advisory_lock($1, $2)", GAME_LOCKS, key)
            try:
                yield
            finally:
                await self._unlock(conn, key)

    @staticmethod
    async def _unlock(conn: Any, key: int) -> None:
        """Release a game's lock; if the session cannot, end it (the server then frees its locks):
        the work done under the lock stands, so this never raises."""
        try:
            await conn.execute("SELECT pg_advisory_unlock($1, $2)", GAME_LOCKS, key)
        except (
            asyncpg.PostgresError,
            asyncpg.InterfaceError,
            asyncpg.InternalClientError,
            OSError,
        ) as exc:
            log.warning("game lock %s: unlock failed (%s); its session is ended", key, exc)
            conn.terminate()

    @contextlib.asynccontextmanager
    async def _held_connection(self) -> AsyncIterator[Any]:
        """A connection of the lock pool; a failure to get one as the store's typed faults."""
        with _constraints():
            conn = await self._lock_pool.acquire()
        try:
            yield conn
        finally:
            await self._lock_pool.release(conn)

    async def reset_ids(self, table: str, column: str = "id") -> None:
        await self.execute(
            f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), "
            f"COALESCE(MAX({column}), 1), MAX({column}) IS NOT NULL) FROM {table}"
        )

    async def tables(self) -> list[str]:
        rows = await self.fetch_all(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = "
            "current_schema() AND table_name <> 'roundhouse_schema' ORDER BY table_name"
        )
        return [row["table_name"] for row in rows]
