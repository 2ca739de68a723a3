"""Background work that must happen once, with several processes on one database (both
backends): the outbox's claims and the computer seats' claims. Each "process" is a Store and a
GameService of its own on the same database, with its own place (`owner`)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from bot.game import computers
from bot.game.catalogue import Catalogue
from bot.game.model import MoveResult
from bot.game.service import GameService
from bot.storage.claims import Claims
from bot.storage.outbox import OutboxStore
from bot.storage.records import Status
from bot.storage.store import Store
from tests.support.databases import Clock
from tests.support.tictactoe import TIC_TAC_TOE

OWNERS = ("shards 0/2", "shards 1/2")


@pytest.fixture
async def stores(db_target: str) -> AsyncIterator[tuple[Store, Store, Clock]]:
    clock = Clock()
    # SQLite: two connections' writes take turns; give a waiting one time (the bot waits 1 s)
    first = await Store.open(db_target, clock=clock, busy_timeout=10)
    second = await Store.open(db_target, clock=clock, busy_timeout=10)
    yield first, second, clock
    await first.close()
    await second.close()


async def test_outbox_rows_are_claimed_by_one_process_each(stores):
    first, second, _ = stores
    game = await first.create_lobby(
        guild_id=1, channel_id=2, host_id=3, host_name="Ann", game="roundhouse"
    )
    saved = [
        OutboxStore(first).record(game.id, v, "{}", until=100.0, owner="shards 0/3")
        for v in range(1, 41)
    ]
    async with first.transaction():  # saved by a third process, which stopped before posting
        for sql, params in saved:
            await first.execute(sql, params)
    dbs = [OutboxStore(first), OutboxStore(second)]
    assert await dbs[0].claim_unsent(50.0, until=400.0, owner=OWNERS[0]) == []  # its lease holds
    assert await dbs[0].next_claim_end() == 100.0

    claimed: list[list[int]] = [[], []]

    async def drain(n: int) -> None:
        while rows := await dbs[n].claim_unsent(150.0, until=400.0, owner=OWNERS[n], limit=3):
            claimed[n].extend(row.version for row in rows)
            await asyncio.sleep(0.001)

    await asyncio.gather(drain(0), drain(1), drain(0), drain(1))
    assert sorted(claimed[0] + claimed[1]) == list(range(1, 41))  # each row once, none twice
    assert await dbs[1].claim_unsent(399.0, until=700.0, owner=OWNERS[1]) == []

    mine = set(claimed[0])  # the first process restarts: it takes back its own rows at once
    again = await dbs[0].claim_unsent(200.0, until=500.0, owner=OWNERS[0], own=True)
    assert {row.version for row in again} == mine
    await dbs[0].give_back([(game.id, v) for v in sorted(mine)], 210.0)
    assert {r.version for r in await dbs[1].claim_unsent(210.0, until=600.0, owner=OWNERS[1])} == (
        mine
    )
    await dbs[1].mark_sent_many([(game.id, v) for v in range(1, 41)])
    assert await dbs[0].claim_unsent(10_000.0, until=10_300.0, owner=OWNERS[0]) == []
    assert await dbs[0].next_claim_end() is None


async def computer_game(service: GameService) -> int:
    """A tic-tac-toe game between two computer seats, started (its first decision waits)."""
    game = await service.open_lobby(
        guild_id=1, channel_id=5, host_id=3, host_name="Ann", seat_host=False
    )
    for _ in range(2):
        await service.add_computer(game.id, 3)
    started = await service.start(game.id, 3, seed=1)
    service.computers.stop(started.id)  # the process that started it stops at once
    return started.id


def services(stores) -> list[GameService]:
    out = []
    for store, owner in zip(stores[:2], OWNERS, strict=True):
        service = GameService(store, games=Catalogue(TIC_TAC_TOE), computer_delay=0, owner=owner)
        out.append(service)
    return out


async def finished(service: GameService, game_id: int) -> None:
    for _ in range(400):
        if (await service.load(game_id)).status == Status.FINISHED:
            return
        await asyncio.sleep(0.025)
    raise AssertionError("the computers did not finish the game")


async def test_two_processes_resuming_play_each_computer_move_once(stores):
    both = services(stores)
    announced: list[list[int]] = [[], []]
    for n, service in enumerate(both):

        async def record(result: MoveResult, n: int = n) -> None:
            announced[n].append(result.game.version)

        service.hooks.move_applied.append(record)
    try:
        game_id = await computer_game(both[0])
        woken = await asyncio.gather(*(service.resume() for service in both))
        assert [w[0] for w in woken] == [1, 1]  # both wake it; one claim plays it
        await finished(both[0], game_id)
        # The last move is saved before it is announced and the seat's claim let go.
        await asyncio.gather(*(service.computers.idle(game_id) for service in both))
        moves = await both[0].store.moves(game_id)
        assert sorted(announced[0] + announced[1]) == list(range(1, len(moves) + 1))
        assert [] in announced  # one process played every move
        assert await Claims(stores[0], OWNERS[0]).holder(f"computer:{game_id}") is None
    finally:
        for service in both:
            await service.close()


async def test_a_stopped_process_computer_seat_is_taken_over_when_its_claim_runs_out(
    stores, monkeypatch
):
    monkeypatch.setattr(computers, "POLL", 0.02)
    first, _, clock = stores
    (a, b) = services(stores)
    try:
        game_id = await computer_game(a)
        assert await Claims(first, OWNERS[0]).take(f"computer:{game_id}", computers.LEASE)
        b.computers.ensure(await b.load(game_id))  # process 0 holds it (and stopped)
        await asyncio.sleep(0.2)
        assert (await b.load(game_id)).version == 0
        clock.seconds = computers.LEASE + 1  # its claim ran out
        await finished(b, game_id)
    finally:
        await a.close()
        await b.close()


async def test_a_deploy_twin_takes_none_of_a_live_process_rows_at_its_start(stores):
    """A rolling deploy: the new process runs every shard, as the old one does, and starts
    while the old one has saved a move it is about to announce. The new one's first flush
    leaves that row to the old one (a live twin's, not its own earlier life's), which posts it
    once; once the old one has stopped, the new one takes back at once what it left."""
    games = Catalogue(TIC_TAC_TOE)
    old, new = (GameService(store, games=games) for store in stores[:2])
    posted: list[tuple[str, int]] = []
    for name, service in (("old", old), ("new", new)):

        async def record(result: MoveResult, name: str = name) -> None:
            posted.append((name, result.game.version))

        service.hooks.move_applied.append(record)
    try:
        assert await old.flush_outbox() == 0  # its start: its first heartbeat
        lobby = await old.open_lobby(guild_id=1, channel_id=5, host_id=3, host_name="Ann")
        await old.join(lobby.id, 4, "Bo")
        game = await old.start(lobby.id, 3, seed=1)
        code = game.rules.legal_moves(game.state)[0].code
        first = await old.play(game.id, game.user_of(game.current_seat()), 0, code)  # saved;
        # its caller announces it next
        assert await new.flush_outbox() == 0  # the new process starts
        assert not new.outbox.alone and new.outbox.peers.twin
        await old.after_move(first)
        assert posted == [("old", 1)]  # once, by the process that saved it

        game = first.game
        code = game.rules.legal_moves(game.state)[0].code
        await old.play(game.id, game.user_of(game.current_seat()), 1, code)  # saved, never
        # announced: the old one stops (its claim on the row runs for 20 s more)
        await old.close()
        await new.outbox.peers.beat()  # its next beat: the twin is gone
        assert new.outbox.alone
        assert await new.flush_outbox() == 1  # what its place left is its own now
        assert posted == [("old", 1), ("new", 2)]
    finally:
        for service in (old, new):
            await service.close()
