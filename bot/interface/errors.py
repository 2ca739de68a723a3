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
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands

from bot.game.model import UserError
from bot.game.said import Said, say
from bot.interface.readers import reader_words
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
from locales.words import Words

log = logging.getLogger("bot.errors")


def new_reference() -> str:
    return "RH-" + secrets.token_hex(3).upper()


def store_error_text(error: StoreError) -> str | None:
    """`store_error_said`'s words in English (the log's)."""
    said = store_error_said(error)
    return None if said is None else said.english()


def store_error_said(error: StoreError) -> Said | None:
    """What a player reads when the store refused their request; None for a real failure."""
    if isinstance(error, ChannelBusy):
        return say("bot.error.channel_busy")
    if isinstance(error, GameFull):
        return say("bot.error.full", seats=error.limit)
    if isinstance(error, AlreadySeated):
        return say("bot.refusal.seated_already")
    if isinstance(error, NoSeat):
        return say("bot.refusal.no_seat")
    if isinstance(error, WrongStatus):
        return say(
            "bot.error.wrong_status", status=_state(error.status), needed=_state(error.needed)
        )
    if isinstance(error, GameNotFound):
        return say("bot.error.not_found")
    if isinstance(error, StoreBusy):
        return say("bot.error.busy")
    if isinstance(error, StoreUnavailable):
        return say("bot.error.unavailable")
    if isinstance(error, LogMismatch):  # a row edited by hand between its load and the save
        return say("bot.error.log_mismatch", id=error.game_id)
    if isinstance(error, VersionConflict):  # panels show the current one instead (`GameUI`)
        return say("bot.error.version_conflict", version=error.version)
    return None  # SchemaTooNew and the like: not the user's doing


def _state(status: object) -> Callable[[Words], str]:
    """A status the store names, in the reader's words (as it is if the catalogue has none)."""
    key = f"bot.state.{status}"
    return lambda words: words(key) if words.has(key) else str(status)


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
    words = await reader_words(interaction)
    if isinstance(error, UserError):
        await tell(interaction, error.text(words))
        return None
    if isinstance(error, StoreError) and (said := store_error_said(error)) is not None:
        if isinstance(error, StoreUnavailable):
            log.error(
                "store unavailable: %s by user %s failed, nothing was saved: %s",
                describe(interaction),
                interaction.user.id if interaction.user else None,
                error,
            )
        await tell(interaction, said(words))
        return None
    if isinstance(error, app_commands.CheckFailure):
        await tell(interaction, str(error) or words("bot.error.check_failure"))
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
    await tell(interaction, words("bot.error.unexpected", reference=reference))
    return reference
