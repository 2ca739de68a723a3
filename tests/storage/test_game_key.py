"""Schema step 10, each game row's game (`games.game`), on SQLite and PostgreSQL (issue 20, §1).

A lobby records the key of its game; a database from before the step marks every game Round
House's (the one game bots hosted then), and those games load, play on and verify as before. A
row naming a game the bot does not host is a broken game with a clear reason, never a crash;
verify-db, repair and migrate-db replay each game by its own rules.
"""

from __future__ import annotations

import pytest

from bot.game.catalogue import Catalogue, UnknownGame
from bot.game.model import BrokenGame
from bot.game.service import GameService
from bot.storage.backends import MIGRATIONS
from bot.storage.schema import GAME_KEY
from bot.storage.store import Store
from bot.tools import migrate, verify
from bot.tools.repair import repair
from games.roundhouse import ROUND_HOUSE
from tests.support.catalogues import BOTH, ROUND_HOUSE_ONLY
from tests.support.databases import drop_postgres_database, new_postgres_database
from tests.support.tictactoe import TIC_TAC_TOE

STEP = MIGRATIONS["sqlite"].index(GAME_KEY)  # the steps before it


async def started(service: GameService, channel: int, game: str | None = None) -> int:
    lobby = await service.open_lobby(
        guild_id=1, channel_id=channel, host_id=100, host_name="Ann", game=game
    )
    await service.join(lobby.id, 101, "Bo")
    return (await service.start(lobby.id, 100, seed=3)).id


async def play_first_move(service: GameService, game_id: int) -> None:
    game = await service.load(game_id)
    code = game.rules.legal_moves(game.state)[0].code
    await service.play(game_id, game.user_of(game.current_seat()), game.version, code)


async def test_a_lobby_records_its_game(store):
    service = GameService(store, games=BOTH)
    house = await started(service, 10)  # the default: the catalogue's first game
    toe = await started(service, 11, "tictactoe")
    assert [(row.id, row.game) for row in await store.games()] == [
        (house, "roundhouse"),
        (toe, "tictactoe"),
    ]
    loaded = await service.load(toe)
    assert loaded.rules is TIC_TAC_TOE and (await service.load(house)).rules is ROUND_HOUSE
    await play_first_move(service, toe)
    await play_first_move(service, house)
    assert await verify.verify(store, BOTH) == (2, [])


async def test_a_new_lobby_always_names_its_game(store):
    with pytest.raises(TypeError, match="game"):
        await store.create_lobby(guild_id=1, channel_id=2, host_id=3, host_name="Ann")
    row = await store.create_lobby(guild_id=1, channel_id=2, host_id=3, host_name="A", game="x")
    assert row.game == "x"


async def test_a_database_from_before_the_step_is_round_houses(db_target, backend):
    assert len(MIGRATIONS[backend]) == len(MIGRATIONS["sqlite"])
    old = await Store.open(db_target, migrations=MIGRATIONS[backend][:STEP])
    game_id = await started(GameService(old, games=ROUND_HOUSE_ONLY), 10)
    columns = await old.fetch_all("SELECT * FROM games")
    assert "game" not in dict(columns[0])  # an older schema: no such column
    await old.close()
    store = await Store.open(db_target)  # the bot of today migrates it
    try:
        assert await store.schema_version() == len(MIGRATIONS[backend])
        assert (await store.game(game_id)).game == "roundhouse"
        service = GameService(store, games=BOTH)  # a bot hosting more games than before
        game = await service.load(game_id)
        assert game.rules is ROUND_HOUSE and game.state is not None
        await play_first_move(service, game_id)
        assert await verify.verify(store, BOTH) == (1, [])
        toe = await started(service, 11, "tictactoe")  # a new game of another kind beside it
        assert (await store.game(toe)).game == "tictactoe"
    finally:
        await store.close()


async def test_a_game_this_bot_does_not_host_is_broken_alone(store):
    both = GameService(store, games=BOTH)
    toe = await started(both, 11, "tictactoe")
    house = await started(both, 10)
    service = GameService(store, games=ROUND_HOUSE_ONLY)  # a bot without tic-tac-toe
    with pytest.raises(BrokenGame) as broken:
        await service.load(toe)
    assert broken.value.reason.english() == "this bot does not host its game ('tictactoe')"
    assert str(broken.value).startswith(f"Game #{toe} cannot be loaded: this bot does not host")
    assert (await service.load(house)).rules is ROUND_HOUSE  # the others are untouched
    games, skipped = await service.load_each([toe, house])
    assert [g.id for g in games] == [house] and [b.game_id for b in skipped] == [toe]
    _, broken_games = await service.resume()  # a restart names it and goes on
    assert [b.game_id for b in broken_games] == [toe]
    abandoned = await service.abandon(toe, 100, can_manage=False)  # it can still be ended
    assert abandoned.status == "abandoned"


async def test_verify_and_repair_use_each_rows_rules(store):
    service = GameService(store, games=BOTH)
    toe, house = await started(service, 11, "tictactoe"), await started(service, 10)
    await play_first_move(service, toe)
    checked, findings = await verify.verify(store, ROUND_HOUSE_ONLY)
    assert checked == 2
    assert [(f.game_id, f.problem) for f in findings] == [
        (toe, "this program does not host its game 'tictactoe'")
    ]
    await store.execute("UPDATE games SET state_json = '{}' WHERE id IN (?, ?)", (toe, house))
    assert {f.game_id for f in (await verify.verify(store, BOTH))[1]} == {toe, house}
    refused = await repair(store, toe, ROUND_HOUSE_ONLY)
    assert not refused.ok and "does not host its game 'tictactoe'" in refused.text
    for game_id in (toe, house):
        assert (await repair(store, game_id, BOTH)).ok
    assert await verify.verify(store, BOTH) == (2, [])
    assert (await service.load(toe)).state.board.count("") == 8  # rebuilt by tic-tac-toe


async def test_migrate_db_copies_each_games_key(tmp_path, capsys):
    db_path = str(tmp_path / "games.db")
    store = await Store.open(db_path)
    service = GameService(store, games=BOTH)
    toe, house = await started(service, 11, "tictactoe"), await started(service, 10)
    await play_first_move(service, toe)
    await store.close()
    url = await new_postgres_database()
    try:
        assert await migrate.migrate(db_path, url, BOTH) == 0
        assert "2 started game(s) replayed, 0 differ" in capsys.readouterr().out
        target = await Store.open(url)
        try:
            assert {row.id: row.game for row in await target.games()} == {
                toe: "tictactoe",
                house: "roundhouse",
            }
            assert (await GameService(target, games=BOTH).load(toe)).rules is TIC_TAC_TOE
        finally:
            await target.close()
    finally:
        await drop_postgres_database(url)


def test_the_catalogue_keeps_its_order_and_refuses_what_it_lacks():
    games = Catalogue(ROUND_HOUSE, TIC_TAC_TOE)
    assert games.keys() == ["roundhouse", "tictactoe"] and games.default is ROUND_HOUSE
    assert games.rules("tictactoe") is TIC_TAC_TOE and games.rules(None) is ROUND_HOUSE
    assert list(games) == [ROUND_HOUSE, TIC_TAC_TOE] and len(games) == 2
    assert "tictactoe" in games and "chess" not in games
    with pytest.raises(UnknownGame, match="does not host the game 'chess'"):
        games.rules("chess")
    assert games.noun == "game" and Catalogue(TIC_TAC_TOE).noun == "Tic-tac-toe game"
    with pytest.raises(ValueError, match="two games have the key 'roundhouse'"):
        Catalogue(ROUND_HOUSE, ROUND_HOUSE)
    with pytest.raises(ValueError, match="a catalogue holds one game at least"):
        Catalogue()
