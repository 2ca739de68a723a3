"""The game service: lobbies, moves, computer seats and turn hooks. No Discord in here.

Every change to a game goes through this class, under the game's lock: load, check who may act,
apply through the game's rules (`bot.game.protocol.GameRules`), save through the store (checked
against the version), then tell the hooks what happened. The Discord layer registers hooks to
post messages; later features (reminders, deadlines) register theirs the same way.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

from bot.game.default import default_rules
from bot.game.hooks import Hooks, run_hooks
from bot.game.lobby_rules import check_setup, check_start, seat_limit, setup_options
from bot.game.model import (
    Game,
    MoveResult,
    NotSeated,
    OutOfTurn,
    StalePanel,
    UserError,
    wait_key,
)
from bot.game.protocol import UNDO, GameRules, MoveRefused
from bot.storage.errors import VersionConflict
from bot.storage.lobby import LobbySetup, LobbyStore
from bot.storage.records import ACTIVE, GameRow, Status
from bot.storage.store import Store

log = logging.getLogger(__name__)


async def never(user_id: int) -> bool:
    """No player ends turns automatically (the default of `GameService.auto_end`)."""
    return False


class GameService:
    """Lobbies and play of one game (`rules`, default Round House) over a Store; one
    instance per process."""

    def __init__(
        self,
        store: Store,
        *,
        rules: GameRules[Any] | None = None,
        computer_delay: float = 2.0,
    ) -> None:
        self.store = store
        self.rules = default_rules() if rules is None else rules
        self.computer_delay = computer_delay
        self.hooks = Hooks()
        self.lobbies = LobbyStore(store)  # what each lobby was opened with
        self._states: dict[int, tuple[int, object]] = {}  # game -> (version, state)
        self._computers: dict[int, asyncio.Task[None]] = {}
        self.new_seed: Callable[[], int] = lambda: secrets.randbelow(2**31)  # tests fix it
        # Whether a player ends each turn with its last choice (no End turn click); the bot
        # sets it to the player's preference (`/roundhouse notify auto_end`).
        self.auto_end: Callable[[int], Awaitable[bool]] = never

    def lock(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """The game's lock, held around load, check and save: the database's (`Store.game_lock`:
        an advisory lock across processes on PostgreSQL), so that several bot processes serving
        the same game take turns; the version check of the save decides in any case."""
        return self.store.game_lock(game_id)

    # -- loading -----------------------------------------------------------------------------

    async def load(self, game_id: int) -> Game:
        row = await self.store.game(game_id)
        if row is None:
            raise UserError("That game does not exist any more.")
        seats = await self.store.seats(game_id)
        return Game(row, seats, self._state(row), rules=self.rules)

    async def game_in(self, channel_id: int) -> Game | None:
        row = await self.store.active_game_in(channel_id)
        return None if row is None else await self.load(row.id)

    def _state(self, row: GameRow) -> object | None:
        if row.state_json is None:
            return None
        cached = self._states.get(row.id)
        if cached is not None and cached[0] == row.version:
            return cached[1]
        state: object = self.rules.from_json(row.state_json)
        if row.status == Status.PLAYING:  # only running games stay cached
            self._states[row.id] = (row.version, state)
        else:
            self._states.pop(row.id, None)
        return state

    # -- lobby -------------------------------------------------------------------------------

    async def open_lobby(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        host_name: str,
        seat_host: bool = True,
        setup: LobbySetup | None = None,
    ) -> Game:
        """A new lobby; the host takes the first seat unless `seat_host` is False. `setup`: its
        table size and options (its game id is ignored; UserError if the game has none such)."""
        check_setup(self.rules, setup)
        row = await self.store.create_lobby(
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            host_name=host_name,
            seat_host=seat_host,
        )
        if setup is not None:
            await self.lobbies.save(setup.for_game(row.id))
        return await self.load(row.id)

    async def join(self, game_id: int, user_id: int, name: str) -> Game:
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            if game.seat_of(user_id) is not None:
                raise UserError("You already have a seat in this game.")
            await self._seat(game_id, user_id=user_id, name=name, computer=False)
            return await self.load(game_id)

    async def leave(self, game_id: int, user_id: int) -> Game:
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            if game.seat_of(user_id) is None:
                raise UserError("You have no seat in this game.")
            if user_id == game.row.host_id:
                raise UserError("You are the host: use /roundhouse abandon to close the lobby.")
            await self.store.remove_seat(game_id, user_id=user_id)
            return await self.load(game_id)

    async def add_computer(self, game_id: int, user_id: int) -> Game:
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            if game.seat_of(user_id) is None and user_id != game.row.host_id:
                raise NotSeated("Only a seated player can add a computer player.")
            number = sum(s.computer for s in game.seats) + 1
            await self._seat(game_id, user_id=None, name=f"Computer {number}", computer=True)
            return await self.load(game_id)

    async def _seat(self, game_id: int, *, user_id: int | None, name: str, computer: bool) -> None:
        """Raises the store's typed refusals (full, already seated, started meanwhile)."""
        limit = seat_limit(self.rules, await self.lobbies.get(game_id))
        await self.store.add_seat(
            game_id, user_id=user_id, name=name[:32], computer=computer, limit=limit
        )

    async def _lobby(self, game_id: int) -> Game:
        game = await self.load(game_id)
        if game.status != Status.LOBBY:
            raise UserError(
                "This game has already started."
                if game.status == Status.PLAYING
                else f"This game is {game.status}."
            )
        return game

    async def start(self, game_id: int, user_id: int, *, seed: int | None = None) -> Game:
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            if user_id != game.row.host_id:
                raise UserError("Only the host can start the game.")
            rules, setup = self.rules, await self.lobbies.get(game_id)
            check_start(rules, setup, len(game.seats))
            seed = self.new_seed() if seed is None else seed
            options = setup_options(rules, setup, len(game.seats))
            state = rules.setup([s.name for s in game.seats], seed, options)
            await self.store.start(
                game_id, setup_json=rules.setup_json(state), state_json=rules.to_json(state)
            )
            game = await self.load(game_id)
        await run_hooks(self.hooks.turn_started, game, None)
        self.ensure_computer(game)
        return game

    async def abandon(self, game_id: int, user_id: int, *, can_manage: bool) -> Game:
        async with self.lock(game_id):
            game = await self.load(game_id)
            if game.status not in ACTIVE:
                raise UserError(f"This game is already {game.status}.")
            if user_id != game.row.host_id and not can_manage:
                raise UserError("Only the host or someone with Manage Server can abandon it.")
            await self.store.set_status(game_id, Status.ABANDONED, only_from=ACTIVE)
            self.stop_computer(game_id)
            self._states.pop(game_id, None)
            return await self.load(game_id)

    # -- play --------------------------------------------------------------------------------

    def check_turn(self, game: Game, user_id: int, panel_version: int | None = None) -> int:
        """The user's seat if they may decide now; else the UserError saying why not."""
        if game.status != Status.PLAYING:
            raise UserError(
                f"This game is {game.status}."
                if game.status != Status.LOBBY
                else "This game has not started yet."
            )
        seat = game.seat_of(user_id)
        if seat is None:
            raise NotSeated("You are not playing in this game.")
        if panel_version is not None and panel_version != game.version:
            raise StalePanel(panel_version, game.version)
        current = game.current_seat()
        if current != seat:
            raise OutOfTurn(f"It is {game.name_of(current)}'s turn, not yours.")
        return seat

    async def play(self, game_id: int, user_id: int, panel_version: int, code: str) -> MoveResult:
        """Apply and save a human's move chosen on a panel of `panel_version`.

        Raises UserError (changing nothing) when refused. The move is saved on return; the
        caller answers the user, then calls `after_move(result)` to post and wake computers.
        A player with auto-end on (`auto_end`) whose move made the last choice of the turn
        also ends it (End turn, saved as its own move): the result is then End turn's.
        """
        async with self.lock(game_id):
            game = await self.load(game_id)
            seat = self.check_turn(game, user_id, panel_version)
            assert game.state is not None  # a game in play has a state
            if code == UNDO and not self.rules.can_undo(game.state):
                why = self.rules.undo_note(game.state) or "There is nothing to undo right now."
                raise UserError(why)
            result = await self._apply(game, seat, user_id, code)
            ending = None if code == UNDO else self._ending_move(result.game, seat)
            if ending is not None and await self.auto_end(user_id):
                result = await self._apply(result.game, seat, user_id, ending)
            return result

    def _ending_move(self, game: Game, seat: int) -> str | None:
        """The code of End turn when `seat`'s turn waits for it (its choices all made)."""
        if game.state is None or game.current_seat() != seat:
            return None
        return self.rules.ending_move(game.state)

    async def play_computer_move(
        self, game_id: int, seat: int, *, still_waiting: str | None = None
    ) -> MoveResult | None:
        """Choose and save the computer player's move for `seat`, under the game's lock.

        Plays nothing (None) unless the game is in play and `seat` decides now. Without
        `still_waiting`, `seat` must be a computer seat; with it (a `wait_key`), a person's seat
        whose turn deadline passed is played while the game still waits on that same decision.
        The caller announces the result (`after_move`, or the computer loop's own announce).
        """
        async with self.lock(game_id):
            game = await self.load(game_id)
            if game.current_seat() != seat or game.state is None:
                return None
            if still_waiting is None and not game.is_computer(seat):
                return None
            if still_waiting is not None and wait_key(game) != still_waiting:
                return None
            code = self.rules.computer_move(game.state, game.version)
            return await self._apply(game, seat, None, code)

    async def _apply(
        self, game: Game, seat: int | None, user_id: int | None, code: str
    ) -> MoveResult:
        """Apply and save one move (caller holds the lock)."""
        state, rules = game.state, self.rules
        assert state is not None
        before_key, before_decider = rules.turn_key(state), rules.whose_turn(state)
        try:
            line = rules.apply(state, code)
        except MoveRefused as exc:
            raise UserError(f"That move is not possible now ({exc}).") from None
        over = rules.whose_turn(state) is None
        try:
            version = await self.store.append_move(
                game.id,
                expected_version=game.version,
                seat=seat,
                user_id=user_id,
                code=code,
                line=line,
                turn=before_key,
                state_json=rules.to_json(state),
                status=Status.FINISHED if over else Status.PLAYING,
            )
        except BaseException:
            self._states.pop(game.id, None)  # the cached state was mutated: reload from disk
            raise
        if over:
            self._states.pop(game.id, None)
        else:
            self._states[game.id] = (version, state)
        game = await self.load(game.id)
        ended = over or rules.turn_key(state) != before_key
        lines = await self.turn_lines(game.id, before_key) if ended else []
        decider = rules.whose_turn(state)
        return MoveResult(
            game, seat, code, line, ended, lines, not ended and decider != before_decider
        )

    async def turn_lines(self, game_id: int, key: str) -> list[str]:
        """The effective moves of one turn in words (undone moves left out)."""
        lines: list[str] = []
        for move in await self.store.moves(game_id, last=200):
            if move.turn != key:
                lines.clear()
                continue
            if move.code == UNDO:
                if lines:
                    lines.pop()
            else:
                lines.append(move.line)
        return lines

    async def after_move(self, result: MoveResult) -> None:
        """Tell the hooks about an accepted move and wake a computer seat if it is its turn."""
        await self._announce(result)
        self.ensure_computer(result.game)

    async def _announce(self, result: MoveResult) -> None:
        game = result.game
        await run_hooks(self.hooks.move_applied, result)
        if result.game_over:
            await run_hooks(self.hooks.game_over, game, result.turn_lines)
        elif result.turn_ended:
            await run_hooks(self.hooks.turn_started, game, result.turn_lines)
        elif result.decider_changed:
            await run_hooks(self.hooks.decision_passed, game, game.current_seat())

    # -- computer seats ----------------------------------------------------------------------

    def ensure_computer(self, game: Game) -> None:
        """Start the computer loop of a game whose current decision is a computer's."""
        if game.status != Status.PLAYING or not game.is_computer(game.current_seat()):
            return
        task = self._computers.get(game.id)
        if task is None or task.done():
            self._computers[game.id] = asyncio.create_task(
                self._computer_loop(game.id), name=f"computer-{game.id}"
            )

    async def computers_idle(self, game_id: int) -> None:
        """Wait until the game's computer loop (if any) has stopped."""
        task = self._computers.get(game_id)
        if task is not None:
            await asyncio.gather(task, return_exceptions=True)

    def stop_computer(self, game_id: int) -> None:
        task = self._computers.pop(game_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()

    async def resume(self) -> int:
        """After a restart: wake the computer seats of every game waiting on one."""
        woken = 0
        for row in await self.store.games(statuses=[Status.PLAYING]):
            game = await self.load(row.id)
            if game.is_computer(game.current_seat()):
                self.ensure_computer(game)
                woken += 1
        return woken

    async def _computer_loop(self, game_id: int) -> None:
        """Play while a computer seat decides: a pause before each of its turns, then its
        decisions one after another."""
        pause = self.computer_delay
        try:
            while True:
                await asyncio.sleep(pause)
                game = await self.load(game_id)
                seat = game.current_seat()
                if seat is None or not game.is_computer(seat):
                    return
                try:
                    result = await self.play_computer_move(game_id, seat)
                except VersionConflict:
                    continue  # another process moved this game; look again
                if result is None:
                    pause = 0  # the game changed between the look and the lock: look again
                    continue
                await self._announce(result)
                if result.game_over:
                    return
                pause = self.computer_delay if result.turn_ended else 0
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("computer player of game %s stopped", game_id)

    async def close(self) -> None:
        """Stop every computer loop (the store is closed by its owner)."""
        tasks = list(self._computers.values())
        self._computers.clear()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
