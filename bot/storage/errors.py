"""What the store refuses, as typed exceptions carrying the facts.

The words a player reads for each of them live in the Discord-facing layer
(`bot.interface.errors`); the text here is for logs and operators.
"""

from __future__ import annotations


class StoreError(Exception):
    """A storage rule was broken; nothing was written."""


class SchemaTooNew(StoreError):
    """The database was migrated by a newer program than this one."""

    def __init__(self, found: int, known: int) -> None:
        super().__init__(f"database schema {found} is newer than this program ({known})")
        self.found = found
        self.known = known


class CannotOpen(StoreError):
    """The database could not be opened (no server there, a wrong password, no such folder)."""

    def __init__(self, where: str, reason: str) -> None:
        super().__init__(f"cannot open the database {where}: {reason}")
        self.where = where
        self.reason = reason


class GameNotFound(StoreError):
    def __init__(self, game_id: int) -> None:
        super().__init__(f"game {game_id} does not exist")
        self.game_id = game_id


class WrongStatus(StoreError):
    """The game is not in the status the change needs (e.g. seating after the start)."""

    def __init__(self, game_id: int, status: str, needed: str) -> None:
        super().__init__(f"game {game_id} is {status}, not {needed}")
        self.game_id = game_id
        self.status = status
        self.needed = needed


class ChannelBusy(StoreError):
    """The channel already has a game in its lobby or in play."""

    def __init__(self, channel_id: int) -> None:
        super().__init__(f"channel {channel_id} already has an active game")
        self.channel_id = channel_id


class GameFull(StoreError):
    def __init__(self, game_id: int, limit: int) -> None:
        super().__init__(f"game {game_id} is full ({limit} seats)")
        self.game_id = game_id
        self.limit = limit


class AlreadySeated(StoreError):
    def __init__(self, game_id: int, user_id: int | None) -> None:
        super().__init__(f"user {user_id} already has a seat in game {game_id}")
        self.game_id = game_id
        self.user_id = user_id


class NoSeat(StoreError):
    def __init__(self, game_id: int, user_id: int) -> None:
        super().__init__(f"user {user_id} has no seat in game {game_id}")
        self.game_id = game_id
        self.user_id = user_id


class VersionConflict(StoreError):
    """The game moved on since the caller loaded it; nothing was written."""

    def __init__(self, game_id: int, version: int, status: str, expected: int) -> None:
        super().__init__(f"game {game_id} is at move {version} ({status}), not {expected}")
        self.game_id = game_id
        self.version = version
        self.status = status
        self.expected = expected


class LogMismatch(StoreError):
    """The game's version is not the length of its move log (its row was edited by hand), so a
    move saved on it would leave a gap in the log; nothing was written."""

    def __init__(self, game_id: int, version: int, logged: int | None) -> None:
        super().__init__(f"game {game_id} is at move {version} but its log holds {logged} moves")
        self.game_id = game_id
        self.version = version
        self.logged = logged


class ConstraintError(StoreError):
    """The database refused a write that breaks one of its constraints (a unique index, the
    append-only move log); the message is the database's own."""


class StoreBusy(StoreError):
    """Another process holds the database's write lock longer than the store waits (SQLite:
    "database is locked"); nothing was written, and trying again later may work."""

    def __init__(self, detail: str) -> None:
        super().__init__(f"the database is busy: {detail}")
        self.detail = detail


class StoreUnavailable(StoreError):
    """The database cannot take writes (or be read) at all: read-only, disk full, an I/O
    error; nothing was written, and it will not work until whoever runs the bot fixes it."""

    def __init__(self, detail: str) -> None:
        super().__init__(f"the database cannot be written: {detail}")
        self.detail = detail
