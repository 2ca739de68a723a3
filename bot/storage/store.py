"""Every game in one database (SQLite or PostgreSQL): games, seats and an append-only move log.

The truth of a game is its setup plus its move log; `games.state_json` is a cache of the state
after the last move, kept in step by `append_move`, which appends and saves in one transaction
checked against the version (`UPDATE … WHERE version = ?`). A game's version is the number of
entries in its move log: every read of a game's row brings the log's length with it
(`GameRow.logged`), and a save is refused when the two differ (a row edited by hand), so the
log never gets a gap.

The backend (`bot.storage.database`) is chosen by the target given to `Store.open`; the SQL here
and in the other tables' stores (waits, results) is the one dialect both backends run, through
`transaction()`, `execute`, `fetch_one` and `fetch_all`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any

from bot.clock import Clock, discord_now
from bot.storage.backends import BUSY_TIMEOUT, MIGRATIONS, connect
from bot.storage.database import Database, Params, Row, Statement
from bot.storage.errors import (
    AlreadySeated,
    ChannelBusy,
    ConstraintError,
    GameFull,
    GameNotFound,
    LogMismatch,
    NoSeat,
    VersionConflict,
    WrongStatus,
)
from bot.storage.records import DEFAULT_GAME, DEFAULT_LANGUAGE, GameRow, MoveRow, SeatRow, Status

_LOGGED = "(SELECT COUNT(*) FROM moves WHERE moves.game_id = games.id)"  # the log's length
# Every column the schema has (verify-db reads older ones as they are: `GameRow.from_row`).
_GAME_COLUMNS = f"*, {_LOGGED} AS logged"
_GAME_BY_ID = f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?"
_SEATS_OF_GAME = "SELECT * FROM seats WHERE game_id = ? ORDER BY id"


class Store:
    """Async access to the game database. Open with `await Store.open(target)`."""

    def __init__(self, db: Database, clock: Clock = discord_now) -> None:
        self.db = db
        self.clock = clock

    @classmethod
    async def open(
        cls,
        target: str,
        *,
        migrations: Sequence[str] | None = None,
        clock: Clock = discord_now,
        busy_timeout: float = BUSY_TIMEOUT,
    ) -> Store:
        """Open the database `target` names and run its pending migrations.

        `target`: a SQLite path (created if needed), `sqlite:///path` or `postgresql://…`;
        `migrations`: the steps to run instead of the backend's own (tests); `busy_timeout`:
        the seconds a write waits for another process's lock before StoreBusy.
        """
        db = await connect(target, busy_timeout=busy_timeout)
        try:
            store = cls(db, clock)
            await store.migrate(MIGRATIONS[db.kind] if migrations is None else migrations)
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        await self.db.close()

    @property
    def kind(self) -> str:
        """`sqlite` or `postgresql`."""
        return self.db.kind

    @property
    def where(self) -> str:
        """The database's target for logs and messages (no password)."""
        return self.db.where

    def now_text(self) -> str:
        """The time stamp written to `created_at` / `updated_at` (UTC, milliseconds)."""
        return self.clock().isoformat(timespec="milliseconds")

    async def migrate(self, steps: Sequence[str]) -> None:
        """Run the steps this database has not run yet, all in one transaction."""
        await self.db.migrate(steps)

    async def schema_version(self) -> int:
        return await self.db.schema_version()

    # -- the connection, for the other tables' queries --------------------------------------

    def transaction(self) -> AbstractAsyncContextManager[Database]:
        """One write transaction: commits on leaving, rolls back on an exception. Every call on
        this store from the same task runs inside it; a nested `transaction()` joins it.
        Yields the database (whose `execute`, `fetch_one`… are this store's)."""
        return self.db.transaction()

    def game_lock(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """Hold game `game_id`'s lock: across processes on PostgreSQL (an advisory lock), within
        this process on SQLite."""
        return self.db.lock(game_id)

    async def execute(self, sql: str, params: Params = ()) -> int:
        """One statement (its own transaction outside `transaction()`); the rows it changed."""
        return await self.db.execute(sql, params)

    async def write_if(self, guard: Statement, then: Sequence[Statement]) -> bool:
        """`guard`, then, if it changed a row, `then`: all in one transaction (on SQLite one
        trip to its thread), or none; whether it did (`Database.write_if`)."""
        return await self.db.write_if(guard, then)

    async def execute_many(self, sql: str, rows: Iterable[Sequence[object]]) -> None:
        await self.db.execute_many(sql, rows)

    async def fetch_one(self, sql: str, params: Params = ()) -> Row | None:
        return await self.db.fetch_one(sql, params)

    async def fetch_all(self, sql: str, params: Params = ()) -> list[Row]:
        return await self.db.fetch_all(sql, params)

    async def fetch_value(self, sql: str, params: Params = ()) -> Any:
        """The first column of the first row (None when there is no row)."""
        return await self.db.fetch_value(sql, params)

    # -- reading -----------------------------------------------------------------------------

    async def game(self, game_id: int) -> GameRow | None:
        row = await self.fetch_one(_GAME_BY_ID, (game_id,))
        return GameRow.from_row(row) if row else None

    async def game_and_seats(self, game_id: int) -> tuple[GameRow | None, list[SeatRow]]:
        """A game's row (None: no such game) and its seats, read together."""
        game, seats = await self.db.fetch_each(
            [(_GAME_BY_ID, (game_id,)), (_SEATS_OF_GAME, (game_id,))]
        )
        return (GameRow.from_row(game[0]) if game else None), [SeatRow.from_row(s) for s in seats]

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
        rows = await self.fetch_all(_SEATS_OF_GAME, (game_id,))
        return [SeatRow.from_row(row) for row in rows]

    async def moves(
        self, game_id: int, *, last: int | None = None, through: int | None = None
    ) -> list[MoveRow]:
        """The move log, oldest first: only the last `last` entries when given, and only up to
        move `through` (its version) when given."""
        sql = "SELECT seq, seat, user_id, code, line, turn, created_at FROM moves WHERE game_id = ?"
        params: list[object] = [game_id]
        if through is not None:
            sql += " AND seq <= ?"
            params.append(through)
        if last is None:
            rows = await self.fetch_all(sql + " ORDER BY seq", params)
        else:
            rows = await self.fetch_all(sql + " ORDER BY seq DESC LIMIT ?", [*params, last])
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
        game: str,
        seat_host: bool = True,
        language: str = DEFAULT_LANGUAGE,
    ) -> GameRow:
        """A new lobby of `game` (its key: always given, the store knows no game) in `language`,
        the host seated first; or ChannelBusy."""
        given = {"game": (game, DEFAULT_GAME), "language": (language, DEFAULT_LANGUAGE)}
        extra = {k: v for k, (v, default) in given.items() if v != default}  # (else its default)
        async with self.transaction():
            now = self.now_text()
            try:
                game_id = int(
                    await self.fetch_value(
                        "INSERT INTO games (guild_id, channel_id, host_id, status, created_at, "
                        f"updated_at{''.join(', ' + k for k in extra)}) "
                        f"VALUES (?, ?, ?, 'lobby', ?, ?{', ?' * len(extra)}) RETURNING id",
                        (guild_id, channel_id, host_id, now, now, *extra.values()),
                    )
                )
            except ConstraintError:
                raise ChannelBusy(channel_id) from None
            if seat_host:
                await self.execute(
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

    async def move_game(self, game_id: int, channel_id: int) -> None:
        """Point a game at another channel of its server (its lobby message stays behind);
        ChannelBusy if a game is in a lobby or in play there."""
        try:
            await self.execute(
                "UPDATE games SET channel_id = ?, lobby_message_id = NULL, updated_at = ? "
                "WHERE id = ?",
                (channel_id, self.now_text(), game_id),
            )
        except ConstraintError:
            raise ChannelBusy(channel_id) from None

    async def _require_status(self, game_id: int, status: Status) -> None:
        """Check the game's status (inside a transaction, its row is held until the end)."""
        row = await self.fetch_one(
            "SELECT status FROM games WHERE id = ?" + self.db.for_update, (game_id,)
        )
        if row is None:
            raise GameNotFound(game_id)
        if row["status"] != status:
            raise WrongStatus(game_id, row["status"], status)

    async def add_seat(
        self,
        game_id: int,
        *,
        user_id: int | None,
        name: str,
        computer: bool,
        limit: int,
        level: str | None = None,
    ) -> None:
        """Seat someone in a lobby (at most `limit` seats; a computer seat at `level`, None:
        the game's default); a StoreError if not possible."""
        async with self.transaction():
            await self._require_status(game_id, Status.LOBBY)
            count = await self.fetch_value(
                "SELECT COUNT(*) FROM seats WHERE game_id = ?", (game_id,)
            )
            if count >= limit:
                raise GameFull(game_id, limit)
            columns = "game_id, user_id, name, computer"
            values: list[object] = [game_id, user_id, name, int(computer)]
            if level is not None:  # (a seat without one is written as before step 6)
                columns, values = columns + ", level", [*values, level]
            marks = ", ".join("?" * len(values))
            try:
                await self.execute(f"INSERT INTO seats ({columns}) VALUES ({marks})", (*values,))
            except ConstraintError:
                raise AlreadySeated(game_id, user_id) from None
            await self._touch(game_id)

    async def remove_seat(self, game_id: int, *, user_id: int) -> None:
        async with self.transaction():
            await self._require_status(game_id, Status.LOBBY)
            removed = await self.execute(
                "DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            )
            if removed == 0:
                raise NoSeat(game_id, user_id)
            await self._touch(game_id)

    async def start(
        self,
        game_id: int,
        *,
        setup_json: str,
        state_json: str,
        computer_seed: int | None = None,
        also: Sequence[Statement] = (),
    ) -> None:
        """Lobby → playing, with the setup and the initial state; version 0. `computer_seed`:
        the game's own seed for its computer players (None: the setup's, and the column is left
        as before step 9). `also`: other tables' statements saved in the same transaction (its
        state check, its first post)."""
        values: list[object] = [setup_json, state_json]
        sets = "setup_json = ?, state_json = ?"
        if computer_seed is not None:
            sets, values = sets + ", computer_seed = ?", [*values, computer_seed]
        started = (
            f"UPDATE games SET status = 'playing', {sets}, version = 0, updated_at = ? "
            "WHERE id = ? AND status = 'lobby'",
            (*values, self.now_text(), game_id),
        )
        if not await self.write_if(started, also):
            await self._require_status(game_id, Status.LOBBY)  # raises: gone, or not a lobby

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
        also: Sequence[Statement] = (),
    ) -> int:
        """Append one move and save the resulting state atomically; the new version. `also`:
        other tables' statements saved in the same transaction (the state's check, the posts
        the move needs: `bot.storage.outbox`).

        Raises VersionConflict (writing nothing) when the game is not at `expected_version`:
        the database decides, so this holds between processes too; LogMismatch when it is, but
        its move log is not that long (the row was edited by hand: the move would leave a gap).
        """
        now = self.now_text()
        update = (
            "UPDATE games SET state_json = ?, version = version + 1, status = ?, "
            "updated_at = ? WHERE id = ? AND version = ? AND status = 'playing' "
            f"AND version = {_LOGGED}",
            (state_json, status, now, game_id, expected_version),
        )
        move = (
            "INSERT INTO moves (game_id, seq, seat, user_id, code, line, turn, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (game_id, expected_version + 1, seat, user_id, code, line, turn, now),
        )
        if not await self.write_if(update, [move, *also]):
            row = await self.game(game_id)
            if row is None:
                raise GameNotFound(game_id)
            if (row.version, row.status) == (expected_version, Status.PLAYING):
                raise LogMismatch(game_id, row.version, row.logged)
            raise VersionConflict(game_id, row.version, row.status, expected_version)
        return expected_version + 1

    async def set_status(
        self,
        game_id: int,
        status: Status,
        *,
        only_from: Iterable[Status],
        also: Sequence[Statement] = (),
    ) -> bool:
        """Change a game's status if it is in one of `only_from`; whether it changed. `also`:
        other tables' statements saved with the change (an abandon settles the game's posts)."""
        allowed = list(only_from)
        change = (
            f"UPDATE games SET status = ?, updated_at = ? WHERE id = ? "
            f"AND status IN ({', '.join('?' * len(allowed))})",
            (status, self.now_text(), game_id, *allowed),
        )
        return await self.write_if(change, also)

    async def _touch(self, game_id: int) -> None:
        await self.execute(
            "UPDATE games SET updated_at = ? WHERE id = ?", (self.now_text(), game_id)
        )
