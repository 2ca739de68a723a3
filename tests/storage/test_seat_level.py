"""Schema step 6, a computer seat's level, on SQLite and PostgreSQL: saved and read back, and a
database from before the step keeps its computer seats, which then play the game's default
(Normal)."""

from __future__ import annotations

from bot.game.levels import seat_level
from bot.game.service import GameService
from bot.storage.backends import MIGRATIONS
from bot.storage.schema import SEAT_LEVEL
from bot.storage.store import Store
from tests.support.catalogues import ROUND_HOUSE_ONLY
from tests.support.older_bot import as_older_bot

STEP = MIGRATIONS["sqlite"].index(SEAT_LEVEL)  # the steps before it


async def test_a_seat_keeps_its_level(store):
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game = await service.open_lobby(guild_id=1, channel_id=10, host_id=100, host_name="Ann")
    await service.add_computer(game.id, 100, "strong")
    await service.add_computer(game.id, 100)  # the game's default level
    seats = await store.seats(game.id)
    assert [(s.computer, s.level) for s in seats] == [
        (False, None),
        (True, "strong"),
        (True, "normal"),
    ]
    game = await service.load(game.id)
    assert [seat_level(game, i).key for i in range(3)] == ["normal", "strong", "normal"]


async def test_computer_seats_from_before_the_step_play_normal(db_target, backend):
    assert len(MIGRATIONS[backend]) == len(MIGRATIONS["sqlite"])
    old = await Store.open(db_target, migrations=MIGRATIONS[backend][:STEP])
    service = as_older_bot(GameService(old, games=ROUND_HOUSE_ONLY))
    game = await service.open_lobby(guild_id=1, channel_id=10, host_id=100, host_name="Ann")
    await old.add_seat(game.id, user_id=None, name="Computer 1", computer=True, limit=5)
    await old.close()
    store = await Store.open(db_target)  # the bot of today migrates it
    try:
        assert await store.schema_version() == len(MIGRATIONS[backend])
        (_, seat) = await store.seats(game.id)
        assert seat.computer and seat.level is None
        game = await GameService(store, games=ROUND_HOUSE_ONLY).load(game.id)
        assert seat_level(game, 1).key == "normal"
    finally:
        await store.close()
