"""The bot's processes that are alive: one heartbeat row each in `processes` (issue 28).

A process names itself once per run (`name`: unique to this run), with its place among the
bot's processes (`place`: `Sharding.owner`, shared by the runs of one place, and by two runs
that overlap in a deploy), and writes every few seconds until when it counts as alive
(`alive_until`, the clock's seconds). A run that stops deletes its row; one that died leaves it
until it runs out, and the next beat of any process deletes it.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.store import Store


@dataclass(frozen=True, order=True)
class Process:
    name: str
    place: str


class ProcessStore:
    """Queries of `processes`, on the game database's connection."""

    def __init__(self, store: Store) -> None:
        self.store = store

    async def beat(self, me: Process, *, now: float, until: float) -> tuple[Process, ...]:
        """`me` is alive until `until` (its first beat also says when it started); the rows
        that ran out by `now` are deleted; the other processes alive at `now`, by name."""
        async with self.store.transaction():
            await self.store.execute(
                "INSERT INTO processes (name, place, started_at, alive_until) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (name) DO UPDATE SET alive_until = excluded.alive_until",
                (me.name, me.place, now, until),
            )
            await self.store.execute("DELETE FROM processes WHERE alive_until <= ?", (now,))
            rows = await self.store.fetch_all(
                "SELECT name, place FROM processes WHERE name <> ? ORDER BY name", (me.name,)
            )
        return tuple(Process(row["name"], row["place"]) for row in rows)

    async def leave(self, me: Process) -> None:
        """`me` stops: no longer alive."""
        await self.store.execute("DELETE FROM processes WHERE name = ?", (me.name,))
