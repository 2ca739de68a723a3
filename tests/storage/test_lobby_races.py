"""Lobby changes racing between two processes on one database (both backends).

Each "process" is a Store and a GameService of its own on the same file or server (on SQLite
each has its own connections, and its game locks hold within it alone, as in two processes).
The first is paused right after it read the game (or another read of its checks), before it
writes its change; the second acts meanwhile. What the first checked must still hold when it
writes: one change follows the other, one of the two is refused with words for the player if it
no longer fits, nothing of a refused one is written, and the database stays whole (`verify-db`
finds nothing). Two players asking for a rematch at once meet in one.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

from bot.clock import Clock, discord_now
from bot.game.lobby import Lobbies
from bot.game.model import Game, UserError
from bot.game.service import GameService
from bot.interface.errors import store_error_said
from bot.storage.database import Database, Params, Row
from bot.storage.errors import GameFull, StoreBusy, StoreError
from bot.storage.records import GameRow, SeatRow, Status
from bot.storage.store import Store
from bot.tools import verify
from tests.support.catalogues import BOTH
from tests.support.tictactoe import TIC_TAC_TOE

Outcome = object  # what an action returned, or the exception it raised
GAME = "FROM games WHERE id = ?"  # a read of a game's row
ADVISORY_WAITS = (
    "SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = "
    "(SELECT oid FROM pg_database WHERE datname = current_database())"
)


class Pausing(Store):
    """The store of a process that, once `armed` with a piece of SQL, pauses after its read
    number `nth` (from then on) that has it, until `go`: whatever another process does then
    falls between this one's check and its write."""

    def __init__(self, db: Database, clock: Clock = discord_now) -> None:
        super().__init__(db, clock)
        self.armed: str | None = None
        self.nth = 1
        self.reached = asyncio.Event()
        self.go = asyncio.Event()

    async def fetch_one(self, sql: str, params: Params = ()) -> Row | None:
        row = await super().fetch_one(sql, params)
        await self._pause(sql)
        return row

    async def game_and_seats(self, game_id: int) -> tuple[GameRow | None, list[SeatRow]]:
        read = await super().game_and_seats(game_id)
        await self._pause(GAME)
        return read

    async def _pause(self, sql: str) -> None:
        if self.armed is None or self.armed not in sql:
            return
        self.nth -= 1
        if self.nth == 0:
            self.armed = None
            self.reached.set()
            await self.go.wait()


@pytest.fixture
async def two(db_target: str) -> AsyncIterator[tuple[GameService, GameService]]:
    """The paused process's service and the other's. The other waits for no SQLite lock (the
    bot waits 1 s): while the first holds the database, its click is refused at once."""
    first = await Pausing.open(db_target)
    second = await Store.open(db_target, busy_timeout=0)
    services = [GameService(s, games=BOTH, computer_delay=0) for s in (first, second)]
    yield services[0], services[1]
    for service in services:
        await service.close()
        await service.store.close()


async def _settle(task: asyncio.Future[object], store: Store) -> None:
    """Until `task` is done, or waits for a game's lock (PostgreSQL: an advisory lock)."""
    while not task.done():
        if store.kind == "postgresql" and await store.fetch_value(ADVISORY_WAITS):
            return
        await asyncio.sleep(0.01)


async def race(
    first: GameService,
    one: Callable[[], Awaitable[object]],
    other: Callable[[], Awaitable[object]],
    *,
    after: str = GAME,
    nth: int = 1,
) -> tuple[Outcome, Outcome]:
    """`one` on the first process, paused after its read of the game (or the read `after` names)
    while `other` runs on the second; then both to their end. A click refused as busy (the first
    held the database) is clicked again once the first is done, as its player would."""
    store = first.store
    assert isinstance(store, Pausing)
    store.armed, store.nth = after, nth
    first_task = asyncio.ensure_future(one())
    await store.reached.wait()
    other_task = asyncio.ensure_future(other())
    await _settle(other_task, store)
    store.go.set()
    outcomes = await asyncio.gather(first_task, other_task, return_exceptions=True)
    first_outcome, other_outcome = outcomes
    if isinstance(other_outcome, StoreBusy):
        assert store.kind == "sqlite"
        try:
            other_outcome = await other()
        except (UserError, StoreError) as exc:
            other_outcome = exc
    return first_outcome, other_outcome


def refused(outcome: Outcome) -> bool:
    """Whether a click was refused with words for its player (`bot.interface.errors.report`
    answers it ephemerally)."""
    if isinstance(outcome, StoreError):
        return store_error_said(outcome) is not None
    return isinstance(outcome, UserError)


def said(outcome: Outcome) -> str | None:
    """The catalogue key of a refusal's words."""
    assert isinstance(outcome, UserError), outcome
    return None if outcome.said is None else outcome.said.key


async def lobby(service: GameService, *players: str) -> int:
    """Ann (100) hosts; the players join as 101, 102, …: the lobby's id."""
    game = await service.open_lobby(guild_id=1, channel_id=10, host_id=100, host_name="Ann")
    for n, name in enumerate(players, 101):
        await service.join(game.id, n, name)
    return game.id


async def finished(service: GameService) -> int:
    """A game of tic-tac-toe between Ann (100) and Bo (101), played to its end: its id."""
    game = await service.open_lobby(
        guild_id=1, channel_id=10, host_id=100, host_name="Ann", game=TIC_TAC_TOE.info.key
    )
    await service.join(game.id, 101, "Bo")
    game = await service.start(game.id, 100, seed=3)
    while game.status == Status.PLAYING:
        code = game.rules.computer_move(game.state, game.version)
        user = game.user_of(game.current_seat())
        game = (await service.play(game.id, user, game.version, code)).game
    return game.id


async def whole(service: GameService) -> None:
    """`verify-db` finds nothing wrong: each started game's seats are its setup's players."""
    _, findings = await verify.verify(service.store, BOTH)
    assert findings == []


async def test_a_seat_taken_while_the_game_starts(two):
    a, b = two
    game_id = await lobby(a, "Bo")
    started, joined = await race(
        a, lambda: a.start(game_id, 100, seed=3), lambda: b.join(game_id, 102, "Cy")
    )
    assert isinstance(started, Game) and started.status == Status.PLAYING
    assert said(joined) == "bot.refusal.started_already"
    assert [s.name for s in await b.store.seats(game_id)] == ["Ann", "Bo"]
    await whole(b)


async def test_a_seat_left_while_the_game_starts(two):
    a, b = two
    game_id = await lobby(a, "Bo", "Cy")
    started, left = await race(
        a, lambda: a.start(game_id, 100, seed=3), lambda: b.leave(game_id, 102)
    )
    assert isinstance(started, Game) and len(started.seats) == 3
    assert said(left) == "bot.refusal.started_already"
    await whole(b)


async def test_a_game_started_while_a_player_leaves(two):
    """The store checks a leave's status and seat again as it writes (PostgreSQL: the start
    waits for the leave's lock; SQLite: the leave is refused once the game has started)."""
    a, b = two
    game_id = await lobby(a, "Bo", "Cy")
    left, started = await race(
        a, lambda: a.leave(game_id, 102), lambda: b.start(game_id, 100, seed=3)
    )
    assert isinstance(started, Game)
    seated = [s.name for s in (await b.load(game_id)).seats]
    assert seated == (["Ann", "Bo"] if isinstance(left, Game) else ["Ann", "Bo", "Cy"])
    assert isinstance(left, Game) or refused(left)
    await whole(b)


async def test_a_computer_added_while_the_game_starts(two):
    a, b = two
    game_id = await lobby(a, "Bo")
    started, added = await race(
        a, lambda: a.start(game_id, 100, seed=3), lambda: b.add_computer(game_id, 100)
    )
    assert isinstance(started, Game) and len(started.seats) == 2
    assert refused(added)
    await whole(b)


async def test_one_game_when_two_processes_start_the_same_lobby(two):
    a, b = two
    game_id = await lobby(a, "Bo")
    outcomes = await race(
        a, lambda: a.start(game_id, 100, seed=3), lambda: b.start(game_id, 100, seed=4)
    )
    games = [o for o in outcomes if isinstance(o, Game)]
    assert len(games) == 1 and all(refused(o) for o in outcomes if o is not games[0])
    saved = await b.load(game_id)
    assert (saved.status, saved.version, saved.state) == (Status.PLAYING, 0, games[0].state)
    posts = await b.store.fetch_value("SELECT COUNT(*) FROM outbox WHERE game_id = ?", (game_id,))
    assert posts == 1  # one start announced
    await whole(b)


async def test_a_table_size_chosen_while_a_player_joins(two):
    a, b = two
    game_id = await lobby(a, "Bo")
    chosen, joined = await race(
        a,
        lambda: Lobbies(a).choose(game_id, 100, "seats", "2"),
        lambda: b.join(game_id, 102, "Cy"),
    )
    assert isinstance(chosen, Game)
    assert isinstance(joined, GameFull) and refused(joined)
    assert (await b.lobbies.get(game_id)).seats == len(await b.store.seats(game_id)) == 2


async def test_a_player_joins_while_the_table_size_is_chosen(two):
    a, b = two
    game_id = await lobby(a, "Bo")
    joined, chosen = await race(
        a,
        lambda: a.join(game_id, 102, "Cy"),
        lambda: Lobbies(b).choose(game_id, 100, "seats", "2"),
        after="FROM lobby_setup ",  # the join has read the table size it seats against
    )
    assert isinstance(joined, Game) and len(joined.seats) == 3
    assert said(chosen) == "bot.refusal.table_too_small"
    assert (await b.lobbies.get(game_id)).seats is None


async def test_two_computer_players_added_at_once_have_their_own_names(two):
    a, b = two
    game_id = await lobby(a)
    outcomes = await race(
        a, lambda: a.add_computer(game_id, 100), lambda: b.add_computer(game_id, 100)
    )
    assert all(isinstance(o, Game) for o in outcomes)
    names = [s.name for s in await b.store.seats(game_id)]
    assert names == ["Ann", "Computer 1", "Computer 2"]


async def test_a_lobby_abandoned_twice_at_once_is_abandoned_once(two):
    a, b = two
    game_id = await lobby(a, "Bo")
    outcomes = await race(
        a,
        lambda: a.abandon(game_id, 100, can_manage=False),
        lambda: b.abandon(game_id, 100, can_manage=False),
    )
    games = [o for o in outcomes if isinstance(o, Game)]
    assert len(games) == 1 and games[0].status == Status.ABANDONED  # one notice is posted
    (other,) = [o for o in outcomes if o is not games[0]]
    assert said(other) == "bot.refusal.already"


@pytest.mark.parametrize(
    ("after", "nth"),
    [
        ("WHERE channel_id = ?", 1),  # Ann's click found no game in the channel
        (GAME, 2),  # Ann's rematch lobby was just opened (its setup not yet written)
    ],
    ids=["none-found", "being-opened"],
)
async def test_two_players_asking_for_a_rematch_at_once_meet_in_one(two, after, nth):
    a, b = two
    old = await finished(a)
    outcomes = await race(
        a,
        lambda: Lobbies(a).rematch(old, 100, "Ann"),
        lambda: Lobbies(b).rematch(old, 101, "Bo"),
        after=after,
        nth=nth,
    )
    assert all(isinstance(o, tuple) for o in outcomes), outcomes
    assert sorted(o[1] for o in outcomes) == [False, True]  # type: ignore[index]
    rematch = await b.game_in(10)  # one player opened it, the other was seated in it
    # type: ignore[index]
    assert rematch is not None and {o[0].id for o in outcomes} == {rematch.id}
    assert sorted(s.user_id for s in rematch.seats) == [100, 101]
    assert (await b.lobbies.get(rematch.id)).rematch_of == old
