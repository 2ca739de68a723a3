"""The one place that answers failures: a user's mistake gets its explanation, anything else
gets a short reference that is logged with the traceback.

The store refuses with typed exceptions (`bot.storage.errors`); the words for the ones a player
can cause, and for the database's own faults (busy, unable to save, a version conflict), are
here, in `store_error_text`. A store that cannot save is also logged at ERROR with the words
`store unavailable`, for an operator's alert.
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
    LogMismatch,
    NoSeat,
    StoreBusy,
    StoreError,
    StoreUnavailable,
    VersionConflict,
    WrongStatus,
)

log = logging.getLogger("bot.errors")

BUSY = "The bot is busy, try again in a moment; nothing was changed."
UNAVAILABLE = "The bot cannot save right now; nothing was changed. Try again later."


def new_reference() -> str:
    return "RH-" + secrets.token_hex(3).upper()


def store_error_text(error: StoreError) -> str | None:
    """What a player reads when the store refused their request; None for a real failure."""
    if isinstance(error, ChannelBusy):
        return (
            "This channel already has a game; finish or "
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
    if isinstance(error, StoreBusy):
        return BUSY
    if isinstance(error, StoreUnavailable):
        return UNAVAILABLE
    if isinstance(error, LogMismatch):  # a row edited by hand between its load and the save
        return (
            f"Game #{error.game_id}'s saved version is not its move log's length, so nothing was "
            f"saved. Whoever runs the bot can try `roundhouse repair --game {error.game_id}`."
        )
    if isinstance(error, VersionConflict):  # panels show the current one instead (`GameUI`)
        return (
            f"The game moved on while you chose (it is at move {error.version} now); nothing "
            "was changed. Open your panel again."
        )
    return None  # SchemaTooNew and the like: not the user's doing


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


def describe(interaction: discord.Interaction[Any]) -> str:
    """What the interaction used, for the log: `/roundhouse notify`, or a component's custom
    id."""
    data: Any = interaction.data or {}
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    if "custom_id" in data:
        return f"component {str(data['custom_id'])[:100]}"
    if "name" in data:  # a command the tree does not know (any more)
        return f"/{str(data['name'])[:100]}"
    return f"interaction {interaction.type}"


async def report(interaction: discord.Interaction[Any], error: BaseException) -> str | None:
    """Answer a failed interaction ephemerally; the reference when it was unexpected."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, UserError):
        await tell(interaction, str(error))
        return None
    if isinstance(error, StoreError) and (text := store_error_text(error)) is not None:
        if isinstance(error, StoreUnavailable):
            log.error(
                "store unavailable: %s by user %s failed, nothing was saved: %s",
                describe(interaction),
                interaction.user.id if interaction.user else None,
                error,
            )
        await tell(interaction, text)
        return None
    if isinstance(error, app_commands.CheckFailure):
        await tell(interaction, str(error) or "You cannot use this command here.")
        return None
    reference = new_reference()
    log.error(
        "[%s] %s by user %s in channel %s failed",
        reference,
        describe(interaction),
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
