"""What the outbox does with a saved move's posts that Discord did not take (`Undelivered`).

The row stays unsent and its claim runs until it is tried again, so every process's loop
sees when (`bot.storage.outbox`). A temporary failure is tried again after `backoff`; after
`FAILURES_LIMIT` of them in a row, or at once for a permanent refusal, the row is recorded as
refused with its reason: tried again every `REFUSED_RETRY` seconds, and as soon as a later post
to its channel goes out (the constants are `bot.sending.delivery`'s). The first refusal of a game
since its last post is told to the `post_refused` hooks (the bot DMs the game's players).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from bot.game.hooks import Hooks, run_hooks
from bot.sending import delivery
from bot.sending.delivery import Undelivered, english_reason
from bot.storage.outbox import OutboxStore

log = logging.getLogger("bot.sending.outbox")

Key = tuple[int, int]  # (game, version)


class Retries:
    """When each undelivered row is tried again, recorded in the outbox."""

    def __init__(self, db: OutboxStore, hooks: Hooks) -> None:
        self.db = db
        self.hooks = hooks

    async def hold(self, key: Key, refusal: Undelivered, now: float) -> float:
        """Record that `key`'s posts did not go out at `now`; when to try them again."""
        game_id, version = key
        failures = await self.db.count_failure(game_id, version)
        if not refusal.permanent and failures < delivery.FAILURES_LIMIT:
            until = now + delivery.backoff(failures)
            wait = until - now
            log.info("game %s move %s: %s; its posts again in %.0f s", *key, refusal.reason, wait)
            await self.db.give_back([key], until)
            return until
        if not refusal.permanent:
            reason = english_reason("times", reason=refusal.reason, count=failures)
            refusal = Undelivered(reason, permanent=True)
        until = now + delivery.REFUSED_RETRY
        first = await self.db.refuse(game_id, version, refusal.reason, at=now, until=until)
        log.warning(
            "Discord refuses the posts of game %s move %s: %s", game_id, version, refusal.reason
        )
        if first:
            await run_hooks(self.hooks.post_refused, game_id, refusal)
        return until

    async def after_posts(self, keys: Sequence[Key], now: float) -> bool:
        """Posts of `keys` went out: their channels may take posts again, so the oldest refused
        row there is tried at once (once it is out, the next one; a row that posted nothing
        costs Discord one request at most); whether there was one."""
        games = sorted({game for game, _ in keys})
        try:
            return await self.db.retry_refused(games, now, limit=1) > 0
        except Exception as exc:  # they are tried again at their time anyway
            log.warning("could not look for refused posts to try again: %s", exc)
            return False
