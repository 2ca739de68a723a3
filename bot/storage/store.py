"""Every game in SQLite (aiosqlite): games, seats and an append-only move log.

The truth of a game is its setup plus its move log; `games.state_json` is a cache of the state
after the last move, kept in step by `append_move`, which appends and saves in one transaction
checked against the version (`UPDATE … WHERE version = ?`). A game's version is the number of
entries in its move log.

The schema and its migrations are in `bot.storage.schema`; the other tables' queries (waits,
results) run on this store's connection through `transaction()`, `fetch_one` and `fetch_all`.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator, Iterable
from typing import Any

import aiosqlite

from bot.clock import Clock, discord_now
from bot.storage.errors import (
    AlreadySeated,
    ChannelBusy,
    GameFull,
    GameNotFound,
    NoSeat,
    SchemaTooNew,
    VersionConflict,
    WrongStatus,
)
from bot.storage.records import GameRow, MoveRow, SeatRow, Status
from bot.storage.schema import MIGRATIONS, statements

_GAME_COLUMNS = (
    "id, guild_id, channel_id, host_id, status, setup_json, state_json, version, "
    "lobby_message_id, created_at, updated_at"
)
Params = Iterable[object]


class Store:
    """Async access to the game database. Open with `await Store.open(path)`."""

    def __init__(self, db: aiosqlite.Connection, path: str, clock: Clock = discord_now) -> None:
        self._db = db
        self.path = path
        self.clock = clock
        self._write = asyncio.Lock()  # one transaction at a time on this connection

    @classmethod
    async def open(
        cls, path: str, *, migrations: list[str] | None = None, clock: Clock = discord_now
    ) -> Store:
        """Open (creating if needed) the database at `path` and run pending migrations."""
        db = await aiosqlite.connect(path, isolation_level=None)
        try:
            db.row_factory = sqlite3.Row
            await db.execute("PRAGMA busy_timeout = 5000")
            await db.execute("PRAGMA journal_mode = WAL")
            await db.execute("PRAGMA synchronous = NORMAL")
            await db.execute("PRAGMA foreign_keys = ON")
            store = cls(db, path, clock)
            await store.migrate(MIGRATIONS if migrations is None else migrations)
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        await self._db.close()

    def now_text(self) -> str:
        """The time stamp written to `created_at` / `updated_at` (UTC, milliseconds)."""
        return self.clock().isoformat(timespec="milliseconds")

    async def migrate(self, steps: list[str]) -> None:
        """Run the steps this database has not run yet, all in one transaction."""
        async with self.transaction() as db:
            current = await self.schema_version()
            if current > len(steps):
                raise SchemaTooNew(current, len(steps))
            for number, sql in enumerate(steps[current:], current + 1):
                for statement in statements(sql):
                    await db.execute(statement)
                await db.execute(f"PRAGMA user_version = {number}")

    async def schema_version(self) -> int:
        return int(await self._scalar("PRAGMA user_version"))

    async def journal_mode(self) -> str:
        return str(await self._scalar("PRAGMA journal_mode"))

    # -- the connection, for the other tables' queries --------------------------------------

    @contextlib.asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction (`BEGIN IMMEDIATE`): commits on leaving, rolls back on error.

        Yields the connection; transactions on one store run one at a time.
        """
        async with self._write:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            await self._db.execute("COMMIT")

    async def execute(self, sql: str, params: Params = ()) -> int:
        """One statement in its own transaction; the number of rows it changed."""
        async with self.transaction() as db:
            cursor = await db.execute(sql, tuple(params))
            return cursor.rowcount

    async def fetch_one(self, sql: str, params: Params = ()) -> sqlite3.Row | None:
        async with self._db.execute(sql, tuple(params)) as cursor:
            row: sqlite3.Row | None = await cursor.fetchone()
            return row

    async def fetch_all(self, sql: str, params: Params = ()) -> list[sqlite3.Row]:
        async with self._db.execute(sql, tuple(params)) as cursor:
            return list(await cursor.fetchall())

    async def _scalar(self, sql: str, params: Params = ()) -> Any:
        row = await self.fetch_one(sql, params)
        assert row is not None
        return row[0]

    # -- reading -----------------------------------------------------------------------------

    async def game(self, game_id: int) -> GameRow | None:
        row = await self.fetch_one(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return GameRow.from_row(row) if row else None

    async def active_game_in(self, channel_id: int) -> GameRow | None:
        """The game in its lobby or in play in this channel or thread, if any."""
        row = await self.fetch_one(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? "
            "AND status IN ('lobby', 'playing')",
            (channel_id,),
        )
        return GameRow.from_row(row) if row else None

    async def games(
        self, *, guild_id: int | None = None, statuses: Iterable[Status] | None = None
    ) -> list[GameRow]:
        """Games, oldest first, optionally of one server and with the given statuses."""
        where: list[str] = []
        params: list[object] = []
        if guild_id is not None:
            where.append("guild_id = ?")
            params.append(guild_id)
        if statuses is not None:
            wanted = list(statuses)
            where.append(f"status IN ({', '.join('?' * len(wanted))})")
            params.extend(wanted)
        clause = f" WHERE {' AND '.join(where)}" if where else ""
        rows = await self.fetch_all(
            f"SELECT {_GAME_COLUMNS} FROM games{clause} ORDER BY id", params
        )
        return [GameRow.from_row(row) for row in rows]

    async def games_of(self, user_id: int) -> list[int]:
        """Ids of the games in a lobby or in play where this user has a seat."""
        rows = await self.fetch_all(
            "SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id WHERE s.user_id = ? "
            "AND g.status IN ('lobby', 'playing') ORDER BY g.id",
            (user_id,),
        )
        return [row["id"] for row in rows]

    async def seats(self, game_id: int) -> list[SeatRow]:
        rows = await self.fetch_all(
            "SELECT user_id, name, computer FROM seats WHERE game_id = ? ORDER BY id", (game_id,)
        )
        return [SeatRow.from_row(row) for row in rows]

    async def moves(self, game_id: int, *, last: int | None = None) -> list[MoveRow]:
        """The move log, oldest first (only the last `last` entries when given)."""
        sql = "SELECT seq, seat, user_id, code, line, turn, created_at FROM moves WHERE game_id = ?"
        if last is None:
            rows = await self.fetch_all(sql + " ORDER BY seq", (game_id,))
        else:
            rows = await self.fetch_all(sql + " ORDER BY seq DESC LIMIT ?", (game_id, last))
            rows.reverse()
        return [MoveRow.from_row(row) for row in rows]

    # -- writing -----------------------------------------------------------------------------

    async def create_lobby(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        seat_host: bool = True,
    ) -> GameRow:
        """A new game in its lobby, the host in the first seat; ChannelBusy if taken."""
        async with self.transaction() as db:
            now = self.now_text()
            try:
                cursor = await db.execute(
                    "INSERT INTO games (guild_id, channel_id, host_id, status, created_at, "
                    "updated_at) VALUES (?, ?, ?, 'lobby', ?, ?)",
                    (guild_id, channel_id, host_id, now, now),
                )
            except sqlite3.IntegrityError:
                raise ChannelBusy(channel_id) from None
            game_id = int(cursor.lastrowid or 0)
            if seat_host:
                await db.execute(
                    "INSERT INTO seats (game_id, user_id, name) VALUES (?, ?, ?)",
                    (game_id, host_id, host_name),
                )
        row = await self.game(game_id)
        assert row is not None
        return row

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self.execute(
            "UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id)
        )

    async def _require_status(self, game_id: int, status: Status) -> None:
        row = await self.fetch_one("SELECT status FROM games WHERE id = ?", (game_id,))
        if row is None:
            raise GameNotFound(game_id)
        if row["status"] != status:
            raise WrongStatus(game_id, row["status"], status)

    async def add_seat(
        self, game_id: int, *, user_id: int | None, name: str, computer: bool, limit: int
    ) -> None:
        """Seat someone in a lobby (at most `limit` seats); a StoreError if not possible."""
        async with self.transaction() as db:
            await self._require_status(game_id, Status.LOBBY)
            count = await self._scalar("SELECT COUNT(*) FROM seats WHERE game_id = ?", (game_id,))
            if count >= limit:
                raise GameFull(game_id, limit)
            try:
                await db.execute(
                    "INSERT INTO seats (game_id, user_id, name, computer) VALUES (?, ?, ?, ?)",
                    (game_id, user_id, name, int(computer)),
                )
            except sqlite3.IntegrityError:
                raise AlreadySeated(game_id, user_id) from None
            await self._touch(db, game_id)

    async def remove_seat(self, game_id: int, *, user_id: int) -> None:
        async with self.transaction() as db:
            await self._require_status(game_id, Status.LOBBY)
            cursor = await db.execute(
                "DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            )
            if cursor.rowcount == 0:
                raise NoSeat(game_id, user_id)
            await self._touch(db, game_id)

    async def start(self, game_id: int, *, setup_json: str, state_json: str) -> None:
        """Lobby → playing, with the setup and the initial state; version 0."""
        async with self.transaction() as db:
            await self._require_status(game_id, Status.LOBBY)
            await db.execute(
                "UPDATE games SET status = 'playing', setup_json = ?, state_json = ?, "
                "version = 0, updated_at = ? WHERE id = ?",
                (setup_json, state_json, self.now_text(), game_id),
            )

    async def append_move(
        self,
        game_id: int,
        *,
        expected_version: int,
        seat: int | None,
        user_id: int | None,
        code: str,
        line: str,
        turn: str,
        state_json: str,
        status: Status = Status.PLAYING,
    ) -> int:
        """Append one move and save the resulting state atomically; the new version.

        Raises VersionConflict (writing nothing) when the game is not at `expected_version`.
        """
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET state_json = ?, version = version + 1, status = ?, "
                "updated_at = ? WHERE id = ? AND version = ? AND status = 'playing'",
                (state_json, status, self.now_text(), game_id, expected_version),
            )
            if cursor.rowcount != 1:
                row = await self.fetch_one(
                    "SELECT version, status FROM games WHERE id = ?", (game_id,)
                )
                if row is None:
                    raise GameNotFound(game_id)
                raise VersionConflict(game_id, row["version"], row["status"], expected_version)
            await db.execute(
                "INSERT INTO moves (game_id, seq, seat, user_id, code, line, turn, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, expected_version + 1, seat, user_id, code, line, turn, self.now_text()),
            )
        return expected_version + 1

    async def set_status(
        self, game_id: int, status: Status, *, only_from: Iterable[Status]
    ) -> bool:
        """Change a game's status if it is in one of `only_from`; whether it changed."""
        allowed = list(only_from)
        return (
            await self.execute(
                f"UPDATE games SET status = ?, updated_at = ? WHERE id = ? "
                f"AND status IN ({', '.join('?' * len(allowed))})",
                (status, self.now_text(), game_id, *allowed),
            )
            == 1
        )

    async def _touch(self, db: aiosqlite.Connection, game_id: int) -> None:
        await db.execute("UPDATE games SET updated_at = ? WHERE id = ?", (self.now_text(), game_id))
