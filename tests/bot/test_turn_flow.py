"""Issue 9, parts 1 and 2, as a player sees them in Discord (simcord, discord.py's real code): a
turn ends with End turn (auto-end off), or by default with its last choice where Undo can
take the end back (issue 30); the panel sums the turn up and says why Undo is off, auto-end
turn is a preference, and every panel explains itself."""

from __future__ import annotations

from typing import Any

from tests.support.text import plain

LIMIT = 80  # a Discord button's label


def dms(member: Any) -> list[Any]:
    channel = member.user.dm_channel
    return [] if channel is None else [m for m in channel.history() if not m.flags.ephemeral]


def pings(table: Any) -> int:
    """Channel posts so far that notify somebody."""
    path = f"/channels/{table.channel.id}/messages"
    return sum(
        1
        for r in table.env.http_requests
        if r.method == "POST" and r.path == path and (r.json or {}).get("allowed_mentions", {})
        and r.json["allowed_mentions"].get("users")
    )  # fmt: skip


async def play_to_end_turn(table: Any, member: Any, panel: Any) -> Any:
    """Click the first option of each panel until the panel offers End turn alone."""
    for _ in range(40):
        if table.options(panel) == ["End turn"]:
            return panel
        panel = (await member.click(panel, label=table.options(panel)[0])).response
    raise AssertionError("the turn never asked for End turn")


async def test_the_last_choice_sums_the_turn_up_and_nothing_is_announced_until_end_turn(table):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    await member.slash(table.channel, "roundhouse notify", auto_end="off")
    other = table.bo if member is table.ann else table.ann
    posts, other_dms, sent_pings = (
        len(table.public_posts(table.channel)),
        len(dms(other)),
        pings(table),
    )

    panel = await play_to_end_turn(table, member, await table.open_panel(member))
    assert "**Your turn is done. This turn you " in panel.content
    assert f"End turn passes to {other.name}; Undo takes back your last choice." in plain(
        panel.content
    )
    end = next(
        c for row in panel.components for c in row["components"] if c.get("label") == "End turn"
    )
    assert end["style"] == 3 and end["custom_id"].endswith(":end")  # green, the move `end`
    undo = next(
        c for row in panel.components for c in row["components"] if c.get("label") == "Undo"
    )
    assert not undo.get("disabled")
    # nothing announced: no board post, no DM, no ping; the turn is still the member's
    assert len(table.public_posts(table.channel)) == posts
    assert len(dms(other)) == other_dms and pings(table) == sent_pings
    assert (await table.game(game_id)).current_seat() == game.current_seat()

    # a misclick is taken back by the command too (it used to say "It is bo's turn")
    version = (await table.game(game_id)).version
    undone = await member.slash(table.channel, "roundhouse undo")
    assert "took back their last choice" in undone.response.content
    assert "End turn" not in table.options(undone.response)
    moves = await table.service.store.moves(game_id)
    assert moves[-1].code == "undo" and len(moves) == version + 1

    panel = await play_to_end_turn(table, member, undone.response)
    done = (await member.click(panel, label="End turn")).response
    assert plain(done.content).startswith(f"✅ Turn done — {member.name}: End turn (")
    assert f"It is {other.name}'s turn now." in plain(done.content)
    assert len(table.public_posts(table.channel)) == posts + 1  # the turn post, once
    assert table.last_post().content.startswith(f"<@{other.id}>, it's your turn")
    # one notification: the DM (the post names the player without pinging: part 6)
    assert len(dms(other)) == other_dms + 1 and pings(table) == sent_pings
    turn_post = table.last_post().embeds[0].description
    assert f"• {member.name}: End turn (" in plain(turn_post)  # the summary closes the turn's lines


async def test_the_panel_says_why_undo_is_off(table):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    panel = await table.open_panel(member)
    assert panel.content.endswith("↩️ Undo: Nothing to undo yet: the turn has just begun.")
    smuggle = next(o for o in table.options(panel) if o.endswith("the Smuggle Room"))
    panel = (await member.click(panel, label=smuggle)).response
    token = next(o for o in table.options(panel) if o.startswith("Take pirate token P"))
    panel = (await member.click(panel, label=token)).response
    assert "↩️ Undo: A pirate token was drawn: undo stops there." in panel.content
    undo = next(
        c for row in panel.components for c in row["components"] if c.get("label") == "Undo"
    )
    assert undo.get("disabled")
    refused = await member.slash(table.channel, "roundhouse undo")
    assert refused.response.content == "A pirate token was drawn: undo stops there."


async def test_auto_end_turn_is_a_choice_in_notify(table):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    before = await member.slash(table.channel, "roundhouse notify")
    assert "auto-end turn: **default (when Undo can still" in before.response.content
    saved = await member.slash(table.channel, "roundhouse notify", auto_end="on")
    assert saved.response.content.startswith("Saved.") and "auto-end turn: **on**" in (
        saved.response.content
    )
    posts = len(table.public_posts(table.channel))
    panel = await table.open_panel(member)
    while table.options(panel):
        assert "End turn" not in table.options(panel)
        panel = (await member.click(panel, label=table.options(panel)[0])).response
    assert panel.content.startswith("✅ Turn done (auto-end turn is on")
    assert len(table.public_posts(table.channel)) == posts + 1
    moves = await table.service.store.moves(game_id)
    assert moves[-1].code == "end" and moves[-1].user_id == member.id


async def test_a_stranger_is_told_plainly(table):
    await table.start(humans=(table.bo,))
    answer = await table.cy.slash(table.channel, "roundhouse undo")
    assert answer.response.content == "You are not playing in this game."


async def test_a_whole_game_by_clicking_what_the_panels_offer(table):
    """Every panel of a game against a computer: labels fit a button and read apart, the
    panel shows the player's situation, and each turn ends with End turn, tapped only where
    its end could not be taken back (the default)."""
    game_id = await table.start(computers=1)
    panel, ended = None, 0
    for _ in range(600):
        game = await table.game(game_id)
        if game.status != "playing":
            break
        panel = await table.panel_at_her_turn(game, panel)
        if panel is None:
            continue
        labels = table.options(panel)
        assert all(0 < len(label) <= LIMIT for label in labels), labels
        assert len(set(labels)) == len(labels)
        lines = panel.content.split("\n")  # a note first (a forced choice played), the header
        situation = lines[next(i for i, line in enumerate(lines) if "your decision" in line) + 1]
        assert " prestige · " in situation and " coin" in situation and "Gold" in situation
        ended += labels == ["End turn"]
        panel = (await table.ann.click(panel, label=labels[-1])).response
    game = await table.game(game_id)
    moves = await table.service.store.moves(game_id)
    human_turns = {m.turn for m in moves if m.user_id == table.ann.id}
    assert game.status == "finished" and ended < len(human_turns)
    ends = [m for m in moves if m.code == "end"]
    assert len({m.turn for m in ends}) == len({m.turn for m in moves})  # every turn ended so
    assert human_turns <= {m.turn for m in ends if m.user_id == table.ann.id}
    final = table.last_post().embeds[0].fields[0].value
    assert final.startswith("during play ") and ", family " in final and ", assistants " in final
