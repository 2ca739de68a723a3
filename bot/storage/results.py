"""The archive of finished games (`ap_results`, `ap_result_seats`): history and leaderboard,
each of one game (`games.game`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from bot.storage.database import Row
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
    def from_row(cls, row: Row) -> ResultSeat:
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


_OF_GAME = "JOIN games g ON g.id = r.game_id AND g.game = ?"  # the results of one game


def _guild(guild_id: int | None, column: str = "guild_id") -> tuple[str, tuple[object, ...]]:
    """The condition "in this server" (no server: `IS NULL`) and its parameters."""
    return (f"{column} IS NULL", ()) if guild_id is None else (f"{column} = ?", (guild_id,))


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
            archived = await db.execute(
                "INSERT INTO ap_results (game_id, guild_id, channel_id, finished_at, moves) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (game_id, guild_id, channel_id, finished_at, moves),
            )
            if archived != 1:
                return False
            await db.execute_many(
                "INSERT INTO ap_result_seats (game_id, seat, user_id, name, score, winner) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [(game_id, s.seat, s.user_id, s.name, s.score, int(s.winner)) for s in seats],
            )
            await db.execute("DELETE FROM ap_waits WHERE game_id = ?", (game_id,))
            return True

    async def channel_game(self, channel_id: int) -> str | None:
        """The key of the channel's game: the one in its lobby or in play, else the latest
        (None: the channel has had none)."""
        value = await self.store.fetch_value(
            "SELECT game FROM games WHERE channel_id = ? "
            "ORDER BY status IN ('lobby', 'playing') DESC, id DESC LIMIT 1",
            (channel_id,),
        )
        return None if value is None else str(value)

    async def recent_results(
        self, guild_id: int | None, limit: int, *, game: str | None
    ) -> list[Result]:
        """This server's last finished games of `game` (a game's key; None: of every game),
        newest first."""
        where, params = _guild(guild_id, "r.guild_id")
        of_game, of_params = ("", ()) if game is None else (_OF_GAME, (game,))
        rows = await self.store.fetch_all(
            f"SELECT r.game_id, r.finished_at, r.moves FROM ap_results r {of_game} "
            f"WHERE {where} ORDER BY r.finished_at DESC, r.game_id DESC LIMIT ?",
            (*of_params, *params, limit),
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

    async def leaderboard(self, guild_id: int | None, limit: int, *, game: str) -> list[Standing]:
        """People of this server by wins at `game` (a game's key), then average score, then
        games played."""
        where, params = _guild(guild_id, "r.guild_id")
        rows = await self.store.fetch_all(
            "SELECT s.user_id, SUM(s.winner) AS wins, COUNT(*) AS games, AVG(s.score) AS average "
            f"FROM ap_result_seats s JOIN ap_results r ON r.game_id = s.game_id {_OF_GAME} "
            f"WHERE {where} AND s.user_id IS NOT NULL GROUP BY s.user_id "
            "ORDER BY SUM(s.winner) DESC, AVG(s.score) DESC, COUNT(*) DESC LIMIT ?",
            (game, *params, limit),
        )
        return [
            Standing(row["user_id"], int(row["wins"]), int(row["games"]), float(row["average"]))
            for row in rows
        ]
