"""Copy every row of one database into another (`roundhouse migrate-db`), whichever backends.

The copy is one transaction on the target: it lands whole or not at all. A target that already
holds exactly the source's rows is left as it is (running the copy again changes nothing); a
target holding anything else is refused, untouched. The heartbeats of the processes running
(`processes`) are not data: each process writes its own, so they are not copied.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass

from bot.storage.errors import StoreError
from bot.storage.store import Store

CHUNK = 2000  # rows read and written at a time


@dataclass(frozen=True)
class Table:
    """A table to copy: its columns, its key (the copy's order) and its generated id, if any."""

    name: str
    columns: tuple[str, ...]
    key: tuple[str, ...]
    identity: str | None = None

    def select(self) -> str:
        order = ", ".join(self.key)
        return (
            f"SELECT {', '.join(self.columns)} FROM {self.name} ORDER BY {order} LIMIT ? OFFSET ?"
        )

    def insert(self) -> str:
        marks = ", ".join("?" * len(self.columns))
        return f"INSERT INTO {self.name} ({', '.join(self.columns)}) VALUES ({marks})"


NOT_COPIED = ("processes",)  # tables of the running processes, not of the games
# Every other table of the schema, parents before children (a test checks none is missing).
TABLES: tuple[Table, ...] = (
    Table(
        "games",
        (
            "id", "guild_id", "channel_id", "host_id", "status", "setup_json", "state_json",
            "version", "lobby_message_id", "created_at", "updated_at", "computer_seed",
            "game", "language",
        ),
        ("id",),
        "id",
    ),
    Table("seats", ("id", "game_id", "user_id", "name", "computer", "level"), ("id",), "id"),
    Table(
        "moves",
        ("game_id", "seq", "seat", "user_id", "code", "line", "turn", "created_at"),
        ("game_id", "seq"),
    ),
    Table(
        "ap_settings",
        ("game_id", "idle_hours", "deadline_hours", "reminder_limit", "paused_at"),
        ("game_id",),
    ),
    Table(
        "ap_prefs",
        (
            "user_id", "dms", "reminders", "tz", "quiet_start", "quiet_end", "dms_closed",
            "told_closed", "auto_end", "language",
        ),
        ("user_id",),
    ),
    Table(
        "ap_waits",
        (
            "game_id", "seat", "user_id", "key", "started_at", "notified", "reminders",
            "remind_at", "deadline_at", "deadline_fired",
        ),
        ("game_id",),
    ),
    Table("ap_seats", ("game_id", "seat", "missed", "replaced"), ("game_id", "seat")),
    Table(
        "ap_turn_dms",
        ("message_id", "channel_id", "game_id", "seat", "key", "language"),
        ("message_id",),
    ),
    Table(
        "ap_results", ("game_id", "guild_id", "channel_id", "finished_at", "moves"), ("game_id",)
    ),
    Table(
        "ap_result_seats",
        ("game_id", "seat", "user_id", "name", "score", "winner"),
        ("game_id", "seat"),
    ),
    Table("ap_log", ("id", "game_id", "at", "text"), ("id",), "id"),
    Table(
        "lobby_setup", ("game_id", "seats", "options", "rematch_of", "invited"), ("game_id",)
    ),
    Table("state_checks", ("game_id", "version", "hash"), ("game_id", "version")),
    Table(
        "outbox",
        (
            "game_id", "version", "payload", "created_at", "sent_at", "claimed_until",
            "claimed_by", "failures", "refused", "refused_at",
        ),
        ("game_id", "version"),
    ),
    Table("claims", ("name", "owner", "held_until"), ("name",)),
)  # fmt: skip


class TargetHoldsOtherData(StoreError):
    """The target database already holds rows that are not the source's; nothing was copied."""

    def __init__(self, where: str, detail: str) -> None:
        super().__init__(f"{where} already holds different data ({detail}); nothing was copied")
        self.detail = detail


@dataclass(frozen=True)
class CopyReport:
    counts: dict[str, int]  # rows per table, the same in both databases
    copied: bool  # False: the target already held the source's rows


async def chunks(store: Store, table: Table) -> AsyncIterator[list[tuple[object, ...]]]:
    """The table's rows in key order, `CHUNK` at a time."""
    offset = 0
    while True:
        rows = await store.fetch_all(table.select(), (CHUNK, offset))
        if not rows:
            return
        yield [tuple(row[column] for column in table.columns) for row in rows]
        offset += len(rows)


async def count(store: Store, table: Table) -> int:
    return int(await store.fetch_value(f"SELECT COUNT(*) FROM {table.name}"))


async def first_difference(source: Store, target: Store) -> str | None:
    """Where the target's rows first differ from the source's (None: the same rows)."""
    for table in TABLES:
        theirs, ours = await count(source, table), await count(target, table)
        if theirs != ours:
            return f"{table.name}: {ours} rows, the source has {theirs}"
        target_rows = chunks(target, table)
        async for rows in chunks(source, table):
            other: list[tuple[object, ...]] = await anext(target_rows, [])
            for row, copy in zip(rows, other, strict=False):
                if row != copy:
                    key = ", ".join(str(row[table.columns.index(k)]) for k in table.key)
                    return f"{table.name} row ({key}) differs"
    return None


async def copy_database(source: Store, target: Store) -> CopyReport:
    """Copy every row of `source` into `target` (both migrated to the current schema)."""
    counts = {table.name: await count(source, table) for table in TABLES}
    if any([await count(target, table) for table in TABLES]):
        difference = await first_difference(source, target)
        if difference is not None:
            raise TargetHoldsOtherData(target.where, difference)
        return CopyReport(counts, copied=False)
    async with target.transaction():
        for table in TABLES:
            async for rows in chunks(source, table):
                await target.execute_many(table.insert(), rows)
            if table.identity is not None:
                await target.db.reset_ids(table.name, table.identity)
    return CopyReport(counts, copied=True)
