"""The bot: a discord.py `commands.AutoShardedBot` that builds every part and wires them together.

It runs the shards `Settings.sharding` names (SHARD_COUNT / SHARD_IDS), or as many as Discord
recommends when they are unset. Any process may act on any game: each change is loaded from and
decided by the shared database, never by what this process holds in memory.

`setup_hook` opens the store, builds the game service (for the games of a catalogue, `games`: a
`bot.game.catalogue.Catalogue` the command line builds), the pacing service (notices,
reminders, deadlines), the results archive and the click handler, registers the hooks in the
order the posts must appear, the DynamicItems of every button (and the answer to a click that
fits none: `bot.interface.unmatched`), and the one `/roundhouse` command tree.
"""

from __future__ import annotations

import gc
import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.clock import Clock, discord_now
from bot.config import Settings
from bot.game.catalogue import Catalogue
from bot.game.service import GameService
from bot.interface.command_words import CommandTranslator
from bot.interface.commands import RoundHouseCommands
from bot.interface.dm_items import ITEMS as DM_ITEMS
from bot.interface.errors import report
from bot.interface.notifier import Notifier
from bot.interface.tree import ForegroundTree
from bot.interface.ui import GameUI
from bot.interface.unmatched import UnmatchedClicks
from bot.interface.views import DYNAMIC_ITEMS
from bot.pacing.results import Results
from bot.pacing.service import PacingService
from bot.storage.pacing import PacingStore
from bot.storage.results import ResultStore
from bot.storage.store import Store
from bot.workers import picture, thinking
from locales.words import verified

log = logging.getLogger(__name__)


async def on_tree_error(
    interaction: discord.Interaction[Any], error: app_commands.AppCommandError
) -> None:
    """Errors that escape a command body (checks, transforms) get the same answer."""
    await report(interaction, error)


class RoundHouseBot(commands.AutoShardedBot):
    """Built by `create_bot`; opens the database in `setup_hook` unless given a store, and
    hosts the games of `games`."""

    service: GameService
    pacing: PacingService
    results: Results
    ui: GameUI

    def __init__(
        self,
        settings: Settings,
        *,
        store: Store | None = None,
        clock: Clock = discord_now,
        games: Catalogue,
        freeze_start_up: bool = False,
    ) -> None:
        # The bot never joins a voice channel: discord.py says nothing of the voice libraries
        # (PyNaCl, davey) it would need there.
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        sharding = settings.sharding
        shards: dict[str, Any] = {"shard_count": sharding.count}  # None: as Discord recommends
        if sharding.ids is not None:
            shards["shard_ids"] = list(sharding.ids)
        super().__init__(
            **shards,
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            allowed_mentions=discord.AllowedMentions.none(),
            help_command=None,
            tree_cls=ForegroundTree,  # a slash command is handled in the foreground
        )
        self.settings = settings
        self.store = store
        self.clock = clock
        self.games = games
        self._owns_store = store is None
        self._resumed = False
        self.freeze_start_up = freeze_start_up

    async def setup_hook(self) -> None:
        if self.store is None:
            self.store = await Store.open(self.settings.database, clock=self.clock)
        self.build(self.store)
        # The picture workers start in the background, and the computer players' workers, with
        # the default game's module (a worker imports another game's with its first job).
        picture.prepare(self.games.default)
        thinking.prepare(self.games.default)
        await self.add_commands()
        self.pacing.start()
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    async def add_commands(self) -> None:
        """The slash commands, their translator (each sync sends their zh-TW texts) and the
        tree's error handler."""
        await self.add_cog(RoundHouseCommands(self.service, self.ui, self.pacing, self.results))
        await self.tree.set_translator(CommandTranslator())
        self.tree.error(on_tree_error)

    def build(self, store: Store) -> None:
        """Every part over `store`, and the hooks in the order their posts must appear."""
        self.service = GameService(
            store,
            games=self.games,
            computer_delay=self.settings.computer_delay,
            owner=self.settings.sharding.owner,
        )
        self.service.computers.take_back_window = self.settings.take_back_window
        pacing_db = PacingStore(store)
        self.pacing = PacingService(
            self.service, pacing_db, Notifier(self, pacing_db), clock=self.clock
        )
        self.service.auto_end = self.pacing.auto_end  # players who skip End turn
        self.results = Results(self, ResultStore(store), self.clock, replays=self.service.replays)
        self.ui = GameUI(self, self.service, self.pacing, self.results)  # posts every turn
        hooks = self.service.hooks
        hooks.move_applied.append(self.pacing.on_move_applied)
        hooks.turn_started.append(self.pacing.on_turn_started)  # after the turn's post
        hooks.game_over.insert(0, self.results.game_over)  # the chart, then the final post
        hooks.game_over.append(self.results.close_thread)
        items = (*DYNAMIC_ITEMS, *DM_ITEMS)
        self.add_dynamic_items(*items)
        self.add_listener(UnmatchedClicks(items, self.service.lanes).on_interaction)

    async def on_ready(self) -> None:
        if not self._resumed:
            self._resumed = True
            await self.resume()

    async def resume(self) -> None:
        """After a start: send the posts a stopped process left unsent, wake the computer
        seats, bring every game's wait up to date, then keep watching the outbox. A game that
        cannot be loaded is named in the log and skipped; a step that fails is logged and the
        next one still runs."""
        sent = woken = 0
        try:
            sent = await self.service.flush_outbox()
        except Exception:
            log.exception("could not send the unsent posts at start-up (the outbox loop retries)")
        try:
            woken, broken = await self.service.resume()
            for game in broken:
                log.error("game %s is skipped: %s", game.game_id, game.reason.english())
            await self.pacing.resync()
        except Exception:
            log.exception("could not resume every game at start-up")
        self.service.start_outbox()
        if self.freeze_start_up:
            freeze_heap()
        log.info(
            "ready as %s; %d unsent post(s) sent, %d computer seat(s) resumed",
            self.user,
            sent,
            woken,
        )

    async def close(self) -> None:
        """Stop the reminder and outbox loops, the computer seats, the picture and computer
        workers, close our database, then disconnect.

        (Closing the database first makes background work that still touches it stop at once.)
        """
        if hasattr(self, "pacing"):
            await self.pacing.close()
        if hasattr(self, "service"):
            await self.service.close()
        await picture.shutdown()
        await thinking.shutdown()
        if self._owns_store and self.store is not None:
            await self.store.close()
            self.store = None
        await super().close()


def freeze_heap() -> None:
    """Leave what start-up built (modules, data, discord.py's caches: it lives as long as the
    process) out of the garbage collector's passes: in a burst of clicks, a full pass then
    takes a few ms instead of tens. Garbage is collected first, so none is kept."""
    gc.collect()
    gc.freeze()


def create_bot(
    settings: Settings,
    *,
    store: Store | None = None,
    clock: Clock = discord_now,
    games: Catalogue,
    freeze_start_up: bool = False,
) -> RoundHouseBot:
    """The bot, built the same way for the main program and for tests; it hosts the games of
    `games` (the command line's: `games.catalogue()`). `freeze_start_up`: the process runs
    this bot alone (`roundhouse bot`), so once ready it may `freeze_heap`. CatalogueError when
    the language catalogues differ (`locales.words.verified`)."""
    verified()
    return RoundHouseBot(
        settings, store=store, clock=clock, games=games, freeze_start_up=freeze_start_up
    )
