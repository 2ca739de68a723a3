"""The game service: lobbies, moves, computer seats and turn hooks. No Discord in here.

Every change to a game goes through this class, under the game's lock: load, check who may act,
apply in the engine, save through the store (checked against the version), then tell the hooks
what happened. The Discord layer registers hooks to post messages; later features (reminders,
deadlines) register theirs the same way.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from pydantic import TypeAdapter

import engine
from bot.game import computer
from bot.storage.store import (
    ABANDONED,
    ACTIVE,
    FINISHED,
    LOBBY,
    PLAYING,
    GameRow,
    SeatRow,
    Store,
    StoreError,
    VersionConflict,
)
from engine import GameState, Setup

log = logging.getLogger(__name__)

MIN_SEATS, MAX_SEATS = 2, 5
SETUP_ADAPTER = TypeAdapter(Setup)


class UserError(Exception):
    """A request that cannot be done; the message is shown to the user as is."""


class NotSeated(UserError):
    pass


class OutOfTurn(UserError):
    pass


class StalePanel(UserError):
    """A click on a panel built for an older version of the game."""

    def __init__(self, panel_version: int, game_version: int) -> None:
        super().__init__(
            f"This panel is from move {panel_version}, the game is at move {game_version}."
        )
        self.panel_version = panel_version
        self.game_version = game_version


@dataclass
class Game:
    """A game as loaded: its row, its seats and (once started) its state."""

    row: GameRow
    seats: list[SeatRow]
    state: GameState | None = None

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def version(self) -> int:
        return self.row.version

    @property
    def status(self) -> str:
        return self.row.status

    def seat_of(self, user_id: int) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.user_id == user_id), None)

    def current_seat(self) -> int | None:
        if self.state is None or self.row.status != PLAYING:
            return None
        return engine.current_player(self.state)

    def is_computer(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat].computer

    def user_of(self, seat: int | None) -> int | None:
        return None if seat is None else self.seats[seat].user_id

    def name_of(self, seat: int | None) -> str:
        return "nobody" if seat is None else self.seats[seat].name


def turn_key(state: GameState) -> str:
    """Identifies one player's turn; changes exactly when a turn ends."""
    return f"{state.turn.seat}.{state.turn.number}"


@dataclass(frozen=True)
class MoveResult:
    """What one accepted move did."""

    game: Game
    seat: int | None
    code: str
    line: str
    turn_ended: bool
    turn_lines: list[str]  # the finished turn in words (when turn_ended), else []
    decider_changed: bool  # the decision passed to another seat within the turn

    @property
    def game_over(self) -> bool:
        return self.game.status == FINISHED


Hook = Callable[..., Awaitable[None]]


@dataclass
class Hooks:
    """Async callbacks run after changes, in registration order; failures are logged."""

    # (game, finished_turn_lines | None) — a new turn began (None: the game just started)
    turn_started: list[Hook] = field(default_factory=list)
    # (game, seat) — within a turn, another seat must decide
    decision_passed: list[Hook] = field(default_factory=list)
    # (game, final_turn_lines)
    game_over: list[Hook] = field(default_factory=list)
    # (result: MoveResult) — after every accepted move, before the others
    move_applied: list[Hook] = field(default_factory=list)


class GameService:
    """Lobbies and play over a Store; one instance per process."""

    def __init__(self, store: Store, *, computer_delay: float = 2.0) -> None:
        self.store = store
        self.computer_delay = computer_delay
        self.hooks = Hooks()
        self._locks: dict[int, asyncio.Lock] = {}
        self._states: dict[int, tuple[int, GameState]] = {}  # game -> (version, state)
        self._computers: dict[int, asyncio.Task[None]] = {}
        self.new_seed: Callable[[], int] = lambda: secrets.randbelow(2**31)  # tests fix it

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    # -- loading -----------------------------------------------------------------------------

    async def load(self, game_id: int) -> Game:
        row = await self.store.game(game_id)
        if row is None:
            raise UserError("That game does not exist any more.")
        seats = await self.store.seats(game_id)
        return Game(row, seats, self._state(row))

    async def game_in(self, channel_id: int) -> Game | None:
        row = await self.store.active_game_in(channel_id)
        return None if row is None else await self.load(row.id)

    def _state(self, row: GameRow) -> GameState | None:
        if row.state_json is None:
            return None
        cached = self._states.get(row.id)
        if cached is not None and cached[0] == row.version:
            return cached[1]
        state = engine.from_json(row.state_json)
        if row.status == PLAYING:  # only running games stay cached
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
    ) -> Game:
        """A new lobby; the host takes the first seat unless `seat_host` is False."""
        row = await self.store.create_lobby(
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            host_name=host_name,
            seat_host=seat_host,
        )
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
        try:
            await self.store.add_seat(
                game_id, user_id=user_id, name=name[:32], computer=computer, limit=MAX_SEATS
            )
        except StoreError as exc:
            raise UserError(str(exc)) from None

    async def _lobby(self, game_id: int) -> Game:
        game = await self.load(game_id)
        if game.status != LOBBY:
            raise UserError(
                "This game has already started."
                if game.status == PLAYING
                else f"This game is {game.status}."
            )
        return game

    async def start(self, game_id: int, user_id: int, *, seed: int | None = None) -> Game:
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            if user_id != game.row.host_id:
                raise UserError("Only the host can start the game.")
            if len(game.seats) < MIN_SEATS:
                raise UserError(
                    f"Round House needs {MIN_SEATS}–{MAX_SEATS} players; add a "
                    "player or a computer player first."
                )
            seed = self.new_seed() if seed is None else seed
            state = engine.new_game([s.name for s in game.seats], seed)
            await self.store.start(
                game_id,
                setup_json=SETUP_ADAPTER.dump_json(state.setup).decode(),
                state_json=engine.to_json(state),
            )
            game = await self.load(game_id)
        await self._run_hooks(self.hooks.turn_started, game, None)
        self.ensure_computer(game)
        return game

    async def abandon(self, game_id: int, user_id: int, *, can_manage: bool) -> Game:
        async with self.lock(game_id):
            game = await self.load(game_id)
            if game.status not in ACTIVE:
                raise UserError(f"This game is already {game.status}.")
            if user_id != game.row.host_id and not can_manage:
                raise UserError("Only the host or someone with Manage Server can abandon it.")
            await self.store.set_status(game_id, ABANDONED, only_from=ACTIVE)
            self.stop_computer(game_id)
            self._states.pop(game_id, None)
            return await self.load(game_id)

    # -- play --------------------------------------------------------------------------------

    def check_turn(self, game: Game, user_id: int, panel_version: int | None = None) -> int:
        """The user's seat if they may decide now; else the UserError saying why not."""
        if game.status != PLAYING:
            raise UserError(
                f"This game is {game.status}."
                if game.status != LOBBY
                else "This game has not started yet."
            )
        seat = game.seat_of(user_id)
        if seat is None:
            raise NotSeated("You are not playing in this game, so these buttons are not for you.")
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
        """
        async with self.lock(game_id):
            game = await self.load(game_id)
            seat = self.check_turn(game, user_id, panel_version)
            if code == "undo" and not engine.can_undo(game.state):
                raise UserError("There is nothing to undo right now.")
            return await self._apply(game, seat, user_id, code)

    async def _apply(
        self, game: Game, seat: int | None, user_id: int | None, code: str
    ) -> MoveResult:
        """Apply and save one move (caller holds the lock)."""
        state = game.state
        assert state is not None
        before_key, before_decider = turn_key(state), engine.current_player(state)
        try:
            line = engine.apply(state, code)
        except engine.EngineError as exc:
            raise UserError(f"That move is not possible now ({exc}).") from None
        over = engine.is_over(state)
        try:
            version = await self.store.append_move(
                game.id,
                expected_version=game.version,
                seat=seat,
                user_id=user_id,
                code=code,
                line=line,
                turn=before_key,
                state_json=engine.to_json(state),
                status=FINISHED if over else PLAYING,
            )
        except BaseException:
            self._states.pop(game.id, None)  # the cached state was mutated: reload from disk
            raise
        if over:
            self._states.pop(game.id, None)
        else:
            self._states[game.id] = (version, state)
        game = await self.load(game.id)
        ended = over or turn_key(state) != before_key
        lines = await self.turn_lines(game.id, before_key) if ended else []
        decider = engine.current_player(state)
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
            if move.code == "undo":
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
        await self._run_hooks(self.hooks.move_applied, result)
        if result.game_over:
            await self._run_hooks(self.hooks.game_over, game, result.turn_lines)
        elif result.turn_ended:
            await self._run_hooks(self.hooks.turn_started, game, result.turn_lines)
        elif result.decider_changed:
            await self._run_hooks(self.hooks.decision_passed, game, game.current_seat())

    async def _run_hooks(self, hooks: list[Hook], *args: object) -> None:
        for hook in list(hooks):
            try:
                await hook(*args)
            except Exception:
                log.exception("hook %s failed", getattr(hook, "__qualname__", hook))

    # -- computer seats ----------------------------------------------------------------------

    def ensure_computer(self, game: Game) -> None:
        """Start the computer loop of a game whose current decision is a computer's."""
        if game.status != PLAYING or not game.is_computer(game.current_seat()):
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
        for row in await self.store.games(statuses=[PLAYING]):
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
                async with self.lock(game_id):
                    game = await self.load(game_id)
                    seat = game.current_seat()
                    if game.status != PLAYING or not game.is_computer(seat):
                        return
                    assert game.state is not None
                    code = computer.choose(game.state, seed=game.state.setup.seed + game.version)
                    try:
                        result = await self._apply(game, seat, None, code)
                    except VersionConflict:
                        continue  # another process moved this game; look again
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


def setup_from_json(text: str) -> Setup:
    return SETUP_ADAPTER.validate_json(text)


def replay_game(setup_json: str, codes: list[str]) -> GameState:
    """The state that the setup and move codes produce (the truth the cache must match)."""
    return engine.replay(setup_from_json(setup_json), codes)
