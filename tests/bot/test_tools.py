"""`roundhouse verify-db` and `roundhouse demo`."""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import sys

import engine.roundhouse as rh_engine
from bot.game.service import GameService
from bot.storage.store import Store
from bot.tools import verify
from bot.tools.run import SWITCH_INTERVAL, run_loop
from cli.main import main
from tests.support.catalogues import ROUND_HOUSE_ONLY


async def _played_game(store: Store, moves: int) -> int:
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game = await service.open_lobby(guild_id=1, channel_id=5, host_id=100, host_name="Ann")
    await service.join(game.id, 101, "Bo")
    await service.start(game.id, 100, seed=3)
    for version in range(moves):
        game = await service.load(game.id)
        code = rh_engine.legal_codes(game.state)[-1]
        await service.play(game.id, 100 + game.current_seat(), version, code)
    return game.id


async def test_verify_db_passes_a_good_database_and_names_a_bad_game(db_path, capsys):
    store = await Store.open(db_path)
    good = await _played_game(store, 6)
    lobby = await GameService(store, games=ROUND_HOUSE_ONLY).open_lobby(
        guild_id=1, channel_id=6, host_id=100, host_name="Ann"
    )
    checked, findings = await verify.verify(store, ROUND_HOUSE_ONLY)
    assert (checked, findings) == (1, [])
    await store.close()

    assert await asyncio.to_thread(main, ["verify-db", "--database", db_path]) == 0
    assert "1 game(s) checked" in capsys.readouterr().out

    # Tamper with the cached state behind the store's back: verify-db must notice.
    with sqlite3.connect(db_path) as db:
        (state_json,) = db.execute("SELECT state_json FROM games WHERE id = ?", (good,)).fetchone()
        state = rh_engine.from_json(state_json)
        state.players[0].coins += 5
        db.execute("UPDATE games SET state_json = ? WHERE id = ?", (rh_engine.to_json(state), good))
    assert await asyncio.to_thread(main, ["verify-db", "--database", db_path]) == 1
    out = capsys.readouterr().out
    assert f"game {good}: the saved state differs from the replay in: players" in out
    assert lobby.id != good


def test_verify_db_without_a_database(tmp_path, capsys):
    args = argparse.Namespace(database=str(tmp_path / "missing.db"))
    assert verify.run(args, ROUND_HOUSE_ONLY) == 2
    assert "No database" in capsys.readouterr().err


def test_demo_writes_pictures_and_transcript(tmp_path, capsys):
    assert main(["demo", "--out", str(tmp_path), "--players", "2", "--seed", "5"]) == 0
    assert "Final scores" in capsys.readouterr().out
    folder = tmp_path / "roundhouse"  # the default game's folder
    transcript = (folder / "transcript.md").read_text()
    pictures = sorted(folder.glob("*.png"))
    assert len(pictures) >= 10
    assert all(f"]({p.name})" in transcript for p in pictures)  # each picture is posted
    assert "Show board" in transcript and "final scores" in transcript and "[Rematch]" in transcript
    assert "Take my turn" not in transcript  # only computer seats: nobody could use it
    assert transcript.count("## Message") == len(pictures) + 1  # + the lobby


async def test_verify_db_reports_a_log_that_does_not_replay(db_path):
    store = await Store.open(db_path)
    try:
        game_id = await _played_game(store, 2)
        row = await store.game(game_id)
        # a third logged move that the rules refuse, written behind the service's back
        await store.append_move(
            game_id,
            expected_version=2,
            seat=0,
            user_id=100,
            code="zz.nope",
            line="?",
            turn="x",
            state_json=row.state_json,
        )
        checked, findings = await verify.verify(store, ROUND_HOUSE_ONLY)
        assert checked == 1
        assert [f.game_id for f in findings] == [game_id]
        assert "does not replay" in findings[0].problem
    finally:
        await store.close()


def test_the_bot_runs_on_uvloop_and_hands_the_gil_to_sqlites_threads_sooner() -> None:
    async def seen() -> tuple[str, float]:
        return type(asyncio.get_running_loop()).__module__, sys.getswitchinterval()

    before = sys.getswitchinterval()
    try:
        module, interval = run_loop(seen())
    finally:
        sys.setswitchinterval(before)
    assert module.startswith("uvloop")
    assert interval == SWITCH_INTERVAL < 0.005  # Python's default: 0.005
