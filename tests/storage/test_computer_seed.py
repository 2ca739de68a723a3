"""Schema step 9, each game's own computer seed, on SQLite and PostgreSQL (issue 19, point 7).

A game started now gets a seed for its computer players apart from its setup's, so knowing how
a game was dealt does not foretell its computer; it is saved with the game and seeds every
decision with the move number. A game from before the step has none (NULL, the same on both
backends): its computer keeps to the setup's seed, so it decides exactly as it did before.
"""

from __future__ import annotations

from itertools import count

import pytest

from bot.game.model import wait_key
from bot.game.service import GameService
from bot.storage.backends import MIGRATIONS
from bot.storage.schema import COMPUTER_SEED
from bot.storage.store import Store
from games.roundhouse import adapter as roundhouse_game
from tests.support.catalogues import ROUND_HOUSE_ONLY

STEP = MIGRATIONS["sqlite"].index(COMPUTER_SEED)  # the steps before it


@pytest.fixture
def seeds_used(monkeypatch) -> list[int]:
    """The seeds Round House's computer players are asked to decide with (in threads here)."""
    used: list[int] = []
    pick_move = roundhouse_game.pick_move

    def spy(state, key, seed):
        used.append(seed)
        return pick_move(state, key, seed)

    monkeypatch.setattr(roundhouse_game, "pick_move", spy)
    return used


async def started(service: GameService, seed: int | None = None) -> int:
    game = await service.open_lobby(guild_id=1, channel_id=10, host_id=100, host_name="Ann")
    await service.join(game.id, 101, "Bo")
    return (await service.start(game.id, 100, seed=seed)).id


async def takeover(service: GameService, game_id: int) -> None:
    """The computer plays the deciding person's move (as at a passed deadline)."""
    game = await service.load(game_id)
    seat = game.current_seat()
    assert await service.play_computer_move(game_id, seat, still_waiting=wait_key(game))


async def test_a_new_game_has_a_computer_seed_of_its_own(store, seeds_used):
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    fresh = count(11, 11)
    service.new_seed = lambda: next(fresh)  # the setup's seed, then the computer's
    game = await service.load(await started(service))
    assert (game.state.setup.seed, game.row.computer_seed) == (11, 22)
    await takeover(service, game.id)
    await takeover(service, game.id)
    assert seeds_used == [22 + 0, 22 + 1]  # its own seed and the move number, not 11's


async def test_a_game_from_before_the_step_keeps_its_setups_seed(db_target, backend, seeds_used):
    assert len(MIGRATIONS[backend]) == len(MIGRATIONS["sqlite"])
    old = await Store.open(db_target, migrations=MIGRATIONS[backend][:STEP])
    service = GameService(old, games=ROUND_HOUSE_ONLY)
    service.new_seed = lambda: 1234  # never asked for: the game is dealt with seed 3
    game_id = await started(service, seed=3)
    await old.close()
    store = await Store.open(db_target)  # the bot of today migrates it
    try:
        service = GameService(store, games=ROUND_HOUSE_ONLY)
        game = await service.load(game_id)
        assert game.row.computer_seed is None
        expected = game.rules.computer_move(game.state, game.version)  # as before the step
        await takeover(service, game_id)
        assert seeds_used == [3 + 0, 3 + 0]  # the setup's seed, as it always was
        (move,) = await store.moves(game_id)
        assert move.code == expected
    finally:
        await store.close()
