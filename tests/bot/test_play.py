"""Playing through the bot with simcord: panels, stale and foreign clicks, undo, restarts."""

from __future__ import annotations

import io

import pytest

from bot.game.text import named
from tests.support.tables import add_computer, buttons, restart_bot
from tests.support.text import plain


async def test_lobby_join_add_computer_and_start(table):
    await table.ann.slash(table.channel, "roundhouse new")
    lobby = table.lobby_message()
    assert set(table.buttons(lobby)) == {"Join", "Leave", "Add computer player", "Start"}
    await table.bo.click(lobby, label="Join")
    await table.cy.click(table.lobby_message(), label="Join")
    await add_computer(table.ann, table.lobby_message())
    seats = table.lobby_message().embeds[0].fields[0].value
    assert "ann" not in seats  # seats are mentions for people...
    assert all(f"<@{m.id}>" in seats for m in (table.ann, table.bo, table.cy))
    assert "Computer 1 (computer, Normal)" in plain(seats)

    refused = await table.bo.click(table.lobby_message(), label="Start")
    assert refused.followups[0].ephemeral
    assert "Only the host" in refused.followups[0].content
    assert (await table.service.game_in(table.channel.id)).status == "lobby"

    await table.ann.click(table.lobby_message(), label="Start")
    game = await table.service.game_in(table.channel.id)
    assert game.status == "playing"
    assert [s.name for s in game.seats] == ["ann", "bo", "cy", "Computer 1"]
    assert table.buttons(table.lobby_message()) == {}  # the lobby closed
    post = table.last_post()
    offered = "Take my turn" in table.buttons(post)
    assert offered == (not game.is_computer(game.current_seat()))  # only for whom can use it
    attachment = post.attachments[0]
    assert attachment.filename.endswith(".png") and attachment.description
    # a plain attachment, the phone's width (an embed's image is at most about 280 px high: a
    # tall phone picture showed 165 px wide)
    assert post.embeds[0].image.url is None and post.embeds[0].description


async def test_one_game_per_channel_and_leave(table):
    await table.ann.slash(table.channel, "roundhouse new")
    again = await table.bo.slash(table.channel, "roundhouse new")
    assert "already has a game" in again.response.content
    await table.bo.slash(table.channel, "roundhouse join")
    game = await table.service.game_in(table.channel.id)
    assert [s.user_id for s in game.seats] == [table.ann.id, table.bo.id]
    await table.bo.slash(table.channel, "roundhouse leave")
    game = await table.service.game_in(table.channel.id)
    assert [s.user_id for s in game.seats] == [table.ann.id]
    assert f"<@{table.bo.id}>" not in table.lobby_message().embeds[0].fields[0].value


async def test_game_in_a_new_thread(table):
    result = await table.ann.slash(table.channel, "roundhouse new", thread=True)
    (thread,) = table.channel.threads
    assert "is open" in result.response.content
    game = await table.service.game_in(thread.id)
    assert game is not None and game.row.lobby_message_id is not None
    assert await table.service.game_in(table.channel.id) is None


async def test_panel_click_plays_and_updates_in_place(table):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    panel = await table.open_panel(member)
    choices = table.buttons(panel)
    assert {"Undo", "Show board"} <= set(choices)
    first = next(label for label in choices if label not in ("Undo", "Show board"))

    result = await member.click(panel, label=first)
    assert result.response.id == panel.id  # the same ephemeral panel, edited
    after = await table.game(game_id)
    assert after.version == 1
    moves = await table.service.store.moves(game_id)
    assert [m.code for m in moves] == [choices[first].split(":", 4)[4]]
    header = result.response.content.split("\n")[1]  # under the question
    other = named(after.seats[1 - moves[0].seat].name)  # whom the decider plays against
    assert header == (
        f"**Round House #{game_id}** · against {other} · Round 0 of 7 · turn 1 · your decision"
    )


async def test_stale_foreign_and_out_of_turn_clicks_change_nothing(table):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    other = table.bo if member is table.ann else table.ann
    panel = await table.open_panel(member)
    old_panel = await table.open_panel(member)  # a second panel, also at move 0
    await member.click(panel, label=table.options(panel)[0])  # the game is now at move 1
    before = await table.service.store.moves(game_id)

    stale = await member.click(old_panel, label=table.options(old_panel)[0])
    assert stale.response.ephemeral
    assert "This panel is from move 0, the game is at move 1." in stale.response.content
    assert table.options(stale.response)  # the current panel comes with the explanation
    assert all(
        ":1:" in cid
        for label, cid in table.buttons(stale.response).items()
        if label not in ("Show board", "My board")
    )

    foreign = await table.open_panel_result(table.cy)
    assert "not playing in this game" in foreign.response.content
    assert table.buttons(foreign.response) == {}

    out_of_turn = await table.open_panel_result(other)
    assert f"It is {member.name}'s turn" in plain(out_of_turn.response.content)

    assert await table.service.store.moves(game_id) == before
    assert (await table.game(game_id)).version == 1


async def test_undo_takes_back_the_last_decision(table):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    start_history = list(game.state.history)
    panel = await table.open_panel(member)
    assert table.buttons(panel)["Undo"]  # present (disabled: nothing to undo yet)
    first = table.options(panel)[0]
    played = await member.click(panel, label=first)
    undone = await member.click(played.response, label="Undo")
    game = await table.game(game_id)
    assert game.version == 2
    assert game.state.history == start_history
    assert [m.code for m in await table.service.store.moves(game_id)][-1] == "undo"
    assert first in table.options(undone.response)  # the same choice is offered again


async def test_restart_in_the_middle_of_a_turn(table, settings, db_path):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    panel = await table.open_panel(member)
    played = await member.click(panel, label=table.options(panel)[0])
    version = (await table.game(game_id)).version

    new_store = await restart_bot(table, settings, db_path)  # a new process
    try:
        label = table.options(played.response)[0]
        result = await member.click(played.response, label=label)  # the old panel still works
        assert result.response.id == panel.id
        assert (await table.env.bot.service.load(game_id)).version == version + 1
    finally:
        await table.env.bot.close()
        await new_store.close()


async def test_computer_seat_plays_after_its_pause(table):
    game_id = await table.start(computers=1)
    game = await table.game(game_id)
    if not game.is_computer(game.current_seat()):
        posts = len(table.public_posts(table.channel))
        panel = await table.open_panel(table.ann)
        while table.options(panel):  # ann plays her whole turn
            panel = (await table.ann.click(panel, label=table.options(panel)[0])).response
        assert len(table.public_posts(table.channel)) == posts + 1  # one board per turn
        assert "Turn done" in panel.content and "It is Computer 1's turn" in plain(panel.content)
    game = await table.game(game_id)
    assert game.is_computer(game.current_seat())
    posts = len(table.public_posts(table.channel))
    await table.env.advance_time(5)  # not yet: the computer waits its pause (30 s here)
    assert (await table.game(game_id)).version == game.version
    await table.env.advance_time(25)  # one pause, then its whole turn at once
    played = (await table.game(game_id)).version - game.version
    game = await table.game(game_id)
    assert played >= 1 and not game.is_computer(game.current_seat())
    moves = await table.service.store.moves(game_id)
    assert moves[-1].user_id is None and moves[-1].seat is not None
    assert len(table.public_posts(table.channel)) == posts + 1  # the end-of-turn board post
    assert f"<@{table.ann.id}>" in table.last_post().content


async def test_complete_game_to_the_final_scores(table):
    game_id = await table.start(computers=1)
    await table.finish(game_id, steps=400)
    game = await table.game(game_id)
    assert game.status == "finished"
    final = table.last_post()
    assert "The game is over" in final.content
    assert final.embeds[0].title.endswith("final scores")
    fields = [plain(f.name).split(": ") for f in final.embeds[0].fields]
    totals = {name: int(total) for name, total in fields}
    assert set(totals) == {"ann", "Computer 1"}
    assert final.attachments and final.attachments[0].description
    # the phone picture of the final state (issue 30); the full board one tap away
    assert final.attachments[0].description.startswith("Turn picture after")
    assert list(buttons(final)) == ["Rematch", "Replay", "Show board"]
    shown = await table.cy.click(final, label="Show board")
    assert shown.response.ephemeral and shown.response.attachments
    assert shown.response.attachments[0].description.startswith("Board after")
    # the cached state is what the move log replays to
    from games.roundhouse.adapter import replay_game

    codes = [m.code for m in await table.service.store.moves(game_id)]
    assert replay_game(game.row.setup_json, codes) == game.state


async def test_many_options_come_as_a_select_menu(table, monkeypatch):
    from bot.posts import messages

    monkeypatch.setattr(messages, "MAX_BUTTON_OPTIONS", 1)
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    panel = await table.open_panel(member)
    assert table.options(panel) == []  # only Undo and Show board are buttons
    menu = panel.components[0]["components"][0]
    assert menu["type"] == 3 and menu["custom_id"] == f"rh:s:{game_id}:0"
    code = menu["options"][1]["value"]
    result = await member.select(panel, [code])
    assert result.response.id == panel.id
    assert [m.code for m in await table.service.store.moves(game_id)] == [code]


async def test_turn_post_pings_only_the_player_concerned(table):
    await table.start(humans=(table.bo,))
    posts = [
        r
        for r in table.env.http_requests
        if r.method == "POST" and r.path == f"/channels/{table.channel.id}/messages"
    ]
    board = posts[-1].json
    game = await table.service.game_in(table.channel.id)
    user = game.user_of(game.current_seat())
    assert f"<@{user}>" in board["content"]
    # Issue 9: a turn notifies once. The player with turn DMs (joining turns them on) gets
    # the DM; the post only shows their name.
    assert board["allowed_mentions"] == {"parse": [], "users": []}
    lobby = posts[0].json
    assert lobby["allowed_mentions"] == {"parse": [], "users": []}  # shown, never pinged

    member = table.member(user)
    other = table.bo if member is table.ann else table.ann
    await other.slash(table.channel, "roundhouse notify", dms="off")
    panel = await table.open_panel(member)
    while table.options(panel):  # the turn ends: the next post is for the other player
        panel = (await member.click(panel, label=table.options(panel)[0])).response
    following = next(
        r.json
        for r in reversed(table.env.http_requests)
        if r.method == "POST" and r.path == f"/channels/{table.channel.id}/messages"
    )
    assert f"<@{other.id}>" in following["content"]
    assert following["allowed_mentions"] == {"parse": [], "users": [other.id]}  # no DMs: pinged


@pytest.mark.real_render
async def test_turn_post_carries_the_real_board_picture(table):
    game_id = await table.start(humans=(table.bo,))
    post = table.last_post()
    attachment = post.attachments[0]
    png = await attachment.read()
    assert png.startswith(b"\x89PNG") and len(png) > 10_000
    game = await table.game(game_id)
    assert game.seats[game.current_seat()].name in attachment.description


async def test_a_waiting_computer_seat_resumes_after_a_restart(table, settings, db_path):
    game_id = await table.start(computers=1)
    game = await table.game(game_id)
    if not game.is_computer(game.current_seat()):
        panel = await table.open_panel(table.ann)
        while table.options(panel):
            panel = (await table.ann.click(panel, label=table.options(panel)[0])).response
    version = (await table.game(game_id)).version
    new_store = await restart_bot(table, settings, db_path)  # before its pause ended
    try:
        await table.env.advance_time(600)
        game = await table.env.bot.service.load(game_id)
        assert game.version > version and not game.is_computer(game.current_seat())
    finally:
        await table.env.bot.close()
        await new_store.close()


async def test_turn_post_shows_the_phone_picture_and_the_full_board_is_one_tap_away(table):
    game_id = await table.start(humans=(table.bo,))
    post = table.last_post()
    (attachment,) = post.attachments
    assert attachment.filename == f"turn-{game_id}-0000.png"
    assert attachment.description == "Turn picture after 0 choices"  # the phone picture
    board = await table.cy.click(post, label="Show board")  # anyone may look
    assert board.response.ephemeral
    (full,) = board.response.attachments
    assert full.filename == f"board-{game_id}-0.png" and full.description.startswith("Board after")


async def test_my_board_from_the_panel_and_the_command(table):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    seat = game.current_seat()
    member = table.member_for(game, seat)
    panel = await table.open_panel(member)
    mine = await member.click(panel, label="My board")
    assert mine.response.ephemeral and mine.response.id != panel.id  # the panel stays
    (picture,) = mine.response.attachments
    assert picture.description == f"Board of seat {seat}"
    assert " — My board, " in plain(mine.response.embeds[0].title)  # the reader's own
    other = table.bo if member is table.ann else table.ann
    by_command = await other.slash(table.channel, "roundhouse me")
    assert by_command.response.attachments[0].description == f"Board of seat {1 - seat}"
    stranger = await table.cy.slash(table.channel, "roundhouse me")
    assert "not playing in this game" in stranger.response.content
    assert not stranger.response.attachments
    assert (await table.game(game_id)).version == 0  # looking changes nothing


async def test_my_board_before_the_start_explains(table):
    await table.ann.slash(table.channel, "roundhouse new")
    result = await table.ann.slash(table.channel, "roundhouse me")
    assert "has not started" in result.response.content


@pytest.mark.real_render
async def test_real_phone_picture_and_my_board(table):
    from PIL import Image

    game_id = await table.start(humans=(table.bo,))
    post = table.last_post()
    png = await post.attachments[0].read()
    with Image.open(io.BytesIO(png)) as im:
        assert im.width == 800 and im.height > im.width  # portrait, for a phone
    full = (await table.cy.click(post, label="Show board")).response.attachments[0]
    with Image.open(io.BytesIO(await full.read())) as im:
        assert im.width == 1600
    mine = await table.ann.slash(table.channel, "roundhouse me")
    (picture,) = mine.response.attachments
    with Image.open(io.BytesIO(await picture.read())) as im:
        assert im.width == 800
    assert plain(picture.description).startswith("ann (yellow)'s board")
    assert (await table.game(game_id)).status == "playing"


async def test_a_panel_about_towns_or_the_worship_table_carries_their_picture(table):
    """Issue 30: a decision about the towns, the worship table or the temples comes with the
    decision picture of them; any other decision with none."""
    from games.roundhouse.pictures.phone_decision import decision_parts

    game_id = await table.start(humans=(table.bo,))
    seen = {True: 0, False: 0}
    for _ in range(120):
        game = await table.game(game_id)
        member = table.member_for(game, game.current_seat())
        panel = await table.open_panel(member)
        while table.options(panel):
            game = await table.game(game_id)
            wanted = bool(decision_parts(game.state))
            names = [a.filename for a in panel.attachments]
            shown = any(n.startswith("decision-") for n in names)
            assert shown == wanted, (names, game.state.turn.stack[-1].kind)
            seen[wanted] += 1
            if seen[True] >= 2 and seen[False]:
                return
            labels = table.options(panel)
            label = next((x for x in labels if "Merchant" in x or "Town" in x), labels[0])
            panel = (await member.click(panel, label=label)).response
    raise AssertionError(f"no decision about the towns or the table in 120 turns: {seen}")
