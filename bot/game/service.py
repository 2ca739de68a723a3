"""The game service: lobbies, moves, computer seats and turn hooks. No Discord in here.

Every change to a game goes through this class, under the game's lock (the database's, as
several bot processes may serve one game: `Store.game_lock`): load, check who may act,
apply through the game's rules (`bot.game.protocol.GameRules`) to a copy of the state, save
through the store (checked against the version, with the state's hash and the posts the move
needs: `bot.sending.outbox`), then tell the hooks what happened. Readers only ever see saved
states. A game whose saved row cannot be used is a `BrokenGame` for that game alone. The
Discord layer registers hooks to post messages; reminders and deadlines register theirs too.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Awaitable, Callable, Iterable
from contextlib import AbstractAsyncContextManager, ExitStack
from dataclasses import replace

from bot.game import turn_flow
from bot.game.catalogue import Catalogue
from bot.game.computers import ComputerSeats
from bot.game.hooks import Hooks, announce_move, run_hooks
from bot.game.levels import computer_plays, new_computer, seat_level
from bot.game.loading import GameLoader
from bot.game.lobby_rules import check_in_lobby, check_setup, initial_state, seat_limit
from bot.game.model import BrokenGame, Game, MoveResult, UserError, seat_deciding, status_word
from bot.game.protocol import UNDO, MoveRefused, whose_turn
from bot.game.refused import move_refused, nothing_to_undo
from bot.game.replay import Replays
from bot.game.said import say
from bot.game.text import seat_name
from bot.game.turn_flow import TurnFlow, never
from bot.sending.announcement import Announcement, played, send_unsent, with_turn_lines
from bot.sending.delivery import english_reason
from bot.sending.outbox import Key, Outbox
from bot.sharding import ALL_SHARDS
from bot.storage.claims import Claims
from bot.storage.lobby import LobbySetup, LobbyStore
from bot.storage.outbox import OutboxRow, OutboxStore
from bot.storage.records import ACTIVE, DEFAULT_LANGUAGE, Status
from bot.storage.store import Store
from bot.workers.lanes import Lanes
from bot.workers.thinking import decide
from locales.words import words_for

log = logging.getLogger(__name__)

START = Announcement("start")  # what a started game posts
ABANDONED_POSTS = english_reason("abandoned")  # why an abandoned game's posts never go out
Level = str | None  # a key of the game's levels (None: its default)


class GameService:
    """Lobbies and play of the games of a catalogue (`games`) over a Store; one instance per
    process. Each game is played by the rules its row names (`Game.rules`)."""

    def __init__(
        self,
        store: Store,
        *,
        games: Catalogue,
        computer_delay: float = 2.0,
        owner: str = ALL_SHARDS,
    ) -> None:
        """`owner`: this process's place among the bot's processes (`Sharding.owner`), which
        holds its claims on shared work (unsent posts, computer seats)."""
        self.store = store
        self.games = games
        self.computer_delay = computer_delay
        self.hooks = Hooks()
        self.loader = GameLoader(store, games)
        self.checks = self.loader.checks
        self.outbox = Outbox(OutboxStore(store), store.clock, owner, self.hooks)
        self.lanes = Lanes()  # clicks are answered before announcements are sent
        self.computers = ComputerSeats(self, Claims(store, owner))
        self.lobbies = LobbyStore(store)  # what each lobby was opened with
        self.replays = Replays(store)  # finished games' replays, kept for their next steps
        self.new_seed: Callable[[], int] = lambda: secrets.randbelow(2**31)  # tests fix it
        # Whether a player ends each turn with its last choice (no End turn click); the bot
        # sets it to the player's preference (`/roundhouse notify auto_end`).
        self.auto_end: Callable[[int], Awaitable[bool | None]] = never
        self.flow = TurnFlow(self._apply, self.outbox.skip, lambda user: self.auto_end(user))

    def lock(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """The game's lock, held around load, check and save: the database's (`Store.game_lock`:
        an advisory lock across processes on PostgreSQL), so that several bot processes serving
        one game take turns; the version check of the save decides in any case."""
        return self.store.game_lock(game_id)

    def changing(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """The lock and a write transaction around a lobby's change (`Database.changing`)."""
        return self.store.db.changing(game_id)

    # -- loading -----------------------------------------------------------------------------

    async def load(self, game_id: int) -> Game:
        """The game as saved; BrokenGame if its row cannot be used."""
        return await self.loader.load(game_id)

    async def game_in(self, channel_id: int) -> Game | None:
        """The game in its lobby or in play in this channel, if any (BrokenGame: unusable)."""
        return await self.loader.game_in(channel_id)

    async def load_each(self, game_ids: Iterable[int]) -> tuple[list[Game], list[BrokenGame]]:
        """For lists: the games that load, and apart from them the broken ones (logged)."""
        return await self.loader.load_each(game_ids)

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
        game: str | None = None,
        language: str = DEFAULT_LANGUAGE,
    ) -> Game:
        """A new lobby of `game` (a catalogue key; None: the default) speaking `language`, the
        host seated unless `seat_host` is False; `setup`: its size, options (UserError: none)."""
        rules = self.games.rules(game)
        check_setup(rules, setup)
        async with self.store.transaction():  # no one sees the lobby without its setup
            row = await self.store.create_lobby(
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host_id,
                host_name=seat_name(host_name, words_for(language)("bot.seat.fallback")),
                seat_host=seat_host,
                game=rules.info.key,
                language=language,
            )
            if setup is not None:
                await self.lobbies.save(setup.for_game(row.id))
        return await self.load(row.id)

    async def join(self, game_id: int, user_id: int, name: str) -> Game:
        async with self.changing(game_id):
            game = await self._lobby(game_id)
            if game.seat_of(user_id) is not None:
                raise UserError(say("bot.refusal.seated_already"))
            await self._seat(game, user_id=user_id, name=name, computer=False)
        return await self.load(game_id)

    async def leave(self, game_id: int, user_id: int) -> Game:
        async with self.lock(game_id):
            game = await self._lobby(game_id)
            if game.seat_of(user_id) is None:
                raise UserError(say("bot.refusal.no_seat"))
            if user_id == game.row.host_id:
                raise UserError(say("bot.refusal.host_leaves"))
            await self.store.remove_seat(game_id, user_id=user_id)
            return await self.load(game_id)

    async def add_computer(
        self, game_id: int, user_id: int, level: Level = None, name: str | None = None
    ) -> Game:
        """A computer seat at `level` (None: the default level), named `name` or "Computer N"."""
        async with self.changing(game_id):
            game = await self._lobby(game_id)
            key, name = new_computer(game, user_id, level, name)
            await self._seat(game, user_id=None, name=name, computer=True, level=key)
        return await self.load(game_id)

    async def _seat(
        self, game: Game, *, user_id: int | None, name: str, computer: bool, level: Level = None
    ) -> None:
        """Raises the store's typed refusals (full, already seated, started meanwhile)."""
        limit = seat_limit(game.rules, await self.lobbies.get(game.id))
        await self.store.add_seat(
            game.id,
            user_id=user_id,
            name=seat_name(name, game.words("bot.seat.fallback")),
            computer=computer,
            limit=limit,
            level=level,
        )

    async def _lobby(self, game_id: int) -> Game:
        game = await self.load(game_id)
        check_in_lobby(game)
        return game

    async def start(self, game_id: int, user_id: int, *, seed: int | None = None) -> Game:
        """Checked and saved in one transaction (as `changing`), loaded under the game's lock."""
        key = (game_id, 0)
        async with self.lock(game_id):
            with ExitStack() as unsaved:
                async with self.store.transaction():
                    game = await self._lobby(game_id)
                    if user_id != game.row.host_id:
                        raise UserError(say("bot.refusal.host_starts"))
                    names, rules = [seat_name(s.name) for s in game.seats], game.rules
                    # A fixed seed (tests) seeds its computer players too, as the setup's did.
                    seeds = (self.new_seed(), self.new_seed()) if seed is None else (seed, None)
                    state = initial_state(rules, await self.lobbies.get(game_id), names, seeds[0])
                    state_json, posts = rules.to_json(state), self.outbox.record(key, START)
                    also = [self.checks.record(game_id, 0, state_json), posts]
                    unsaved.callback(self.outbox.forget, key)  # not saved: nothing to announce
                    await self.store.start(
                        game_id,
                        setup_json=rules.setup_json(state),
                        state_json=state_json,
                        computer_seed=seeds[1],
                        also=also,
                    )
                unsaved.pop_all()
            game = await self.load(game_id)
        await self._deliver(key, lambda: run_hooks(self.hooks.turn_started, game, None))
        self.computers.ensure(game)
        return game

    async def abandon(self, game_id: int, user_id: int, *, can_manage: bool) -> Game:
        """End a game in its lobby or in play (a broken one too: only its row is read)."""
        async with self.changing(game_id):
            row = await self.store.game(game_id)
            if row is None:
                raise UserError(say("bot.refusal.gone"))
            if row.status not in ACTIVE:
                raise UserError(say("bot.refusal.already", status=status_word(row.status)))
            if user_id != row.host_id and not can_manage:
                raise UserError(say("bot.refusal.host_abandons"))
            settle = self.outbox.db.settle(game_id, ABANDONED_POSTS)  # none goes out later
            await self.store.set_status(game_id, Status.ABANDONED, only_from=ACTIVE, also=[settle])
        self.computers.stop(game_id)
        self.loader.forget(game_id)
        try:
            return await self.load(game_id)
        except BrokenGame:
            return await self.loader.unread(game_id)

    # -- play --------------------------------------------------------------------------------

    def check_turn(self, game: Game, user_id: int, panel_version: int | None = None) -> int:
        """The user's seat if they may decide now; else the UserError saying why not."""
        return seat_deciding(game, user_id, panel_version)

    async def play(self, game_id: int, user_id: int, panel_version: int, code: str) -> MoveResult:
        """Apply and save a human's move chosen on a panel of `panel_version`.

        Raises UserError (changing nothing) when refused, VersionConflict when another process
        saved a move first (the interface shows the current panel). The move is saved on
        return; the caller answers the user, then calls `after_move(result)` to post and wake
        computers. What follows without a tap is played too (`bot.game.turn_flow`): the
        result is then the last move's."""
        async with self.lock(game_id):
            game = await self.load(game_id)
            seat = self.check_turn(game, user_id, panel_version)
            assert game.state is not None  # a game in play has a state
            if code == UNDO and not turn_flow.can_take_back(game):
                raise nothing_to_undo(game)
            chose = turn_flow.only_choice(game, seat) is None or turn_flow.can_take_back(game)
            result = await self._apply(game, seat, user_id, code)
            if code == UNDO:
                return await self.flow.undo_further(result, seat, user_id)
            return await self.flow.go_on(result, seat, user_id, chose=chose)

    async def play_only_choice(self, game_id: int, user_id: int) -> MoveResult | None:
        """Play the user's one-option decision (on Take my turn) and what follows; None when
        it has a real choice, or none."""
        async with self.lock(game_id):
            game = await self.load(game_id)
            seat = game.seat_of(user_id)
            only = None if seat is None else turn_flow.only_choice(game, seat)
            if seat is None or only is None:
                return None
            chose = turn_flow.can_take_back(game)  # an earlier choice of the turn to guard
            result = await self._apply(game, seat, user_id, only.code)
            result = await self.flow.go_on(result, seat, user_id, chose=chose)
            return replace(result, forced=(only.label, *result.forced))

    async def take_back(self, game_id: int, user_id: int, panel_version: int) -> MoveResult:
        """Undo on the panel of the user's ended turn (of `panel_version`): the end of their
        turn taken back with their last choice (`TakeBackEnd`; a forced move before it too:
        `undo_further`). Refused, changing nothing, once the game moved on (StalePanel) or the
        end can no longer be taken back."""
        async with self.lock(game_id):
            game = await self.load(game_id)
            seat, code = turn_flow.taking_back(game, user_id, panel_version)
            result = await self._apply(game, seat, user_id, code)
            result = await self.flow.undo_further(result, seat, user_id)
            return replace(result, took_back=True)

    async def play_computer_move(
        self, game_id: int, seat: int, *, still_waiting: str | None = None
    ) -> MoveResult | None:
        """Choose and save the computer player's move for `seat`, under the game's lock.

        Plays nothing (None) unless the game is in play and `seat` decides now. Without
        `still_waiting`, `seat` must be a computer seat; with it (a `wait_key`), a person's seat
        whose turn deadline passed is played while the game still waits on that same decision.
        The caller announces the result (`after_move`, or the computer loop's `announce`).
        The move is chosen at the seat's level (a person's seat: the game's default) in a worker
        process (`bot.workers.thinking`), outside the lock, and saved only if the game has not
        moved meanwhile (else None).
        """
        game = await self.load(game_id)
        if not computer_plays(game, seat, still_waiting):
            return None
        code = await decide(game, seat, seat_level(game, seat).key)
        async with self.lock(game_id):
            now = await self.load(game_id)
            if now.version != game.version or not computer_plays(now, seat, still_waiting):
                return None
            return await self._apply(now, seat, None, code)

    async def _apply(
        self, game: Game, seat: int | None, user_id: int | None, code: str
    ) -> MoveResult:
        """Apply and save one move (caller holds the lock), played on a copy (`played`)."""
        rules = game.rules
        assert game.state is not None
        try:
            state, note, before_key = played(rules, game.state, seat, code)
        except MoveRefused as exc:
            raise move_refused(exc) from None
        status = Status.FINISHED if whose_turn(rules, state) is None else Status.PLAYING
        version, state_json = game.version + 1, rules.to_json(state)
        key = (game.id, version)
        also = [self.checks.record(game.id, version, state_json), self.outbox.record(key, note)]
        try:
            await self.store.append_move(
                game.id,
                expected_version=game.version,
                seat=seat,
                user_id=user_id,
                code=code,
                line=note.line,
                turn=before_key,
                state_json=state_json,
                status=status,
                also=also,
            )
        except BaseException:
            self.outbox.forget(key)
            self.loader.forget(game.id)  # another process may have moved it: read it again
            raise
        self.loader.remember(game.id, version, status, state)
        row = replace(game.row, version=version, status=status, state_json=state_json)
        return note.result(Game(row, game.seats, state, rules=rules))

    # -- announcing --------------------------------------------------------------------------

    async def after_move(self, result: MoveResult) -> None:
        """Tell the hooks about an accepted move and wake a computer seat if it is its turn."""
        await self.announce(result)
        self.computers.ensure(result.game)

    async def announce(self, result: MoveResult) -> None:
        """Run the hooks of a saved move once (of the moves before it first: `earlier`), and
        mark its outbox row sent."""
        for each in (*result.earlier, result):

            async def send(each: MoveResult = each) -> None:
                await announce_move(self.hooks, await with_turn_lines(each, self.store))

            await self._deliver((each.game.id, each.game.version), send)

    async def _deliver(self, key: Key, send: Callable[[], Awaitable[None]]) -> None:
        if not self.outbox.claim(key):
            return  # being sent already
        async with self.lanes.background():  # once the clicks being handled are answered
            await self.outbox.deliver(key, send)

    async def flush_outbox(self) -> int:
        """Send the posts of saved moves that were never announced (after a restart, or when
        their caller stopped); how many went out."""
        return await self.outbox.flush(self._send_unsent)

    async def _send_unsent(self, row: OutboxRow) -> None:
        async with self.lanes.background():
            await send_unsent(row, self.loader, self.hooks)

    def start_outbox(self) -> None:
        """Keep sending what was left unsent, in the background (until `close`)."""
        self.outbox.start(self._send_unsent)

    # -- computer seats ----------------------------------------------------------------------

    async def resume(self) -> tuple[int, list[BrokenGame]]:
        """After a restart: wake the computer seats of every game waiting on one; (how many
        woke, the games in play that cannot be loaded, each logged and skipped)."""
        games, broken = await self.load_each(
            row.id for row in await self.store.games(statuses=[Status.PLAYING])
        )
        waiting = [game for game in games if any(map(game.is_computer, game.deciders()))]
        for game in waiting:
            self.computers.ensure(game)
        return len(waiting), broken

    async def close(self) -> None:
        """Stop the outbox loop and every computer loop (the store is closed by its owner)."""
        await self.outbox.stop()
        await self.computers.close()
