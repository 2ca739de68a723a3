"""The SQLite backend (aiosqlite): a writer connection, WAL, `BEGIN IMMEDIATE` write
transactions, and a reader connection for reads outside a transaction (committed data only).

The default: `make run` needs nothing else installed. `PRAGMA user_version` counts the migration
steps run. Several processes may open one file (SQLite serialises their write transactions and
the version check decides between them), but the bot is meant to run as one process here: the
per-game lock (`lock`) holds within this process only; what must hold across processes is
checked and written in one write transaction (`BEGIN IMMEDIATE` holds the file from its first
read: `Database.changing`).
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Iterable, Iterator, Sequence
from functools import partial
from typing import TypeVar

import aiosqlite

from bot.storage.database import Database, Params, Row, Statement
from bot.storage.errors import (
    CannotOpen,
    ConstraintError,
    SchemaTooNew,
    StoreBusy,
    StoreUnavailable,
)
from bot.storage.schema import statements
from bot.storage.turns import Turns

MINIMUM_VERSION = (3, 35, 0)  # RETURNING
STARTUP_WAIT = 30.0  # seconds opening and migrating wait for another process (busy_timeout after)
T = TypeVar("T")


BUSY_ERRORS = ("SQLITE_BUSY", "SQLITE_LOCKED")
UNAVAILABLE_ERRORS = ("SQLITE_READONLY", "SQLITE_FULL", "SQLITE_IOERR", "SQLITE_CANTOPEN")


def store_fault(exc: sqlite3.OperationalError) -> StoreBusy | StoreUnavailable | None:
    """The typed refusal for SQLite's "locked" / "read-only" / "full" errors; None for others."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    if name.startswith(BUSY_ERRORS) or "locked" in str(exc):
        return StoreBusy(str(exc))
    if name.startswith(UNAVAILABLE_ERRORS) or any(
        words in str(exc) for words in ("readonly", "disk is full", "disk I/O error")
    ):
        return StoreUnavailable(str(exc))
    return None


@contextlib.contextmanager
def _constraints() -> Iterator[None]:
    """sqlite3's IntegrityError (a unique index, a trigger's RAISE) as ConstraintError; a
    database locked by another process, read-only or full as StoreBusy / StoreUnavailable."""
    try:
        yield
    except sqlite3.IntegrityError as exc:
        raise ConstraintError(str(exc)) from exc
    except sqlite3.OperationalError as exc:
        fault = store_fault(exc)
        if fault is None:
            raise
        raise fault from exc


def _writes(sql: str) -> bool:
    """Whether a statement writes (then, even with RETURNING, it needs a write transaction)."""
    return sql.lstrip()[:6].upper() in ("INSERT", "UPDATE", "DELETE")


def _reads(sql: str) -> bool:
    """Whether a statement only reads (a query: the reader may run it; a PRAGMA may set
    something on the connection, so the writer runs those)."""
    return sql.lstrip()[:6].upper() == "SELECT"


class Connection(aiosqlite.Connection):
    """aiosqlite's connection, and `run`: work on the sqlite3 connection in one trip to its
    thread (a transaction whose statements follow each other there, not one trip each)."""

    async def run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        return await self._execute(lambda: work(self._conn))  # type: ignore[no-any-return]


async def connect(location: str, *, uri: bool = False) -> Connection:
    """An open connection to `location` (a path, or a `file:` URI with `uri`) whose
    transactions our statements begin and end (`isolation_level=None`)."""
    connection = Connection(
        partial(sqlite3.connect, location, uri=uri, isolation_level=None), iter_chunk_size=64
    )
    await connection
    return connection


def _write_if(guard: Statement, then: Sequence[Statement], connection: sqlite3.Connection) -> bool:
    """`Database.write_if`'s statements, on the connection's thread; the first failure stops
    them (none after it runs, so none can commit on its own after a rollback)."""
    if connection.execute(*guard).rowcount != 1:
        return False
    for sql, params in then:
        connection.execute(sql, params)
    return True


def _fetch_each(queries: Sequence[Statement], connection: sqlite3.Connection) -> list[list[Row]]:
    """`Database.fetch_each`'s queries, on the connection's thread."""
    return [connection.execute(sql, params).fetchall() for sql, params in queries]


def _atomically(work: Callable[[sqlite3.Connection], T], connection: sqlite3.Connection) -> T:
    """`work` in a write transaction of its own, on the connection's thread."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        result = work(connection)
        connection.execute("COMMIT")
    except BaseException:
        if connection.in_transaction:  # SQLite rolls back by itself after some errors
            connection.execute("ROLLBACK")
        raise
    return result


async def _wait_for_locks(connection: aiosqlite.Connection, seconds: float) -> None:
    """How long a statement waits for another process's lock before SQLITE_BUSY."""
    await connection.execute(f"PRAGMA busy_timeout = {int(seconds * 1000)}")


async def _use_wal(connection: aiosqlite.Connection) -> None:
    """Switch to WAL. A new file's switch needs every other connection gone, and SQLite answers
    "locked" at once instead of waiting, so processes starting together try again a while."""
    deadline = time.monotonic() + STARTUP_WAIT
    while True:
        try:
            await connection.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as exc:
            if not isinstance(store_fault(exc), StoreBusy) or time.monotonic() >= deadline:
                with _constraints():
                    raise
        await asyncio.sleep(0.05)


async def _open_reader(path: str, busy_timeout: float) -> Connection:
    """A second connection for reads outside a transaction: it sees committed data only (so
    never a move whose save is still pending), and its own thread answers reads while the
    writer's runs a transaction."""
    reader = await connect(path)
    try:
        reader.row_factory = sqlite3.Row
        await reader.execute("PRAGMA query_only = ON")
        await _wait_for_locks(reader, busy_timeout)
    except BaseException:
        await reader.close()
        raise
    return reader


class SqliteDatabase(Database):
    kind = "sqlite"
    for_update = ""
    skip_locked = ""

    def __init__(
        self,
        connection: Connection,
        target: str,
        busy_timeout: float = 1.0,
        reader: Connection | None = None,
    ) -> None:
        super().__init__(target)
        self._db = connection
        self._reader = reader  # reads outside a transaction (None: `connection` reads too)
        self.busy_timeout = busy_timeout  # seconds a statement waits for another's lock
        self._write = Turns()  # one transaction at a time on this connection, clicks first
        self._locks: dict[int, asyncio.Lock] = {}

    @classmethod
    async def open(cls, path: str, *, busy_timeout: float = 1.0) -> SqliteDatabase:
        """Open (creating if needed) the file at `path` (`:memory:` for a private database); a
        write waits `busy_timeout` seconds at most for another process's write lock."""
        if sqlite3.sqlite_version_info < MINIMUM_VERSION:
            raise CannotOpen(path, f"SQLite {sqlite3.sqlite_version} is too old (3.35 needed)")
        try:
            connection = await connect(path)
        except sqlite3.OperationalError as exc:
            raise CannotOpen(path, str(exc)) from exc
        try:
            connection.row_factory = sqlite3.Row
            await _wait_for_locks(connection, STARTUP_WAIT)  # another process may be migrating
            await _use_wal(connection)
            with _constraints():
                await connection.execute("PRAGMA synchronous = NORMAL")
            await connection.execute("PRAGMA foreign_keys = ON")
            await _wait_for_locks(connection, busy_timeout)
            reader = None if path == ":memory:" else await _open_reader(path, busy_timeout)
        except BaseException:
            await connection.close()
            raise
        return cls(connection, path, busy_timeout, reader)

    async def close(self) -> None:
        if self._reader is not None:
            await self._reader.close()
        await self._db.close()

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[Database]:
        if self.current() is not None:
            yield self  # joins the transaction this task is already in
            return
        async with self._write.turn():
            with _constraints():  # locked by another process: StoreBusy, nothing begun
                await self._db.execute("BEGIN IMMEDIATE")
            try:
                with self.entered(self._db):
                    yield self
                with _constraints():
                    await self._db.execute("COMMIT")
            except BaseException:
                if self._db.in_transaction:  # SQLite rolls back by itself after some errors
                    await self._db.execute("ROLLBACK")
                raise

    async def execute(self, sql: str, params: Params = ()) -> int:
        async with self.transaction():
            with _constraints():
                cursor = await self._db.execute(sql, tuple(params))
            return cursor.rowcount

    async def write_if(self, guard: Statement, then: Sequence[Statement]) -> bool:
        """One trip to the writer's thread (`_write_if`)."""
        work = partial(_write_if, guard, list(then))
        if self.current() is not None:  # inside this task's transaction
            with _constraints():
                return await self._db.run(work)
        async with self._write.turn():
            with _constraints():  # locked by another process: StoreBusy, nothing begun
                return await self._db.run(partial(_atomically, work))

    async def execute_many(self, sql: str, rows: Iterable[Sequence[object]]) -> None:
        async with self.transaction():
            with _constraints():
                await self._db.executemany(sql, [tuple(row) for row in rows])

    async def fetch_one(self, sql: str, params: Params = ()) -> Row | None:
        rows = await self.fetch_all(sql, params)
        return rows[0] if rows else None

    async def fetch_all(self, sql: str, params: Params = ()) -> list[Row]:
        if _writes(sql):  # INSERT … RETURNING: a write, so in a write transaction
            async with self.transaction():
                return await self._fetch_all(sql, params)
        return await self._fetch_all(sql, params)

    def _connection(self, *, reads: bool) -> Connection:
        """This task's transaction's connection; else the reader for queries, the writer for
        the rest."""
        return self.current() or (self._reader if reads else None) or self._db

    async def _fetch_all(self, sql: str, params: Params) -> list[Row]:
        connection = self._connection(reads=_reads(sql))
        with _constraints():  # one trip to the connection's thread (not execute, fetch, close)
            return list(await connection.execute_fetchall(sql, tuple(params)))

    async def fetch_each(self, queries: Sequence[Statement]) -> list[list[Row]]:
        """One trip to the reader's thread (the writer's inside a transaction)."""
        if any(not _reads(sql) for sql, _ in queries):
            return await super().fetch_each(queries)
        with _constraints():
            return await self._connection(reads=True).run(partial(_fetch_each, list(queries)))

    async def schema_version(self) -> int:
        return int(await self.fetch_value("PRAGMA user_version"))

    async def journal_mode(self) -> str:
        return str(await self.fetch_value("PRAGMA journal_mode"))

    async def migrate(self, steps: Sequence[str]) -> None:
        """Run the pending steps in one write transaction; none pending: no write at all (so a
        database another process holds, or a read-only one, still opens)."""
        if await self.schema_version() == len(steps):
            return
        await _wait_for_locks(self._db, STARTUP_WAIT)  # processes started together take turns
        try:
            async with self.transaction():
                current = await self.schema_version()
                if current > len(steps):
                    raise SchemaTooNew(current, len(steps))
                for number, script in enumerate(steps[current:], current + 1):
                    for statement in statements(script):
                        await self._db.execute(statement)
                    await self._db.execute(f"PRAGMA user_version = {number}")
        finally:
            await _wait_for_locks(self._db, self.busy_timeout)

    @contextlib.asynccontextmanager
    async def lock(self, key: int) -> AsyncIterator[None]:
        async with self._locks.setdefault(key, asyncio.Lock()):
            yield

    async def reset_ids(self, table: str, column: str = "id") -> None:
        """Nothing to do: AUTOINCREMENT follows the largest id inserted."""

    async def tables(self) -> list[str]:
        rows = await self.fetch_all(
            "SELECT name FROM sqlite_master WHERE type = 'table' "
            "AND name NOT LIKE 'sqlite_%' ORDER BY name"
        )
        return [row["name"] for row in rows]
