"""The other /roundhouse commands, and the one error handler."""

from __future__ import annotations

import logging

import discord

from engine.roundhouse.content import components
from tests.support.tables import private_answer
from tests.support.text import plain


async def test_status_log_and_board(table):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    panel = await table.open_panel(member)
    await member.click(panel, label=table.options(panel)[0])

    status = await table.cy.slash(table.channel, "roundhouse status")
    embed = status.response.embeds[0]
    assert status.response.ephemeral and "Round House #" in embed.title
    assert {plain(f.name).split(" (")[0].lstrip("▶ ") for f in embed.fields} == {"ann", "bo"}
    assert embed.footer.text == "Round 0 of 7 · turn 1"  # the picture's clock, no move count

    log = await table.cy.slash(table.channel, "roundhouse log")  # the turn is not over
    assert plain(log.response.content) == f"Round House #{game_id}: no moves yet."
    panel = await table.open_panel(member)
    while table.options(panel):  # the rest of the turn
        panel = (await member.click(panel, label=table.options(panel)[0])).response
    game = await table.game(game_id)
    log = await table.cy.slash(table.channel, "roundhouse log")
    lines = "".join(f"\n• {plain(m.line)}" for m in await table.service.store.moves(game_id))
    assert plain(log.response.content) == (
        f"**Round House #{game_id}: the last moves** ({game.rules.progress(game.state)})\n"
        f"**Turn 1** · {member.name}{lines}"
    )

    board = await table.bo.slash(table.channel, "roundhouse board")
    assert board.response.attachments[0].filename.endswith(".png")
    assert board.response.attachments[0].description


async def test_turn_command_opens_the_panel_and_undo_command(table):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    panel = (await member.slash(table.channel, "roundhouse turn")).response
    assert panel.ephemeral and table.options(panel)
    nothing = await member.slash(table.channel, "roundhouse undo")
    assert nothing.response.content == "Nothing to undo yet: the turn has just begun."
    await member.click(panel, label=table.options(panel)[0])
    undone = await member.slash(table.channel, "roundhouse undo")
    assert "took back their last choice" in undone.response.content
    assert [m.code for m in await table.service.store.moves(game_id)][-1] == "undo"


async def test_commands_without_a_game_explain(table):
    result = await table.ann.slash(table.channel, "roundhouse status")
    assert "no Round House game in this channel" in result.response.content


async def test_rules_autocomplete_and_answers_from_the_game_data(table):
    choices = await table.ann.autocomplete(table.channel, "roundhouse rules", "topic", "bank")
    assert {"name": "Bank (room tile)", "value": "tile:bank"} in choices
    answer = await table.ann.slash(table.channel, "roundhouse rules", topic="tile:bank")
    bank = next(t for t in components().tiles if t.id == "bank")
    assert answer.response.embeds[0].description.startswith(bank.text)
    expert = components().experts[0]
    answer = await table.ann.slash(table.channel, "roundhouse rules", topic=expert.name)
    assert answer.response.embeds[0].description.startswith(expert.text)
    unknown = await table.ann.slash(table.channel, "roundhouse rules", topic="zzz")
    assert "No rules topic" in unknown.response.content


async def test_games_lists_this_servers_running_games(table):
    await table.start(humans=(table.bo,))
    other = table.guild.create_text_channel("more-games")
    await table.bo.slash(other, "roundhouse new")
    listing = await table.cy.slash(table.channel, "roundhouse games")
    text = listing.response.content
    assert f"<#{table.channel.id}>" in text and f"<#{other.id}>" in text and "lobby" in text


async def test_abandon_host_or_manage_server_only(table):
    game_id = await table.start(humans=(table.bo,))
    refused = await table.cy.slash(table.channel, "roundhouse abandon")
    assert "Only the host" in refused.response.content
    assert (await table.game(game_id)).status == "playing"
    mods = table.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = table.guild.add_member(table.env.create_user("mod"), roles=[mods])
    await mod.slash(table.channel, "roundhouse abandon")
    assert (await table.game(game_id)).status == "abandoned"
    assert "abandoned" in table.last_post().content
    again = await table.ann.slash(table.channel, "roundhouse new")  # the channel is free
    assert "is open" in again.response.content


async def test_unexpected_failure_gets_a_reference_and_is_logged(table, monkeypatch, caplog):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    panel = await table.open_panel(member)

    async def broken(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(table.service, "play", broken)
    with caplog.at_level(logging.ERROR, logger="bot.errors"):
        result = await member.click(panel, label=table.options(panel)[0])
    answer = private_answer(result)
    assert "reference `RH-" in answer.content
    reference = answer.content.split("`")[1]
    assert any(reference in r.getMessage() and r.exc_info for r in caplog.records)
    assert (await table.game(game_id)).version == 0


async def test_new_in_a_channel_the_bot_cannot_post_in(table):
    quiet = table.guild.create_text_channel(
        "read-only",
        overwrites={table.env.bot.user: discord.PermissionOverwrite(send_messages=False)},
    )
    result = await table.ann.slash(quiet, "roundhouse new")
    assert "I cannot post in this channel" in result.response.content
    assert await table.service.game_in(quiet.id) is None  # nothing left behind


async def test_no_game_thread_from_inside_a_thread(table):
    await table.ann.slash(table.channel, "roundhouse new", thread=True)
    (thread,) = table.channel.threads
    result = await table.bo.slash(thread, "roundhouse new", thread=True)
    assert "only be opened from a text channel" in result.response.content
    assert len(table.channel.threads) == 1
