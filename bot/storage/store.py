"""Every game in SQLite (aiosqlite): games, seats and an append-only move log.

The truth of a game is its setup plus its move log; `games.state_json` is a cache of the state
after the last move, kept in step by `append_move`, which appends and saves in one transaction
checked against the version (`UPDATE … WHERE version = ?`). A game's version is the number of
entries in its move log.

The schema evolves by appending SQL steps to MIGRATIONS; `PRAGMA user_version` records how many
have run. Later features add their tables the same way.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime

import aiosqlite

from bot.storage.schema import MIGRATION as ASYNC_PLAY_TABLES

LOBBY, PLAYING, FINISHED, ABANDONED = "lobby", "playing", "finished", "abandoned"
ACTIVE = (LOBBY, PLAYING)

MIGRATIONS: list[str] = [
    # 1: games, seats, moves.
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        guild_id INTEGER,
        channel_id INTEGER NOT NULL,
        host_id INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'abandoned')),
        setup_json TEXT,
        state_json TEXT,
        version INTEGER NOT NULL DEFAULT 0,
        lobby_message_id INTEGER,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    );
    CREATE UNIQUE INDEX games_one_active_per_channel
        ON games (channel_id) WHERE status IN ('lobby', 'playing');
    CREATE INDEX games_guild ON games (guild_id, status);
    CREATE TABLE seats (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game_id INTEGER NOT NULL REFERENCES games (id),
        user_id INTEGER,
        name TEXT NOT NULL,
        computer INTEGER NOT NULL DEFAULT 0
    );
    CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id)
        WHERE user_id IS NOT NULL;
    CREATE TABLE moves (
        game_id INTEGER NOT NULL REFERENCES games (id),
        seq INTEGER NOT NULL,
        seat INTEGER,
        user_id INTEGER,
        code TEXT NOT NULL,
        line TEXT NOT NULL,
        turn TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    CREATE TRIGGER moves_no_update BEFORE UPDATE ON moves
        BEGIN SELECT RAISE(ABORT, 'the move log is append-only'); END;
    CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
        BEGIN SELECT RAISE(ABORT, 'the move log is append-only'); END;
    """,
    # 2: asynchronous play: preferences, waits, game settings, results (bot/async_schema.py).
    ASYNC_PLAY_TABLES,
]


class StoreError(Exception):
    """A storage rule was broken; the message is fit for a user."""


class VersionConflict(StoreError):
    """The game moved on since the caller loaded it; nothing was written."""


class ChannelBusy(StoreError):
    """The channel already has a game in its lobby or in play."""


@dataclass(frozen=True)
class GameRow:
    id: int
    guild_id: int | None
    channel_id: int
    host_id: int
    status: str
    setup_json: str | None
    state_json: str | None
    version: int
    lobby_message_id: int | None
    created_at: str
    updated_at: str


@dataclass(frozen=True)
class SeatRow:
    user_id: int | None
    name: str
    computer: bool


@dataclass(frozen=True)
class MoveRow:
    seq: int
    seat: int | None
    user_id: int | None
    code: str
    line: str
    turn: str
    created_at: str


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


_GAME_COLUMNS = (
    "id, guild_id, channel_id, host_id, status, setup_json, state_json, version, "
    "lobby_message_id, created_at, updated_at"
)


class Store:
    """Async access to the game database. Open with `await Store.open(path)`."""

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        self._db = db
        self.path = path
        self._write = asyncio.Lock()  # one transaction at a time on this connection

    @classmethod
    async def open(cls, path: str, *, migrations: list[str] | None = None) -> Store:
        """Open (creating if needed) the database at `path` and run pending migrations."""
        db = await aiosqlite.connect(path, isolation_level=None)
        try:
            db.row_factory = sqlite3.Row
            await db.execute("PRAGMA busy_timeout = 5000")
            await db.execute("PRAGMA journal_mode = WAL")
            await db.execute("PRAGMA synchronous = NORMAL")
            await db.execute("PRAGMA foreign_keys = ON")
            store = cls(db, path)
            await store._migrate(MIGRATIONS if migrations is None else migrations)
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        await self._db.close()

    async def _migrate(self, steps: list[str]) -> None:
        async with self._write:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                (current,) = await self._one("PRAGMA user_version")
                if current > len(steps):
                    raise StoreError(
                        f"database schema {current} is newer than this program ({len(steps)})"
                    )
                for number, sql in enumerate(steps[current:], current + 1):
                    for statement in _statements(sql):
                        await self._db.execute(statement)
                    await self._db.execute(f"PRAGMA user_version = {number}")
                await self._db.execute("COMMIT")
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise

    async def schema_version(self) -> int:
        (version,) = await self._one("PRAGMA user_version")
        return int(version)

    async def journal_mode(self) -> str:
        (mode,) = await self._one("PRAGMA journal_mode")
        return str(mode)

    # -- reading -----------------------------------------------------------------------------

    async def _one(self, sql: str, params: Iterable[object] = ()) -> sqlite3.Row | None:
        async with self._db.execute(sql, tuple(params)) as cursor:
            return await cursor.fetchone()

    async def _all(self, sql: str, params: Iterable[object] = ()) -> list[sqlite3.Row]:
        async with self._db.execute(sql, tuple(params)) as cursor:
            return list(await cursor.fetchall())

    async def game(self, game_id: int) -> GameRow | None:
        row = await self._one(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return GameRow(*row) if row else None

    async def active_game_in(self, channel_id: int) -> GameRow | None:
        """The game in its lobby or in play in this channel or thread, if any."""
        row = await self._one(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? "
            "AND status IN ('lobby', 'playing')",
            (channel_id,),
        )
        return GameRow(*row) if row else None

    async def games(
        self, *, guild_id: int | None = None, statuses: Iterable[str] | None = None
    ) -> list[GameRow]:
        """Games, oldest first, optionally of one server and with the given statuses."""
        where, params = [], []
        if guild_id is not None:
            where.append("guild_id = ?")
            params.append(guild_id)
        if statuses is not None:
            wanted = list(statuses)
            where.append(f"status IN ({', '.join('?' * len(wanted))})")
            params.extend(wanted)
        clause = f" WHERE {' AND '.join(where)}" if where else ""
        rows = await self._all(f"SELECT {_GAME_COLUMNS} FROM games{clause} ORDER BY id", params)
        return [GameRow(*row) for row in rows]

    async def seats(self, game_id: int) -> list[SeatRow]:
        rows = await self._all(
            "SELECT user_id, name, computer FROM seats WHERE game_id = ? ORDER BY id", (game_id,)
        )
        return [SeatRow(row[0], row[1], bool(row[2])) for row in rows]

    async def moves(self, game_id: int, *, last: int | None = None) -> list[MoveRow]:
        """The move log, oldest first (only the last `last` entries when given)."""
        sql = "SELECT seq, seat, user_id, code, line, turn, created_at FROM moves WHERE game_id = ?"
        if last is None:
            rows = await self._all(sql + " ORDER BY seq", (game_id,))
        else:
            rows = await self._all(sql + " ORDER BY seq DESC LIMIT ?", (game_id, last))
            rows.reverse()
        return [MoveRow(*row) for row in rows]

    # -- writing -----------------------------------------------------------------------------

    async def _transaction(self, work) -> object:
        """Run `work()` (an async callable issuing statements) in one write transaction."""
        async with self._write:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                result = await work()
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            await self._db.execute("COMMIT")
            return result

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

        async def work() -> int:
            now = _now()
            try:
                cursor = await self._db.execute(
                    "INSERT INTO games (guild_id, channel_id, host_id, status, created_at, "
                    "updated_at) VALUES (?, ?, ?, 'lobby', ?, ?)",
                    (guild_id, channel_id, host_id, now, now),
                )
            except sqlite3.IntegrityError:
                raise ChannelBusy("This channel already has a Round House game.") from None
            game_id = int(cursor.lastrowid or 0)
            if seat_host:
                await self._db.execute(
                    "INSERT INTO seats (game_id, user_id, name) VALUES (?, ?, ?)",
                    (game_id, host_id, host_name),
                )
            return game_id

        game_id = await self._transaction(work)
        row = await self.game(int(game_id))  # type: ignore[arg-type]
        assert row is not None
        return row

    async def set_lobby_message(self, game_id: int, message_id: int) -> None:
        await self._transaction(
            lambda: self._db.execute(
                "UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id)
            )
        )

    async def _require_status(self, game_id: int, status: str) -> None:
        row = await self._one("SELECT status FROM games WHERE id = ?", (game_id,))
        if row is None:
            raise StoreError("That game does not exist.")
        if row[0] != status:
            raise StoreError(f"That game is {row[0]}, not {status}.")

    async def add_seat(
        self, game_id: int, *, user_id: int | None, name: str, computer: bool, limit: int
    ) -> None:
        """Seat someone in a lobby (at most `limit` seats); StoreError if not possible."""

        async def work() -> None:
            await self._require_status(game_id, LOBBY)
            (count,) = await self._one("SELECT COUNT(*) FROM seats WHERE game_id = ?", (game_id,))
            if count >= limit:
                raise StoreError(f"The game is full ({limit} seats).")
            try:
                await self._db.execute(
                    "INSERT INTO seats (game_id, user_id, name, computer) VALUES (?, ?, ?, ?)",
                    (game_id, user_id, name, int(computer)),
                )
            except sqlite3.IntegrityError:
                raise StoreError("You already have a seat in this game.") from None
            await self._touch(game_id)

        await self._transaction(work)

    async def remove_seat(self, game_id: int, *, user_id: int) -> None:
        async def work() -> None:
            await self._require_status(game_id, LOBBY)
            cursor = await self._db.execute(
                "DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            )
            if cursor.rowcount == 0:
                raise StoreError("You have no seat in this game.")
            await self._touch(game_id)

        await self._transaction(work)

    async def remove_computer(self, game_id: int) -> None:
        """Remove the last computer seat of a lobby."""

        async def work() -> None:
            await self._require_status(game_id, LOBBY)
            cursor = await self._db.execute(
                "DELETE FROM seats WHERE id = (SELECT MAX(id) FROM seats WHERE game_id = ? "
                "AND computer = 1)",
                (game_id,),
            )
            if cursor.rowcount == 0:
                raise StoreError("There is no computer player to remove.")
            await self._touch(game_id)

        await self._transaction(work)

    async def start(self, game_id: int, *, setup_json: str, state_json: str) -> None:
        """Lobby → playing, with the setup and the initial state; version 0."""

        async def work() -> None:
            await self._require_status(game_id, LOBBY)
            await self._db.execute(
                "UPDATE games SET status = 'playing', setup_json = ?, state_json = ?, "
                "version = 0, updated_at = ? WHERE id = ?",
                (setup_json, state_json, _now(), game_id),
            )

        await self._transaction(work)

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
        status: str = PLAYING,
    ) -> int:
        """Append one move and save the resulting state atomically; the new version.

        Raises VersionConflict (writing nothing) when the game is not at `expected_version`.
        """

        async def work() -> int:
            cursor = await self._db.execute(
                "UPDATE games SET state_json = ?, version = version + 1, status = ?, "
                "updated_at = ? WHERE id = ? AND version = ? AND status = 'playing'",
                (state_json, status, _now(), game_id, expected_version),
            )
            if cursor.rowcount != 1:
                row = await self._one("SELECT version, status FROM games WHERE id = ?", (game_id,))
                if row is None:
                    raise StoreError("That game does not exist.")
                raise VersionConflict(
                    f"game {game_id} is at move {row[0]} ({row[1]}), not {expected_version}"
                )
            await self._db.execute(
                "INSERT INTO moves (game_id, seq, seat, user_id, code, line, turn, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, expected_version + 1, seat, user_id, code, line, turn, _now()),
            )
            return expected_version + 1

        return int(await self._transaction(work))  # type: ignore[arg-type]

    async def set_status(self, game_id: int, status: str, *, only_from: Iterable[str]) -> bool:
        """Change a game's status if it is in one of `only_from`; whether it changed."""
        allowed = list(only_from)

        async def work() -> bool:
            cursor = await self._db.execute(
                f"UPDATE games SET status = ?, updated_at = ? WHERE id = ? "
                f"AND status IN ({', '.join('?' * len(allowed))})",
                (status, _now(), game_id, *allowed),
            )
            return cursor.rowcount == 1

        return bool(await self._transaction(work))

    async def _touch(self, game_id: int) -> None:
        await self._db.execute("UPDATE games SET updated_at = ? WHERE id = ?", (_now(), game_id))


def _statements(script: str) -> list[str]:
    """Split a migration into statements, keeping trigger bodies whole."""
    out, buffer = [], ""
    for piece in script.split(";"):
        buffer += piece
        if sqlite3.complete_statement(buffer + ";"):
            if buffer.strip():
                out.append(buffer.strip())
            buffer = ""
        else:
            buffer += ";"
    if buffer.strip():
        out.append(buffer.strip())
    return out
