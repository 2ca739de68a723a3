"""Leases on background work that one process at a time must do (the `claims` table).

A claim names a piece of work (`computer:12`: playing game 12's computer seat) and holds it for
one owner until a time; another owner may take it only after that time. An owner is a bot
process's place in the deployment (`Sharding.owner`: the shards it runs), the same after a
restart: a restarted process takes back its own claims at once, while another process's claims
hold until they run out. Taking or renewing a claim is one
`INSERT … ON CONFLICT (name) DO UPDATE … WHERE` whose row count says whether this owner holds it
now: the database settles owners claiming at once, across processes (PostgreSQL: the row's
lock, then the second re-reads it; SQLite: one write transaction at a time).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.store import Store


@dataclass(frozen=True)
class Claim:
    name: str
    owner: str
    until: float  # the store clock's seconds


class Claims:
    """The claims of one owner, on the game database's connection."""

    def __init__(self, store: Store, owner: str) -> None:
        self.store = store
        self.owner = owner

    def now(self) -> float:
        return self.store.clock().timestamp()

    async def take(self, name: str, seconds: float) -> bool:
        """Hold `name` for `seconds` from now (or keep holding it); False while another owner
        holds it."""
        now = self.now()
        taken = await self.store.execute(
            "INSERT INTO claims (name, owner, held_until) VALUES (?, ?, ?) "
            "ON CONFLICT (name) DO UPDATE SET owner = excluded.owner, "
            "held_until = excluded.held_until "
            "WHERE claims.held_until <= ? OR claims.owner = excluded.owner",
            (name, self.owner, now + seconds, now),
        )
        return taken == 1

    async def holder(self, name: str) -> Claim | None:
        """Who holds `name` and until when (None: no one has claimed it, or it was released)."""
        row = await self.store.fetch_one(
            "SELECT name, owner, held_until FROM claims WHERE name = ?", (name,)
        )
        return None if row is None else Claim(row["name"], row["owner"], float(row["held_until"]))

    async def release(self, name: str) -> None:
        """Let `name` go, if this owner holds it."""
        await self.store.execute(
            "DELETE FROM claims WHERE name = ? AND owner = ?", (name, self.owner)
        )
