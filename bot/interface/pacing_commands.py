"""The pacing subcommands of `/roundhouse`, for play spread over days: `notify`, `settings`,
`pause`, `resume` and `takeback` (a part of the cog, `bot.interface.commands.RoundHouseCommands`,
which inherits them); their bodies are `bot.pacing.service`'s, their answers the reader's.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from types import MethodType
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.game.service import GameService
from bot.interface.errors import report
from bot.interface.language import choices_of_language, choose
from bot.interface.options import bounded, deadline_text, described, limited
from bot.interface.readers import reader_words
from bot.interface.ui import GameUI
from bot.pacing.service import AutoEndChoice, DeadlineChoice, OnOff, PacingService
from bot.storage.records import Status

Interaction = discord.Interaction[Any]
TIMEZONE_LIMIT = 64  # the longest IANA name has 32 characters
QUIET_HOURS_LIMIT = 20  # "22:00-07:00" and the like
MAX_IDLE_HOURS = 168  # `idle_hours`: a week at most
MAX_REMINDERS = 10  # `reminder_limit`
SETTINGS = "This game's reminders and turn deadline."  # `/roundhouse settings`' description
SETTINGS_OPTIONS = {  # its options, described (and `deadline`: `_settings_command`)
    "idle_hours": "Hours without a move before a reminder (default 12)",
    "reminder_limit": "How many reminders at most per turn (default 3)",
}
SETTINGS_DEADLINE = "After this, the computer player takes the turn"  # every game has one


async def reply(interaction: Interaction, work: Callable[[], Awaitable[str]]) -> None:
    """Defer ephemerally, then answer with `work()`'s text or the error's explanation."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        text = await work()
        await interaction.edit_original_response(
            content=text, allowed_mentions=discord.AllowedMentions.none()
        )
    except Exception as exc:
        await report(interaction, exc)


class PacingCommands(commands.Cog):
    """The subcommands that pace a game and its reminders; the cog holds the services."""

    service: GameService
    ui: GameUI
    pacing: PacingService

    @app_commands.command(
        name="notify", description="Turn DMs, reminders, time zone, quiet hours, auto-end turn."
    )
    @app_commands.describe(
        dms="Turn notices by direct message",
        reminders="Reminders when a game waits for you",
        timezone="Your time zone, e.g. Europe/Paris",
        quiet_hours="No reminders in these hours, e.g. 22-7, or off",
        auto_end="End your turn with your last choice (default: when Undo can still take it back)",
        language="The language of your own answers and DMs (Discord's: your Discord's)",
    )
    @app_commands.choices(language=choices_of_language(discords="Discord's"))
    async def notify(
        self,
        interaction: Interaction,
        dms: OnOff | None = None,
        reminders: OnOff | None = None,
        timezone: app_commands.Range[str, 1, TIMEZONE_LIMIT] | None = None,
        quiet_hours: app_commands.Range[str, 1, QUIET_HOURS_LIMIT] | None = None,
        auto_end: AutoEndChoice | None = None,
        language: str | None = None,
    ) -> None:
        user = interaction.user.id

        async def work() -> str:
            zone = limited("timezone", timezone, TIMEZONE_LIMIT)
            quiet = limited("quiet_hours", quiet_hours, QUIET_HOURS_LIMIT)
            said = "" if language is None else await choose(interaction, self.pacing.db, language)
            words = await reader_words(interaction)  # (after the choice of language above)
            return said + await self.pacing.update_prefs(
                user, dms, reminders, zone, quiet, auto_end=auto_end, words=words
            )

        await reply(interaction, work)

    def _settings_command(self) -> app_commands.Command[Any, ..., None]:
        """`settings`, its `deadline:` saying what the catalogue's games do: built with them."""
        callback = MethodType(PacingCommands.settings.callback, self)
        command: app_commands.Command[Any, ..., None]
        command = app_commands.Command(name="settings", description=SETTINGS, callback=callback)
        deadline = deadline_text(self.service.games, "settings", SETTINGS_DEADLINE)
        return described(command, {**SETTINGS_OPTIONS, "deadline": deadline})

    @app_commands.command(name="settings", description=SETTINGS)  # `_settings_command`
    async def settings(
        self,
        interaction: Interaction,
        idle_hours: app_commands.Range[int, 1, MAX_IDLE_HOURS] | None = None,
        deadline: DeadlineChoice | None = None,
        reminder_limit: app_commands.Range[int, 0, MAX_REMINDERS] | None = None,
    ) -> None:
        where, user = interaction.channel_id, interaction.user.id

        async def work() -> str:
            bounded("idle_hours", idle_hours, 1, MAX_IDLE_HOURS)
            bounded("reminder_limit", reminder_limit, 0, MAX_REMINDERS)
            words = await reader_words(interaction)
            text = await self.pacing.update_settings(
                where, user, idle_hours, deadline, reminder_limit, words=words
            )
            game = await self.service.game_in(where) if where is not None else None
            if game is not None and game.status == Status.LOBBY:
                await self.ui.refresh_lobby(game)  # the lobby shows the deadline and idle period
            return text

        await reply(interaction, work)

    @app_commands.command(name="pause", description="Pause reminders and deadlines (host only).")
    async def pause(self, interaction: Interaction) -> None:
        where, user = interaction.channel_id, interaction.user.id
        await reply(interaction, lambda: self.pacing.set_paused(where, user, True))

    @app_commands.command(name="resume", description="Resume a paused game (host only).")
    async def resume(self, interaction: Interaction) -> None:
        where, user = interaction.channel_id, interaction.user.id
        await reply(interaction, lambda: self.pacing.set_paused(where, user, False))

    @app_commands.command(name="takeback", description="Take a seat back from the computer.")
    @app_commands.describe(player="Whose seat (the host may name a player; default: yours)")
    async def takeback(self, interaction: Interaction, player: discord.User | None = None) -> None:
        where, user = interaction.channel_id, interaction.user.id
        player_id = None if player is None else player.id

        async def work() -> str:
            words = await reader_words(interaction)
            return await self.pacing.take_back(where, user, player_id, words=words)

        await reply(interaction, work)
