"""The store suites' databases: a SQLite file, or a database of its own on a real PostgreSQL.

The server is PostgreSQL 16 from the `pgserver` package (a dev dependency: `make setup`
installs it), started once per test session in a temporary directory, listening on a Unix
socket only, and stopped and deleted at exit. Run as root, pgserver runs the server as a system
user `pgserver` that it creates (PostgreSQL refuses to run as root). Each test gets a fresh
database, dropped afterwards. Nothing here skips: no server means failing tests.
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import threading
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import asyncpg
import pytest

from bot.storage.store import Store

BACKENDS = ["sqlite", "postgresql"]

_started: dict[str, object] = {}
_start_lock = threading.Lock()
_names = itertools.count(1)


def postgres_server() -> object:
    """The session's PostgreSQL server (a `pgserver.PostgresServer`), started on first use."""
    with _start_lock:
        if "server" not in _started:
            import pgserver  # only the PostgreSQL tests need it

            folder = Path(tempfile.mkdtemp(prefix="roundhouse-pg-"))
            atexit.register(shutil.rmtree, folder, True)  # runs after pgserver's own cleanup
            server = pgserver.get_server(folder / "data", cleanup_mode="delete")
            server.psql("ALTER SYSTEM SET fsync = off; SELECT pg_reload_conf();")  # tests only
            _started["server"] = server
        return _started["server"]


def postgres_url(database: str = "postgres") -> str:
    return str(postgres_server().get_uri(database))  # type: ignore[attr-defined]


async def new_postgres_database() -> str:
    """A new, empty database on the session's server; its URL."""
    name = f"t{os.getpid()}_{next(_names)}"
    admin = await asyncpg.connect(postgres_url())
    try:
        await admin.execute(f"CREATE DATABASE {name}")
    finally:
        await admin.close()
    return postgres_url(name)


async def drop_postgres_database(url: str) -> None:
    name = url.rsplit("/", 1)[1].split("?", 1)[0]
    admin = await asyncpg.connect(postgres_url())
    try:
        await admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    finally:
        await admin.close()


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
async def db_target(backend: str, tmp_path: Path) -> AsyncIterator[str]:
    """Where a test's database is: a SQLite file path, or a fresh PostgreSQL database's URL."""
    if backend == "sqlite":
        yield str(tmp_path / "games.db")
        return
    url = await new_postgres_database()
    yield url
    await drop_postgres_database(url)


@pytest.fixture
async def store(db_target: str) -> AsyncIterator[Store]:
    opened = await Store.open(db_target)
    yield opened
    await opened.close()


LOCKER = textwrap.dedent(
    """
    import sqlite3, sys
    db = sqlite3.connect(sys.argv[1], isolation_level=None)
    db.execute("BEGIN EXCLUSIVE")
    print("locked", flush=True)
    sys.stdin.readline()
    db.execute("ROLLBACK")
    """
)


@contextlib.contextmanager
def sqlite_locked(path: str) -> Iterator[None]:
    """While inside, another process holds the SQLite file's write lock."""
    locker = subprocess.Popen(
        [sys.executable, "-c", LOCKER, path],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=os.getcwd(),
    )
    try:
        assert locker.stdout is not None and locker.stdout.readline().strip() == "locked"
        yield
    finally:
        locker.communicate("\n", timeout=30)


T0 = datetime(2026, 1, 1, tzinfo=UTC)


class Clock:
    """A store's clock for tests: T0 plus `seconds`, set by the test."""

    def __init__(self) -> None:
        self.seconds = 0.0

    def __call__(self) -> datetime:
        return T0 + timedelta(seconds=self.seconds)
