"""Background tasks: starting one on its own, stopping one and waiting until it has stopped."""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
from collections.abc import Coroutine
from typing import Any

from bot.storage.database import TRANSACTIONS
from bot.storage.turns import CLICK


def background(work: Coroutine[Any, Any, None], *, name: str) -> asyncio.Task[None]:
    """A task for background work, in a copy of the context of the task that starts it (its
    settings, its clock: simcord's virtual one under test), less what is that task's own: it is
    in none of its transactions (it may be in one: a lobby's start records its first post
    inside its transaction, and that wakes the outbox's loop), nor answering its click."""
    context = contextvars.copy_context()
    context.run(_outside_the_starter)
    return asyncio.create_task(work, name=name, context=context)


def _outside_the_starter() -> None:
    TRANSACTIONS.set(None)
    CLICK.set(False)


async def stop_task(task: asyncio.Task[None] | None) -> None:
    """Cancel `task` (if any) and wait until it has ended."""
    if task is not None:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
