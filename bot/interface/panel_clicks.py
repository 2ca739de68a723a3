"""`GameUI`'s answers to the decision panel's own buttons (an option, its menu, Undo, and Undo
on the panel of a turn that has ended): the move played, then the player's next panel,
privately; a click on an out-of-date panel gets the current one with the reason on top."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Any

import discord

from bot.game.model import MoveResult, OutOfTurn, StalePanel, UserError
from bot.game.said import say
from bot.game.service import GameService
from bot.interface import panels
from bot.interface.readers import for_reader
from bot.interface.replies import quickly, update
from bot.posts import ids, messages
from bot.storage.errors import VersionConflict

Interaction = discord.Interaction[Any]
Params = dict[str, str]


def game_and_version(params: Params) -> tuple[int, int]:
    """The game and the version a panel's button was made for."""
    return ids.number(params["game"]), ids.number(params["version"])


class PanelClicks:
    """The decision panel's clicks, over the game service."""

    service: GameService

    async def on_move(self, interaction: Interaction, params: Params, values: list[str]) -> None:
        await self._play(interaction, *game_and_version(params), params["code"])

    async def on_select(self, interaction: Interaction, params: Params, values: list[str]) -> None:
        if len(values) != 1:
            raise UserError(say("bot.refusal.one_option"))
        await self._play(interaction, *game_and_version(params), values[0])

    async def on_undo(self, interaction: Interaction, params: Params, values: list[str]) -> None:
        await self._play(interaction, *game_and_version(params), "undo")

    async def on_take_back(
        self, interaction: Interaction, params: Params, values: list[str]
    ) -> None:
        """Undo on the panel of a turn that has ended: its end taken back (`take_back`)."""
        game_id, version = game_and_version(params)
        play = self.service.take_back(game_id, interaction.user.id, version)
        await self._answer(interaction, game_id, play)

    async def _play(self, interaction: Interaction, game_id: int, version: int, code: str) -> None:
        play = self.service.play(game_id, interaction.user.id, version, code)
        await self._answer(interaction, game_id, play)

    async def _answer(
        self, interaction: Interaction, game_id: int, play: Awaitable[MoveResult]
    ) -> None:
        """Answer a click with the player's panel after its move `play` (or, refused as out
        of date, the current panel with the reason), then post the move."""
        try:
            result = await quickly(interaction, play)
        except (StalePanel, OutOfTurn, VersionConflict) as exc:
            await self.current_panel(interaction, game_id, exc)
            return
        seat = result.game.seat_of(interaction.user.id)
        game = await for_reader(interaction, result.game)
        note = messages.move_note(result, game.words)
        self.service.lanes.answering()
        try:
            await update(interaction, await panels.decision(interaction, game, seat, note))
        finally:  # the move is saved: post it and wake computers even if the edit failed
            await self.service.after_move(result)

    async def current_panel(
        self, interaction: Interaction, game_id: int, refusal: Exception
    ) -> None:
        """In place of a panel that was out of date: the current one, with the reason on top."""
        game = await for_reader(interaction, await self.service.load(game_id))
        words = game.words
        reason = refusal.text(words) if isinstance(refusal, UserError) else str(refusal)
        note = words("bot.panel.refused", reason=reason)
        if isinstance(refusal, VersionConflict):  # another process saved a move first
            note = words("bot.panel.moved_on", version=refusal.version)
        seat = game.seat_of(interaction.user.id)
        self.service.lanes.answering()
        await update(interaction, await panels.decision(interaction, game, seat, note=note))
