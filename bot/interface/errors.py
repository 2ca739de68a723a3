"""The one place that answers failures: a user's mistake gets its explanation, anything else
gets a short reference that is logged with the traceback.

The store refuses with typed exceptions (`bot.storage.errors`); the words for the ones a player
can cause are here, in `store_error_text`.
"""

from __future__ import annotations

import logging
import secrets
from typing import Any

import discord
from discord import app_commands

from bot.game.model import UserError
from bot.storage.errors import (
    AlreadySeated,
    ChannelBusy,
    GameFull,
    GameNotFound,
    NoSeat,
    StoreError,
    WrongStatus,
)

log = logging.getLogger("bot.errors")


def new_reference() -> str:
    return "RH-" + secrets.token_hex(3).upper()


def store_error_text(error: StoreError) -> str | None:
    """What a player reads when the store refused their request; None for a real failure."""
    if isinstance(error, ChannelBusy):
        return (
            "This channel already has a Round House game; finish or "
            "`/roundhouse abandon` it first, or use `thread: True`."
        )
    if isinstance(error, GameFull):
        return f"The game is full ({error.limit} seats)."
    if isinstance(error, AlreadySeated):
        return "You already have a seat in this game."
    if isinstance(error, NoSeat):
        return "You have no seat in this game."
    if isinstance(error, WrongStatus):
        return f"That game is {error.status}, not {error.needed}."
    if isinstance(error, GameNotFound):
        return "That game does not exist."
    return None  # VersionConflict, SchemaTooNew: not the user's doing


async def tell(interaction: discord.Interaction[Any], text: str) -> None:
    """An ephemeral answer, whether or not the interaction was acknowledged yet."""
    try:
        kind = interaction.response.type
        if kind == discord.InteractionResponseType.deferred_channel_message:
            # "thinking…" placeholder (ephemeral where it matters): replace it with the answer
            await interaction.edit_original_response(content=text, embed=None, view=None)
        elif interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not answer interaction %s", interaction.id, exc_info=True)


async def report(interaction: discord.Interaction[Any], error: BaseException) -> str | None:
    """Answer a failed interaction ephemerally; the reference when it was unexpected."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, UserError):
        await tell(interaction, str(error))
        return None
    if isinstance(error, StoreError) and (text := store_error_text(error)) is not None:
        await tell(interaction, text)
        return None
    if isinstance(error, app_commands.CheckFailure):
        await tell(interaction, str(error) or "You cannot use this command here.")
        return None
    reference = new_reference()
    log.error(
        "[%s] interaction %s by user %s in channel %s failed",
        reference,
        interaction.data.get("custom_id") if interaction.data else None,
        interaction.user.id if interaction.user else None,
        interaction.channel_id,
        exc_info=error,
    )
    await tell(
        interaction,
        f"Sorry, something went wrong (reference `{reference}`). Nothing you had played is "
        "lost; try again, and give the reference to whoever runs the bot if it keeps happening.",
    )
    return reference
