"""Tables and queries of asynchronous play: preferences, waits, game settings, results.

The schema is one step of `bot.store.MIGRATIONS` (`bot.async_schema.MIGRATION`). Times are
UNIX seconds (REAL) taken from the injectable clock, so tests run on a virtual clock. Every
"send once" is a claim: an `UPDATE … WHERE <still due>` whose row count says who won.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.storage.schema import MIGRATION
from bot.storage.store import Store

__all__ = ["MIGRATION", "AsyncStore", "GameSettings", "Prefs", "ResultSeat", "Wait"]


DEFAULT_IDLE_HOURS = 12
DEFAULT_REMINDER_LIMIT = 3


@dataclass(frozen=True)
class Prefs:
    user_id: int
    dms: bool = True
    reminders: bool = True
    tz: str = "UTC"
    quiet_start: int | None = None
    quiet_end: int | None = None
    dms_closed: bool = False
    told_closed: bool = False


@dataclass(frozen=True)
class GameSettings:
    game_id: int
    idle_hours: int = DEFAULT_IDLE_HOURS
    deadline_hours: int | None = None
    reminder_limit: int = DEFAULT_REMINDER_LIMIT
    paused_at: float | None = None

    @property
    def paused(self) -> bool:
        return self.paused_at is not None


@dataclass(frozen=True)
class Wait:
    """Who a game is waiting on, since when, and what is due for them."""

    game_id: int
    seat: int
    user_id: int
    key: str
    started_at: float
    notified: bool
    reminders: int
    remind_at: float | None
    deadline_at: float | None
    deadline_fired: int  # 0 not yet, 1 the computer is taking the turn, 2 done


@dataclass(frozen=True)
class ResultSeat:
    game_id: int
    seat: int
    user_id: int | None
    name: str
    score: int
    winner: bool


_WAIT_COLUMNS = (
    "game_id, seat, user_id, key, started_at, notified, reminders, remind_at, deadline_at, "
    "deadline_fired"
)
_PREF_COLUMNS = "user_id, dms, reminders, tz, quiet_start, quiet_end, dms_closed, told_closed"


def _wait(row) -> Wait:
    return Wait(
        row[0], row[1], row[2], row[3], row[4], bool(row[5]), row[6], row[7], row[8], int(row[9])
    )


class AsyncStore:
    """Queries on the game database's connection (sharing its write lock)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def _write(self, sql: str, params: Iterable[object] = ()) -> int:
        """One statement in its own transaction; the number of rows it changed."""
        params = tuple(params)

        async def work() -> int:
            cursor = await self.store._db.execute(sql, params)
            return cursor.rowcount

        return int(await self.store._transaction(work))  # type: ignore[arg-type]

    # -- preferences -------------------------------------------------------------------------

    async def prefs(self, user_id: int) -> Prefs:
        row = await self.store._one(
            f"SELECT {_PREF_COLUMNS} FROM ap_prefs WHERE user_id = ?", (user_id,)
        )
        if row is None:
            return Prefs(user_id)
        return Prefs(
            row[0], bool(row[1]), bool(row[2]), row[3], row[4], row[5], bool(row[6]), bool(row[7])
        )

    async def save_prefs(self, prefs: Prefs) -> None:
        await self._write(
            f"INSERT OR REPLACE INTO ap_prefs ({_PREF_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                prefs.user_id,
                int(prefs.dms),
                int(prefs.reminders),
                prefs.tz,
                prefs.quiet_start,
                prefs.quiet_end,
                int(prefs.dms_closed),
                int(prefs.told_closed),
            ),
        )

    async def mark_dms_closed(self, user_id: int) -> bool:
        """Record that Discord refused a DM; True the first time (tell the user once)."""
        await self._write("INSERT OR IGNORE INTO ap_prefs (user_id) VALUES (?)", (user_id,))
        await self._write("UPDATE ap_prefs SET dms_closed = 1 WHERE user_id = ?", (user_id,))
        return (
            await self._write(
                "UPDATE ap_prefs SET told_closed = 1 WHERE user_id = ? AND told_closed = 0",
                (user_id,),
            )
            == 1
        )

    # -- game settings -----------------------------------------------------------------------

    async def settings(self, game_id: int) -> GameSettings:
        row = await self.store._one(
            "SELECT game_id, idle_hours, deadline_hours, reminder_limit, paused_at "
            "FROM ap_settings WHERE game_id = ?",
            (game_id,),
        )
        return GameSettings(*row) if row else GameSettings(game_id)

    async def save_settings(self, s: GameSettings) -> None:
        await self._write(
            "INSERT OR REPLACE INTO ap_settings (game_id, idle_hours, deadline_hours, "
            "reminder_limit, paused_at) VALUES (?, ?, ?, ?, ?)",
            (s.game_id, s.idle_hours, s.deadline_hours, s.reminder_limit, s.paused_at),
        )

    # -- waits -------------------------------------------------------------------------------

    async def wait(self, game_id: int) -> Wait | None:
        row = await self.store._one(
            f"SELECT {_WAIT_COLUMNS} FROM ap_waits WHERE game_id = ?", (game_id,)
        )
        return _wait(row) if row else None

    async def waits_of(self, user_id: int) -> list[Wait]:
        rows = await self.store._all(
            f"SELECT {_WAIT_COLUMNS} FROM ap_waits WHERE user_id = ?", (user_id,)
        )
        return [_wait(row) for row in rows]

    async def start_wait(self, wait: Wait) -> None:
        await self._write(
            f"INSERT OR REPLACE INTO ap_waits ({_WAIT_COLUMNS}) VALUES "
            "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                wait.game_id,
                wait.seat,
                wait.user_id,
                wait.key,
                wait.started_at,
                int(wait.notified),
                wait.reminders,
                wait.remind_at,
                wait.deadline_at,
                wait.deadline_fired,
            ),
        )

    async def end_wait(self, game_id: int) -> None:
        await self._write("DELETE FROM ap_waits WHERE game_id = ?", (game_id,))

    async def set_times(
        self, game_id: int, key: str, *, remind_at: float | None, deadline_at: float | None
    ) -> None:
        await self._write(
            "UPDATE ap_waits SET remind_at = ?, deadline_at = ? WHERE game_id = ? AND key = ?",
            (remind_at, deadline_at, game_id, key),
        )

    async def due_waits(self, now: float, limit: int) -> list[Wait]:
        """Waits with a turn notice, reminder or deadline due by `now` in unpaused games."""
        rows = await self.store._all(
            f"SELECT {', '.join('w.' + c for c in _WAIT_COLUMNS.split(', '))} FROM ap_waits w "
            "LEFT JOIN ap_settings s ON s.game_id = w.game_id "
            "WHERE w.notified = 0 OR (s.paused_at IS NULL AND ("
            "w.remind_at <= ? OR w.deadline_at <= ? OR w.deadline_fired = 1)) "
            "ORDER BY w.started_at LIMIT ?",
            (now, now, limit),
        )
        return [_wait(row) for row in rows]

    async def next_due(self) -> float | None:
        """The earliest reminder or deadline of an unpaused game (notices are due at once)."""
        row = await self.store._one(
            "SELECT MIN(CASE WHEN w.notified = 0 THEN 0 WHEN s.paused_at IS NOT NULL THEN NULL "
            "WHEN w.deadline_fired = 1 THEN 0 "
            "ELSE MIN(COALESCE(w.remind_at, 1e18), COALESCE(w.deadline_at, 1e18)) END) "
            "FROM ap_waits w LEFT JOIN ap_settings s ON s.game_id = w.game_id"
        )
        value = row[0] if row else None
        return None if value is None or value >= 1e18 else float(value)

    async def claim_notice(self, wait: Wait) -> bool:
        return (
            await self._write(
                "UPDATE ap_waits SET notified = 1 WHERE game_id = ? AND key = ? AND notified = 0",
                (wait.game_id, wait.key),
            )
            == 1
        )

    async def claim_reminder(self, wait: Wait, next_at: float | None) -> bool:
        """Count one reminder and set the next; False if another sender already did."""
        return (
            await self._write(
                "UPDATE ap_waits SET reminders = reminders + 1, remind_at = ? "
                "WHERE game_id = ? AND key = ? AND reminders = ?",
                (next_at, wait.game_id, wait.key, wait.reminders),
            )
            == 1
        )

    async def claim_deadline(self, wait: Wait) -> int | None:
        """Mark the deadline as passed and count the miss; the seat's misses in a row."""

        async def work() -> int | None:
            db = self.store._db
            cursor = await db.execute(
                "UPDATE ap_waits SET deadline_fired = 1, deadline_at = NULL "
                "WHERE game_id = ? AND key = ? AND deadline_fired = 0",
                (wait.game_id, wait.key),
            )
            if cursor.rowcount != 1:
                return None
            await db.execute(
                "INSERT INTO ap_seats (game_id, seat, missed) VALUES (?, ?, 1) "
                "ON CONFLICT (game_id, seat) DO UPDATE SET missed = missed + 1",
                (wait.game_id, wait.seat),
            )
            async with db.execute(
                "SELECT missed FROM ap_seats WHERE game_id = ? AND seat = ?",
                (wait.game_id, wait.seat),
            ) as cur:
                (missed,) = await cur.fetchone()
            return int(missed)

        result = await self.store._transaction(work)
        return None if result is None else int(result)  # type: ignore[arg-type]

    async def finish_deadline(self, game_id: int, key: str) -> None:
        await self._write(
            "UPDATE ap_waits SET deadline_fired = 2 WHERE game_id = ? AND key = ?", (game_id, key)
        )

    # -- seats -------------------------------------------------------------------------------

    async def reset_missed(self, game_id: int, seat: int) -> None:
        await self._write(
            "UPDATE ap_seats SET missed = 0 WHERE game_id = ? AND seat = ? AND missed > 0",
            (game_id, seat),
        )

    async def set_computer(self, game_id: int, seat: int, computer: bool) -> bool:
        """Hand a person's seat to the computer player or back; whether it changed."""

        async def work() -> bool:
            db = self.store._db
            cursor = await db.execute(
                "UPDATE seats SET computer = ? WHERE id = (SELECT id FROM seats WHERE game_id = ? "
                "ORDER BY id LIMIT 1 OFFSET ?) AND user_id IS NOT NULL AND computer = ?",
                (int(computer), game_id, seat, int(not computer)),
            )
            if cursor.rowcount != 1:
                return False
            await db.execute(
                "INSERT INTO ap_seats (game_id, seat, missed, replaced) VALUES (?, ?, 0, ?) "
                "ON CONFLICT (game_id, seat) DO UPDATE SET missed = 0, replaced = ?",
                (game_id, seat, int(computer), int(computer)),
            )
            return True

        return bool(await self.store._transaction(work))

    # -- log and results ---------------------------------------------------------------------

    async def log(self, game_id: int, at: float, text: str) -> None:
        await self._write(
            "INSERT INTO ap_log (game_id, at, text) VALUES (?, ?, ?)", (game_id, at, text)
        )

    async def log_lines(self, game_id: int) -> list[tuple[float, str]]:
        rows = await self.store._all(
            "SELECT at, text FROM ap_log WHERE game_id = ? ORDER BY id", (game_id,)
        )
        return [(row[0], row[1]) for row in rows]

    async def save_result(
        self,
        *,
        game_id: int,
        guild_id: int | None,
        channel_id: int,
        finished_at: float,
        moves: int,
        seats: list[ResultSeat],
    ) -> bool:
        """Archive a finished game once; False if it was already archived."""

        async def work() -> bool:
            db = self.store._db
            cursor = await db.execute(
                "INSERT OR IGNORE INTO ap_results (game_id, guild_id, channel_id, finished_at, "
                "moves) VALUES (?, ?, ?, ?, ?)",
                (game_id, guild_id, channel_id, finished_at, moves),
            )
            if cursor.rowcount != 1:
                return False
            await db.executemany(
                "INSERT INTO ap_result_seats (game_id, seat, user_id, name, score, winner) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [(game_id, s.seat, s.user_id, s.name, s.score, int(s.winner)) for s in seats],
            )
            await db.execute("DELETE FROM ap_waits WHERE game_id = ?", (game_id,))
            return True

        return bool(await self.store._transaction(work))

    async def recent_results(
        self, guild_id: int | None, limit: int
    ) -> list[tuple[int, float, int, list[ResultSeat]]]:
        """(game, finished_at, moves, seats) of this server's last finished games, newest first."""
        rows = await self.store._all(
            "SELECT game_id, finished_at, moves FROM ap_results WHERE guild_id IS ? "
            "ORDER BY finished_at DESC, game_id DESC LIMIT ?",
            (guild_id, limit),
        )
        out = []
        for game_id, finished_at, moves in rows:
            seat_rows = await self.store._all(
                "SELECT game_id, seat, user_id, name, score, winner FROM ap_result_seats "
                "WHERE game_id = ? ORDER BY seat",
                (game_id,),
            )
            seats = [ResultSeat(r[0], r[1], r[2], r[3], r[4], bool(r[5])) for r in seat_rows]
            out.append((game_id, finished_at, moves, seats))
        return out

    async def leaderboard(
        self, guild_id: int | None, limit: int
    ) -> list[tuple[int, int, int, float]]:
        """(user, wins, games, average score) of people in this server, best first."""
        rows = await self.store._all(
            "SELECT s.user_id, SUM(s.winner), COUNT(*), AVG(s.score) FROM ap_result_seats s "
            "JOIN ap_results r ON r.game_id = s.game_id "
            "WHERE r.guild_id IS ? AND s.user_id IS NOT NULL GROUP BY s.user_id "
            "ORDER BY SUM(s.winner) DESC, AVG(s.score) DESC, COUNT(*) DESC LIMIT ?",
            (guild_id, limit),
        )
        return [(row[0], int(row[1]), int(row[2]), float(row[3])) for row in rows]

    async def games_of(self, user_id: int) -> list[int]:
        """Ids of the games in a lobby or in play where this user has a seat."""
        rows = await self.store._all(
            "SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id WHERE s.user_id = ? "
            "AND g.status IN ('lobby', 'playing') ORDER BY g.id",
            (user_id,),
        )
        return [row[0] for row in rows]
