"""A bot older than schema step 5, for tests that build an old database by playing on it: it
kept no state checks and no outbox (`bot.storage.checks`, `bot.storage.outbox`)."""

from __future__ import annotations

from typing import Any

from bot.game.service import GameService
from bot.storage.store import Statement

NOTHING: Statement = ("SELECT 1", ())


class NoIntegrity:
    """Stands for `StateChecks` and `OutboxStore`: records nothing, finds nothing."""

    @staticmethod
    def record(*args: Any, **kwargs: Any) -> Statement:
        return NOTHING

    async def recorded(self, game_id: int, version: int) -> None:
        return None

    async def mark_sent(self, game_id: int, version: int) -> bool:
        return True

    async def mark_sent_many(self, keys: Any) -> int:
        return 0

    async def is_unsent(self, game_id: int, version: int) -> bool:
        return False

    async def unsent(self, limit: int = 100) -> list[Any]:
        return []

    async def claim_unsent(self, now: float, **kwargs: Any) -> list[Any]:
        return []

    async def give_back(self, keys: Any, at: float) -> None:
        return None

    async def next_claim_end(self) -> None:
        return None

    @staticmethod
    def settle(*args: Any) -> Statement:
        return NOTHING

    async def retry_refused(self, *args: Any) -> int:
        return 0


def as_older_bot(service: GameService) -> GameService:
    """`service` saving and loading as a bot from before schema step 5 did."""
    service.checks = service.loader.checks = NoIntegrity()  # type: ignore[assignment]
    service.outbox.db = NoIntegrity()  # type: ignore[assignment]
    return service
