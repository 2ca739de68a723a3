"""One bot, two games (issue 20, §1): a bot whose catalogue holds Round House and the tests'
tic-tac-toe hosts both at the same time, in two channels of one server, over one database,
played through discord.py under simcord; old buttons work after a restart; `new game:`
offers the catalogue; `rules`, `history` and `leaderboard` answer per game; `games` and
`mygames` name each game."""

from __future__ import annotations

from typing import Any

import pytest

from bot.app import create_bot
from bot.game.service import GameService
from bot.posts import ids
from bot.storage.backends import MIGRATIONS
from bot.storage.schema import GAME_KEY
from bot.storage.store import Store
from tests.support.catalogues import BOTH, ROUND_HOUSE_ONLY
from tests.support.tables import buttons, is_lobby, public_posts, restart_bot

BEFORE_GAME_KEY = MIGRATIONS["sqlite"].index(GAME_KEY)  # the schema steps before step 10


@pytest.fixture
def simcord_bot(settings, store):
    return create_bot(settings, store=store, games=BOTH)


def lobby_in(channel: Any) -> Any:
    """The channel's latest lobby message."""
    return [m for m in public_posts(channel) if is_lobby(m)][-1]


def last_turn_post(channel: Any) -> Any:
    return next(p for p in reversed(public_posts(channel)) if "Take my turn" in buttons(p))


async def open_lobby(table, channel: Any, joiner: Any, **options: Any) -> int:
    """ann opens a lobby in `channel` (with `options`), `joiner` joins; the game's id."""
    answer = await table.ann.slash(channel, "roundhouse new", **options)
    assert "is open" in answer.response.content, answer.response.content
    await joiner.click(lobby_in(channel), label="Join")
    return (await table.service.game_in(channel.id)).id


async def start(table, channel: Any) -> Any:
    await table.ann.click(lobby_in(channel), label="Start")
    game = await table.service.game_in(channel.id)
    assert game.status == "playing"
    return game


async def panel_of(table, channel: Any, game_id: int) -> tuple[Any, Any]:
    """The deciding member of the game in `channel` and their decision panel."""
    game = await table.game(game_id)
    member = table.member(game.user_of(game.current_seat()))
    panel = (await member.click(last_turn_post(channel), label="Take my turn")).response
    assert panel.ephemeral
    return member, panel


@pytest.fixture
async def two_tables(table):
    """Round House (the default) in #games, ann and bo; tic-tac-toe in #tictactoe, ann and cy;
    both started."""
    table.service.new_seed = lambda: 5
    second = table.guild.create_text_channel("tictactoe")
    house = await open_lobby(table, table.channel, table.bo)
    toe = await open_lobby(table, second, table.cy, game="tictactoe")
    assert lobby_in(table.channel).embeds[0].title == f"Round House #{house}"
    assert lobby_in(second).embeds[0].title == f"Tic-tac-toe #{toe}"
    assert lobby_in(second).embeds[0].fields[0].name == "Seats (2/2)"  # its own seat range
    await start(table, table.channel)
    await start(table, second)
    return house, toe, second


async def test_one_bot_plays_both_games_at_once_and_old_buttons_work_after_a_restart(
    table, two_tables, settings, db_path
):
    house, toe, second = two_tables
    rows = {row.id: row.game for row in await table.service.store.games()}
    assert rows == {house: "roundhouse", toe: "tictactoe"}  # one database, each row its game

    # a tic-tac-toe turn half played (a mark, End turn to come), and a Round House panel open
    toe_member, toe_panel = await panel_of(table, second, toe)
    marked = (await toe_member.click(toe_panel, label="Mark b2")).response
    house_member, house_panel = await panel_of(table, table.channel, house)
    assert "Round House #" in house_panel.content
    assert not [label for label in buttons(house_panel) if label.startswith("Mark ")]
    house_option = table.options(house_panel)[0]
    house_post = last_turn_post(table.channel)

    new_store = await restart_bot(table, settings, db_path)  # the same catalogue, a new process
    try:
        ended = await toe_member.click(marked, label="End my turn (b2)")  # the old panel
        assert "Turn done" in ended.response.content
        toe_game = await table.game(toe)
        assert toe_game.rules.info.key == "tictactoe" and toe_game.state.board[4] in ("X", "O")
        again = await house_member.click(house_post, label="Take my turn")  # the old post
        chosen = await house_member.click(again.response, label=house_option)
        assert chosen.response.ephemeral
        house_game = await table.game(house)
        assert house_game.rules.info.key == "roundhouse" and house_game.version >= 1
        assert [m.code for m in await table.service.store.moves(toe)] == ["b2", "done"]

        listed = (await table.ann.slash(table.channel, "roundhouse games")).response.content
        assert listed.startswith("**Games on this server** (2)")
        assert f"**Round House #{house}** in <#{table.channel.id}>" in listed
        assert f"**Tic-tac-toe #{toe}** in <#{second.id}>" in listed
        mine = (await table.ann.slash(second, "roundhouse mygames")).response.content
        assert mine.startswith("**Your games** (2)")
        assert f"**Round House #{house}** —" in mine and f"**Tic-tac-toe #{toe}** —" in mine
    finally:
        await table.env.bot.close()
        await new_store.close()


async def test_rules_answer_for_the_channels_game_else_the_game_named(table, two_tables):
    second = two_tables[2]
    here = await table.cy.slash(second, "roundhouse rules", topic="draw")
    assert here.response.embeds[0].title == "Winning"  # tic-tac-toe's topic
    there = await table.cy.slash(table.channel, "roundhouse rules", topic="draw")
    assert there.response.content.startswith("No rules topic matches")  # not Round House's
    named = await table.cy.slash(table.channel, "roundhouse rules", topic="draw", game="tictactoe")
    assert named.response.embeds[0].title == "Winning"
    topics = await table.ann.autocomplete(second, "roundhouse rules", "topic", "")
    assert [c["value"] for c in topics] == ["turn", "winning"]
    chosen = await table.ann.autocomplete(
        second, "roundhouse rules", "topic", "", game="roundhouse"
    )
    assert "movement" in [c["value"] for c in chosen]  # Round House's topics
    unknown = await table.ann.slash(second, "roundhouse rules", topic="draw", game="chess")
    assert "This bot does not host that game. It hosts: Round House, Tic-tac-toe." in (
        unknown.response.content
    )


async def test_new_offers_the_catalogues_games_and_each_games_own_options(table):
    choices = await table.ann.autocomplete(table.channel, "roundhouse new", "game", "")
    assert [(c["name"], c["value"]) for c in choices] == [
        ("Round House", "roundhouse"),
        ("Tic-tac-toe", "tictactoe"),
    ]
    typed = await table.ann.autocomplete(table.channel, "roundhouse new", "game", "tic")
    assert [c["value"] for c in typed] == ["tictactoe"]
    variants = await table.ann.autocomplete(table.channel, "roundhouse new", "variant", "")
    assert [c["value"] for c in variants] == ["neutral_variant"]  # the default game's
    none = await table.ann.autocomplete(
        table.channel, "roundhouse new", "variant", "", game="tictactoe"
    )
    assert none == []  # tic-tac-toe has no variants

    too_many = await table.ann.slash(table.channel, "roundhouse new", game="tictactoe", seats=3)
    assert "Tic-tac-toe" in too_many.response.content and "2" in too_many.response.content
    unknown = await table.ann.slash(table.channel, "roundhouse new", game="chess")
    assert "does not host that game" in unknown.response.content
    by_name = await table.ann.slash(table.channel, "roundhouse new", game="Tic-Tac-Toe")
    assert "Lobby for Tic-tac-toe #1 is open" in by_name.response.content  # refusals made none
    assert "looking for 2 players" in lobby_in(table.channel).embeds[0].description


async def test_new_finds_a_game_typed_by_its_name_in_either_language(table):
    opened = await table.ann.slash(table.channel, "roundhouse new", game="圓樓")  # Round House
    assert "Lobby for Round House #1 is open" in opened.response.content


async def test_history_and_leaderboard_are_per_game(table, two_tables):
    _, toe, second = two_tables
    for square in ("a1", "a2", "b1", "b2", "c1"):  # X takes the top row
        member, panel = await panel_of(table, second, toe)
        marked = (await member.click(panel, label=f"Mark {square}")).response
        await member.click(marked, label=f"End my turn ({square})")
    assert (await table.game(toe)).status == "finished"
    final = public_posts(second)[-1]

    there = (await table.bo.slash(second, "roundhouse history")).response.content
    assert there.startswith("**Recent Tic-tac-toe results**") and f"**#{toe}**" in there
    here = (await table.bo.slash(table.channel, "roundhouse history")).response.content
    assert here == "No Round House game has finished on this server yet."
    named = await table.bo.slash(table.channel, "roundhouse history", game="tictactoe")
    assert named.response.content.startswith("**Recent Tic-tac-toe results**")
    board = (await table.bo.slash(second, "roundhouse leaderboard")).response.content
    assert board.startswith("**Tic-tac-toe leaderboard**") and f"<@{table.ann.id}>" in board
    house_board = await table.bo.slash(second, "roundhouse leaderboard", game="roundhouse")
    assert house_board.response.content == "No Round House game has finished on this server yet."
    games = await table.bo.autocomplete(second, "roundhouse history", "game", "r")
    assert [c["value"] for c in games] == ["roundhouse"]

    pages = {  # page buttons carry the game's key; one from before names none: the default
        of: await table.forged(second, ids.page("history", 1, "f", of))
        for of in ("tictactoe", None, "chess")
    }
    toe_page = (await table.bo.click(pages["tictactoe"], label="forged")).response.content
    assert toe_page.startswith("**Recent Tic-tac-toe results**")
    old_page = (await table.bo.click(pages[None], label="forged")).response.content
    assert old_page == "No Round House game has finished on this server yet."
    chess = (await table.bo.click(pages["chess"], label="forged")).response
    assert chess.ephemeral and "This bot does not host the game 'chess'." in chess.content

    await table.cy.click(final, label="Rematch")  # the next game is tic-tac-toe again
    assert lobby_in(second).embeds[0].title == f"Tic-tac-toe #{toe + 1}"
    assert (await table.service.game_in(second.id)).rules.info.key == "tictactoe"


async def test_an_older_databases_games_and_buttons_work_in_a_bot_of_two_games(
    table, settings, tmp_path
):
    """A database from before schema step 10 (no `games.game`), with a Round House game that a
    bot of that time started in #games: the bot of two games migrates it, and the game's old
    buttons, in the channel and in a DM, open its panel and play it on."""
    old_path = str(tmp_path / "older.db")
    old = await Store.open(old_path, migrations=MIGRATIONS["sqlite"][:BEFORE_GAME_KEY])
    service = GameService(old, games=ROUND_HOUSE_ONLY)
    lobby = await service.open_lobby(
        guild_id=table.guild.id, channel_id=table.channel.id, host_id=table.ann.id,
        host_name="ann",
    )  # fmt: skip
    await service.join(lobby.id, table.bo.id, "bo")
    game = await service.start(lobby.id, table.ann.id, seed=5)
    await old.close()
    member = table.member(game.user_of(game.current_seat()))

    new_store = await restart_bot(table, settings, old_path)  # migrates the file
    try:
        assert (await new_store.game(game.id)).game == "roundhouse"
        in_channel = await table.forged(table.channel, ids.turn(game.id, 0))
        panel = (await member.click(in_channel, label="forged")).response
        assert panel.ephemeral and f"**Round House #{game.id}**" in panel.content
        in_dm = await table.forged(member, ids.turn(game.id, 0))
        again = (await member.user.click(in_dm, label="forged")).response
        option = table.options(again)[0]
        await member.user.click(again, label=option)
        assert (await table.game(game.id)).version == 1  # played on, by Round House's rules
    finally:
        await table.env.bot.close()
        await new_store.close()


async def test_threads_let_one_channel_host_a_game_of_each(table):
    await table.ann.slash(table.channel, "roundhouse new", game="tictactoe", thread=True)
    await table.ann.slash(table.channel, "roundhouse new", thread=True)
    toe_thread, house_thread = table.channel.threads
    assert (toe_thread.name, house_thread.name) == ("Tic-tac-toe — ann", "Round House — ann")
    games = [await table.service.game_in(t.id) for t in (toe_thread, house_thread)]
    assert [g.rules.info.key for g in games] == ["tictactoe", "roundhouse"]
    busy = await table.ann.slash(toe_thread, "roundhouse new")  # one game a thread, as ever
    assert "already has a game" in busy.response.content
