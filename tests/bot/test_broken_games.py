"""A corrupted game row breaks only its own game (issue 10, part 1), through the real bot under
simcord: an unreadable state, a value of the wrong type, a valid state edited by hand. The
channel answers why and can abandon it, `mygames` and a restart skip it (naming it in the log),
the other games play on, and `roundhouse repair` rebuilds it from its move log."""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3

import discord
import pytest

from bot.game.model import BrokenGame
from bot.tools.repair import repair
from cli.main import main
from tests.support.catalogues import ROUND_HOUSE_ONLY
from tests.support.tables import add_computer, restart_bot
from tests.support.text import plain

GENERIC = "something went wrong"


def corrupt(db_path: str, game_id: int, sql: str, *params: object) -> None:
    """Change a game's row behind the bot's back, as an edit by hand would."""
    with sqlite3.connect(db_path) as db:
        db.execute(sql.replace("{id}", str(game_id)), params)


def edited_state(db_path: str, game_id: int) -> str:
    """The game's saved state with one player's coins changed: still a valid state."""
    with sqlite3.connect(db_path) as db:
        (text,) = db.execute("SELECT state_json FROM games WHERE id = ?", (game_id,)).fetchone()
    state = json.loads(text)
    state["players"][0]["coins"] += 3
    return json.dumps(state)


@pytest.fixture
async def two_games(table):
    """A human game in the table's channel, and a game with a computer seat next door."""
    other = table.guild.create_text_channel("other")
    table.service.new_seed = lambda: 5
    await table.ann.slash(other, "roundhouse new")
    lobby = next(m for m in table.public_posts(other) if "Start" in table.buttons(m))
    await add_computer(table.ann, lobby)
    await table.ann.click(lobby, label="Start")
    computer_game = await table.service.game_in(other.id)
    while not computer_game.is_computer(computer_game.current_seat()):  # ann plays her turn
        code = table.service.games.default.legal_moves(computer_game.state)[0].code
        version = computer_game.version
        result = await table.service.play(computer_game.id, table.ann.id, version, code)
        await table.service.after_move(result)
        computer_game = result.game
    game_id = await table.start(humans=(table.bo,))
    return game_id, computer_game.id, other


BREAKAGES = {
    "unreadable JSON": ("UPDATE games SET state_json = '{\"players\": [' WHERE id = {id}", ()),
    "wrong types in the state": (
        "UPDATE games SET state_json = json_set(state_json, '$.players[0].coins', 'lots') "
        "WHERE id = {id}",
        (),
    ),
    "a version that is not a number": ("UPDATE games SET version = 'seven' WHERE id = {id}", ()),
    "a version that is not its log's length": ("UPDATE games SET version = 6 WHERE id = {id}", ()),
}


@pytest.mark.parametrize("breakage", BREAKAGES)
async def test_a_broken_game_answers_why_in_its_channel(table, two_games, db_path, breakage):
    game_id, _, _ = two_games
    sql, params = BREAKAGES[breakage]
    corrupt(db_path, game_id, sql, *params)
    table.service.loader.forget(game_id)  # as after a restart: nothing cached
    for command in ("turn", "status", "board"):
        answer = (await table.bo.slash(table.channel, f"roundhouse {command}")).response.content
        assert f"Round House #{game_id} cannot be loaded" in answer, (command, answer)
        assert "/roundhouse abandon" in answer and f"repair --game {game_id}" in answer
        assert GENERIC not in answer


async def test_a_state_edited_by_hand_is_flagged(table, two_games, db_path):
    game_id, _, _ = two_games
    corrupt(
        db_path,
        game_id,
        "UPDATE games SET state_json = ? WHERE id = {id}",
        edited_state(db_path, game_id),
    )
    table.service.loader.forget(game_id)
    answer = (await table.ann.slash(table.channel, "roundhouse status")).response.content
    assert "not the one its move log leads to" in answer
    with pytest.raises(BrokenGame):
        await table.service.load(game_id)


async def test_the_host_can_abandon_a_broken_game(table, two_games, db_path):
    game_id, _, _ = two_games
    corrupt(db_path, game_id, "UPDATE games SET state_json = 'nonsense' WHERE id = {id}")
    table.service.loader.forget(game_id)
    refused = await table.bo.slash(table.channel, "roundhouse abandon")
    assert "Only the host" in refused.response.content
    done = await table.ann.slash(table.channel, "roundhouse abandon")
    assert done.response.content == "The game is abandoned."
    assert "was abandoned by ann" in plain(table.last_post().content)
    assert await table.service.game_in(table.channel.id) is None
    await table.ann.slash(table.channel, "roundhouse new")  # the channel is free again
    assert (await table.service.game_in(table.channel.id)).status == "lobby"


async def test_mygames_names_the_broken_game_and_lists_the_others(table, two_games, db_path):
    game_id, computer_id, _ = two_games
    corrupt(db_path, game_id, "UPDATE games SET state_json = 'nonsense' WHERE id = {id}")
    table.service.loader.forget(game_id)
    answer = (await table.ann.slash(table.channel, "roundhouse mygames")).response.content
    assert f"Round House #{game_id}** — cannot be loaded" in answer
    assert f"Round House #{computer_id}** — Round" in answer
    assert GENERIC not in answer


@pytest.mark.parametrize("breakage", BREAKAGES)
async def test_the_servers_games_list_names_the_broken_game(table, two_games, db_path, breakage):
    game_id, computer_id, _ = two_games
    sql, params = BREAKAGES[breakage]
    corrupt(db_path, game_id, sql, *params)
    table.service.loader.forget(game_id)
    answer = (await table.cy.slash(table.channel, "roundhouse games")).response.content
    assert f"Round House #{game_id}** — cannot be loaded" in answer
    assert f"**Round House #{computer_id}** in <#" in answer and GENERIC not in answer


async def test_manage_server_can_abandon_a_broken_game(table, two_games, db_path):
    game_id, _, _ = two_games
    corrupt(db_path, game_id, "UPDATE games SET version = 'seven' WHERE id = {id}")
    table.service.loader.forget(game_id)
    mods = table.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = table.guild.add_member(table.env.create_user("mod"), roles=[mods])
    done = await mod.slash(table.channel, "roundhouse abandon")
    assert done.response.content == "The game is abandoned."
    assert await table.service.game_in(table.channel.id) is None


async def test_a_restart_skips_the_broken_game_and_wakes_the_others(
    table, two_games, db_path, settings, caplog
):
    game_id, computer_id, _ = two_games
    computer_game = await table.service.load(computer_id)
    assert computer_game.is_computer(computer_game.current_seat())
    corrupt(db_path, game_id, "UPDATE games SET version = 'seven' WHERE id = {id}")
    before = (await table.service.load(computer_id)).version
    caplog.set_level(logging.INFO)
    new_store = await restart_bot(table, settings, db_path)
    try:
        assert f"game {game_id} is skipped" in caplog.text
        assert f"game {game_id} cannot be loaded" in caplog.text
        await table.env.advance_time(600)
        assert (await table.env.bot.service.load(computer_id)).version > before
    finally:
        await table.env.bot.close()
        await new_store.close()


async def test_repair_rebuilds_the_state_from_the_move_log(table, two_games, db_path):
    game_id, _, _ = two_games
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    panel = await table.open_panel(member)
    await member.click(panel, label=table.options(panel)[0])
    good = await table.game(game_id)
    corrupt(db_path, game_id, "UPDATE games SET state_json = 'x', version = 'x' WHERE id = {id}")
    table.service.loader.forget(game_id)
    with pytest.raises(BrokenGame):
        await table.service.load(game_id)

    code = await asyncio.to_thread(main, ["repair", "--game", str(game_id), "--database", db_path])
    assert code == 0
    repaired = await table.service.load(game_id)
    assert repaired.version == good.version == 1
    rules = table.service.games.default
    assert rules.to_json(repaired.state) == rules.to_json(good.state)
    outcome = await repair(table.service.store, game_id, ROUND_HOUSE_ONLY)
    assert outcome.ok and "it matches its move log (1 moves)" in outcome.text
    answer = (await member.slash(table.channel, "roundhouse turn")).response
    assert table.options(answer)  # playable again


async def test_repair_says_clearly_when_the_log_does_not_replay(table, two_games, db_path):
    game_id, _, _ = two_games
    corrupt(
        db_path,
        game_id,
        "INSERT INTO moves (game_id, seq, seat, user_id, code, line, turn, created_at) "
        "VALUES ({id}, 1, 0, NULL, 'no.such.move', 'x', '0.1', 'now')",
    )
    corrupt(db_path, game_id, "UPDATE games SET state_json = 'nonsense' WHERE id = {id}")
    corrupt(db_path, game_id, "UPDATE games SET version = 1 WHERE id = {id}")
    outcome = await repair(table.service.store, game_id, ROUND_HOUSE_ONLY)
    assert not outcome.ok
    assert "its move log does not replay" in outcome.text and "nothing was changed" in outcome.text
    with sqlite3.connect(db_path) as db:
        assert db.execute("SELECT state_json FROM games WHERE id = ?", (game_id,)).fetchone() == (
            "nonsense",
        )
    code = await asyncio.to_thread(main, ["repair", "--game", str(game_id), "--database", db_path])
    assert code == 1


def test_why_a_game_cannot_be_loaded_reads_in_the_readers_language() -> None:
    """The reason and the game's name are words of the reader's catalogue; the log's stay
    English."""
    from bot.game.model import game_name
    from bot.game.said import say
    from bot.interface.lists import broken_line
    from locales.words import words_for

    broken = BrokenGame(
        3, say("bot.broken.not_in_log", version=7), name=game_name(ROUND_HOUSE_ONLY.default)
    )
    assert broken_line(broken, words_for("zh-TW")).startswith("**圓樓 #3**")
    assert "行動紀錄裡沒有第7步" in broken_line(broken, words_for("zh-TW"))
    assert "move 7 is not in its log" in broken_line(broken, words_for("en"))
    assert broken.reason.english() == "move 7 is not in its log"
