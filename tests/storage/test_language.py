"""Schema step 12, languages (issue 22): each game's (`games.language`) and each player's chosen
one (`ap_prefs.language`), on SQLite and PostgreSQL.

A lobby records its language and its loaded rules speak it; a database from before the step has
English games and no player's choice; a row naming a language no catalogue has loads as English,
logged once, and verify-db names it; migrate-db copies both columns.
"""

from __future__ import annotations

import logging
from dataclasses import replace

from bot.game.lobby import Lobbies
from bot.game.service import GameService
from bot.storage.backends import MIGRATIONS
from bot.storage.pacing import PacingStore, Prefs
from bot.storage.schema import LANGUAGE
from bot.storage.store import Store
from bot.tools import migrate, verify
from games.roundhouse import ROUND_HOUSE
from tests.support.catalogues import BOTH
from tests.support.databases import drop_postgres_database, new_postgres_database

STEP = MIGRATIONS["sqlite"].index(LANGUAGE)  # the steps before it


async def started(
    service: GameService, channel: int, language: str | None = None, game: str | None = None
) -> int:
    more = {} if language is None else {"language": language}
    lobby = await service.open_lobby(
        guild_id=1, channel_id=channel, host_id=100, host_name="Ann", game=game, **more
    )
    await service.join(lobby.id, 101, "Bo")
    return (await service.start(lobby.id, 100, seed=3)).id


async def test_a_game_speaks_the_language_it_was_opened_in(store):
    service = GameService(store, games=BOTH)
    chinese, english = await started(service, 10, "zh-TW"), await started(service, 11)
    assert {row.id: row.language for row in await store.games()} == {
        chinese: "zh-TW",
        english: "en",
    }
    loaded = await service.load(chinese)
    assert loaded.rules.info.language == "zh-TW" and loaded.rules.info.key == "roundhouse"
    assert ROUND_HOUSE.info.language == "en"  # the catalogue's rules are not changed
    assert (await service.load(english)).rules is ROUND_HOUSE  # English: the rules themselves
    game = await service.load(chinese)
    code = game.rules.legal_moves(game.state)[0].code
    result = await service.play(chinese, game.user_of(game.current_seat()), game.version, code)
    assert result.game.rules.info.language == "zh-TW"  # and after a move
    assert (await service.loader.game_at(chinese, 0)).rules.info.language == "zh-TW"  # and replayed
    assert await verify.verify(store, BOTH) == (2, [])


async def test_a_rematch_keeps_the_language(store):
    service = GameService(store, games=BOTH)
    game_id = await started(service, 10, "zh-TW", "tictactoe")
    game = await service.load(game_id)
    while game.status == "playing":  # the first legal move each turn, to the end
        code = game.rules.legal_moves(game.state)[0].code
        user = game.user_of(game.current_seat())
        game = (await service.play(game_id, user, game.version, code)).game
    rematch, opened = await Lobbies(service).rematch(game_id, 100, "Ann")
    assert opened and rematch.id != game_id
    assert rematch.row.language == rematch.rules.info.language == "zh-TW"


async def test_a_players_choice_is_stored_and_cleared(store):
    prefs = PacingStore(store)
    assert (await prefs.prefs(7)).language is None  # not chosen
    await prefs.save_prefs(Prefs(7, language="zh-TW"))
    assert (await prefs.prefs(7)).language == "zh-TW"
    await prefs.save_prefs(replace(await prefs.prefs(7), language=None, tz="Asia/Taipei"))
    assert await prefs.prefs(7) == Prefs(7, tz="Asia/Taipei")


async def test_a_database_from_before_the_step_is_english(db_target, backend):
    assert len(MIGRATIONS[backend]) == len(MIGRATIONS["sqlite"])
    old = await Store.open(db_target, migrations=MIGRATIONS[backend][:STEP])
    game_id = await started(GameService(old, games=BOTH), 10)
    await old.execute("INSERT INTO ap_prefs (user_id, tz) VALUES (100, 'Asia/Taipei')")
    assert "language" not in dict((await old.fetch_all("SELECT * FROM games"))[0])
    await old.close()
    store = await Store.open(db_target)  # the bot of today migrates it
    try:
        assert await store.schema_version() == len(MIGRATIONS[backend])
        assert (await store.game(game_id)).language == "en"
        assert (await GameService(store, games=BOTH).load(game_id)).rules is ROUND_HOUSE
        assert await PacingStore(store).prefs(100) == Prefs(100, tz="Asia/Taipei")
    finally:
        await store.close()


async def test_an_unknown_language_loads_as_english_logged_once(store, caplog):
    service = GameService(store, games=BOTH)
    game_id = await started(service, 10, "zh-TW")
    await store.execute("UPDATE games SET language = 'tlh' WHERE id = ?", (game_id,))
    service.loader.forget(game_id)
    with caplog.at_level(logging.WARNING, logger="bot.game.service"):
        for _ in range(3):
            assert (await service.load(game_id)).rules is ROUND_HOUSE
            service.loader.forget(game_id)
    said = [r.getMessage() for r in caplog.records if "speaks" in r.getMessage()]
    assert said == [f"game {game_id} speaks 'tlh', which no catalogue has: English"]
    checked, findings = await verify.verify(store, BOTH)
    assert checked == 1
    assert [(f.game_id, f.problem) for f in findings] == [
        (game_id, "no catalogue has its language 'tlh'")
    ]


async def test_migrate_db_copies_the_languages(tmp_path, capsys):
    db_path = str(tmp_path / "games.db")
    store = await Store.open(db_path)
    service = GameService(store, games=BOTH)
    chinese, english = await started(service, 10, "zh-TW"), await started(service, 11)
    await PacingStore(store).save_prefs(Prefs(100, language="zh-TW"))
    await store.close()
    url = await new_postgres_database()
    target = None
    try:
        assert await migrate.migrate(db_path, url, BOTH) == 0
        assert "2 started game(s) replayed, 0 differ" in capsys.readouterr().out
        target = await Store.open(url)
        copied = {row.id: row.language for row in await target.games()}
        assert copied == {chinese: "zh-TW", english: "en"}
        assert (await PacingStore(target).prefs(100)).language == "zh-TW"
        assert (await GameService(target, games=BOTH).load(chinese)).rules.info.language == "zh-TW"
    finally:
        if target is not None:
            await target.close()
        await drop_postgres_database(url)
