"""The replay of a finished game: the stepper's clicks (`ReplayClicks`, part of `GameUI`) and
`/roundhouse replay game:N [turn]` (`ReplayCommand`, part of the `/roundhouse` cog).

The final post's Replay opens the stepper privately; its arrows show another turn in place (a
click on a public message gets a private one: `bot.interface.replies.update`). A step whose
game is not a finished game of the server, or whose turn the game does not have (a forged or
stale id), is answered privately in a sentence and the stepper stays as it was.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.game.model import UserError
from bot.game.replay import step_picture
from bot.game.said import say
from bot.game.service import GameService
from bot.interface import views
from bot.interface.errors import report
from bot.interface.readers import for_reader, reader_words
from bot.interface.replies import quickly, update
from bot.pacing.results import Results
from bot.posts import ids, stepper
from bot.posts.messages import Outgoing
from bot.workers.picture import or_none

Interaction = discord.Interaction[Any]
CHOICES = 25  # Discord shows at most this many autocomplete choices


async def replay_step(
    service: GameService, interaction: Interaction, game_id: int, number: int
) -> Outgoing:
    """Turn `number` of finished game `game_id`'s replay, drawn (UserError: no such step), in
    the words of whoever asked (its picture and move lines are the game's)."""
    game = await service.load(game_id)
    replay = await service.replays.of(game)
    replay.turn(number, game)  # a turn the game has, before anything is drawn
    picture = await or_none(game, step_picture(game, replay, number))
    return stepper.step(await for_reader(interaction, game), replay, number, picture)


class ReplayClicks:
    """`GameUI`'s replay steps: the final post's Replay and the stepper's arrows."""

    service: GameService

    async def on_replay(
        self, interaction: Interaction, params: dict[str, str], values: list[str]
    ) -> None:
        """Show the turn the id names (the game's server is checked by `GameUI.handle`)."""
        game_id, number = ids.number(params["game"]), ids.number(params["turn"])
        step = replay_step(self.service, interaction, game_id, number)
        out = await quickly(interaction, step)
        await update(interaction, out)


class ReplayCommand(commands.Cog):
    """`/roundhouse replay`, a command of the `/roundhouse` cog (a base of it)."""

    service: GameService
    results: Results

    @app_commands.command(name="replay", description="Step through a finished game, turn by turn.")
    @app_commands.describe(
        game="The finished game's number (start typing: this server's latest games)",
        turn="The turn to start at (default: the first)",
    )
    async def replay(
        self,
        interaction: Interaction,
        game: app_commands.Range[int, 1],
        turn: app_commands.Range[int, 1] = 1,
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            row = await self.service.store.game(game) if 1 <= game <= ids.LARGEST else None
            if row is None or row.guild_id != interaction.guild_id:
                raise UserError(say("bot.replay.no_game", id=game))
            out = await replay_step(self.service, interaction, game, turn)
            await interaction.edit_original_response(**views.edit_kwargs(out))
        except Exception as exc:
            await report(interaction, exc)

    @replay.autocomplete("game")
    async def _finished_games(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        """This server's latest finished games (any other can be typed) whose number starts
        with what is typed."""
        results = await self.results.db.recent_results(interaction.guild_id, CHOICES, game=None)
        separator = (await reader_words(interaction))("bot.list.separator")
        choices = []
        for result in results:
            if str(result.game_id).startswith(str(current).strip().lstrip("#")):
                scores = separator.join(f"{s.name} {s.score}" for s in result.seats)
                name = f"#{result.game_id} — {scores}"[:100]
                choices.append(app_commands.Choice(name=name, value=result.game_id))
        return choices
