"""State checks: the hash of every state the bot saves, kept beside the move log.

A game's saved state is a cache of what its move log replays to. Each time the bot saves a
state (at the start and with every move) it records the state's hash for that version in the
same transaction; on loading, a saved state whose hash differs from the one recorded for its
version was changed behind the bot's back (an edit by hand, a broken disk), without replaying
the whole log. Games saved before this table existed have no hash, and are not checked.
"""

from __future__ import annotations

import hashlib

from bot.storage.records import Status
from bot.storage.store import Statement, Store


def state_hash(state_json: str) -> str:
    """The hash recorded for a saved state: BLAKE2b of its text, 128 bits, in hex."""
    return hashlib.blake2b(state_json.encode(), digest_size=16).hexdigest()


class StateChecks:
    """Queries of `state_checks`, on the game database's connection."""

    def __init__(self, store: Store) -> None:
        self.store = store

    @staticmethod
    def record(game_id: int, version: int, state_json: str) -> Statement:
        """The statement recording `state_json`'s hash as version `version`'s (for `also=`)."""
        return (
            "INSERT INTO state_checks (game_id, version, hash) VALUES (?, ?, ?) "
            "ON CONFLICT (game_id, version) DO UPDATE SET hash = excluded.hash",
            (game_id, version, state_hash(state_json)),
        )

    async def recorded(self, game_id: int, version: int) -> str | None:
        """The hash recorded for the game's state at `version`, if any."""
        row = await self.store.fetch_one(
            "SELECT hash FROM state_checks WHERE game_id = ? AND version = ?", (game_id, version)
        )
        return None if row is None else str(row["hash"])

    async def rewrite(
        self,
        game_id: int,
        *,
        was_updated_at: str,
        version: int,
        state_json: str,
        status: Status,
    ) -> bool:
        """Replace a game's saved state, version and status (a repair from its move log) and
        record the state's hash, unless the row changed since it was read (`was_updated_at`);
        whether it was written."""
        rewrite = (
            "UPDATE games SET state_json = ?, version = ?, status = ?, updated_at = ? "
            "WHERE id = ? AND updated_at = ?",
            (state_json, version, status, self.store.now_text(), game_id, was_updated_at),
        )
        return await self.store.write_if(rewrite, [self.record(game_id, version, state_json)])
