"""The one place that answers failures: a user's mistake gets its explanation, anything else
gets a short reference that is logged with the traceback."""

from __future__ import annotations

import logging
import secrets

import discord
from discord import app_commands

from bot.game.service import UserError

log = logging.getLogger("bot.errors")


def new_reference() -> str:
    return "RH-" + secrets.token_hex(3).upper()


async def tell(interaction: discord.Interaction, text: str) -> None:
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


async def report(interaction: discord.Interaction, error: BaseException) -> str | None:
    """Answer a failed interaction ephemerally; the reference when it was unexpected."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, UserError):
        await tell(interaction, str(error))
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
