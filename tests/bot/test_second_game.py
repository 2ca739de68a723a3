"""A second game through the very same bot: tic-tac-toe (tests/support/tictactoe.py) played
under simcord — lobby, panel, undo, a restart mid-turn, computer seats, the end — and through
the bot's tools (verify-db, the demo). Nothing in bot/ knows it is not Round House."""

from __future__ import annotations

import logging
import sqlite3

import pytest

from bot.app import create_bot
from bot.game.catalogue import Catalogue
from bot.game.service import GameService
from bot.tools import verify
from bot.tools.demo import play_demo
from tests.support.tables import restart_bot
from tests.support.text import plain
from tests.support.tictactoe import TIC_TAC_TOE, TicTacToeState


@pytest.fixture
def simcord_bot(settings, store):
    return create_bot(settings, store=store, games=Catalogue(TIC_TAC_TOE))


async def whose_turn(table, game_id: int):
    game = await table.game(game_id)
    return table.member_for(game, game.current_seat())


async def play_turn(table, game_id: int, square: str):
    """The deciding member marks `square` and ends the turn; the panel afterwards."""
    member = await whose_turn(table, game_id)
    panel = await table.open_panel(member)
    marked = (await member.click(panel, label=f"Mark {square}")).response
    return (await member.click(marked, label=f"End my turn ({square})")).response


async def test_lobby_join_and_start(table):
    await table.ann.slash(table.channel, "roundhouse new")
    lobby = table.lobby_message()
    embed = lobby.embeds[0]
    assert embed.title == "Tic-tac-toe #1"
    assert "looking for 2 players" in embed.description
    assert embed.fields[0].name == "Seats (1/2)"
    await table.bo.click(lobby, label="Join")
    full = await table.cy.slash(table.channel, "roundhouse join")
    assert "The game is full (2 seats)." in full.response.content

    await table.ann.click(table.lobby_message(), label="Start")
    game = await table.service.game_in(table.channel.id)
    assert game.status == "playing" and isinstance(game.state, TicTacToeState)
    assert table.buttons(table.lobby_message()) == {}  # the lobby closed
    post = table.last_post()
    starter = table.member_for(game, game.current_seat())
    assert post.content == f"<@{starter.id}>, it's your turn: Mark a free square with X."
    assert post.embeds[0].footer.text == "Turn 1 of at most 9"  # the game's own clock
    (picture,) = post.attachments
    assert (await picture.read()).startswith(b"\x89PNG")
    assert picture.description.startswith("Tic-tac-toe board. X on no square.")
    assert "Take my turn" in table.buttons(post)


async def test_too_few_players_cannot_start(table):
    await table.ann.slash(table.channel, "roundhouse new")
    refused = await table.ann.slash(table.channel, "roundhouse start")  # the button is disabled
    assert "Tic-tac-toe needs 2 players; add a player" in refused.response.content


async def test_panel_marks_then_ends_the_turn(table):
    game_id = await table.start(humans=(table.bo,))
    member = await whose_turn(table, game_id)
    panel = await table.open_panel(member)
    assert table.options(panel) == [f"Mark {c}{r}" for r in "123" for c in "abc"]
    assert panel.content.startswith("**Mark a free square with X.**\n")  # the question first
    assert "your decision\nYou play X." in panel.content
    assert panel.content.endswith("↩️ Undo: Nothing to undo yet: mark a square first.")

    marked = await member.click(panel, label="Mark b2")
    assert marked.response.id == panel.id  # the same ephemeral panel, edited
    assert table.options(marked.response) == ["End my turn (b2)"]
    posts = len(table.public_posts(table.channel))
    done = (await member.click(marked.response, label="End my turn (b2)")).response
    assert "Turn done" in done.content and "It is " in done.content
    assert len(table.public_posts(table.channel)) == posts + 1  # one board per turn
    post = table.last_post()
    other = await whose_turn(table, game_id)
    assert other is not member and post.content.startswith(f"<@{other.id}>")
    assert post.embeds[0].description == f"• {member.name} marked b2 with X.\n• " + (
        f"{member.name} ended their turn."
    )
    moves = await table.service.store.moves(game_id)
    assert [m.code for m in moves] == ["b2", "done"]
    assert len({m.turn for m in moves}) == 1  # both in the turn that ended


async def test_undo_takes_the_mark_back(table):
    game_id = await table.start(humans=(table.bo,))
    member = await whose_turn(table, game_id)
    panel = await table.open_panel(member)
    marked = (await member.click(panel, label="Mark a1")).response
    undone = (await member.click(marked, label="Undo")).response
    game = await table.game(game_id)
    assert game.version == 2 and game.state.board == [""] * 9
    assert [m.code for m in await table.service.store.moves(game_id)] == ["a1", "undo"]
    assert "Mark a1" in table.options(undone)  # the square is offered again
    assert (await table.service.store.moves(game_id))[-1].line.endswith("took back the X on a1.")


async def test_restart_in_the_middle_of_a_turn(table, settings, db_path):
    game_id = await table.start(humans=(table.bo,))
    await play_turn(table, game_id, "a1")
    member = await whose_turn(table, game_id)
    panel = await table.open_panel(member)
    marked = (await member.click(panel, label="Mark c3")).response

    new_store = await restart_bot(table, settings, db_path)
    try:
        result = await member.click(marked, label="End my turn (c3)")  # the old panel works
        assert result.response.id == panel.id
        game = await table.env.bot.service.load(game_id)
        assert game.version == 4 and game.state.board[8] == "O"
    finally:
        await table.env.bot.close()
        await new_store.close()


async def test_a_won_game_ends_with_the_final_scores_and_its_archive(table, caplog):
    game_id = await table.start(humans=(table.bo,))
    x = await whose_turn(table, game_id)
    for square in ("a1", "a2", "b1", "b2", "c1"):  # X takes the top row
        panel = await play_turn(table, game_id, square)
    game = await table.game(game_id)
    assert game.status == "finished" and game.version == 10
    assert "This game is finished." in panel.content
    final = table.last_post()
    assert final.content == f"The game is over (Turn 5 of at most 9). Winner: <@{x.id}>!"
    embed = final.embeds[0]
    assert embed.title == "Tic-tac-toe #1 — final scores"
    fields = {plain(f.name): f.value for f in embed.fields}
    o = table.bo if x is table.ann else table.ann
    assert fields == {f"{x.name}: 1": "lines 1", f"{o.name}: 0": "lines 0"}
    assert final.attachments and "X on a1, b1, c1." in final.attachments[0].description
    titles = [p.embeds[0].title for p in table.public_posts(table.channel) if p.embeds]
    assert not any("score chart" in (t or "") for t in titles)  # tic-tac-toe draws none
    assert not [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    history = (await table.cy.slash(table.channel, "roundhouse history")).response.content
    assert history.startswith("**Recent Tic-tac-toe results**")
    assert f"won by <@{x.id}>" in history


async def test_against_the_computer_to_the_end(table):
    game_id = await table.start(computers=1)
    for _ in range(40):
        game = await table.game(game_id)
        if game.status != "playing":
            break
        if game.is_computer(game.current_seat()):
            await table.env.advance_time(30)
            continue
        panel = await table.open_panel(table.ann)
        square = table.options(panel)[0].removeprefix("Mark ")
        await play_turn(table, game_id, square)
    game = await table.game(game_id)
    assert game.status == "finished"
    moves = await table.service.store.moves(game_id)
    assert any(m.user_id is None for m in moves)  # the computer played its seat
    assert "The game is over" in table.last_post().content


async def test_status_and_rules_come_from_the_game(table):
    game_id = await table.start(humans=(table.bo,))
    member = await whose_turn(table, game_id)
    status = (await member.slash(table.channel, "roundhouse status")).response.embeds[0]
    assert status.title == "Tic-tac-toe #1 — playing"
    names = [plain(f.name) for f in status.fields]
    assert len(names) == 2 and f"▶ {member.name} (X)" in names  # the seat to play, its mark
    assert {f.value for f in status.fields} == {"0 marks on the board"}
    assert status.footer.text == "Turn 1 of at most 9"

    mine = await member.slash(table.channel, "roundhouse me")  # the game draws no seat board
    assert mine.response.content == "Tic-tac-toe has no player boards: see the board."

    answer = await table.cy.slash(table.channel, "roundhouse rules", topic="draw")
    assert answer.response.embeds[0].title == "Winning"
    choices = await table.ann.autocomplete(table.channel, "roundhouse rules", "topic", "")
    assert [c["value"] for c in choices] == ["turn", "winning"]
    unknown = await table.cy.slash(table.channel, "roundhouse rules", topic="zzz")
    assert unknown.response.content == (
        "No rules topic matches “\u2068zzz\u2069”. Type a word or two in the *topic* box and pick "
        "one of the suggestions.\nGeneral topics: Your turn · Winning."
    )


async def test_verify_db_and_the_demo_play_it_too(store, db_path, tmp_path):
    service = GameService(store, games=Catalogue(TIC_TAC_TOE))
    game = await service.open_lobby(guild_id=1, channel_id=5, host_id=100, host_name="Ann")
    await service.join(game.id, 101, "Bo")
    game = await service.start(game.id, 100, seed=2)
    await service.play(game.id, 100, 0, "b2")
    assert await verify.verify(store, Catalogue(TIC_TAC_TOE)) == (1, [])
    with sqlite3.connect(db_path) as db:
        db.execute(
            "UPDATE games SET state_json = ? WHERE id = ?",
            (TIC_TAC_TOE.to_json(TIC_TAC_TOE.setup(["Ann", "Bo"], 2)), game.id),
        )
    checked, findings = await verify.verify(store, Catalogue(TIC_TAC_TOE))
    assert checked == 1
    assert [f.problem for f in findings] == [
        "the saved state differs from the replay in: board, placed"
    ]

    finished, transcript = await play_demo(tmp_path, players=2, rules=TIC_TAC_TOE, language="en")
    assert finished.status == "finished" and finished.rules is TIC_TAC_TOE
    text = (tmp_path / "transcript.md").read_text()
    assert "Tic-tac-toe #1 — final scores" in text
    assert len(transcript.pictures) == len(transcript.entries) - 1  # all but the lobby
