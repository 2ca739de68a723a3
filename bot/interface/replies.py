"""Answering a click in place: in one request when its work is quick, acknowledged first when not.

Discord wants an answer to a click within 3 seconds. A click whose work (checking and saving a
move) is done within `QUICK` seconds is answered with the updated message itself, one request
(`update`); a slower one is acknowledged first (deferred, `quickly`) and its message edited once
the work is done.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any, TypeVar

import discord

from bot.game import messages
from bot.interface import views

T = TypeVar("T")
QUICK = 1.0  # seconds of work before a click is acknowledged first


async def quickly(interaction: discord.Interaction[Any], work: Awaitable[T]) -> T:
    """The result of `work`; the click is acknowledged (deferred) if it takes over QUICK s."""
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=QUICK)
    if not done:
        await interaction.response.defer()
    return await task


async def update(interaction: discord.Interaction[Any], out: messages.Outgoing) -> None:
    """Show `out` in place of the clicked message: as the click's answer, or as an edit of it
    when the click was acknowledged already."""
    if interaction.response.is_done():
        await interaction.edit_original_response(**views.edit_kwargs(out))
    else:
        await interaction.response.edit_message(**views.edit_kwargs(out))
