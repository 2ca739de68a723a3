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


async def connect(target: str) -> Database:
    """The database at `target` (a path, `sqlite:///…` or `postgresql://…`), not migrated."""
    kind, location = parse_target(target)
    if kind == "postgresql":
        return await PostgresDatabase.open(location)
    return await SqliteDatabase.open(location)
