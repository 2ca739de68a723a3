"""The answer to a click whose custom id fits no component of the bot (forged, mangled, or of a
button no version of the bot makes any more).

discord.py hands a click to every DynamicItem whose template matches its custom id and drops
any other without a word, so Discord would show "This interaction failed". Every component of
the bot is a DynamicItem (`bot.interface.views`, `bot.interface.dm_items`), so a click that fits
none of their templates is answered by nobody else: `on_interaction` answers it, privately and
in the clicker's words, and logs it. Nothing is loaded or saved.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import discord

from bot.interface.errors import describe, tell
from bot.interface.readers import reader_words
from bot.workers.lanes import Lanes

log = logging.getLogger(__name__)


class UnmatchedClicks:
    """Answers the component clicks that none of `items` (the DynamicItems the bot registers)
    matches; `lanes`: the service's, whose foreground a click is handled in."""

    def __init__(self, items: Sequence[type[discord.ui.DynamicItem[Any]]], lanes: Lanes) -> None:
        self.templates = [item.__discord_ui_compiled_template__ for item in items]
        self.lanes = lanes

    def matched(self, custom_id: str) -> bool:
        """Whether a DynamicItem of the bot takes a click with `custom_id`."""
        return any(template.fullmatch(custom_id) for template in self.templates)

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """The listener of every interaction: answers a component click nothing else will."""
        if interaction.type != discord.InteractionType.component:
            return
        data: Any = interaction.data or {}
        if self.matched(str(data.get("custom_id", ""))):
            return
        async with self.lanes.foreground():
            log.info(
                "%s by user %s in channel %s matches no button of mine: answered, nothing done",
                describe(interaction),
                interaction.user.id,
                interaction.channel_id,
            )
            words = await reader_words(interaction)
            await tell(interaction, words("bot.refusal.unknown_button"))
