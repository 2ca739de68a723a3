"""Computer seats: one task per game plays while a computer seat decides.

The loop pauses `computer_delay` seconds before each of a computer's turns, then plays its
decisions one after another through `GameService.play_computer_move` (the same method a passed
deadline uses for an absent player) and announces each move like any other. A database that
refuses a move for a while (locked, full) makes it try again later, not stop.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Protocol

from bot.game.model import Game, MoveResult
from bot.storage.errors import StoreBusy, StoreUnavailable, VersionConflict
from bot.storage.records import Status

log = logging.getLogger(__name__)

RETRY = 10.0  # seconds before a computer tries again when the database refused its move


class Player(Protocol):
    """What the loops need of the game service (`bot.game.service.GameService`)."""

    computer_delay: float

    async def load(self, game_id: int) -> Game: ...

    async def play_computer_move(self, game_id: int, seat: int) -> MoveResult | None: ...

    async def announce(self, result: MoveResult) -> None: ...


class ComputerSeats:
    """The computer loops of one service's games."""

    def __init__(self, service: Player) -> None:
        self.service = service
        self._tasks: dict[int, asyncio.Task[None]] = {}

    def ensure(self, game: Game) -> None:
        """Start the loop of a game whose current decision is a computer's."""
        if game.status != Status.PLAYING or not game.is_computer(game.current_seat()):
            return
        task = self._tasks.get(game.id)
        if task is None or task.done():
            self._tasks[game.id] = asyncio.create_task(
                self._loop(game.id), name=f"computer-{game.id}"
            )

    async def idle(self, game_id: int) -> None:
        """Wait until the game's loop (if any) has stopped."""
        task = self._tasks.get(game_id)
        if task is not None:
            await asyncio.gather(task, return_exceptions=True)

    def stop(self, game_id: int) -> None:
        task = self._tasks.pop(game_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    async def close(self) -> None:
        tasks = list(self._tasks.values())
        self._tasks.clear()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def _loop(self, game_id: int) -> None:
        service = self.service
        pause = service.computer_delay
        try:
            while True:
                await asyncio.sleep(pause)
                try:
                    game = await service.load(game_id)
                    seat = game.current_seat()
                    if seat is None or not game.is_computer(seat):
                        return
                    result = await service.play_computer_move(game_id, seat)
                except VersionConflict:
                    continue  # another process moved this game; look again
                except (StoreBusy, StoreUnavailable) as exc:  # nothing saved: try again later
                    log.warning("computer player of game %s waits: %s", game_id, exc)
                    pause = RETRY
                    continue
                if result is None:
                    pause = 0  # the game changed between the look and the lock: look again
                    continue
                await service.announce(result)
                if result.game_over:
                    return
                pause = service.computer_delay if result.turn_ended else 0
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("computer player of game %s stopped", game_id)
