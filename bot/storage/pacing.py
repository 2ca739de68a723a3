"""The tables of play spread over days: preferences, game settings, waits, missed turns, the log.

The tables are step 2 of the schema's migrations. Times are UNIX seconds (a float) from the bot's
one clock, so tests run on a virtual clock. Every "send once" is a claim: an
`UPDATE … WHERE <still due>` whose row count says who won, in one process or several (the
database settles two concurrent claims: in PostgreSQL the second waits for the first's row lock,
then re-reads the row and finds it done; in SQLite the write transactions run one at a time).
A deadline's takeover is leased: its claimer holds it until `deadline_at`, then anyone may.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.database import Row, upsert
from bot.storage.store import Store

DEFAULT_IDLE_HOURS = 12
DEFAULT_REMINDER_LIMIT = 3


# `Prefs.auto_end` as ap_prefs stores it: 0 the default (rows from before it: the default was
# off, never chosen), 1 on, 2 off.
AUTO_END_STORED: dict[bool | None, int] = {None: 0, True: 1, False: 2}
AUTO_END_READ = {stored: value for value, stored in AUTO_END_STORED.items()}


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
    # End each turn once its choices are made, without End turn: True always, False never,
    # None (the default) where Undo can still take the end back (`TakeBackEnd`).
    auto_end: bool | None = None
    language: str | None = None  # their own answers' and DMs' language (None: not chosen)

    @classmethod
    def from_row(cls, row: Row) -> Prefs:
        return cls(
            user_id=row["user_id"],
            dms=bool(row["dms"]),
            reminders=bool(row["reminders"]),
            tz=row["tz"],
            quiet_start=row["quiet_start"],
            quiet_end=row["quiet_end"],
            dms_closed=bool(row["dms_closed"]),
            told_closed=bool(row["told_closed"]),
            auto_end=AUTO_END_READ.get(row["auto_end"]),
            language=row["language"],
        )


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

    @classmethod
    def from_row(cls, row: Row) -> GameSettings:
        return cls(
            game_id=row["game_id"],
            idle_hours=row["idle_hours"],
            deadline_hours=row["deadline_hours"],
            reminder_limit=row["reminder_limit"],
            paused_at=row["paused_at"],
        )


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

    @classmethod
    def from_row(cls, row: Row) -> Wait:
        return cls(
            game_id=row["game_id"],
            seat=row["seat"],
            user_id=row["user_id"],
            key=row["key"],
            started_at=row["started_at"],
            notified=bool(row["notified"]),
            reminders=row["reminders"],
            remind_at=row["remind_at"],
            deadline_at=row["deadline_at"],
            deadline_fired=int(row["deadline_fired"]),
        )


@dataclass(frozen=True)
class TurnDm:
    """A turn DM that offers the choices of one seat's turn (`key`: its wait's), in the
    recipient's `language`."""

    message_id: int
    channel_id: int
    game_id: int
    seat: int
    key: str
    language: str


_DM_COLUMNS = "message_id, channel_id, game_id, seat, key, language"
_WAIT_COLUMNS = (
    "game_id, seat, user_id, key, started_at, notified, reminders, remind_at, deadline_at, "
    "deadline_fired"
)
_PREF_COLUMNS = (
    "user_id, dms, reminders, tz, quiet_start, quiet_end, dms_closed, told_closed, auto_end, "
    "language"
)
_SETTINGS_COLUMNS = "game_id, idle_hours, deadline_hours, reminder_limit, paused_at"


class PacingStore:
    """Queries on the game database's connection (sharing its transactions)."""

    def __init__(self, store: Store) -> None:
        self.store = store

    # -- preferences -------------------------------------------------------------------------

    async def prefs(self, user_id: int) -> Prefs:
        row = await self.store.fetch_one(
            f"SELECT {_PREF_COLUMNS} FROM ap_prefs WHERE user_id = ?", (user_id,)
        )
        return Prefs(user_id) if row is None else Prefs.from_row(row)

    async def save_prefs(self, prefs: Prefs) -> None:
        await self.store.execute(
            upsert("ap_prefs", _PREF_COLUMNS, key="user_id"),
            (
                prefs.user_id,
                int(prefs.dms),
                int(prefs.reminders),
                prefs.tz,
                prefs.quiet_start,
                prefs.quiet_end,
                int(prefs.dms_closed),
                int(prefs.told_closed),
                AUTO_END_STORED[prefs.auto_end],
                prefs.language,
            ),
        )

    async def mark_dms_closed(self, user_id: int) -> bool:
        """Record that Discord refused a DM; True the first time (tell the user once)."""
        execute = self.store.execute
        await execute("INSERT INTO ap_prefs (user_id) VALUES (?) ON CONFLICT DO NOTHING", [user_id])
        await execute("UPDATE ap_prefs SET dms_closed = 1 WHERE user_id = ?", (user_id,))
        told = "UPDATE ap_prefs SET told_closed = 1 WHERE user_id = ? AND told_closed = 0"
        return await execute(told, (user_id,)) == 1

    # -- game settings -----------------------------------------------------------------------

    async def settings(self, game_id: int) -> GameSettings:
        row = await self.store.fetch_one(
            f"SELECT {_SETTINGS_COLUMNS} FROM ap_settings WHERE game_id = ?",
            (game_id,),
        )
        return GameSettings.from_row(row) if row else GameSettings(game_id)

    async def save_settings(self, s: GameSettings) -> None:
        await self.store.execute(
            upsert("ap_settings", _SETTINGS_COLUMNS, key="game_id"),
            (s.game_id, s.idle_hours, s.deadline_hours, s.reminder_limit, s.paused_at),
        )

    # -- waits -------------------------------------------------------------------------------

    async def wait(self, game_id: int, seat: int | None = None) -> Wait | None:
        """The wait on `seat` (None: on the game's first waiting seat)."""
        waits = [w for w in await self.waits(game_id) if seat in (None, w.seat)]
        return waits[0] if waits else None

    async def waits(self, game_id: int) -> list[Wait]:
        """Every seat the game waits on (several at a simultaneous decision), in seat order."""
        rows = await self.store.fetch_all(
            f"SELECT {_WAIT_COLUMNS} FROM ap_waits WHERE game_id = ? ORDER BY seat", (game_id,)
        )
        return [Wait.from_row(row) for row in rows]

    async def start_wait(self, wait: Wait) -> None:
        await self.store.execute(
            upsert("ap_waits", _WAIT_COLUMNS, key="game_id, seat"),
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

    async def end_wait(self, game_id: int, seat: int | None = None) -> None:
        """The game waits on `seat` no more (None: on nobody)."""
        if seat is None:
            await self.store.execute("DELETE FROM ap_waits WHERE game_id = ?", (game_id,))
        else:
            await self.store.execute(
                "DELETE FROM ap_waits WHERE game_id = ? AND seat = ?", (game_id, seat)
            )

    async def set_times(
        self, game_id: int, key: str, *, remind_at: float | None, deadline_at: float | None
    ) -> None:
        await self.store.execute(
            "UPDATE ap_waits SET remind_at = ?, deadline_at = ? WHERE game_id = ? AND key = ?",
            (remind_at, deadline_at, game_id, key),
        )

    async def due_waits(self, now: float, limit: int) -> list[Wait]:
        """Waits with a turn notice, reminder or deadline due by `now` in unpaused games."""
        rows = await self.store.fetch_all(
            f"SELECT {', '.join('w.' + c for c in _WAIT_COLUMNS.split(', '))} FROM ap_waits w "
            "LEFT JOIN ap_settings s ON s.game_id = w.game_id "
            "WHERE w.notified = 0 OR (s.paused_at IS NULL AND ("
            "w.remind_at <= ? OR w.deadline_at <= ?)) "
            "ORDER BY w.started_at LIMIT ?",
            (now, now, limit),
        )
        return [Wait.from_row(row) for row in rows]

    async def next_due(self) -> float | None:
        """The earliest reminder or deadline of an unpaused game (notices are due at once; a
        takeover's deadline is the end of its lease)."""
        row = await self.store.fetch_one(
            "SELECT MIN(CASE WHEN w.notified = 0 THEN 0 WHEN s.paused_at IS NOT NULL THEN NULL "
            "WHEN COALESCE(w.remind_at, 1e18) < COALESCE(w.deadline_at, 1e18) "
            "THEN COALESCE(w.remind_at, 1e18) ELSE COALESCE(w.deadline_at, 1e18) END) AS due "
            "FROM ap_waits w LEFT JOIN ap_settings s ON s.game_id = w.game_id"
        )
        value = row["due"] if row else None
        return None if value is None or value >= 1e18 else float(value)

    async def claim_notice(self, wait: Wait) -> bool:
        return (
            await self.store.execute(
                "UPDATE ap_waits SET notified = 1 WHERE game_id = ? AND key = ? AND notified = 0",
                (wait.game_id, wait.key),
            )
            == 1
        )

    async def claim_reminder(self, wait: Wait, next_at: float | None) -> bool:
        """Count one reminder and set the next; False if another sender already did."""
        return (
            await self.store.execute(
                "UPDATE ap_waits SET reminders = reminders + 1, remind_at = ? "
                "WHERE game_id = ? AND key = ? AND reminders = ?",
                (next_at, wait.game_id, wait.key, wait.reminders),
            )
            == 1
        )

    async def claim_deadline(self, wait: Wait, until: float) -> int | None:
        """Mark the deadline as passed and count the miss; the seat's misses in a row (None:
        claimed already). The claimer takes the turn over until `until` (a lease, kept in
        `deadline_at`): if it stops before `finish_deadline`, `claim_takeover` passes the
        takeover to another sender after that."""
        async with self.store.transaction() as db:
            claimed = await db.execute(
                "UPDATE ap_waits SET deadline_fired = 1, deadline_at = ? "
                "WHERE game_id = ? AND key = ? AND deadline_fired = 0",
                (until, wait.game_id, wait.key),
            )
            if claimed != 1:
                return None
            await db.execute(
                "INSERT INTO ap_seats (game_id, seat, missed) VALUES (?, ?, 1) "
                "ON CONFLICT (game_id, seat) DO UPDATE SET missed = ap_seats.missed + 1",
                (wait.game_id, wait.seat),
            )
            row = await self.store.fetch_one(
                "SELECT missed FROM ap_seats WHERE game_id = ? AND seat = ?",
                (wait.game_id, wait.seat),
            )
            assert row is not None
            return int(row["missed"])

    async def claim_takeover(self, wait: Wait, now: float, until: float) -> bool:
        """Take over a takeover whose lease ran out (its sender stopped) until `until`; False
        while another sender's lease holds, or once it finished."""
        return (
            await self.store.execute(
                "UPDATE ap_waits SET deadline_at = ? WHERE game_id = ? AND key = ? "
                "AND deadline_fired = 1 AND deadline_at <= ?",
                (until, wait.game_id, wait.key, now),
            )
            == 1
        )

    async def finish_deadline(self, game_id: int, key: str) -> None:
        await self.store.execute(
            "UPDATE ap_waits SET deadline_fired = 2, deadline_at = NULL "
            "WHERE game_id = ? AND key = ?",
            (game_id, key),
        )

    # -- turn DMs that still offer their turn's choices --------------------------------------

    async def keep_dm(self, dm: TurnDm) -> None:
        """Remember a turn DM sent, to settle once its turn is done."""
        await self.store.execute(
            f"INSERT INTO ap_turn_dms ({_DM_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?) "
            "ON CONFLICT DO NOTHING",
            (dm.message_id, dm.channel_id, dm.game_id, dm.seat, dm.key, dm.language),
        )

    async def turn_dms(self, game_id: int) -> list[TurnDm]:
        """The game's turn DMs not settled yet, oldest first."""
        rows = await self.store.fetch_all(
            f"SELECT {_DM_COLUMNS} FROM ap_turn_dms WHERE game_id = ? ORDER BY message_id",
            (game_id,),
        )
        return [TurnDm(**{k: row[k] for k in _DM_COLUMNS.split(", ")}) for row in rows]

    async def dm_games(self) -> list[int]:
        """The games that have turn DMs not settled yet."""
        rows = await self.store.fetch_all("SELECT DISTINCT game_id FROM ap_turn_dms")
        return sorted(int(row["game_id"]) for row in rows)

    async def settled_dm(self, message_id: int) -> None:
        """The turn DM says its turn is done (or is gone): forget it."""
        await self.store.execute("DELETE FROM ap_turn_dms WHERE message_id = ?", (message_id,))

    # -- seats -------------------------------------------------------------------------------

    async def reset_missed(self, game_id: int, seat: int) -> None:
        """The seat missed no turn in a row any more (a write only when it had)."""
        missed = await self.store.fetch_value(
            "SELECT missed FROM ap_seats WHERE game_id = ? AND seat = ?", (game_id, seat)
        )
        if missed:
            await self.store.execute(
                "UPDATE ap_seats SET missed = 0 WHERE game_id = ? AND seat = ? AND missed > 0",
                (game_id, seat),
            )

    async def set_computer(self, game_id: int, seat: int, computer: bool) -> bool:
        """Hand a person's seat to the computer player or back; whether it changed."""
        async with self.store.transaction() as db:
            changed = await db.execute(
                "UPDATE seats SET computer = ? WHERE id = (SELECT id FROM seats WHERE game_id = ? "
                "ORDER BY id LIMIT 1 OFFSET ?) AND user_id IS NOT NULL AND computer = ?",
                (int(computer), game_id, seat, int(not computer)),
            )
            if changed != 1:
                return False
            await db.execute(
                "INSERT INTO ap_seats (game_id, seat, missed, replaced) VALUES (?, ?, 0, ?) "
                "ON CONFLICT (game_id, seat) DO UPDATE SET missed = 0, replaced = ?",
                (game_id, seat, int(computer), int(computer)),
            )
            return True

    # -- the game's log of notices -----------------------------------------------------------

    async def log(self, game_id: int, at: float, text: str) -> None:
        await self.store.execute(
            "INSERT INTO ap_log (game_id, at, text) VALUES (?, ?, ?)", (game_id, at, text)
        )

    async def log_lines(self, game_id: int) -> list[tuple[float, str]]:
        rows = await self.store.fetch_all(
            "SELECT at, text FROM ap_log WHERE game_id = ? ORDER BY id", (game_id,)
        )
        return [(row["at"], row["text"]) for row in rows]
