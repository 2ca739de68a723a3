"""Background work (`bot.tasks.background`: the outbox's loop, its claims' renewal) runs in the
context of the task that starts it, less that task's transactions and click.

The outbox's loop is started again by whatever task saves a move while it naps; started from a
test's own code (as `tests/bot/test_burst_lane.py` opens its games), it once ran on the real
clock instead of simcord's virtual one, found every claim long run out and took a game's first
post from the start that was about to send it (the post then missing after `settle`).
"""

from __future__ import annotations

from contextvars import ContextVar

from bot.clock import discord_now
from bot.storage.turns import CLICK
from bot.tasks import background

SETTING: ContextVar[str] = ContextVar("setting", default="unset")


async def run_in_background(work):
    """What `work()` returned, run in a background task started here."""
    found = []

    async def note() -> None:
        found.append(await work())

    await background(note(), name="test-background")
    return found[0]


async def test_background_work_keeps_the_clock_of_the_code_that_starts_it(table):
    async def now():
        return discord_now()

    assert await run_in_background(now) == table.env.now()  # simcord's virtual clock


async def test_background_work_is_in_none_of_its_starters_transactions_nor_its_click(store):
    async def seen():
        return store.db.current(), CLICK.get(), SETTING.get()

    SETTING.set("the starter's")
    CLICK.set(True)
    async with store.transaction():
        assert store.db.current() is not None
        connection, click, setting = await run_in_background(seen)
    assert (connection, click, setting) == (None, False, "the starter's")
