"""Computer seats: one task per game plays while a computer seat decides.

The loop pauses `computer_delay` seconds before each of a computer's turns, then plays its
decisions one after another through `GameService.play_computer_move` (the same method a passed
deadline uses for an absent player) and announces each move like any other. A database that
refuses a move for a while (locked, full) makes it try again later, not stop.

Several bot processes may serve one game: a game's computer seat is played by the one process
that holds its claim (`computer:<game>` in `bot.storage.claims`, renewed with every move, let go
when the computer has nothing to decide). A process that finds the claim held looks again when
it would run out (every `POLL` seconds at most), so a process that stopped half-way is replaced
within `LEASE` seconds.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Protocol

from bot.game import capabilities
from bot.game.model import Game, MoveResult
from bot.storage.claims import Claims
from bot.storage.errors import StoreBusy, StoreUnavailable, VersionConflict
from bot.storage.records import Status

log = logging.getLogger(__name__)

RETRY = 10.0  # seconds before a computer tries again when the database refused its move
LEASE = 60.0  # seconds a process holds a game's computer seat without playing a move
POLL = 5.0  # seconds between looks at a computer seat another process holds


class Player(Protocol):
    """What the loops need of the game service (`bot.game.service.GameService`)."""

    computer_delay: float

    async def load(self, game_id: int) -> Game: ...

    async def play_computer_move(self, game_id: int, seat: int) -> MoveResult | None: ...

    async def announce(self, result: MoveResult) -> None: ...


def computer_seat(game: Game) -> int | None:
    """The first computer seat the game waits on (several may decide at once), if any."""
    return next((seat for seat in game.deciders() if game.is_computer(seat)), None)


def computer_decides(game: Game) -> bool:
    return game.status == Status.PLAYING and computer_seat(game) is not None


def end_open(game: Game) -> bool:
    """Whether a person's seat may still take back the end of its turn (`TakeBackEnd`)."""
    state = game.state
    return state is not None and any(
        capabilities.take_back(game.rules, state, seat) is not None
        for seat in range(len(game.seats))
        if not game.is_computer(seat)
    )


class ComputerSeats:
    """The computer loops of one service's games; `claims`: this process's claims."""

    def __init__(self, service: Player, claims: Claims) -> None:
        self.service = service
        self.claims = claims
        self._tasks: dict[int, asyncio.Task[None]] = {}
        # Seconds a computer waits, before its turn, while the person before it may take
        # the end of their turn back (the bot's is `Settings.take_back_window`).
        self.take_back_window = 0.0

    def ensure(self, game: Game) -> None:
        """Start the loop of a game whose current decision is a computer's."""
        if not computer_decides(game):
            return
        task = self._tasks.get(game.id)
        if task is None or task.done():
            self._tasks[game.id] = asyncio.create_task(
                self._run(game.id), name=f"computer-{game.id}"
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

    async def _run(self, game_id: int) -> None:
        """Hold the game's claim and play; let it go when the computer has nothing to decide,
        and look once more (a move in another process may have handed the game back to it)."""
        name = f"computer:{game_id}"
        try:
            while await self._hold(game_id, name):
                try:
                    await self._loop(game_id, name)
                finally:
                    with contextlib.suppress(Exception):
                        await self.claims.release(name)
                try:
                    if not computer_decides(await self.service.load(game_id)):
                        return
                except (StoreBusy, StoreUnavailable):
                    continue  # `_hold` looks again
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("computer player of game %s stopped", game_id)

    async def _hold(self, game_id: int, name: str) -> bool:
        """Take the game's claim, waiting while another process holds it; False once the
        computer has nothing left to decide."""
        while True:
            try:
                if await self.claims.take(name, LEASE):
                    return True
                holder = await self.claims.holder(name)
                wait = 1.0 if holder is None else holder.until - self.claims.now()
                delay = min(POLL, max(1.0, wait))
            except (StoreBusy, StoreUnavailable) as exc:  # try again later
                log.warning("computer player of game %s waits: %s", game_id, exc)
                delay = RETRY
            await asyncio.sleep(delay)
            try:
                if not computer_decides(await self.service.load(game_id)):
                    return False
            except (StoreBusy, StoreUnavailable):
                continue

    async def _loop(self, game_id: int, name: str) -> None:
        service = self.service
        pause, held = service.computer_delay, False
        while True:
            try:
                # Renewed before each pause and move: held until the move is saved.
                if not await self.claims.take(name, pause + LEASE):
                    return  # another process took it over (this one was stalled too long)
                await asyncio.sleep(pause)
                game = await service.load(game_id)
                seat = computer_seat(game)
                if seat is None:
                    return
                wait = self.take_back_window - pause  # (once a turn: not after a retry)
                if not held and wait > 0 and end_open(game):
                    pause, held = wait, True
                    continue  # the person before it may still take their turn back
                held = True
                result = await service.play_computer_move(game_id, seat)
            except VersionConflict:
                pause = 0
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
            pause, held = (service.computer_delay if result.turn_ended else 0), False
