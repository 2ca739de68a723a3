"""The information subcommands of `/roundhouse`, each about one game of the catalogue or every
game: `rules`, `games`, `mygames`, `history` and `leaderboard` (a part of the cog,
`bot.interface.commands.RoundHouseCommands`, which inherits them).

`rules`, `history` and `leaderboard` take a `game:` option (`bot.interface.choosing`): the game
named, else the channel's, else the default. `games` and `mygames` list every game, each named.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.game.model import Game
from bot.game.protocol import GameRules
from bot.game.service import GameService
from bot.interface import views
from bot.interface.choosing import GAME_LIMIT, chosen_game, game_choices
from bot.interface.errors import report
from bot.interface.readers import reader_words
from bot.interface.ui import GameUI
from bot.pacing.service import PacingService
from bot.posts import answers, messages
from bot.posts.rules_help import TopicIndex
from locales.words import Words

Interaction = discord.Interaction[Any]
TOPIC_LIMIT = 100  # an autocomplete choice's value (`bot.posts.rules_help.MAX_QUERY`)
GAME_HELP = "Which game (default: this channel's, else the first the bot hosts)"


class InformationCommands(commands.Cog):
    """The subcommands that look things up; the cog holds the service and the click handler."""

    service: GameService
    ui: GameUI
    topics: dict[str, TopicIndex]  # each game's rules topics, by the game's key
    pacing: PacingService

    @contextlib.asynccontextmanager
    async def _privately(self, interaction: Interaction) -> AsyncIterator[None]:
        """Acknowledge at once ("thinking…", ephemeral), then run the body; every failure is
        answered by the one error handler."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            yield
        except Exception as exc:
            await report(interaction, exc)

    async def _words(self, interaction: Interaction, game: Game | None = None) -> Words:
        """The catalogue of a private answer to `interaction` (about `game`, if any)."""
        return await reader_words(interaction, game)

    async def _ephemeral(self, interaction: Interaction, out: messages.Outgoing) -> None:
        await interaction.edit_original_response(**views.edit_kwargs(out))

    async def _game_named(self, interaction: Interaction, text: str | None) -> GameRules[Any]:
        return await chosen_game(self.service, interaction, text)

    async def _games(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return game_choices(self.service.games, str(current))

    @app_commands.command(name="rules", description="Any rule of a game explained, by topic.")
    @app_commands.describe(topic="Start typing a word of the rule you look for…", game=GAME_HELP)
    async def rules_(
        self,
        interaction: Interaction,
        topic: app_commands.Range[str, 1, TOPIC_LIMIT],
        game: app_commands.Range[str, 1, GAME_LIMIT] | None = None,
    ) -> None:
        try:
            topics = self.topics[(await self._game_named(interaction, game)).info.key]
        except Exception as exc:
            await report(interaction, exc)
            return
        found = topics.lookup(topic)  # a longer topic is found nowhere: `not_found` says so
        if found is None:
            await interaction.response.send_message(topics.not_found(topic), ephemeral=True)
            return
        out = answers.rules_answer(found)
        assert out.embed is not None
        await interaction.response.send_message(embed=out.embed, ephemeral=True)

    @rules_.autocomplete("topic")
    async def _rules_topics(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:  # the game typed so far, else the channel's
            rules = await self._game_named(interaction, interaction.namespace.game)
        except Exception:
            return []
        return [
            app_commands.Choice(name=t.title[:100], value=t.key)
            for t in self.topics[rules.info.key].search(current)
        ]

    rules_.autocomplete("game")(_games)

    @app_commands.command(name="games", description="This server's running games.")
    async def games(self, interaction: Interaction) -> None:
        await self._list(interaction, "games")

    async def _list(self, interaction: Interaction, kind: str, game: str | None = None) -> None:
        """The first page of a list, with its page buttons (a list of results: of `game`)."""
        async with self._privately(interaction):
            of = None if kind in ("games", "mine") else await self._game_named(interaction, game)
            page = await self.ui.lists.show(
                kind, interaction, 1, None if of is None else of.info.key
            )
            await self._ephemeral(interaction, page)

    @app_commands.command(name="mygames", description="Every game you are in, on every server.")
    async def mygames(self, interaction: Interaction) -> None:
        await self._list(interaction, "mine")

    @app_commands.command(name="history", description="Recent results on this server.")
    @app_commands.describe(game=GAME_HELP)
    async def history(
        self, interaction: Interaction, game: app_commands.Range[str, 1, GAME_LIMIT] | None = None
    ) -> None:
        await self._list(interaction, "history", game)

    history.autocomplete("game")(_games)

    @app_commands.command(name="leaderboard", description="Wins, games and average score here.")
    @app_commands.describe(game=GAME_HELP)
    async def leaderboard(
        self, interaction: Interaction, game: app_commands.Range[str, 1, GAME_LIMIT] | None = None
    ) -> None:
        await self._list(interaction, "top", game)

    leaderboard.autocomplete("game")(_games)
