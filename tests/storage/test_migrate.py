"""`roundhouse migrate-db`: a SQLite database with 50 games (10 finished) to a real PostgreSQL,
verified, played on, refused when the target differs, and back again."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from functools import cache
from pathlib import Path

import pytest

import engine.roundhouse as rh_engine
from bot.game.service import GameService
from bot.storage.claims import Claims
from bot.storage.lobby import LobbySetup
from bot.storage.pacing import GameSettings, PacingStore, Prefs, TurnDm, Wait
from bot.storage.records import Status
from bot.storage.results import ResultSeat, ResultStore
from bot.storage.store import Store
from bot.storage.transfer import TABLES
from bot.tools import migrate, verify
from cli.main import main
from games.roundhouse import ROUND_HOUSE
from locales.words import ENGLISH, words_for
from tests.support.catalogues import ROUND_HOUSE_ONLY
from tests.support.databases import drop_postgres_database, new_postgres_database

EN = words_for(ENGLISH)  # the English catalogue

GAMES, FINISHED, SEED, NAMES = 50, 10, 1, ["Ann", "Bo"]


@cache
def script() -> list[tuple[str, str, str, str]]:
    """A whole game (seed 1, Ann and Bo, always the first legal code): each move's code, line,
    turn key and the state after it."""
    state, out = ROUND_HOUSE.setup(NAMES, SEED), []  # as the service sets a game up
    while not rh_engine.is_over(state):
        code, key = rh_engine.legal_codes(state)[0], ROUND_HOUSE.turn_key(state)
        line = rh_engine.apply(state, code, words=EN)
        out.append((code, line, key, rh_engine.to_json(state)))
    return out


async def _game(store: Store, service: GameService, number: int, moves: int) -> int:
    game = await service.open_lobby(
        guild_id=1, channel_id=1000 + number, host_id=1, host_name="Ann"
    )
    await service.join(game.id, 2, "Bo")
    await service.start(game.id, 1, seed=SEED)
    for version, (code, line, key, state_json) in enumerate(script()[:moves]):
        over = version + 1 == len(script())
        await store.append_move(
            game.id,
            expected_version=version,
            seat=version % 2,
            user_id=1 + version % 2,
            code=code,
            line=line,
            turn=key,
            state_json=state_json,
            status=Status.FINISHED if over else Status.PLAYING,
        )
    return game.id


async def populate(path: str) -> None:
    """50 games (10 finished, archived with results), settings, preferences, waits, missed
    turns and log lines: a row in every table."""
    store = await Store.open(path)
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    pacing, results = PacingStore(store), ResultStore(store)
    for number in range(GAMES):
        finished = number < FINISHED
        game_id = await _game(store, service, number, len(script()) if finished else number)
        await pacing.log(game_id, 1767225600.5 + number, f"game {number} started")
        if finished:
            seats = [ResultSeat(game_id, s, 1 + s, NAMES[s], 20 + s, s == 1) for s in (0, 1)]
            await results.save_result(
                game_id=game_id, guild_id=1, channel_id=1000 + number,
                finished_at=1767229200.25, moves=len(script()), seats=seats,
            )  # fmt: skip
            continue
        await pacing.save_settings(GameSettings(game_id, idle_hours=6, deadline_hours=24))
        await pacing.start_wait(
            Wait(game_id, 0, 1, f"{number}.0/0", 1767225600.0, False, 1, 1767247200.0, None, 0)
        )
        dm = TurnDm(2**62 + number, 2**61 + number, game_id, 0, f"{number}.0/0", "en")
        await pacing.keep_dm(dm)  # (Discord's ids: BIGINT in PostgreSQL)
        await pacing.set_computer(game_id, 1, True)
    await pacing.save_prefs(Prefs(1, tz="Europe/Paris", quiet_start=22, quiet_end=7))
    await pacing.mark_dms_closed(2)
    rematch = LobbySetup(0, seats=3, options={"neutral_variant": True}, rematch_of=1, invited=(1,))
    await service.open_lobby(  # a lobby: a rematch of game 1 with its table setup
        guild_id=1, channel_id=999, host_id=3, host_name="Cy", setup=rematch
    )
    await Claims(store, "bot-1").take("computer:11", 60)  # a process's lease on a computer seat
    await store.close()


@pytest.fixture
async def source(tmp_path: Path) -> str:
    path = str(tmp_path / "roundhouse.db")
    await populate(path)
    return path


@pytest.fixture
async def postgres() -> AsyncIterator[str]:
    url = await new_postgres_database()
    yield url
    await drop_postgres_database(url)


async def cli(*args: str) -> int:
    return await asyncio.to_thread(main, ["migrate-db", *args])


async def _counts(target: str) -> dict[str, int]:
    store = await Store.open(target)
    try:
        return {
            t.name: int(await store.fetch_value(f"SELECT COUNT(*) FROM {t.name}")) for t in TABLES
        }
    finally:
        await store.close()


async def test_fifty_games_to_postgresql_and_back(source, postgres, tmp_path, capsys):
    assert await cli("--from", f"sqlite:///{source}", "--to", postgres) == 0
    out = capsys.readouterr().out
    counts = await _counts(source)
    assert counts["games"] == GAMES + 1 and counts["moves"] == FINISHED * len(script()) + sum(
        range(FINISHED, GAMES)
    )
    assert all(counts.values()), counts  # a row in every table, all copied
    assert await _counts(postgres) == counts
    assert "every row copied to the target" in out
    assert f"{GAMES} started game(s) replayed, 0 differ" in out
    assert f"  moves {' ' * 11}{counts['moves']:>8}  {counts['moves']:>8}" in out

    # Idempotent: a second run finds the same rows and copies nothing.
    assert await cli("--from", source, "--to", postgres) == 0
    assert "every row already in the target" in capsys.readouterr().out
    assert await _counts(postgres) == counts

    assert await asyncio.to_thread(main, ["verify-db", "--database", postgres]) == 0
    assert f"{GAMES} game(s) checked in postgresql://" in capsys.readouterr().out

    await _play_on(postgres)
    after = await _counts(postgres)
    assert after["moves"] == counts["moves"] + 1 and after["games"] == counts["games"] + 1

    # The target now differs from the source: refused, and left as it was.
    assert await cli("--from", source, "--to", postgres) == 1
    assert "already holds different data (games: 52 rows" in capsys.readouterr().err
    assert await _counts(postgres) == after

    # And back: PostgreSQL to a new SQLite file, verified there too.
    back = str(tmp_path / "back.db")
    assert await cli("--from", postgres, "--to", back) == 0
    assert f"{GAMES} started game(s) replayed, 0 differ" in capsys.readouterr().out
    assert await _counts(back) == after


async def _play_on(target: str) -> None:
    """After the migration: a move in a game in play, a new lobby, and verify-db all clean."""
    store = await Store.open(target)
    try:
        service = GameService(store, games=ROUND_HOUSE_ONLY)
        game = await service.load(FINISHED + 6)  # the 16th game: 15 moves played
        assert game.status == Status.PLAYING and game.version == FINISHED + 5
        user = game.seats[game.current_seat()].user_id
        result = await service.play(
            game.id, user, game.version, rh_engine.legal_codes(game.state)[0]
        )
        assert result.game.version == FINISHED + 6
        lobby = await service.open_lobby(guild_id=1, channel_id=5000, host_id=9, host_name="Di")
        assert lobby.id == GAMES + 2  # the ids go on after the copied ones
        assert (await PacingStore(store).prefs(1)).tz == "Europe/Paris"
        finished = await ResultStore(store).recent_results(1, 20, game="roundhouse")
        assert len(finished) == FINISHED and finished[0].seats[1].winner
        checked, findings = await verify.verify(store, ROUND_HOUSE_ONLY)
        assert (checked, findings) == (GAMES, [])
    finally:
        await store.close()


async def test_a_target_with_other_data_is_refused_untouched(source, postgres, capsys):
    store = await Store.open(postgres)
    await store.create_lobby(
        guild_id=5, channel_id=6, host_id=7, host_name="Other", game="roundhouse"
    )
    await store.close()
    assert await cli("--from", source, "--to", postgres) == 1
    assert "already holds different data" in capsys.readouterr().err
    assert (await _counts(postgres))["games"] == 1


async def test_migrate_db_refuses_bad_arguments(tmp_path, capsys):
    missing = str(tmp_path / "missing.db")
    assert await cli("--from", missing, "--to", "postgresql://h/x") == 2
    assert f"No database at {missing}" in capsys.readouterr().err
    assert await cli("--from", missing, "--to", "mysql://u:pw@h/x") == 2
    err = capsys.readouterr().err
    assert "mysql://u:***@h/x" in err and "pw" not in err  # never prints a password
    assert migrate.problem("a.db", "sqlite:///a.db") == "--from and --to name the same database"
    source = tmp_path / "empty.db"
    source.touch()
    nowhere = "postgresql://rh:pw@/roundhouse?host=" + str(tmp_path)  # no server listens there
    assert await cli("--from", str(source), "--to", nowhere) == 1
    err = capsys.readouterr().err
    assert "cannot open the database postgresql://rh:***@/roundhouse" in err and ":pw@" not in err
    assert await asyncio.to_thread(main, ["verify-db", "--database", nowhere]) == 2
    assert "cannot open the database" in capsys.readouterr().err
