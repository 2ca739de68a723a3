"""The `/roundhouse` slash command group."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.game import messages, rules
from bot.game.service import Game, UserError
from bot.interface import views
from bot.interface.errors import report
from bot.storage.store import ABANDONED, ACTIVE, ChannelBusy

if TYPE_CHECKING:
    from bot.app import RoundHouseBot

LOG_LENGTH = 15


@app_commands.guild_only()
class RoundHouseCommands(commands.GroupCog, group_name="roundhouse"):
    """Play Round House in this channel."""

    def __init__(self, bot: RoundHouseBot) -> None:
        self.bot = bot
        super().__init__()

    @property
    def service(self):
        return self.bot.service

    @property
    def ui(self):
        return self.bot.ui

    async def _game_here(self, interaction: discord.Interaction) -> Game:
        game = await self.service.game_in(interaction.channel_id)
        if game is None:
            raise UserError(
                "There is no Round House game in this channel. Open one with `/roundhouse new`."
            )
        return game

    @contextlib.asynccontextmanager
    async def _privately(self, interaction: discord.Interaction) -> AsyncIterator[None]:
        """Acknowledge at once ("thinking…", ephemeral), then run the body; every failure is
        answered by the one error handler."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            yield
        except Exception as exc:
            await report(interaction, exc)

    async def _ephemeral(self, interaction: discord.Interaction, out: messages.Outgoing) -> None:
        await interaction.edit_original_response(**views.edit_kwargs(out))

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await report(interaction, error)

    # -- lobby -------------------------------------------------------------------------------

    @app_commands.command(name="new", description="Open a Round House lobby in this channel.")
    @app_commands.describe(thread="Open the game in a new thread of this channel")
    async def new(self, interaction: discord.Interaction, thread: bool = False) -> None:
        async with self._privately(interaction):
            channel = interaction.channel
            if thread:
                if isinstance(channel, discord.Thread) or not isinstance(
                    channel, discord.TextChannel
                ):
                    raise UserError("A game thread can only be opened from a text channel.")
                channel = await channel.create_thread(
                    name=f"Round House — {interaction.user.display_name}",
                    type=discord.ChannelType.public_thread,
                    auto_archive_duration=10080,
                )
            try:
                game = await self.service.open_lobby(
                    guild_id=interaction.guild_id,
                    channel_id=channel.id,
                    host_id=interaction.user.id,
                    host_name=interaction.user.display_name,
                )
            except ChannelBusy:
                raise UserError(
                    "This channel already has a Round House game; finish or "
                    "`/roundhouse abandon` it first, or use `thread: True`."
                ) from None
            try:
                message = await self.ui.post(channel, messages.lobby(game))
            except discord.Forbidden:
                await self.service.store.set_status(game.id, ABANDONED, only_from=ACTIVE)
                raise UserError(
                    "I cannot post in this channel. Give me View Channel, Send Messages, Embed "
                    "Links and Attach Files here (and Send Messages in Threads, Create Public "
                    "Threads for game threads)."
                ) from None
            await self.service.store.set_lobby_message(game.id, message.id)
            await interaction.edit_original_response(
                content=f"Lobby for {messages.game_title(game.id)} is open: {message.jump_url}"
            )

    async def _lobby(self, interaction: discord.Interaction, action: str, done: str) -> None:
        async with self._privately(interaction):
            game = await self._game_here(interaction)
            game = await self.ui.lobby_action(game.id, action, interaction.user)
            await self.ui.refresh_lobby(game)
            await interaction.edit_original_response(content=done)

    @app_commands.command(name="join", description="Take a seat in this channel's lobby.")
    async def join(self, interaction: discord.Interaction) -> None:
        await self._lobby(interaction, "join", "You have a seat. The host starts the game.")

    @app_commands.command(name="leave", description="Give up your seat in this channel's lobby.")
    async def leave(self, interaction: discord.Interaction) -> None:
        await self._lobby(interaction, "leave", "You left the lobby.")

    @app_commands.command(name="start", description="Start the game (host only).")
    async def start(self, interaction: discord.Interaction) -> None:
        await self._lobby(interaction, "start", "The game has started.")

    # -- play --------------------------------------------------------------------------------

    @app_commands.command(name="turn", description="Open your decision panel.")
    async def turn(self, interaction: discord.Interaction) -> None:
        async with self._privately(interaction):
            await self.ui.open_panel(interaction, await self._game_here(interaction))

    @app_commands.command(name="undo", description="Take back your last decision this turn.")
    async def undo(self, interaction: discord.Interaction) -> None:
        async with self._privately(interaction):
            game = await self._game_here(interaction)
            result = await self.service.play(game.id, interaction.user.id, game.version, "undo")
            out = messages.panel(result.game, result.seat, note=f"↩️ {result.line}")
            try:
                await self._ephemeral(interaction, out)
            finally:
                await self.service.after_move(result)

    @app_commands.command(name="board", description="Show the current board picture.")
    async def board(self, interaction: discord.Interaction) -> None:
        async with self._privately(interaction):
            await self.ui.show_board(interaction, await self._game_here(interaction))

    @app_commands.command(name="status", description="Scores, whose turn it is, the round track.")
    async def status(self, interaction: discord.Interaction) -> None:
        async with self._privately(interaction):
            await self._ephemeral(interaction, messages.status(await self._game_here(interaction)))

    @app_commands.command(name="log", description="The last moves in words.")
    async def log(self, interaction: discord.Interaction) -> None:
        async with self._privately(interaction):
            game = await self._game_here(interaction)
            moves = await self.service.store.moves(game.id, last=LOG_LENGTH)
            await self._ephemeral(interaction, messages.log(game, moves))

    # -- information -------------------------------------------------------------------------

    @app_commands.command(name="rules", description="A room, tile, expert or order, explained.")
    @app_commands.describe(topic="Start typing a room, tile, expert or order")
    async def rules_(self, interaction: discord.Interaction, topic: str) -> None:
        found = rules.lookup(topic)
        if found is None:
            await interaction.response.send_message(
                f"No rules topic matches {topic!r}. Pick one from the suggestions.", ephemeral=True
            )
            return
        out = messages.rules_answer(found)
        await interaction.response.send_message(embed=out.embed, ephemeral=True)

    @rules_.autocomplete("topic")
    async def _rules_topics(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=t.title[:100], value=t.key) for t in rules.search(current)]

    @app_commands.command(name="games", description="This server's running games.")
    async def games(self, interaction: discord.Interaction) -> None:
        async with self._privately(interaction):
            rows = await self.service.store.games(guild_id=interaction.guild_id, statuses=ACTIVE)
            loaded = [(row, await self.service.load(row.id)) for row in rows]
            await self._ephemeral(interaction, messages.games_list(loaded))

    @app_commands.command(
        name="abandon", description="End this channel's game (host or Manage Server)."
    )
    async def abandon(self, interaction: discord.Interaction) -> None:
        async with self._privately(interaction):
            game = await self._game_here(interaction)
            perms = interaction.permissions
            game = await self.service.abandon(
                game.id, interaction.user.id, can_manage=bool(perms and perms.manage_guild)
            )
            await self.ui.refresh_lobby(game)
            notice = messages.Outgoing(
                f"{messages.game_title(game.id)} was abandoned by "
                f"{interaction.user.display_name}. The channel is free for a new game."
            )
            await self.ui.post(interaction.channel, notice)
            await interaction.edit_original_response(content="The game is abandoned.")
