"""One database interface, two backends: SQLite (`bot.storage.sqlite`) and PostgreSQL
(`bot.storage.postgres`); `bot.storage.backends.connect(target)` picks one.

Callers write one SQL dialect: `?` placeholders and the standard SQL that both SQLite (3.35 or
newer) and PostgreSQL run — `INSERT … ON CONFLICT … DO NOTHING / DO UPDATE SET x = excluded.x`,
`RETURNING`, `CASE`, `COALESCE`. The backend numbers the placeholders where it must. What is not
portable lives behind this interface: transactions and their locking, the schema's version,
advisory locks, identity sequences, and the database's own errors (`ConstraintError`).

A target names a database: a PostgreSQL URL (`postgresql://user:password@host/name`), a SQLite
URL (`sqlite:///relative.db`, `sqlite:////absolute.db`) or a plain SQLite path (`:memory:`).
"""

from __future__ import annotations

import contextlib
import re
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from contextlib import AbstractAsyncContextManager
from contextvars import ContextVar
from typing import Any, ClassVar, Literal, Protocol

Params = Iterable[object]
Statement = tuple[str, tuple[object, ...]]  # SQL and its parameters
Kind = Literal["sqlite", "postgresql"]

POSTGRES_SCHEMES = ("postgresql://", "postgres://")
SQLITE_SCHEME = "sqlite:///"


class Row(Protocol):
    """A result row, read by column name (or position): `sqlite3.Row` and `asyncpg.Record`."""

    def __getitem__(self, key: Any, /) -> Any: ...


class BadTarget(ValueError):
    """A database target that names no database this program can open."""


def parse_target(target: str) -> tuple[Kind, str]:
    """(backend, location): the URL itself for PostgreSQL, the file path for SQLite."""
    text = target.strip()
    if not text:
        raise BadTarget("the database target is empty")
    if text.startswith(POSTGRES_SCHEMES):
        return "postgresql", text
    if text.startswith(SQLITE_SCHEME):
        path = text[len(SQLITE_SCHEME) :]
        if not path:
            raise BadTarget(f"{target!r} names no file (sqlite:///roundhouse.db)")
        return "sqlite", path
    if re.match(r"^[a-z][a-z0-9+.-]*://", text, re.IGNORECASE):
        raise BadTarget(
            f"{describe(text)} is neither postgresql://… nor sqlite:///…; give one of those "
            "or a SQLite file path"
        )
    return "sqlite", text


def describe(target: str) -> str:
    """The target for logs and messages: a URL's password replaced by `***`."""
    return re.sub(r"^([a-z0-9+.-]+://[^:/@]*):[^@/]*@", r"\1:***@", target, flags=re.IGNORECASE)


def upsert(table: str, columns: str, *, key: str) -> str:
    """`INSERT` a whole row (`columns`: "a, b, c"), replacing the one with the same `key`."""
    names = columns.split(", ")
    updates = ", ".join(f"{name} = excluded.{name}" for name in names if name != key)
    return (
        f"INSERT INTO {table} ({columns}) VALUES ({', '.join('?' * len(names))}) "
        f"ON CONFLICT ({key}) DO UPDATE SET {updates}"
    )


class Scope:
    """An open transaction: the connection it runs on, and whether it is still open (a task
    started inside it copies this; once it ends, it counts no more)."""

    def __init__(self, connection: Any) -> None:
        self.connection = connection
        self.open = True


# The transactions the running task is in, each database's (by `id`); None: in none. Work the
# task starts in the background begins outside them all (`bot.tasks.background`).
TRANSACTIONS: ContextVar[dict[int, Scope] | None] = ContextVar("transactions", default=None)


class Database(ABC):
    """An open database. Statements outside `transaction()` each commit on their own; inside
    it (in the same task), every call runs in that transaction, and a nested `transaction()`
    joins the outer one. Tasks started inside a transaction must not use the database before
    it ends."""

    kind: ClassVar[Kind]
    # Appended to a SELECT that must lock the rows it reads until the transaction ends
    # (SQLite: empty, its write transaction already holds the whole database).
    for_update: ClassVar[str]
    # Appended to a SELECT of work to claim (a queue): rows another transaction holds are
    # skipped, not waited for (PostgreSQL); SQLite: empty, its one writer claims alone.
    skip_locked: ClassVar[str]

    def __init__(self, target: str) -> None:
        self.target = target

    def current(self) -> Any:
        """The connection of the transaction this task is in (None: not in one)."""
        scope = (TRANSACTIONS.get() or {}).get(id(self))
        return scope.connection if scope is not None and scope.open else None

    @contextlib.contextmanager
    def entered(self, connection: Any) -> Iterator[None]:
        """Mark this task as in a transaction on `connection` while inside."""
        scope = Scope(connection)
        token = TRANSACTIONS.set({**(TRANSACTIONS.get() or {}), id(self): scope})
        try:
            yield
        finally:
            scope.open = False
            TRANSACTIONS.reset(token)

    @property
    def where(self) -> str:
        """The target for logs and messages (no password)."""
        return describe(self.target)

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Database]:
        """One write transaction: commits on leaving, rolls back on an exception; yields self."""

    @abstractmethod
    async def execute(self, sql: str, params: Params = ()) -> int:
        """One statement; the number of rows it changed."""

    async def write_if(self, guard: Statement, then: Sequence[Statement]) -> bool:
        """In one transaction (or the one this task is in): `guard`, then, if it changed a row,
        `then` in order; whether it did. A failure anywhere writes none of them."""
        async with self.transaction():
            if await self.execute(*guard) != 1:
                return False
            for sql, params in then:
                await self.execute(sql, params)
            return True

    @abstractmethod
    async def execute_many(self, sql: str, rows: Iterable[Sequence[object]]) -> None:
        """One statement once per row of parameters."""

    @abstractmethod
    async def fetch_one(self, sql: str, params: Params = ()) -> Row | None: ...

    @abstractmethod
    async def fetch_all(self, sql: str, params: Params = ()) -> list[Row]: ...

    async def fetch_each(self, queries: Sequence[Statement]) -> list[list[Row]]:
        """Each query's rows, read together (SQLite: in one trip to the reader's thread)."""
        return [await self.fetch_all(sql, params) for sql, params in queries]

    async def fetch_value(self, sql: str, params: Params = ()) -> Any:
        """The first column of the first row (None when there is no row)."""
        row = await self.fetch_one(sql, params)
        return None if row is None else row[0]

    @abstractmethod
    async def schema_version(self) -> int:
        """How many migration steps this database has run."""

    @abstractmethod
    async def migrate(self, steps: Sequence[str]) -> None:
        """Run the steps not run yet, in one transaction; SchemaTooNew if it ran more."""

    @abstractmethod
    def lock(self, key: int) -> AbstractAsyncContextManager[None]:
        """Hold the lock named `key` (a game's id) while inside: in PostgreSQL an advisory lock
        that holds across processes, in SQLite (one process by design) an in-process lock."""

    @contextlib.asynccontextmanager
    async def changing(self, key: int) -> AsyncIterator[None]:
        """`lock(key)` and one write transaction, from a change's first read to its last write:
        what it read still holds when it writes, across processes on both backends (SQLite:
        `BEGIN IMMEDIATE` holds the file from the first read on; PostgreSQL: the lock)."""
        async with self.lock(key), self.transaction():
            yield

    @abstractmethod
    async def reset_ids(self, table: str, column: str = "id") -> None:
        """Make new rows' generated ids follow the largest one present (after a copy)."""

    @abstractmethod
    async def tables(self) -> list[str]:
        """The tables of the schema, sorted (without the backend's own bookkeeping)."""

    @abstractmethod
    async def close(self) -> None: ...
