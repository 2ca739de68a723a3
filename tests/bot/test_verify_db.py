"""Issue 10, point 4 (verify-db): it never writes to the file it verifies (an old schema is
verified as it is, not migrated) and never prints a traceback: a garbage, empty, truncated or
newer-schema file gets one clear line."""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import engine.roundhouse as rh_engine
from bot.game.capabilities import setup_names
from bot.game.catalogue import Catalogue
from bot.game.protocol import GameRules
from bot.game.service import GameService
from bot.storage.lobby import LobbySetup
from bot.storage.schema import MIGRATIONS
from bot.storage.store import Store
from bot.tools.verify import verify
from cli.main import main
from games.roundhouse import ROUND_HOUSE
from tests.support.bare import BARE
from tests.support.catalogues import ROUND_HOUSE_ONLY
from tests.support.older_bot import as_older_bot


class NoLobbySetup:
    """The lobby setup of a bot older than the table `lobby_setup`: always the defaults."""

    async def get(self, game_id: int) -> LobbySetup:
        return LobbySetup(game_id)


async def played(path: str, *, migrations=None, moves: int = 4) -> Store:
    """A store at `path` holding one game with `moves` moves played (left open)."""
    store = await Store.open(path, migrations=migrations)
    try:
        service = GameService(store, games=ROUND_HOUSE_ONLY)
        if migrations is not None and len(migrations) < 3:  # a bot from before step 3 …
            service.lobbies = NoLobbySetup()  # … kept no lobby setup
        if migrations is not None and len(migrations) < 5:  # nor, before step 5, checks
            as_older_bot(service)
        game = await service.open_lobby(guild_id=1, channel_id=5, host_id=100, host_name="Ann")
        await service.join(game.id, 101, "Bo")
        await service.start(game.id, 100, seed=3)
        for version in range(moves):
            game = await service.load(game.id)
            code = rh_engine.legal_codes(game.state)[-1]
            await service.play(game.id, 100 + game.current_seat(), version, code)
    except BaseException:
        await store.close()  # an open connection's thread would keep the process alive
        raise
    return store


def snapshot(path: str) -> tuple[str, list[str]]:
    """The file's bytes (hashed) and the files beside it."""
    folder = Path(path).parent
    return hashlib.sha256(Path(path).read_bytes()).hexdigest(), sorted(os.listdir(folder))


async def verify_db(path: str, capsys) -> tuple[int, str, str]:
    code = await asyncio.to_thread(main, ["verify-db", "--database", path])
    out, err = capsys.readouterr()
    return code, out, err


async def test_an_old_schema_is_verified_without_migrating(db_path, capsys):
    await (await played(db_path, migrations=MIGRATIONS[:1])).close()
    before = snapshot(db_path)
    code, out, err = await verify_db(db_path, capsys)
    assert (code, err) == (0, "")
    assert "1 game(s) checked" in out and "older database schema" in out
    assert snapshot(db_path) == before
    with sqlite3.connect(db_path) as db:
        assert db.execute("PRAGMA user_version").fetchone() == (1,)


async def test_a_read_only_file_and_a_live_database_are_left_as_they_are(db_path, capsys):
    await (await played(db_path)).close()
    os.chmod(db_path, 0o444)
    before = snapshot(db_path)
    assert (await verify_db(db_path, capsys))[:1] == (0,)
    assert snapshot(db_path) == before
    os.chmod(db_path, 0o644)

    path = db_path.replace("games", "live")
    live = await played(path, moves=6)  # the bot has it open
    try:
        main_file = hashlib.sha256(Path(path).read_bytes()).hexdigest()
        code, out, err = await verify_db(path, capsys)
        assert (code, err) == (0, "") and "1 game(s) checked" in out  # read through its log
        assert hashlib.sha256(Path(path).read_bytes()).hexdigest() == main_file
    finally:
        await live.close()


def damaged(kind: str, path: str, good: bytes) -> None:
    """Write a damaged database of `kind` at `path` (`good`: the bytes of a sound one)."""
    if kind == "garbage":
        Path(path).write_bytes(b"not a database at all " * 200)
    elif kind == "empty":
        Path(path).write_bytes(b"")
    elif kind == "truncated":
        Path(path).write_bytes(good[: len(good) // 2])
    else:  # written by a newer program
        Path(path).write_bytes(good)
        with sqlite3.connect(path) as db:
            db.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")


@pytest.mark.parametrize(
    ("kind", "says"),
    [
        ("garbage", "is not a readable database: file is not a database"),
        ("empty", "is not a Round House database"),
        ("truncated", "database disk image is malformed"),
        ("newer", f"has database schema {len(MIGRATIONS) + 1}, newer than this program's"),
    ],
)
async def test_a_bad_file_gets_one_clear_line(db_path, tmp_path, capsys, kind, says):
    await (await played(db_path, moves=12)).close()
    bad = str(tmp_path / f"{kind}.db")
    damaged(kind, bad, Path(db_path).read_bytes())
    before = snapshot(bad)
    code, out, err = await verify_db(bad, capsys)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith("verify-db: ") and says in err
    assert snapshot(bad) == before


async def test_a_game_the_rules_cannot_read_is_a_finding(db_path, capsys):
    store = await played(db_path, moves=0)
    try:
        game = await store.create_lobby(
            guild_id=1, channel_id=6, host_id=100, host_name="Ann", game="roundhouse"
        )
        await store.start(game.id, setup_json='{"names": 7}', state_json="{}")
    finally:
        await store.close()
    code, out, err = await verify_db(db_path, capsys)
    assert (code, err) == (1, "")
    assert f"game {game.id}: cannot be checked: " in out and "2 game(s) checked" in out


async def test_a_game_saved_with_hostile_names_plays_on_and_verifies(db_path, capsys):
    """Issue 19, part 1: a game an older bot saved with the names as they came (a line break,
    a bidi override) loads with seat names, plays on, and verify-db finds nothing wrong."""
    raw = ["a\nb\u202e", "Bo\x1c"]
    store = await Store.open(db_path)
    try:
        saved = rh_engine.new_game(raw, 3)
        row = await store.create_lobby(
            guild_id=1,
            channel_id=5,
            host_id=100,
            host_name=raw[0],
            seat_host=True,
            game="roundhouse",
        )
        await store.add_seat(row.id, user_id=101, name=raw[1], computer=False, limit=5)
        setup_json = ROUND_HOUSE.setup_json(saved)  # the names as they came
        assert json.loads(setup_json)["names"] == raw
        await store.start(row.id, setup_json=setup_json, state_json=rh_engine.to_json(saved))
        service = GameService(store, games=ROUND_HOUSE_ONLY)
        game = await service.load(row.id)
        assert [p.name for p in game.state.players] == ["a b", "Bo"]
        for version in range(3):
            game = await service.load(row.id)
            code = rh_engine.legal_codes(game.state)[-1]
            result = await service.play(row.id, 100 + game.current_seat(), version, code)
            assert "\n" not in result.line and "\u202e" not in result.line
    finally:
        await store.close()
    code, out, err = await verify_db(db_path, capsys)
    assert (code, err) == (0, "") and "1 game(s) checked" in out


async def started_for_others(store: Store, game: str, rules: GameRules[Any]) -> int:
    """A game of `game` whose seats are Ann and Bo, started with a setup `rules` made for
    Ann and Cy; its id."""
    row = await store.create_lobby(
        guild_id=1, channel_id=5, host_id=100, host_name="Ann", seat_host=True, game=game
    )
    await store.add_seat(row.id, user_id=101, name="Bo", computer=False, limit=2)
    state = rules.setup(["Ann", "Cy"], 3)
    await store.start(row.id, setup_json=rules.setup_json(state), state_json=rules.to_json(state))
    return row.id


async def test_seats_that_are_not_the_setup_s_players_are_a_finding(db_path, capsys):
    """A game whose seats differ from the names its setup was made for (`SeatNames`)."""
    store = await Store.open(db_path)
    try:
        game_id = await started_for_others(store, "roundhouse", ROUND_HOUSE)
    finally:
        await store.close()
    code, out, err = await verify_db(db_path, capsys)
    assert (code, err) == (1, "")
    assert f"game {game_id}: the seats ['Ann', 'Bo'] are not the setup's players" in out


async def test_a_game_without_seat_names_is_verified_but_for_its_seats(db_path):
    """Bare tic-tac-toe does not say whom a setup was for (no `SeatNames`): its seats are not
    checked against the setup (the seats Ann, Bo; the setup's Ann, Cy), the rest is."""
    store = await Store.open(db_path)
    try:
        game_id = await started_for_others(store, "bare_tictactoe", BARE)
        setup_json = (await store.game(game_id)).setup_json
        assert setup_names(BARE, setup_json) is None
        assert await verify(store, Catalogue(BARE)) == (1, [])
    finally:
        await store.close()
