"""The rules version in the bot's store: new games get the newest, games saved before rules
versions existed still verify (`roundhouse verify-db`) and play on by their own rules."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

from bot.game.service import GameService
from bot.storage.records import Status
from bot.storage.store import Store
from bot.tools import verify
from cli.main import main
from engine.roundhouse.content import newest_rules
from games.roundhouse.adapter import replay_game, setup_from_json
from tests.support.catalogues import ROUND_HOUSE_ONLY

SAVED = sorted((Path(__file__).parents[2] / "roundhouse" / "engine" / "data").glob("v1_*.json"))


async def test_a_game_started_by_the_bot_stores_and_reloads_the_newest_rules(store):
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    game = await service.open_lobby(guild_id=1, channel_id=5, host_id=100, host_name="Ann")
    await service.join(game.id, 101, "Bo")
    await service.start(game.id, 100, seed=3)
    row = await store.game(game.id)
    assert json.loads(row.setup_json)["rules"] == newest_rules()
    assert setup_from_json(row.setup_json).rules == newest_rules()
    loaded = await GameService(store, games=ROUND_HOUSE_ONLY).load(game.id)
    assert loaded.state.setup.rules == newest_rules()
    assert replay_game(row.setup_json, []).setup.rules == newest_rules()


async def saved_games_into(store: Store) -> list[int]:
    """The saved games of rules version 1, written into the store as the bot kept them."""
    ids = []
    for channel, path in enumerate(SAVED, start=10):
        game = json.loads(path.read_text(encoding="utf-8"))
        row = await store.create_lobby(
            guild_id=1,
            channel_id=channel,
            host_id=100,
            host_name="-",
            seat_host=False,
            game="roundhouse",
        )
        for name in setup_from_json(game["setup_json"]).names:
            await store.add_seat(row.id, user_id=None, name=name, computer=True, limit=5)
        await store.start(row.id, setup_json=game["setup_json"], state_json=game["state_json"])
        for version, code in enumerate(game["moves"]):
            last = version == len(game["moves"]) - 1
            await store.append_move(
                row.id,
                expected_version=version,
                seat=None,
                user_id=None,
                code=code,
                line="",
                turn="",
                state_json=game["state_json"],
                status=Status.FINISHED if last and game["status"] == "finished" else Status.PLAYING,
            )
        ids.append(row.id)
    return ids


async def test_verify_db_passes_games_saved_before_rules_versions(db_path, capsys):
    store = await Store.open(db_path)
    try:
        ids = await saved_games_into(store)
        assert await verify.verify(store, ROUND_HOUSE_ONLY) == (len(SAVED), [])
        playing = [g for g in ids if (await store.game(g)).status == Status.PLAYING]
        assert playing
        state = (await GameService(store, games=ROUND_HOUSE_ONLY).load(playing[0])).state
        assert state.setup.rules == 1  # plays on by the rules it was started with
    finally:
        await store.close()
    assert await asyncio.to_thread(main, ["verify-db", "--database", db_path]) == 0
    assert f"{len(SAVED)} game(s) checked" in capsys.readouterr().out


async def test_verify_db_notices_a_changed_old_game(db_path):
    store = await Store.open(db_path)
    try:
        first = (await saved_games_into(store))[0]
        old = json.loads((await store.game(first)).state_json)
        old["players"][0]["coins"] += 1  # still a document of the old schema
        with sqlite3.connect(db_path) as db:
            db.execute("UPDATE games SET state_json = ? WHERE id = ?", (json.dumps(old), first))
        checked, findings = await verify.verify(store, ROUND_HOUSE_ONLY)
        assert checked == len(SAVED)
        assert [(f.game_id, f.problem) for f in findings] == [
            (first, "the saved state differs from the replay in: players")
        ]
    finally:
        await store.close()
