"""Open the database a target names: SQLite (the default) or PostgreSQL."""

from __future__ import annotations

from bot.storage import schema, schema_postgres
from bot.storage.database import Database, Kind, parse_target
from bot.storage.postgres import PostgresDatabase
from bot.storage.sqlite import SqliteDatabase

MIGRATIONS: dict[Kind, list[str]] = {
    "sqlite": schema.MIGRATIONS,
    "postgresql": schema_postgres.MIGRATIONS,
}


# How long a write waits for another process's lock before StoreBusy: well under the 3 s in
# which Discord wants an answer (and on SQLite, every query of the connection waits behind it).
BUSY_TIMEOUT = 1.0


async def connect(target: str, *, busy_timeout: float = BUSY_TIMEOUT) -> Database:
    """The database at `target` (a path, `sqlite:///…` or `postgresql://…`), not migrated; a
    write waits `busy_timeout` seconds at most for another process's lock."""
    kind, location = parse_target(target)
    if kind == "postgresql":
        return await PostgresDatabase.open(location, busy_timeout=busy_timeout)
    return await SqliteDatabase.open(location, busy_timeout=busy_timeout)
