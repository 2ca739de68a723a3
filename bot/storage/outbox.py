"""The outbox: the posts each saved move needs, saved with the move and marked once sent.

The game service records one row per saved move (and one for a game's start) in the move's own
transaction, so a move is never saved without its posts; `bot.game.outbox` sends them after the
commit and marks them sent, and sends whatever a stopped process left unsent.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.storage.store import Statement, Store


@dataclass(frozen=True)
class OutboxRow:
    game_id: int
    version: int
    payload: str  # what to announce, as JSON (`bot.game.outbox.Announcement`)
    created_at: str


class OutboxStore:
    """Queries of `outbox`, on the game database's connection."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def record(self, game_id: int, version: int, payload: str) -> Statement:
        """The statement saving the posts of version `version` (for the move's `also=`)."""
        return (
            "INSERT INTO outbox (game_id, version, payload, created_at) VALUES (?, ?, ?, ?)",
            (game_id, version, payload, self.store.now_text()),
        )

    async def unsent(self, limit: int = 100) -> list[OutboxRow]:
        """Rows not marked sent, oldest game and version first."""
        rows = await self.store.fetch_all(
            "SELECT game_id, version, payload, created_at FROM outbox WHERE sent_at IS NULL "
            "ORDER BY game_id, version LIMIT ?",
            (limit,),
        )
        return [
            OutboxRow(row["game_id"], row["version"], row["payload"], row["created_at"])
            for row in rows
        ]

    async def mark_sent(self, game_id: int, version: int) -> bool:
        """Mark one row sent; False if it already was (or does not exist)."""
        changed = await self.store.execute(
            "UPDATE outbox SET sent_at = ? WHERE game_id = ? AND version = ? AND sent_at IS NULL",
            (self.store.now_text(), game_id, version),
        )
        return changed == 1

    async def mark_sent_many(self, keys: Sequence[tuple[int, int]]) -> int:
        """Mark rows sent in one transaction; how many were not marked yet."""
        now, changed = self.store.now_text(), 0
        async with self.store.transaction():
            for game_id, version in keys:
                changed += await self.store.execute(
                    "UPDATE outbox SET sent_at = ? WHERE game_id = ? AND version = ? "
                    "AND sent_at IS NULL",
                    (now, game_id, version),
                )
        return changed

    async def is_unsent(self, game_id: int, version: int) -> bool:
        row = await self.store.fetch_one(
            "SELECT sent_at FROM outbox WHERE game_id = ? AND version = ?", (game_id, version)
        )
        return row is not None and row["sent_at"] is None

    async def sent_count(self, game_id: int) -> int:
        row = await self.store.fetch_one(
            "SELECT COUNT(*) AS n FROM outbox WHERE game_id = ? AND sent_at IS NOT NULL",
            (game_id,),
        )
        return 0 if row is None else int(row["n"])
