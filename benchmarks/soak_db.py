"""The soak's database (benchmarks/soak.py): a SQLite file, or with `--postgres` a database of its
own on a PostgreSQL 16 the soak starts (pgserver, in the soak's folder, on a Unix socket); and
the quick reads the fault injector makes of it while the workers run."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path
from typing import Any

import asyncpg

from bot.storage.postgres import numbered


def is_postgres(target: str) -> bool:
    return target.startswith("postgresql://")


def new_database(folder: Path, postgres: bool) -> tuple[str, object | None]:
    """The soak's database target, and the PostgreSQL server it runs on (None: SQLite)."""
    if not postgres:
        return str(folder / "soak.db"), None
    import pgserver  # a dev dependency, as in the store benchmarks

    server = pgserver.get_server(folder / "pg", cleanup_mode="delete")
    server.psql("CREATE DATABASE soak;")
    return str(server.get_uri("soak")), server


def rows(target: str, sql: str, params: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
    """The rows of one query (`?` placeholders), read on a connection of its own."""
    if not is_postgres(target):
        db = sqlite3.connect(target, timeout=30)
        try:
            return list(db.execute(sql, params).fetchall())
        finally:
            db.close()
    return asyncio.run(_postgres_rows(target, sql, params))


async def _postgres_rows(
    target: str, sql: str, params: tuple[object, ...]
) -> list[tuple[Any, ...]]:
    connection = await asyncpg.connect(target)
    try:
        return [tuple(row) for row in await connection.fetch(numbered(sql), *params)]
    finally:
        await connection.close()
