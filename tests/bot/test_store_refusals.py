"""What the store does when the database will not take a write (issue 10, parts 4 and 7, the
store side): a database locked by another process, or full, raises StoreBusy / StoreUnavailable
with nothing changed (a read-only one: tests/storage/test_faults.py, on both backends); a
version conflict with another process changes nothing either; and a state is visible to
readers only once it is saved."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.game.service import GameService
from bot.storage.checks import StateChecks
from bot.storage.errors import StoreBusy, StoreError, StoreUnavailable, VersionConflict
from bot.storage.outbox import OutboxStore
from bot.storage.store import Store
from tests.support.catalogues import ROUND_HOUSE_ONLY
from tests.support.databases import sqlite_locked
from tests.support.services import next_move, two_player_game


async def assert_unchanged(service: GameService, game_id: int, version: int, state_json: str):
    game = await service.load(game_id)
    assert game.version == version
    assert service.games.default.to_json(game.state) == state_json
    assert len(await service.store.moves(game_id)) == version
    unsent = await OutboxStore(service.store).unsent()
    assert all(row.version <= version for row in unsent)  # no post for a move not saved


async def snapshot(service: GameService, game_id: int) -> tuple[int, str]:
    game = await service.load(game_id)
    return game.version, service.games.default.to_json(game.state)


async def test_a_locked_database_refuses_the_move_and_changes_nothing(db_path):
    store = await Store.open(db_path)
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    try:
        game_id = await two_player_game(service)
        before = await snapshot(service, game_id)
        user, version, code = await next_move(service, game_id)
        with sqlite_locked(db_path):
            started = time.monotonic()
            with pytest.raises(StoreBusy):
                await service.play(game_id, user, version, code)
            waited = time.monotonic() - started
        assert waited < 2.5  # answered well within Discord's 3 s
        await assert_unchanged(service, game_id, *before)
        result = await service.play(game_id, user, version, code)  # the lock is gone: it works
        assert result.game.version == version + 1
    finally:
        await store.close()


async def test_a_save_rolled_back_midway_leaves_none_of_its_rows(store):
    """A failure that rolls the whole transaction back (as a full disk can) after the game's
    row was updated: none of the move's rows stays behind (none may run and commit on its
    own after the rollback), and the same move saves afterwards."""
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game_id = await two_player_game(service)
    user, version, code = await next_move(service, game_id)
    before = await snapshot(service, game_id)
    await store.execute(
        "CREATE TEMP TRIGGER refuse BEFORE INSERT ON moves "
        "BEGIN SELECT RAISE(ROLLBACK, 'refused midway'); END"
    )
    with pytest.raises(StoreError):
        await service.play(game_id, user, version, code)
    await store.execute("DROP TRIGGER temp.refuse")
    await assert_unchanged(service, game_id, *before)  # the game, its log, its posts
    assert await StateChecks(store).recorded(game_id, version + 1) is None
    assert (await service.play(game_id, user, version, code)).game.version == version + 1


async def test_a_full_disk_refuses_the_move_and_changes_nothing(store):
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game_id = await two_player_game(service)
    before = await snapshot(service, game_id)
    user, version, code = await next_move(service, game_id)
    pages = (await store.fetch_one("PRAGMA page_count"))[0]
    await store.fetch_one(f"PRAGMA max_page_count = {pages}")  # not one page more
    with pytest.raises(StoreUnavailable) as refused:
        for _ in range(40):  # until a move needs a new page
            user, version, code = await next_move(service, game_id)
            before = await snapshot(service, game_id)
            await service.play(game_id, user, version, code)
    assert "full" in str(refused.value)
    await store.fetch_one("PRAGMA max_page_count = 1073741823")
    await assert_unchanged(service, game_id, *before)
    assert (await service.play(game_id, user, version, code)).game.version == version + 1


async def test_a_version_conflict_with_another_process_changes_nothing(store, db_path, monkeypatch):
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game_id = await two_player_game(service)
    # another bot process on the same file
    other = GameService(await Store.open(db_path), games=ROUND_HOUSE_ONLY)
    try:
        user, version, code = await next_move(service, game_id)
        await service.load(game_id)  # cached at `version`
        original = store.append_move

        async def saved_first_elsewhere(*args, **kwargs):
            await other.play(game_id, user, version, code)  # wins the race
            return await original(*args, **kwargs)

        monkeypatch.setattr(store, "append_move", saved_first_elsewhere)
        with pytest.raises(VersionConflict) as conflict:
            await service.play(game_id, user, version, code)
        assert (conflict.value.expected, conflict.value.version) == (version, version + 1)
        game = await service.load(game_id)  # the other process's move, not a stale cache
        assert game.version == version + 1 and len(await store.moves(game_id)) == version + 1
    finally:
        await other.store.close()


async def test_a_state_is_visible_only_once_it_is_saved(store, monkeypatch):
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game_id = await two_player_game(service)
    before = await snapshot(service, game_id)
    user, version, code = await next_move(service, game_id)
    saving, fail = asyncio.Event(), asyncio.Event()

    async def slow_failing_save(*args, **kwargs):
        saving.set()
        await fail.wait()
        raise StoreUnavailable("database or disk is full")

    monkeypatch.setattr(store, "append_move", slow_failing_save)
    play = asyncio.create_task(service.play(game_id, user, version, code))
    await saving.wait()
    assert await snapshot(service, game_id) == before  # a panel opened now shows the saved state
    fail.set()
    with pytest.raises(StoreUnavailable):
        await play
    assert await snapshot(service, game_id) == before  # and the move never happened


async def test_the_host_name_is_cut_like_the_other_seats(store):
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    long_name = "A" * 40
    game = await service.open_lobby(guild_id=1, channel_id=10, host_id=100, host_name=long_name)
    game = await service.join(game.id, 101, "B" * 40)
    assert [len(s.name) for s in game.seats] == [32, 32]


async def test_a_computer_seat_waits_out_a_refusing_database(table, monkeypatch):
    game_id = await table.start(computers=1)
    game = await table.game(game_id)
    if not game.is_computer(game.current_seat()):  # ann plays her turn through her panel
        panel = await table.open_panel(table.ann)
        while table.options(panel):
            panel = (await table.ann.click(panel, label=table.options(panel)[0])).response
    game = await table.game(game_id)
    assert game.is_computer(game.current_seat())
    service = table.service
    original = service.play_computer_move
    refusals = []

    async def locked_once(*args, **kwargs):
        if not refusals:
            refusals.append(1)
            raise StoreBusy("database is locked")
        return await original(*args, **kwargs)

    monkeypatch.setattr(service, "play_computer_move", locked_once)
    await table.env.advance_time(31)  # its pause ends: the database refuses
    assert refusals and (await table.game(game_id)).version == game.version
    await table.env.advance_time(11)  # it tries again
    assert (await table.game(game_id)).version > game.version


async def test_a_database_locked_elsewhere_still_opens_when_it_needs_no_migration(db_path):
    """A bot (re)started while another process holds the write lock starts, and reads."""
    store = await Store.open(db_path)
    game_id = await two_player_game(GameService(store, games=ROUND_HOUSE_ONLY))
    await store.close()
    with sqlite_locked(db_path):
        store = await Store.open(db_path, busy_timeout=0.3)
        try:
            assert (await store.game(game_id)).status == "playing"
        finally:
            await store.close()
