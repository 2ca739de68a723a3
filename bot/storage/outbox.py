"""The outbox: the posts each saved move needs, saved with the move and marked once sent.

The game service records one row per saved move (and one for a game's start) in the move's own
transaction, so a move is never saved without its posts; `bot.sending.outbox` sends them after the
commit and marks them sent, and sends whatever a stopped process left unsent.

Several processes share the outbox. A row is claimed until a time (`claimed_until`, the clock's
seconds) by a process (`claimed_by`: its place, `Sharding.owner`, the same after a restart):
first by the process that saved it, which posts it at once; a row whose claim ran out unsent,
or that a process's earlier life left, is claimed by whichever process looks next, in batches
that `FOR UPDATE SKIP LOCKED` keeps apart in PostgreSQL (SQLite: its one write transaction).

A row whose posts Discord did not take stays unsent, its claim running until it is tried again
(`bot.sending.delivery`): `failures` counts the temporary failures in a row, `refused` and
`refused_at` say why and since when Discord refuses it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.storage.store import Statement, Store

_ANY_REFUSED = "SELECT 1 FROM outbox WHERE sent_at IS NULL AND refused IS NOT NULL LIMIT 1"


@dataclass(frozen=True)
class OutboxRow:
    game_id: int
    version: int
    payload: str  # what to announce, as JSON (`bot.sending.announcement.Announcement`)
    created_at: str


@dataclass(frozen=True)
class Refusal:
    """Why Discord refuses a game's posts (the latest reason), and since when (the clock's
    seconds)."""

    reason: str
    since: float


class OutboxStore:
    """Queries of `outbox`, on the game database's connection."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def record(
        self,
        game_id: int,
        version: int,
        payload: str,
        *,
        until: float | None = None,
        owner: str | None = None,
    ) -> Statement:
        """The statement saving the posts of version `version` (for the move's `also=`),
        claimed by their saver, `owner`, until `until` (None: claimed by no one)."""
        return (
            "INSERT INTO outbox (game_id, version, payload, created_at, claimed_until, "
            "claimed_by) VALUES (?, ?, ?, ?, ?, ?)",
            (game_id, version, payload, self.store.now_text(), until, owner),
        )

    async def claim_unsent(
        self, now: float, *, until: float, owner: str, own: bool = False, limit: int = 100
    ) -> list[OutboxRow]:
        """Claim for `owner` until `until` the unsent rows whose claim ran out by `now` (with
        `own`, at a start, also the rows `owner`'s earlier life still held), oldest game and
        version first; rows another process is claiming at this very moment are left to it."""
        mine = " OR claimed_by = ?" if own else ""
        rows = await self.store.fetch_all(
            "UPDATE outbox SET claimed_until = ?, claimed_by = ? WHERE (game_id, version) IN ("
            "SELECT game_id, version FROM outbox WHERE sent_at IS NULL AND (claimed_until "
            f"IS NULL OR claimed_until <= ?{mine}) "
            f"ORDER BY game_id, version LIMIT ?{self.store.db.skip_locked}) "
            "RETURNING game_id, version, payload, created_at",
            (until, owner, now, *([owner] if own else []), limit),
        )
        out = [
            OutboxRow(row["game_id"], row["version"], row["payload"], row["created_at"])
            for row in rows
        ]
        return sorted(out, key=lambda row: (row.game_id, row.version))

    async def give_back(self, keys: Sequence[tuple[int, int]], at: float) -> None:
        """Let rows this process could not send be claimed again from `at` on."""
        async with self.store.transaction():
            for game_id, version in keys:
                await self.store.execute(
                    "UPDATE outbox SET claimed_until = ? WHERE game_id = ? AND version = ? "
                    "AND sent_at IS NULL",
                    (at, game_id, version),
                )

    async def renew(self, keys: Sequence[tuple[int, int]], *, until: float, owner: str) -> None:
        """Hold `owner`'s claims on these unsent rows until `until` (a row whose claim another
        process took meanwhile stays that process's)."""
        await self.store.execute_many(
            "UPDATE outbox SET claimed_until = ? WHERE game_id = ? AND version = ? "
            "AND claimed_by = ? AND sent_at IS NULL",
            [(until, game_id, version, owner) for game_id, version in keys],
        )

    async def next_claim_end(self) -> float | None:
        """When the earliest claim on an unsent row runs out (None: nothing unsent)."""
        value = await self.store.fetch_value(
            "SELECT MIN(COALESCE(claimed_until, 0)) FROM outbox WHERE sent_at IS NULL"
        )
        return None if value is None else float(value)

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

    # -- posts Discord did not take (`bot.sending.delivery`) ---------------------------------------

    async def count_failure(self, game_id: int, version: int) -> int:
        """One more failure in a row of an unsent row's posts; how many now."""
        value = await self.store.fetch_value(
            "UPDATE outbox SET failures = failures + 1 WHERE game_id = ? AND version = ? "
            "AND sent_at IS NULL RETURNING failures",
            (game_id, version),
        )
        return 0 if value is None else int(value)

    async def refuse(
        self, game_id: int, version: int, reason: str, *, at: float, until: float
    ) -> bool:
        """Record that Discord refuses an unsent row's posts (`reason`, since `at` unless
        earlier), not to be claimed before `until`; whether the game had no other refused
        row (the first refusal since its last post)."""
        async with self.store.transaction():
            before = await self.store.fetch_value(
                "SELECT COUNT(*) FROM outbox WHERE game_id = ? AND sent_at IS NULL "
                "AND refused IS NOT NULL",
                (game_id,),
            )
            await self.store.execute(
                "UPDATE outbox SET refused = ?, refused_at = COALESCE(refused_at, ?), "
                "claimed_until = ? WHERE game_id = ? AND version = ? AND sent_at IS NULL",
                (reason, at, until, game_id, version),
            )
        return not before

    async def refusal(self, game_id: int) -> Refusal | None:
        """Why the game's posts wait (the latest refusal, since the earliest); None if none."""
        rows = await self.store.fetch_all(
            "SELECT refused, refused_at FROM outbox WHERE game_id = ? AND sent_at IS NULL "
            "AND refused IS NOT NULL ORDER BY version",
            (game_id,),
        )
        if not rows:
            return None
        return Refusal(rows[-1]["refused"], min(float(row["refused_at"]) for row in rows))

    async def retry_refused(
        self, game_ids: Sequence[int], at: float, *, limit: int | None = None
    ) -> int:
        """Let the refused rows of the games in the channels of `game_ids` (the oldest `limit`,
        None: all) be claimed again from `at` on; how many. (Usually there is none: one look
        at the index of refused rows.)"""
        if not game_ids or not await self.store.fetch_value(_ANY_REFUSED):
            return 0
        marks = ", ".join("?" * len(game_ids))
        oldest = "" if limit is None else f" LIMIT {int(limit)}"
        return await self.store.execute(
            "UPDATE outbox SET claimed_until = ? WHERE (game_id, version) IN (SELECT game_id, "
            "version FROM outbox WHERE sent_at IS NULL AND refused IS NOT NULL AND game_id IN "
            "(SELECT id FROM games WHERE channel_id IN (SELECT channel_id FROM games WHERE id "
            f"IN ({marks}))) ORDER BY game_id, version{oldest})",
            (at, *game_ids),
        )

    def settle(self, game_id: int, reason: str) -> Statement:
        """The statement settling a game's unsent rows without their posts (`reason`: why),
        for the transaction that ends the game."""
        return (
            "UPDATE outbox SET sent_at = ?, refused = ? WHERE game_id = ? AND sent_at IS NULL",
            (self.store.now_text(), reason, game_id),
        )
