"""Public posts driven by the service's hooks: a new board after every turn, a decision passed
to another player, the final scores. The sink decides where they go (a Discord channel in the
bot, files in `roundhouse demo`), so both use the very same messages."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bot.game import messages
from bot.game.messages import Outgoing
from bot.game.model import Game
from bot.game.picture import draw_async
from bot.game.service import GameService
from bot.storage.records import Status

Sink = Callable[[Game, Outgoing], Awaitable[None]]


class Announcer:
    """Registers on a service's hooks and sends each public post to `sink`."""

    def __init__(self, service: GameService, sink: Sink) -> None:
        self.sink = sink
        service.hooks.turn_started.append(self.turn_started)
        service.hooks.decision_passed.append(self.decision_passed)
        service.hooks.game_over.append(self.game_over)

    async def turn_started(self, game: Game, turn_lines: list[str] | None) -> None:
        picture = await draw_async(  # the phone picture; the full board is behind Show board
            game, turn_lines or [], name=f"turn-{game.id}-{game.version:04d}", view="turn"
        )
        await self.sink(game, messages.turn_post(game, turn_lines, picture))

    async def decision_passed(self, game: Game, seat: int | None) -> None:
        if game.status == Status.PLAYING and not game.is_computer(seat):
            await self.sink(game, messages.decision_post(game))

    async def game_over(self, game: Game, turn_lines: list[str]) -> None:
        picture = await draw_async(game, turn_lines, name=f"board-{game.id}-final")
        await self.sink(game, messages.game_over_post(game, turn_lines, picture))
