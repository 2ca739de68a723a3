"""The buttons of the turn DMs: Stop DMs and Snooze, as DynamicItems routed by custom id.

A click goes to the click handler like every other button (`GameUI.on_stop_dms`,
`GameUI.on_snooze`), so DM buttons keep working after a restart. "Take my turn" and "Show board"
in a DM are the game's own TurnButton and BoardButton (`bot.posts.ids`). A turn DM carries the
decision itself when it fits (`carried`): its options are the panel's own MoveButtons or
MoveSelect, so a tap on one plays the move and answers with the next panel, privately, and a
tap on an out-of-date DM gets the current panel with the reason on top (`GameUI.on_move`).
"""

from __future__ import annotations

from typing import Any

import discord

from bot.interface import views
from bot.interface.readers import reader_words
from bot.pacing.service import PacingService
from bot.posts import ids
from bot.posts.messages import ButtonSpec, Outgoing
from locales import formats
from locales.words import Words

STOP_DMS = r"rh:ap:stopdm"
SNOOZE = r"rh:ap:snooze:(?P<game>[0-9]+):(?P<hours>2|8)"
SNOOZE_HOURS = (2, 8)
DECISION_ROWS = 3  # rows a DM gives its decision; the next holds Take my turn…, the last the link
ROW = 5  # buttons in a row


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


def carried(panel: Outgoing) -> list[views.Routed]:
    """The decision of `panel` (the recipient's, `messages.panel`) as a DM carries it: its
    option buttons, or its menu, when they fit in `DECISION_ROWS` rows; else nothing (Take my
    turn opens it). The panel's controls (Undo, Show board, My board) stay on the panel."""
    options = [b for b in panel.buttons if not views.control(b)]
    if panel.select is not None:
        return [views.select(panel.select, row=0)]
    if len(options) > DECISION_ROWS * ROW:
        return []
    return [views.button(b, row=i // ROW) for i, b in enumerate(options)]


def dm_view(
    game_id: int,
    version: int,
    link: str | None,
    words: Words,
    *,
    board: bool = True,
    decision: Outgoing | None = None,
) -> discord.ui.View:
    """The decision of the recipient's panel (`decision`, when it fits: `carried`), then Take
    my turn (the whole panel), Show board (the full board; `board` False: a game that draws
    none), Snooze 2 h / 8 h, Stop DMs and a link to the game's channel, in `words` (the
    recipient's)."""
    view = discord.ui.View(timeout=None)
    items = [] if decision is None else carried(decision)
    for item in items:
        view.add_item(item)
    row = DECISION_ROWS if items else None
    take = ButtonSpec(words("bot.button.take_turn"), ids.turn(game_id, version), "primary")
    view.add_item(views.button(take, row=row))
    if board:
        show = ButtonSpec(words("bot.button.show_board"), ids.board(game_id), "secondary")
        view.add_item(views.button(show, row=row))
    for hours in SNOOZE_HOURS:
        custom_id = snooze_id(game_id, hours)
        button: discord.ui.Button[Any] = discord.ui.Button(
            label=words("bot.button.snooze", hours=formats.hours(words, hours)),
            custom_id=custom_id,
            style=discord.ButtonStyle.secondary,
            row=row,
        )
        view.add_item(SnoozeButton(button, {"game": str(game_id), "hours": str(hours)}))
    stop: discord.ui.Button[Any] = discord.ui.Button(
        label=words("bot.button.stop_dms"),
        custom_id=stop_dms_id(),
        style=discord.ButtonStyle.danger,
        row=row,
    )
    view.add_item(StopDmsButton(stop, {}))
    if link:
        link_row = DECISION_ROWS + 1 if items else 1
        go = words("bot.button.go_to_game")
        view.add_item(discord.ui.Button(label=go, url=link, row=link_row))
    return view


def done_view(
    game_id: int, link: str | None, words: Words, *, board: bool = True
) -> discord.ui.View:
    """A turn DM's buttons once its turn is done: Show board (`board` False: a game that draws
    none), Stop DMs and the link to the game's channel, in `words` (the recipient's)."""
    view = discord.ui.View(timeout=None)
    if board:
        show = ButtonSpec(words("bot.button.show_board"), ids.board(game_id), "secondary")
        view.add_item(views.button(show))
    stop: discord.ui.Button[Any] = discord.ui.Button(
        label=words("bot.button.stop_dms"),
        custom_id=stop_dms_id(),
        style=discord.ButtonStyle.danger,
    )
    view.add_item(StopDmsButton(stop, {}))
    if link:
        view.add_item(discord.ui.Button(label=words("bot.button.go_to_game"), url=link))
    return view
