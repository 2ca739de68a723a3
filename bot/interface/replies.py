"""Answering a click in place: in one request when its work is quick, acknowledged first when not.

Discord wants an answer to a click within 3 seconds. A click whose work (checking and saving a
move) is done within `QUICK` seconds is answered with the updated message itself, one request
(`update`); a slower one is acknowledged first (deferred, `quickly`) and its message edited once
the work is done.

Only a private message (an ephemeral panel or list) is answered in place. A click on a public
message, which no panel button is on unless forged (Discord's own check bypassed), gets a new
private message instead, and the public one stays as it was.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable
from typing import Any, TypeVar

import discord

from bot.interface import views
from bot.posts import messages

log = logging.getLogger(__name__)
T = TypeVar("T")
QUICK = 1.0  # seconds of work before a click is acknowledged first


async def quickly(interaction: discord.Interaction[Any], work: Awaitable[T]) -> T:
    """The result of `work`; the click is acknowledged (deferred) meanwhile if it takes over
    QUICK s. The work runs in this task: a timer starts the acknowledgement."""
    acknowledging: list[asyncio.Task[object]] = []
    timer = asyncio.get_running_loop().call_later(
        QUICK, lambda: acknowledging.append(asyncio.ensure_future(acknowledge(interaction)))
    )
    try:
        return await work
    finally:
        timer.cancel()
        for task in acknowledging:  # the answer must follow the acknowledgement
            try:
                await task
            except discord.HTTPException:  # the work is done: answer it (or fail) all the same
                log.warning("could not acknowledge interaction %s", interaction.id, exc_info=True)


def in_place(interaction: discord.Interaction[Any]) -> bool:
    """Whether the click's answer may replace the clicked message: only a private one."""
    return interaction.message is not None and interaction.message.flags.ephemeral


async def acknowledge(interaction: discord.Interaction[Any]) -> None:
    """Acknowledge a click whose answer comes later: in place, or as a private message."""
    if in_place(interaction):
        await interaction.response.defer()
    else:
        await interaction.response.defer(ephemeral=True, thinking=True)


async def update(interaction: discord.Interaction[Any], out: messages.Outgoing) -> None:
    """Show `out` in place of the clicked message (a public one: in a new private message): as
    the click's answer, or as an edit of it when the click was acknowledged already."""
    if interaction.response.is_done():
        await interaction.edit_original_response(**views.edit_kwargs(out))
    elif in_place(interaction):
        await interaction.response.edit_message(**views.edit_kwargs(out))
    else:
        await interaction.response.send_message(ephemeral=True, **views.send_kwargs(out))
