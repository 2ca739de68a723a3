"""The `/roundhouse` slash command tree: every subcommand of the game, in one cog.

Lobby and play (`new`, `join`, `leave`, `start`, `turn`, `undo`, `board`, `me`, `status`,
`log`), information (`rules`, `games`, `mygames`, `history`, `leaderboard`: inherited from
`bot.interface.info_commands`), `abandon`, `move-here`, and play over days (`notify`,
`settings`, `pause`, `resume`, `takeback`). `new` opens a lobby of any game of the bot's
catalogue (`game:`, default the first; `bot.interface.choosing`). Each body
acknowledges at once, asks the game service (or the pacing service) and answers; every failure
goes to `bot.interface.errors.report`, once (the tree's error handler answers what escapes a
body). The lists come a page at a time with page buttons (`bot.interface.lists`). Every text
option has a length limit that Discord enforces (`max_length`) and the body checks again (a
command synced by an older version has none), refusing without echoing the text. Answers speak
the reader's language (`bot.interface.language`), from `commands.toml`; a lobby speaks the
language `new` gives it (`language:`, default `new_game_language`).
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.game.catalogue import Catalogue
from bot.game.lobby_rules import check_setup
from bot.game.model import BrokenGame, Game, UserError
from bot.game.protocol import UNDO, GameRules
from bot.game.service import GameService
from bot.game.text import seat_name
from bot.interface import moving, panels
from bot.interface.choosing import GAME_LIMIT, game_choices, named_game
from bot.interface.info_commands import InformationCommands
from bot.interface.language import (
    choices_of_language,
    chosen_language,
    new_game_language,
    offered,
    reader_language,
)
from bot.interface.options import bounded, deadline_text, described, limited, ranged
from bot.interface.pacing_commands import MAX_IDLE_HOURS, PacingCommands
from bot.interface.readers import for_reader
from bot.interface.replay import ReplayCommand
from bot.interface.ui import GameUI, PostChannel
from bot.pacing.results import Results
from bot.pacing.service import DeadlineChoice, PacingService, deadline_hours
from bot.posts import answers, messages
from bot.posts.rules_help import TopicIndex
from bot.storage.errors import VersionConflict
from bot.storage.lobby import LobbySetup
from locales.words import Words, words_for

Interaction = discord.Interaction[Any]
LOG_LENGTH = 15
VARIANT_LIMIT = 40  # a game option's key (`bot.game.protocol.GameOption.key`)
NEW = "Open a game's lobby in this channel."  # `/roundhouse new`'s description
NEW_OPTIONS = {  # `/roundhouse new`'s options, described (and `deadline`: `_deadline_text`)
    "game": "The game to play (default: the first the bot hosts)",
    "thread": "Open the game in a new thread of this channel",
    "seats": "Table size: the lobby waits for this many players (default: any the game takes)",
    "variant": "A variant of the game to play (start typing to see the game's)",
    "idle_hours": "Hours without a move before a reminder (default 12)",
    "language": "The language of the game's posts (default: the server's, else yours)",
}
NEW_DEADLINE = "After this, the computer player takes the turn (default off)"  # each has one


def text_channel(interaction: Interaction, words: Words) -> PostChannel:
    """The channel a command came from, to post in (never a category or a forum itself)."""
    channel = interaction.channel
    if channel is None or isinstance(channel, discord.ForumChannel | discord.CategoryChannel):
        raise UserError(words("commands.reply.text_channels_only"))
    return channel


@app_commands.guild_only()
class RoundHouseCommands(
    ReplayCommand, InformationCommands, PacingCommands, commands.GroupCog, group_name="roundhouse"
):
    """Play the bot's games in this channel."""

    def __init__(
        self, service: GameService, ui: GameUI, pacing: PacingService, results: Results
    ) -> None:
        self.service = service
        self.ui = ui
        self.pacing = pacing
        self.results = results
        self.topics = {rules.info.key: TopicIndex(rules) for rules in service.games}
        super().__init__()
        group = self.app_command
        assert group is not None  # a GroupCog has its group from the start
        for command in (self._new_command(), self._settings_command()):
            group.add_command(command, override=True)  # in the place of the class's own

    def _new_command(self) -> app_commands.Command[Any, ..., None]:
        """`new`, its `seats:` ranging over the seat counts of the catalogue's games (the fewest
        any takes to the most; each game checks its own) and its `deadline:` saying what they
        do: built here, with the catalogue."""
        seats = ranged(self, RoundHouseCommands.new.callback, "seats", *self.catalogue.seat_range)
        command: app_commands.Command[Any, ..., None]
        command = app_commands.Command(name="new", description=NEW, callback=seats)
        command.autocomplete("game")(self._new_games)
        command.autocomplete("variant")(self._variants)
        deadline = deadline_text(self.catalogue, "new", NEW_DEADLINE)
        return described(command, {**NEW_OPTIONS, "deadline": deadline})

    async def _game_here(self, interaction: Interaction) -> Game:
        game = None
        if interaction.channel_id is not None:
            game = await self.service.game_in(interaction.channel_id)
        if game is None:
            words = await self._words(interaction)
            if len(self.catalogue) == 1:  # "There is no Round House game in this channel."
                name = self.catalogue.default.speaking(words.language).info.name
                raise UserError(words("commands.reply.no_game_of", game=name))
            raise UserError(words("commands.reply.no_game"))
        return game

    # -- lobby -------------------------------------------------------------------------------

    @app_commands.command(name="new", description=NEW)  # its options: `_new_command`
    @app_commands.choices(language=choices_of_language())
    async def new(
        self,
        interaction: Interaction,
        game: app_commands.Range[str, 1, GAME_LIMIT] | None = None,
        thread: bool = False,
        seats: int | None = None,  # the catalogue's range: `_new_command`
        variant: app_commands.Range[str, 1, VARIANT_LIMIT] | None = None,
        deadline: DeadlineChoice | None = None,
        idle_hours: app_commands.Range[int, 1, MAX_IDLE_HOURS] | None = None,
        language: str | None = None,
    ) -> None:
        async with self._privately(interaction):
            chosen = await chosen_language(self.pacing.db, interaction.user.id)
            words = words_for(reader_language(interaction, None, chosen))
            spoken = new_game_language(interaction, chosen) if language is None else language
            spoken = offered(spoken, words)
            channel = text_channel(interaction, words)
            variant = limited("variant", variant, VARIANT_LIMIT)
            idle_hours = bounded("idle_hours", idle_hours, 1, MAX_IDLE_HOURS)
            rules = self.service.games.default if game is None else named_game(self.catalogue, game)
            setup = LobbySetup(0, seats=seats, options={variant: True} if variant else {})
            check_setup(rules, setup)  # bad input changes nothing: check first
            if thread:
                channel = await self._new_thread(interaction, channel, rules.speaking(spoken))
            hours = None if deadline is None else deadline_hours(deadline)
            opened, message = await self.ui.open_lobby(
                interaction, channel, setup, deadline=hours, idle=idle_hours, key=rules.info.key,
                language=spoken,
            )  # fmt: skip
            reader = reader_language(interaction, opened, chosen)
            title, link = messages.game_title(opened.speaking(reader)), message.jump_url
            words = words_for(reader)
            await interaction.edit_original_response(
                content=words("commands.reply.lobby_open", title=title, link=link)
            )

    @property
    def catalogue(self) -> Catalogue:
        return self.service.games

    async def _variants(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        typed = current.lower()
        try:  # the options of the game chosen so far, in the reader's language
            chosen = interaction.namespace.game
            rules = self.catalogue.default if chosen is None else named_game(self.catalogue, chosen)
        except UserError:
            return []
        words = await self._words(interaction)
        rules = rules.speaking(words.language)
        return [
            app_commands.Choice(
                name=words("commands.variant", option=o.label, help=o.help)[:100], value=o.key
            )
            for o in rules.info.options
            if typed in o.label.lower() or typed in o.key
        ]

    async def _new_games(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return game_choices(self.catalogue, str(current))

    async def _new_thread(
        self, interaction: Interaction, channel: PostChannel, rules: GameRules[Any]
    ) -> PostChannel:
        """A public thread of `channel` named after the game (in its language) and the host."""
        if isinstance(channel, discord.Thread) or not isinstance(channel, discord.TextChannel):
            words = await self._words(interaction)
            raise UserError(words("commands.reply.thread_from_text_channel"))
        host = seat_name(interaction.user.display_name)
        return await channel.create_thread(
            name=words_for(rules.info.language)("commands.thread", game=rules.info.name, host=host),
            type=discord.ChannelType.public_thread,
            auto_archive_duration=10080,
        )

    async def _lobby(self, interaction: Interaction, action: str) -> None:
        """A lobby button's action, by command; answered with `commands.reply.<action>`."""
        async with self._privately(interaction):
            game = await self._game_here(interaction)
            game = await self.ui.lobby_action(game.id, action, interaction.user)
            await self.ui.refresh_lobby(game)
            words = await self._words(interaction, game)
            await interaction.edit_original_response(content=words(f"commands.reply.{action}"))

    @app_commands.command(name="join", description="Take a seat in this channel's lobby.")
    async def join(self, interaction: Interaction) -> None:
        await self._lobby(interaction, "join")

    @app_commands.command(name="leave", description="Give up your seat in this channel's lobby.")
    async def leave(self, interaction: Interaction) -> None:
        await self._lobby(interaction, "leave")

    @app_commands.command(name="start", description="Start the game (host only).")
    async def start(self, interaction: Interaction) -> None:
        await self._lobby(interaction, "start")

    # -- play --------------------------------------------------------------------------------

    @app_commands.command(name="turn", description="Open your decision panel.")
    async def turn(self, interaction: Interaction) -> None:
        async with self._privately(interaction):
            await self.ui.open_panel(interaction, await self._game_here(interaction))

    @app_commands.command(name="undo", description="Take back your last decision this turn.")
    async def undo(self, interaction: Interaction) -> None:
        async with self._privately(interaction):
            game = await self._game_here(interaction)
            try:
                result = await self.service.play(game.id, interaction.user.id, game.version, UNDO)
            except VersionConflict as exc:  # another process saved a move first
                await self.ui.current_panel(interaction, game.id, exc)
                return
            note = f"↩️ {result.line}"
            mine = await for_reader(interaction, result.game)
            out = await panels.decision(interaction, mine, result.seat, note=note)
            try:
                await self._ephemeral(interaction, out)
            finally:
                await self.service.after_move(result)

    @app_commands.command(name="board", description="Show the current board picture.")
    async def board(self, interaction: Interaction) -> None:
        async with self._privately(interaction):
            await self.ui.show_board(interaction, await self._game_here(interaction))

    @app_commands.command(name="me", description="Your own board: everything you hold.")
    async def me(self, interaction: Interaction) -> None:
        async with self._privately(interaction):
            await self.ui.show_my_board(interaction, await self._game_here(interaction))

    @app_commands.command(
        name="status", description="Scores, whose turn it is, how far the game has gone."
    )
    async def status(self, interaction: Interaction) -> None:
        async with self._privately(interaction):
            game = await self._game_here(interaction)
            viewer = game.seat_of(interaction.user.id)
            if game.state is None:  # a lobby: its seats and options
                await self._ephemeral(interaction, await self.ui.lobby_message(game))
                return
            out = answers.status(game, viewer)
            await self._ephemeral(interaction, await self.ui.refusals.noted(game, out))

    @app_commands.command(name="log", description="The last moves in words.")
    async def log(self, interaction: Interaction) -> None:
        async with self._privately(interaction):
            game = await self._game_here(interaction)
            moves = await self.service.store.moves(game.id)  # the whole log: turns are counted
            await self._ephemeral(interaction, answers.log(game, moves, last=LOG_LENGTH))

    # -- information (rules, games: `InformationCommands`) -------------------------------------

    @app_commands.command(
        name="move-here",
        description="Move a game here whose channel is gone (host or Manage Server).",
    )
    @app_commands.describe(game="The game to move here (start typing: your games on this server)")
    async def move_here(self, interaction: Interaction, game: int) -> None:
        async with self._privately(interaction):
            channel = text_channel(interaction, await self._words(interaction))
            text = await moving.move_here(self.ui, interaction, channel, game)
            await interaction.edit_original_response(content=text)

    @move_here.autocomplete("game")
    async def _games_to_move(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        return await moving.games_to_move(self.service, interaction, str(current))

    @app_commands.command(
        name="abandon", description="End this channel's game (host or Manage Server)."
    )
    async def abandon(self, interaction: Interaction) -> None:
        async with self._privately(interaction):
            try:
                game_id = (await self._game_here(interaction)).id
            except BrokenGame as exc:  # a game that cannot be loaded can still be abandoned
                game_id = exc.game_id
            perms = interaction.permissions
            game = await self.service.abandon(
                game_id, interaction.user.id, can_manage=bool(perms and perms.manage_guild)
            )
            await self.ui.refresh_lobby(game)
            await self.pacing.on_abandoned(game)
            notice = messages.abandon_notice(game, interaction.user.display_name)
            words = await self._words(interaction, game)
            told = await self.ui.try_post(text_channel(interaction, words), notice)
            answer = "abandoned" if told else "abandoned_quietly"
            await interaction.edit_original_response(content=words(f"commands.reply.{answer}"))
