"""The bot: a discord.py `commands.Bot` that owns the store, the service and the UI."""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from bot.config import Settings
from bot.game.service import GameService
from bot.interface.commands import RoundHouseCommands
from bot.interface.errors import report
from bot.interface.ui import GameUI
from bot.interface.views import DYNAMIC_ITEMS
from bot.pacing.service import AsyncPlay
from bot.storage.store import Store

log = logging.getLogger(__name__)


class RoundHouseBot(commands.Bot):
    """Built by `create_bot`; opens the database in `setup_hook` unless given a store."""

    service: GameService
    ui: GameUI

    def __init__(self, settings: Settings, *, store: Store | None = None) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            allowed_mentions=discord.AllowedMentions.none(),
            help_command=None,
        )
        self.settings = settings
        self.store = store
        self._owns_store = store is None
        self._resumed = False

    async def setup_hook(self) -> None:
        if self.store is None:
            self.store = await Store.open(self.settings.database_path)
        self.service = GameService(self.store, computer_delay=self.settings.computer_delay)
        self.ui = GameUI(self, self.service)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self.add_cog(RoundHouseCommands(self))
        await self.add_cog(AsyncPlay(self))  # notices, reminders, deadlines, results (issue 5)
        self.tree.on_error = report  # errors that escape a command body (checks, transforms)
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    async def on_ready(self) -> None:
        if not self._resumed:
            self._resumed = True
            woken = await self.service.resume()
            log.info("ready as %s; %d computer seat(s) resumed", self.user, woken)

    async def close(self) -> None:
        """Stop computer seats and close our database, then unload the cogs and disconnect.

        (Closing the database first makes background work that still touches it stop at once.)
        """
        if hasattr(self, "service"):
            await self.service.close()
        if self._owns_store and self.store is not None:
            await self.store.close()
            self.store = None
        await super().close()


def create_bot(settings: Settings, *, store: Store | None = None) -> RoundHouseBot:
    """The bot, built the same way for the main program and for tests."""
    return RoundHouseBot(settings, store=store)
