"""The bot's slash command tree: a command is handled in the foreground, as a click is.

discord.py runs each command (and each autocomplete) in a task of its own, which asks the tree's
`interaction_check` first: that puts the task in the service's foreground (`bot.workers.lanes`)
until it ends, so posts wait for its answer and it takes its turn among the clicks.
"""

from __future__ import annotations

from typing import Any, Protocol, cast

import discord
from discord import app_commands

from bot.game.service import GameService


class HasService(Protocol):
    """The bot: its game service, built before any command arrives."""

    service: GameService


class ForegroundTree(app_commands.CommandTree[Any]):
    """A command tree whose every command is handled in the foreground."""

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        await cast(HasService, self.client).service.lanes.enter()
        return True
