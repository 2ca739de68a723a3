"""A decision panel with the picture that goes with it: the game's optional
`decision_picture` (bot.game.capabilities.DecisionPicture), drawn off the event loop for the
panel's seat and attached to its ephemeral panel. A picture that fails leaves the panel bare
(`picture.or_none`); a panel without a decision, or a game without the hook, is sent as it is.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import discord

from bot.game.model import Game
from bot.interface.replies import quickly
from bot.posts import messages
from bot.workers.picture import draw_decision_async, or_none


async def decision(
    interaction: discord.Interaction[Any], game: Game, seat: int | None, note: str | None = None
) -> messages.Outgoing:
    """`messages.panel(game, seat, note=note)` with its decision picture, if it has one."""
    out = messages.panel(game, seat, note=note)
    if seat is None or game.state is None or not game.may_act(seat):
        return out
    name = f"decision-{game.id}-{game.version}"
    drawing = or_none(game, draw_decision_async(game, seat, name=name))
    answered = interaction.response.is_done()
    picture = await (drawing if answered else quickly(interaction, drawing))
    return out if picture is None else replace(out, picture=picture)
