"""The inbox across servers and the end of a game: chart, archive, history, leaderboard."""

from __future__ import annotations

import pytest

import engine.roundhouse as rh_engine
from tests.support.text import plain


async def test_mygames_lists_every_game_across_servers(table):
    game = await table.start(humans=(table.bo,), deadline="48 h")
    other_guild = table.env.create_guild()
    other_channel = other_guild.create_text_channel("rh")
    ann_there = other_guild.add_member(table.ann.user)
    await ann_there.slash(other_channel, "roundhouse new")
    inbox = await table.bo.slash(table.channel, "roundhouse mygames")
    assert inbox.response.ephemeral
    assert "Round House #1" in inbox.response.content and "#2" not in inbox.response.content
    mine = (await table.ann.slash(table.channel, "roundhouse mygames")).response.content
    head, first, second = mine.splitlines()
    assert head == "**Your Round House games** (2)"
    waiting = await table.waiting_member(game.id)
    who = "**you**" if waiting is table.ann else "\u2068bo\u2069"
    assert first.startswith(
        f"**Round House #1** — Round 0 of 7 · turn 1, {who} to play · deadline <t:"
    )
    assert first.endswith(f"https://discord.com/channels/{table.guild.id}/{table.channel.id}")
    assert second.startswith("**Round House #2** — in its lobby")
    assert str(other_channel.id) in second
    nothing = await table.cy.slash(table.channel, "roundhouse mygames")
    assert "not in any Round House game" in nothing.response.content


@pytest.mark.simcord(settle_timeout=60)  # the computers play the rest of the game in one go
async def test_a_finished_game_is_archived_with_its_chart(table):
    game = await table.start(computers=1, deadline="24 h", thread=True)
    for _ in range(200):  # ann never plays: after 3 misses the computer plays her seat too
        game = await table.game(game.id)
        if game.status == "finished":
            break
        if game.seats[0].computer:
            table.service.computer_delay = 0  # two computers now: let them play on at once
        await table.advance(0.5 if game.seats[0].computer else 24.1)
    assert game.status == "finished"
    posts = table.posts()
    chart = next(m for m in posts if m.embeds and "score chart" in (m.embeds[0].title or ""))
    assert plain(chart.attachments[0].description).startswith("Score chart. ann: ")
    assert chart.embeds[0].image.url is None  # a plain attachment: full width on a phone
    assert "The game is over" in posts[-1].content  # the final board and winner come last
    assert await table.pacing.db.wait(game.id) is None
    archived = [
        r
        for r in table.env.http_requests
        if r.method == "PATCH" and r.path == f"/channels/{table.channel.id}"
    ]
    assert [r.json.get("archived") for r in archived] == [True]  # the game's thread, once

    lobby = table.guild.channels["games"]
    history = (await table.bo.slash(lobby, "roundhouse history")).response.content
    totals = [row["total"] for row in rh_engine.score_breakdown(game.state)]
    winners = rh_engine.winners(game.state)
    assert "**#1**" in history and f"<@{table.ann.id}> {totals[0]}" in history
    board = (await table.bo.slash(lobby, "roundhouse leaderboard")).response.content
    wins = 1 if 0 in winners else 0
    assert f"1. <@{table.ann.id}> — {wins} · 1 · {totals[0]:.1f}" in board

    elsewhere = table.env.create_guild()
    lonely = elsewhere.add_member(table.cy.user)
    empty = await lonely.slash(elsewhere.create_text_channel("x"), "roundhouse history")
    assert "No Round House game has finished on this server yet." in empty.response.content
