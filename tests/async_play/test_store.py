"""The async-play tables: migration, claims that let only one sender win, results queries.

Every test here runs twice: on a SQLite file and on a real PostgreSQL server
(`tests.support.databases`).
"""

from __future__ import annotations

from bot.storage.backends import MIGRATIONS
from bot.storage.pacing import PacingStore, Wait
from bot.storage.results import ResultSeat, ResultStore
from bot.storage.store import Store
from tests.support.databases import backend, db_target, store

__all__ = ["backend", "db_target", "store"]  # fixtures: this module's store runs on both backends


async def _game(store: Store, game: str = "roundhouse") -> int:
    row = await store.create_lobby(guild_id=7, channel_id=8, host_id=1, host_name="ann", game=game)
    return row.id


def _wait(game_id: int, **changes) -> Wait:
    values = dict(
        game_id=game_id,
        seat=0,
        user_id=1,
        key="0.1/0",
        started_at=0.0,
        notified=False,
        reminders=0,
        remind_at=100.0,
        deadline_at=200.0,
        deadline_fired=0,
    )
    values.update(changes)
    return Wait(**values)


async def test_migration_adds_the_tables(store):
    assert await store.schema_version() == len(MIGRATIONS[store.kind])
    db = PacingStore(store)
    assert (await db.settings(1)).idle_hours == 12  # defaults without a row
    assert (await db.prefs(1)).dms


async def test_two_processes_claim_each_item_once(store, db_target):
    game_id = await _game(store)
    first = PacingStore(store)
    other_store = await Store.open(db_target)  # a second process on the same database
    try:
        second = PacingStore(other_store)
        wait = _wait(game_id)
        await first.start_wait(wait)
        assert [w.game_id for w in await second.due_waits(0.0, 10)] == [game_id]  # notice
        assert await first.claim_notice(wait) and not await second.claim_notice(wait)
        assert await second.due_waits(50.0, 10) == []
        assert [w.game_id for w in await second.due_waits(150.0, 10)] == [game_id]
        assert await second.claim_reminder(wait, 1000.0)
        assert not await first.claim_reminder(wait, 1000.0)  # the same snapshot: lost
        assert await first.claim_deadline(wait, 500.0) == 1
        assert await second.claim_deadline(wait, 500.0) is None
        assert (await first.wait(game_id)).deadline_fired == 1
        assert await first.next_due() == 500.0  # a takeover in progress: when its lease ends
        assert await second.due_waits(400.0, 10) == []
        assert not await second.claim_takeover(wait, 400.0, 700.0)  # the lease holds
        assert [w.game_id for w in await second.due_waits(500.0, 10)] == [game_id]
        assert await second.claim_takeover(wait, 500.0, 800.0)  # its claimer stopped
        assert not await first.claim_takeover(wait, 500.0, 800.0)
        await first.finish_deadline(game_id, wait.key)
        assert not await first.claim_takeover(wait, 900.0, 1200.0)  # finished
        assert await first.next_due() == 1000.0
    finally:
        await other_store.close()


async def test_results_history_and_leaderboard(store):
    db = ResultStore(store)
    for finished, scores, game in ((10.0, (30, 25), "roundhouse"), (20.0, (18, 40), "roundhouse"),
                                   (30.0, (1, 0), "tictactoe")):  # fmt: skip
        game_id = await _game(store, game)
        await store.set_status(game_id, "abandoned", only_from=["lobby"])  # free the channel
        seats = [
            ResultSeat(game_id, 0, 1, "ann", scores[0], scores[0] > scores[1]),
            ResultSeat(game_id, 1, None, "Computer 1", scores[1], scores[1] > scores[0]),
        ]
        kwargs = dict(game_id=game_id, guild_id=7, channel_id=8, finished_at=finished, moves=70)
        assert await db.save_result(**kwargs, seats=seats)
        assert not await db.save_result(**kwargs, seats=seats)  # archived once
    recent = await db.recent_results(7, 10, game="roundhouse")
    assert [r[1] for r in recent] == [20.0, 10.0]  # a game's results only, newest first
    board = await db.leaderboard(7, 10, game="roundhouse")
    assert board == [(1, 1, 2, 24.0)]  # computers are not listed
    assert [r[1] for r in await db.recent_results(7, 10, game="tictactoe")] == [30.0]
    assert await db.leaderboard(7, 10, game="tictactoe") == [(1, 1, 1, 1.0)]
    assert await db.recent_results(99, 10, game="roundhouse") == []
    assert await db.channel_game(8) == "tictactoe"  # the channel's latest game
    assert await db.channel_game(9) is None
