"""Whether Discord took a public post, and what to do when it did not: the one place where
Discord's errors are classified.

A post hook sends through `posting`, which turns a failure Discord (or the way to it) caused
into `Undelivered`: temporary (429, a 5xx, a timeout, a lost connection: tried again after
`backoff`) or permanent (403 the bot lost its permission, 404 the channel was deleted, any
other refusal: recorded with its reason, tried again when a later post to that channel goes
out and every `REFUSED_RETRY` seconds, and the game's players are told). Anything else a hook
raises is not about delivery: it is logged as before.
"""

from __future__ import annotations

from collections.abc import Awaitable
from typing import TypeVar

import aiohttp
import discord

from locales.words import ENGLISH, Words, retold, words_for

T = TypeVar("T")

RETRY_FIRST = 5.0  # seconds before a post that failed for a while is tried again
RETRY_LONGEST = 600.0  # the wait doubles after each failure in a row, up to this
FAILURES_LIMIT = 8  # temporary failures in a row (≈ 20 min) after which a post counts refused
REFUSED_RETRY = 3600.0  # a refused post is tried again this often (and after a later post)

REASONS = {  # Discord's error codes that say why a channel refuses the bot's posts
    50001: "no_access",
    50013: "missing_permission",
    10003: "deleted",
    50083: "archived",
}
# Every reason, a key of bot.delivery.reason (bot.toml), the outermost first: English in the
# database and the log, said again in a reader's words by `reason_in`.
REASON_KEYS = tuple(
    f"bot.delivery.reason.{key}"
    for key in (
        "times",
        *REASONS.values(),
        "refused",
        "answered",
        "rate_limited",
        "timeout",
        "no_connection",
        "abandoned",
    )
)


def reason_in(words: Words, reason: str) -> str:
    """A refusal's reason as the database keeps it (English), in `words`."""
    return retold(words, reason, REASON_KEYS)


class Undelivered(Exception):
    """A post Discord did not take: `reason` in words, `permanent` or worth retrying soon."""

    def __init__(self, reason: str, *, permanent: bool) -> None:
        super().__init__(reason)
        self.reason = reason
        self.permanent = permanent


def classify(exc: BaseException) -> Undelivered | None:
    """What `exc` means for a post (None: it is not about delivering it)."""
    if isinstance(exc, Undelivered):
        return exc
    if isinstance(exc, discord.HTTPException):
        if exc.status == 429 or exc.status >= 500:
            return Undelivered(english_reason("answered", status=exc.status), permanent=False)
        if exc.code in REASONS:
            return Undelivered(english_reason(REASONS[exc.code]), permanent=True)
        why = english_reason("refused", status=exc.status, code=exc.code)
        return Undelivered(why, permanent=True)
    if isinstance(exc, discord.RateLimited):
        return Undelivered(english_reason("rate_limited"), permanent=False)
    if isinstance(exc, TimeoutError):  # (asyncio's too)
        return Undelivered(english_reason("timeout"), permanent=False)
    if isinstance(exc, aiohttp.ClientError | OSError):
        why = english_reason("no_connection", kind=type(exc).__name__)
        return Undelivered(why, permanent=False)
    return None


async def posting(post: Awaitable[T]) -> T:
    """Await a post; a failure about delivering it is raised as its `Undelivered`."""
    try:
        return await post
    except Exception as exc:
        refusal = classify(exc)
        if refusal is None or refusal is exc:
            raise
        raise refusal from exc


def backoff(failures: int) -> float:
    """Seconds before trying again a post that failed `failures` times in a row (≥ 1)."""
    return min(RETRY_LONGEST, RETRY_FIRST * 2.0 ** (failures - 1))


def english_reason(key: str, **values: object) -> str:
    """The reason `bot.delivery.reason.<key>` in English, as the database keeps it."""
    return words_for(ENGLISH)(f"bot.delivery.reason.{key}", **values)
