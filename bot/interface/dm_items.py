"""The buttons of the turn DMs: Stop DMs and Snooze, as DynamicItems routed by custom id.

A click goes to the click handler like every other button (`GameUI.on_stop_dms`,
`GameUI.on_snooze`), so DM buttons keep working after a restart. "Take my turn" and "Show board"
in a DM are the game's own TurnButton and BoardButton (`bot.game.ids`).
"""

from __future__ import annotations

from typing import Any

import discord

from bot.game import ids
from bot.game.messages import ButtonSpec
from bot.interface import views
from bot.interface.readers import reader_words
from bot.pacing.service import PacingService
from locales import formats
from locales.words import Words

STOP_DMS = r"rh:ap:stopdm"
SNOOZE = r"rh:ap:snooze:(?P<game>[0-9]+):(?P<hours>2|8)"
SNOOZE_HOURS = (2, 8)


def stop_dms_id() -> str:
    return "rh:ap:stopdm"


def snooze_id(game_id: int, hours: int) -> str:
    return f"rh:ap:snooze:{game_id}:{hours}"


class StopDmsButton(views.Routed, template=STOP_DMS):
    action = "stop_dms"


class SnoozeButton(views.Routed, template=SNOOZE):
    action = "snooze"


ITEMS: tuple[type[views.Routed], ...] = (StopDmsButton, SnoozeButton)


class DmClicks:
    """`GameUI`'s answers to the turn DM's own buttons, in the clicker's words."""

    pacing: PacingService

    async def on_stop_dms(
        self, interaction: discord.Interaction[Any], params: dict[str, str], values: list[str]
    ) -> None:
        said = await self.pacing.stop_dms(interaction.user.id)
        words = await reader_words(interaction)
        await interaction.response.send_message(said(words), ephemeral=True)

    async def on_snooze(
        self, interaction: discord.Interaction[Any], params: dict[str, str], values: list[str]
    ) -> None:
        game_id, hours = ids.number(params["game"]), ids.number(params["hours"])  # 2 or 8
        said = await self.pacing.snooze(game_id, interaction.user.id, hours)
        words = await reader_words(interaction)
        await interaction.response.send_message(said(words), ephemeral=True)


def dm_view(
    game_id: int, version: int, link: str | None, words: Words, *, board: bool = True
) -> discord.ui.View:
    """Take my turn, Show board (the full board; `board` False: a game that draws none),
    Snooze 2 h / 8 h, Stop DMs and a link to the game's channel, in `words` (the recipient's)."""
    view = discord.ui.View(timeout=None)
    take = ButtonSpec(words("bot.button.take_turn"), ids.turn(game_id, version), "primary")
    view.add_item(views.button(take))
    if board:
        show = ButtonSpec(words("bot.button.show_board"), ids.board(game_id), "secondary")
        view.add_item(views.button(show))
    for hours in SNOOZE_HOURS:
        custom_id = snooze_id(game_id, hours)
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=words("bot.button.snooze", hours=formats.hours(words, hours)),
            custom_id=custom_id,
            style=discord.ButtonStyle.secondary,
        )
        view.add_item(SnoozeButton(button, {"game": str(game_id), "hours": str(hours)}))
    stop: discord.ui.Button[Any] = discord.ui.Button(
        label=words("bot.button.stop_dms"),
        custom_id=stop_dms_id(),
        style=discord.ButtonStyle.danger,
    )
    view.add_item(StopDmsButton(stop, {}))
    if link:
        view.add_item(discord.ui.Button(label=words("bot.button.go_to_game"), url=link, row=1))
    return view
