"""Background tasks: starting one on its own, stopping one and waiting until it has stopped."""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
from collections.abc import Coroutine
from typing import Any


def background(work: Coroutine[Any, Any, None], *, name: str) -> asyncio.Task[None]:
    """A task for background work, in a context of its own: it is in no transaction of the task
    that starts it (which may be in one: a lobby's start records its first post inside its
    transaction, and that wakes the outbox's loop), nor answering its click."""
    return asyncio.create_task(work, name=name, context=contextvars.Context())


async def stop_task(task: asyncio.Task[None] | None) -> None:
    """Cancel `task` (if any) and wait until it has ended."""
    if task is not None:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
