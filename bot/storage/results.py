"""The archive of finished games (`ap_results`, `ap_result_seats`): history and leaderboard."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import NamedTuple

from bot.storage.store import Store


@dataclass(frozen=True)
class ResultSeat:
    game_id: int
    seat: int
    user_id: int | None
    name: str
    score: int
    winner: bool

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> ResultSeat:
        return cls(
            game_id=row["game_id"],
            seat=row["seat"],
            user_id=row["user_id"],
            name=row["name"],
            score=row["score"],
            winner=bool(row["winner"]),
        )


class Result(NamedTuple):
    """One archived game: when it finished, after how many moves, and its seats."""

    game_id: int
    finished_at: float
    moves: int
    seats: list[ResultSeat]


class Standing(NamedTuple):
    """One person's line of the leaderboard."""

    user_id: int
    wins: int
    games: int
    average: float


class ResultStore:
    """Archives results on the game database's connection and reads them back."""

    def __init__(self, store: Store) -> None:
        self.store = store

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
        async with self.store.transaction() as db:
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

    async def recent_results(self, guild_id: int | None, limit: int) -> list[Result]:
        """This server's last finished games, newest first."""
        rows = await self.store.fetch_all(
            "SELECT game_id, finished_at, moves FROM ap_results WHERE guild_id IS ? "
            "ORDER BY finished_at DESC, game_id DESC LIMIT ?",
            (guild_id, limit),
        )
        out = []
        for row in rows:
            seat_rows = await self.store.fetch_all(
                "SELECT game_id, seat, user_id, name, score, winner FROM ap_result_seats "
                "WHERE game_id = ? ORDER BY seat",
                (row["game_id"],),
            )
            seats = [ResultSeat.from_row(r) for r in seat_rows]
            out.append(Result(row["game_id"], row["finished_at"], row["moves"], seats))
        return out

    async def leaderboard(self, guild_id: int | None, limit: int) -> list[Standing]:
        """People of this server by wins, then average score, then games played."""
        rows = await self.store.fetch_all(
            "SELECT s.user_id, SUM(s.winner) AS wins, COUNT(*) AS games, AVG(s.score) AS average "
            "FROM ap_result_seats s JOIN ap_results r ON r.game_id = s.game_id "
            "WHERE r.guild_id IS ? AND s.user_id IS NOT NULL GROUP BY s.user_id "
            "ORDER BY SUM(s.winner) DESC, AVG(s.score) DESC, COUNT(*) DESC LIMIT ?",
            (guild_id, limit),
        )
        return [
            Standing(row["user_id"], int(row["wins"]), int(row["games"]), float(row["average"]))
            for row in rows
        ]
