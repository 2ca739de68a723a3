"""What the store hands out: a game's status and the rows of `games`, `seats` and `moves`.

Rows are read by column name (`sqlite3.Row` and `asyncpg.Record` alike), never by position.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bot.storage.database import Row
from locales.words import ENGLISH


class Status(StrEnum):
    """A game's life: a lobby, then in play, then finished (or abandoned at any point)."""

    LOBBY = "lobby"
    PLAYING = "playing"
    FINISHED = "finished"
    ABANDONED = "abandoned"


ACTIVE = (Status.LOBBY, Status.PLAYING)  # at most one such game per channel
# `games.game`'s default (schema step 10): every row from before the step is Round House's, the
# one game bots hosted then. A fact of old databases, never a new lobby's default (its caller
# names its game): the store writes the column only for another game, as a database of an older
# schema (which tests build by playing on it) has no such column.
DEFAULT_GAME = "roundhouse"
# `games.language`'s default (schema step 12): every older game speaks English. As with the game's
# key, the store writes the column only for another language.
DEFAULT_LANGUAGE = ENGLISH


@dataclass(frozen=True)
class GameRow:
    id: int
    guild_id: int | None
    channel_id: int
    host_id: int
    status: Status
    setup_json: str | None
    state_json: str | None
    version: int
    lobby_message_id: int | None
    created_at: str
    updated_at: str
    logged: int | None = None  # how many moves its log holds (None: not read with the row)
    computer_seed: int | None = None  # its computer players' own seed (None: the setup's)
    game: str = DEFAULT_GAME  # its game's key (`bot.game.catalogue`)
    language: str = DEFAULT_LANGUAGE  # its public posts' language (as stored: `GameLoader.spoken`)

    @classmethod
    def from_row(cls, row: Row) -> GameRow:
        return cls(
            id=row["id"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            host_id=row["host_id"],
            status=Status(row["status"]),
            setup_json=row["setup_json"],
            state_json=row["state_json"],
            version=row["version"],
            lobby_message_id=row["lobby_message_id"],
            created_at=row["created_at"],
            updated_at=row["updated_at"],
            logged=row["logged"],
            computer_seed=_optional(row, "computer_seed"),  # (schema step 9)
            game=_optional(row, "game") or DEFAULT_GAME,  # (schema step 10)
            language=_optional(row, "language") or DEFAULT_LANGUAGE,  # (schema step 12)
        )


def _optional(row: Row, column: str) -> Any:
    """A column a database from before its schema step lacks (verify-db reads such files as
    they are): its value, or None."""
    try:
        return row[column]
    except (IndexError, KeyError):
        return None


@dataclass(frozen=True)
class SeatRow:
    user_id: int | None
    name: str
    computer: bool
    level: str | None = None  # a computer seat's level (None: the game's default)

    @classmethod
    def from_row(cls, row: Row) -> SeatRow:
        return cls(
            user_id=row["user_id"],
            name=row["name"],
            computer=bool(row["computer"]),
            level=_optional(row, "level"),  # (schema step 6)
        )


@dataclass(frozen=True)
class MoveRow:
    seq: int
    seat: int | None
    user_id: int | None
    code: str
    line: str
    turn: str
    created_at: str

    @classmethod
    def from_row(cls, row: Row) -> MoveRow:
        return cls(
            seq=row["seq"],
            seat=row["seat"],
            user_id=row["user_id"],
            code=row["code"],
            line=row["line"],
            turn=row["turn"],
            created_at=row["created_at"],
        )
