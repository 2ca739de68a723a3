"""The store: schema migrations, WAL, the version check, and no accepted move ever lost.

Every test here runs twice: on a SQLite file and on a real PostgreSQL server
(`tests.support.databases`).
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import textwrap

import pytest

import engine.roundhouse as rh_engine
from bot.game.model import UserError
from bot.game.service import GameService
from bot.storage.backends import MIGRATIONS
from bot.storage.errors import StoreError, VersionConflict
from bot.storage.store import Store
from games.roundhouse.adapter import replay_game
from tests.support.catalogues import ROUND_HOUSE_ONLY
from tests.support.databases import backend, db_target, store

__all__ = ["backend", "db_target", "store"]  # fixtures: this module's store runs on both backends

EXTRA_TABLE = {
    "sqlite": "CREATE TABLE reminders (game_id INTEGER, due TEXT);",
    "postgresql": "CREATE TABLE reminders (game_id BIGINT, due TEXT);",
}


async def started_game(service: GameService, *, seats: int = 2) -> int:
    game = await service.open_lobby(guild_id=1, channel_id=10, host_id=100, host_name="Ann")
    for n in range(1, seats):
        await service.join(game.id, 100 + n, f"P{n}")
    await service.start(game.id, 100, seed=7)
    return game.id


async def test_schema_version_wal_and_migrations_are_idempotent(db_target, backend):
    store = await Store.open(db_target)
    assert store.kind == backend
    assert await store.schema_version() == len(MIGRATIONS[backend])
    if backend == "sqlite":
        assert await store.db.journal_mode() == "wal"
    tables = await store.db.tables()
    await store.close()
    again = await Store.open(db_target)  # nothing left to run
    assert await again.schema_version() == len(MIGRATIONS[backend])
    assert await again.db.tables() == tables
    await again.close()


async def test_a_later_migration_adds_a_table(db_target, backend):
    store = await Store.open(db_target)
    await store.close()
    extra = [*MIGRATIONS[backend], EXTRA_TABLE[backend]]
    store = await Store.open(db_target, migrations=extra)
    assert await store.schema_version() == len(extra)
    assert "reminders" in await store.db.tables()
    await store.close()
    with pytest.raises(StoreError, match="newer than this program"):
        await Store.open(db_target)


async def test_the_move_log_is_append_only(store):
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game_id = await started_game(service)
    state = (await service.load(game_id)).state
    code = rh_engine.legal_codes(state)[0]
    await service.play(game_id, 100 + state.turn.seat, 0, code)
    with pytest.raises(Exception, match="append-only"):
        await store.execute("DELETE FROM moves")
    with pytest.raises(Exception, match="append-only"):
        await store.execute("UPDATE moves SET code = 'x'")


async def test_stale_version_writes_nothing(store):
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game_id = await started_game(service)
    game = await service.load(game_id)
    code = rh_engine.legal_codes(game.state)[0]
    with pytest.raises(VersionConflict):
        await store.append_move(
            game_id,
            expected_version=3,
            seat=0,
            user_id=100,
            code=code,
            line="x",
            turn="0.1",
            state_json=game.row.state_json,
        )
    assert await store.moves(game_id) == []
    assert (await store.game(game_id)).version == 0


async def test_concurrent_moves_on_one_game_never_both_apply(store):
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game_id = await started_game(service)
    game = await service.load(game_id)
    user = game.seats[game.current_seat()].user_id
    first, second = rh_engine.legal_codes(game.state)[:2]
    results = await asyncio.gather(
        service.play(game_id, user, 0, first),
        service.play(game_id, user, 0, second),
        return_exceptions=True,
    )
    applied = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(applied) == 1 and len(refused) == 1
    assert isinstance(refused[0], UserError) and "move 0" in str(refused[0])
    assert [m.code for m in await store.moves(game_id)] == [applied[0].code]


async def test_two_processes_racing_on_one_version(db_target):
    """Two connections (as two bot processes would have): the version check lets one win."""
    a, b = await Store.open(db_target), await Store.open(db_target)
    try:
        service = GameService(a, games=ROUND_HOUSE_ONLY)
        game_id = await started_game(service)
        row = await a.game(game_id)
        state = rh_engine.from_json(row.state_json)
        kwargs = dict(seat=0, user_id=100, line="l", turn="0.1", state_json=row.state_json)
        code_a, code_b = rh_engine.legal_codes(state)[:2]
        results = await asyncio.gather(
            a.append_move(game_id, expected_version=0, code=code_a, **kwargs),
            b.append_move(game_id, expected_version=0, code=code_b, **kwargs),
            return_exceptions=True,
        )
        assert sorted(type(r).__name__ for r in results) == ["VersionConflict", "int"]
        assert len(await a.moves(game_id)) == 1 and (await b.game(game_id)).version == 1
    finally:
        await a.close()
        await b.close()


CRASHER = textwrap.dedent(
    """
    import asyncio, os, sys
    import engine.roundhouse as rh_engine
    from bot.game.service import GameService
    from bot.storage.store import Store
    from tests.support.catalogues import ROUND_HOUSE_ONLY

    async def main(path):
        service = GameService(await Store.open(path), games=ROUND_HOUSE_ONLY)
        game = await service.open_lobby(guild_id=1, channel_id=10, host_id=100, host_name="Ann")
        await service.join(game.id, 101, "Bo")
        await service.start(game.id, 100, seed=11)
        while game.version < 12:  # a click may save several moves (a forced one follows)
            game = await service.load(game.id)
            user = 100 + game.current_seat()
            code = next(c for c in rh_engine.legal_codes(game.state) if c != "undo")
            result = await service.play(game.id, user, game.version, code)
            game = result.game
            print(game.version, flush=True)
        os._exit(0)  # die without closing the database

    asyncio.run(main(sys.argv[1]))
    """
)


async def test_a_crash_between_moves_loses_no_accepted_move(db_target):
    done = subprocess.run(
        [sys.executable, "-c", CRASHER, db_target],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=os.getcwd(),
    )
    assert done.returncode == 0, done.stderr
    accepted = int(done.stdout.split()[-1])
    store = await Store.open(db_target)
    try:
        (row,) = await store.games()
        moves = await store.moves(row.id)
        assert len(moves) == accepted == row.version >= 12
        state = replay_game(row.setup_json, [m.code for m in moves])
        assert rh_engine.to_json(state) == row.state_json
    finally:
        await store.close()


async def test_an_illegal_or_malformed_code_changes_nothing(store):
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game_id = await started_game(service)
    game = await service.load(game_id)
    user = game.seats[game.current_seat()].user_id
    before = game.row.state_json
    for code in ("zz.not-a-move", "bad code!", "undo"):
        with pytest.raises(UserError):
            await service.play(game_id, user, 0, code)
    row = await store.game(game_id)
    assert row.version == 0 and row.state_json == before and await store.moves(game_id) == []
