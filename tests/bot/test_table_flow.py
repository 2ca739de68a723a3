"""Issue 9, parts 3, 4 and 6 through discord.py under simcord: one clock on every surface,
Take my turn only where it works (and stale only after a later turn), the game's options at
creation and in the lobby, and the Rematch button."""

from __future__ import annotations

import re

import pytest
from simcord.backend.errors import OptionError

from bot.posts import ids
from tests.support.tables import (
    add_computer,
    buttons,
    forget_length_limits,
    is_lobby,
    public_posts,
)
from tests.support.text import plain

MOVE_NUMBER = re.compile(r"\bmoves?\b \d|\d+ moves\b", re.IGNORECASE)


async def play_turn(table, member, *, pick=0):
    """`member` plays their whole turn from the latest Take my turn; their last panel."""
    panel = await table.open_panel(member)
    while table.options(panel):
        panel = (await member.click(panel, label=table.options(panel)[pick])).response
    return panel


def texts(message) -> str:
    """Everything a player reads on a message: content, embeds, alt texts."""
    embeds = [str(e.to_dict()) for e in message.embeds]
    alts = [a.description or "" for a in message.attachments]
    return "\n".join([message.content or "", *embeds, *alts])


# -- 3. one clock -------------------------------------------------------------------------------


async def test_every_surface_shows_the_round_and_turn_and_no_move_number(table):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    await play_turn(table, table.member_for(game, game.current_seat()))
    game = await table.game(game_id)
    await play_turn(table, table.member_for(game, game.current_seat()))
    game = await table.game(game_id)
    clock = game.rules.progress(game.state)
    assert re.fullmatch(r"Round \d of 7 · turn \d+", clock)
    post = table.last_post()
    assert post.embeds[0].footer.text == clock

    status = (await table.cy.slash(table.channel, "roundhouse status")).response
    assert status.embeds[0].footer.text == clock
    log = (await table.cy.slash(table.channel, "roundhouse log")).response
    assert f"({clock})" in log.content and "**Turn 2** · " in log.content
    board = (await table.cy.slash(table.channel, "roundhouse board")).response
    assert board.embeds[0].title.endswith(f" — {clock}")
    mine = (await table.ann.slash(table.channel, "roundhouse me")).response
    assert mine.embeds[0].title.endswith(f" — My board, {clock}")
    panel = await table.open_panel(table.member_for(game, game.current_seat()))
    prompt, header = panel.content.split("\n")[:2]  # the question first, for a phone
    assert prompt.startswith("**") and prompt.endswith("**") and "Round House #" not in prompt
    assert header.startswith(f"**Round House #{game_id}** · against ")
    assert header.endswith(f" · {clock} · your decision")
    for message in (*public_posts(table.channel), status, log, board, mine, panel):
        assert not MOVE_NUMBER.search(texts(message)), texts(message)


async def test_the_log_numbers_turns_as_the_game_does(table):
    """The log counts turns from the move log; Round House numbers them the same way."""
    game_id = await table.start(computers=1)
    for _ in range(6):
        game = await table.game(game_id)
        if game.is_computer(game.current_seat()):
            await table.env.advance_time(30)
        else:
            await play_turn(table, table.ann)
    log = (await table.ann.slash(table.channel, "roundhouse log")).response.content
    numbers = [int(n) for n in re.findall(r"\*\*Turn (\d+)\*\*", log)]
    keys = []  # Round House's turn keys are "seat.number": the engine's own numbers
    for move in await table.service.store.moves(game_id, last=15):
        if not keys or keys[-1] != move.turn:
            keys.append(move.turn)
    assert len(numbers) > 2 and numbers == [int(k.split(".")[1]) for k in keys]


# -- 4. correct warnings, no dead buttons ---------------------------------------------------------


async def test_take_my_turn_mid_turn_is_not_stale_and_a_later_turn_makes_it_so(table):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    other = table.bo if member is table.ann else table.ann
    post = table.last_post()
    panel = await table.open_panel(member)
    panel = (await member.click(panel, label=table.options(panel)[0])).response
    assert (await table.game(game_id)).version == 1  # mid-turn: the post is still this turn's

    again = (await member.click(post, label="Take my turn")).response
    assert "⚠️" not in again.content and "earlier turn" not in again.content
    assert table.options(again) and "your decision" in again.content

    while table.options(panel):  # the turn ends: a later turn is posted
        panel = (await member.click(panel, label=table.options(panel)[0])).response
    stale = (await other.click(post, label="Take my turn")).response  # the old post
    game = await table.game(game_id)
    assert stale.content.startswith(
        f"⚠️ That post is from an earlier turn; it is now {game.rules.progress(game.state)}."
    )
    assert table.options(stale)  # with the current panel, which works
    assert "move" not in stale.content.split("\n")[0]


async def test_a_computer_seats_turn_post_offers_no_take_my_turn(table):
    game_id = await table.start(computers=1)
    game = await table.game(game_id)
    if not game.is_computer(game.current_seat()):
        await play_turn(table, table.ann)
    post = table.last_post()
    assert "**Computer 1 (computer, Normal)** is taking its turn" in plain(post.content)
    assert set(buttons(post)) == {"Show board"}
    assert post.embeds[0].footer.text  # the clock is there all the same
    await table.env.advance_time(30)  # the computer plays; the next post is ann's
    assert set(buttons(table.last_post())) == {"Take my turn", "Show board"}


async def test_old_take_my_turn_ids_keep_working(table):
    """The id still carries the version it was posted at (rh:t:game:version): buttons already
    posted route as before and open the panel."""
    game_id = await table.start(humans=(table.bo,))
    post = table.last_post()
    assert buttons(post)["Take my turn"] == ids.turn(game_id, 0) == f"rh:t:{game_id}:0"
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    opened = await member.click(post, custom_id=f"rh:t:{game_id}:0")
    assert table.options(opened.response)


# -- 6. options at creation, the host's menu, rematch ---------------------------------------------


def lobby(table):
    """The channel's latest lobby message."""
    return next(m for m in reversed(public_posts(table.channel)) if is_lobby(m))


def disabled(message) -> set[str]:
    """The labels of a message's disabled buttons."""
    rows = [row if isinstance(row, dict) else row.to_dict() for row in message.components]
    return {c["label"] for row in rows for c in row["components"] if c.get("disabled")}


def options_field(message) -> str:
    return next(f.value for f in message.embeds[0].fields if f.name == "Options")


async def test_new_takes_the_options_and_the_lobby_shows_them(table):
    choices = await table.ann.autocomplete(table.channel, "roundhouse new", "variant", "neu")
    assert [c["value"] for c in choices] == ["neutral_variant"]
    await table.ann.slash(
        table.channel,
        "roundhouse new",
        seats=2,
        variant="neutral_variant",
        deadline="48 h",
        idle_hours=6,
    )
    message = lobby(table)
    shown = options_field(message)
    assert "Table: **2 players**" in shown
    assert "Neutral variant: **on**" in shown
    assert "Turn deadline: **48 hr** · reminders after **6 hr** idle" in shown
    assert message.embeds[0].fields[0].name == "Seats (1/2)"
    game = await table.service.game_in(table.channel.id)
    settings = await table.env.bot.pacing.db.settings(game.id)
    assert (settings.deadline_hours, settings.idle_hours) == (48, 6)

    await table.bo.click(message, label="Join")
    assert disabled(lobby(table)) == {"Join", "Add computer player"}  # the table is full
    full = await table.cy.slash(table.channel, "roundhouse join")
    assert "full (2 seats)" in full.response.content
    await table.ann.click(lobby(table), label="Start")
    game = await table.service.game_in(table.channel.id)
    assert game.state.setup.options.neutral_variant  # the variant reached the engine


async def test_bad_options_are_refused_and_open_nothing(table):
    refused = await table.ann.slash(table.channel, "roundhouse new", variant="turbo")
    assert refused.response.content == (
        "Round House has no such option; its options: Neutral variant (`neutral_variant`)."
    )
    assert await table.service.game_in(table.channel.id) is None
    forget_length_limits(table.env)  # synced by an older version: the body checks the length
    long = await table.ann.slash(table.channel, "roundhouse new", variant="n" * 41)
    assert "at most 40 characters" in long.response.content
    with pytest.raises(OptionError, match="must be ≤ 5"):  # Discord refuses a 9-seat table
        await table.ann.slash(table.channel, "roundhouse new", seats=9)
    assert await table.service.game_in(table.channel.id) is None
    assert public_posts(table.channel) == []


async def test_the_host_changes_options_in_the_lobby_and_only_the_host(table):
    await table.ann.slash(table.channel, "roundhouse new")
    shown = options_field(lobby(table))
    assert "Table: **any size (2–5 players)**" in shown and "Neutral variant: **off**" in shown
    assert "Turn deadline: **off** · reminders after **12 hr** idle" in shown

    refused = await table.bo.select(lobby(table), ["seats:3"])
    assert "Only the host" in refused.followups[0].content
    await table.ann.select(lobby(table), ["seats:3"])
    await table.ann.select(lobby(table), ["option:neutral_variant:on"])
    await table.ann.select(lobby(table), ["deadline:24"])
    await table.ann.select(lobby(table), ["idle:48"])
    shown = options_field(lobby(table))
    assert "Table: **3 players**" in shown
    assert "Neutral variant: **on** (not used at 3 players)" in shown
    assert "Turn deadline: **24 hr** · reminders after **48 hr** idle" in shown
    menu = lobby(table).components[0].to_dict()["components"][0]
    assert "✓ Table: 3 players" in [o["label"] for o in menu["options"]]

    await table.bo.click(lobby(table), label="Join")
    assert "Start" in disabled(lobby(table))  # 2 of 3 seats taken
    early = await table.ann.slash(table.channel, "roundhouse start")
    assert "The table is set for 3 players and 1 seat still free" in early.response.content
    too_small = await table.ann.select(lobby(table), ["seats:any"])
    assert not too_small.followups  # any size is always possible
    await table.ann.select(lobby(table), ["seats:2"])
    await table.ann.click(lobby(table), label="Start")
    game = await table.service.game_in(table.channel.id)
    assert game.status == "playing" and game.state.setup.options.neutral_variant
    settings = await table.env.bot.pacing.db.settings(game.id)
    assert (settings.deadline_hours, settings.idle_hours) == (24, 48)


async def test_the_table_cannot_shrink_below_the_seated_players(table):
    await table.ann.slash(table.channel, "roundhouse new")
    await table.bo.click(lobby(table), label="Join")
    await table.cy.click(lobby(table), label="Join")
    refused = await table.ann.select(lobby(table), ["seats:2"])
    assert "3 players are seated already" in refused.followups[0].content
    assert "Table: **any size" in options_field(lobby(table))


async def test_settings_in_the_lobby_show_on_the_lobby(table):
    await table.ann.slash(table.channel, "roundhouse new")
    await table.ann.slash(table.channel, "roundhouse settings", deadline="72 h")
    assert "Turn deadline: **72 hr**" in options_field(lobby(table))


async def finish(table, game_id):
    """Play a started game to its end: each member their turns, the computers theirs."""
    panel, owner = None, None
    for _ in range(1500):
        game = await table.game(game_id)
        if game.status != "playing":
            return
        if game.is_computer(game.current_seat()):
            await table.env.advance_time(30)
            continue
        member = table.member(game.user_of(game.current_seat()))
        if panel is None or not table.options(panel) or owner is not member:
            panel, owner = await table.open_panel(member), member
        panel = (await member.click(panel, label=table.options(panel)[-1])).response
    raise AssertionError("the game did not end")


async def test_rematch_opens_a_lobby_with_the_same_seats(table):
    await table.ann.slash(table.channel, "roundhouse new", variant="neutral_variant")
    await table.ann.select(lobby(table), ["deadline:48"])
    await table.bo.click(lobby(table), label="Join")
    await add_computer(table.ann, lobby(table))
    await table.ann.click(lobby(table), label="Start")
    old = await table.service.game_in(table.channel.id)
    await finish(table, old.id)
    final = table.last_post()
    assert "The game is over" in final.content
    final_buttons = {
        "Rematch": f"rh:l:{old.id}:rematch",
        "Replay": f"rh:r:{old.id}:1:o",
        "Show board": f"rh:b:{old.id}",  # the full board: the post shows the phone picture
    }
    assert buttons(final) == final_buttons

    stranger = await table.cy.click(final, label="Rematch")
    assert "Only the players of Round House #1" in stranger.response.content
    assert await table.service.game_in(table.channel.id) is None

    opened = await table.ann.click(final, label="Rematch")
    assert opened.response.ephemeral and "The rematch is open" in opened.response.content
    new = await table.service.game_in(table.channel.id)
    assert new.id != old.id and new.status == "lobby" and new.row.host_id == table.ann.id
    assert [s.name for s in new.seats] == ["ann", "Computer 1"]  # the computer seat is back
    message = lobby(table)
    assert message.id == new.row.lobby_message_id and message.id != final.id
    assert "A rematch of #1." in message.embeds[0].description
    assert f"Asked back: <@{table.bo.id}> — click **Join**." in message.embeds[0].description
    shown = options_field(message)
    assert "Table: **3 players**" in shown and "Neutral variant: **on**" in shown
    assert "Turn deadline: **48 hr**" in shown
    assert buttons(final) == final_buttons  # the final post stays

    again = await table.bo.click(final, label="Rematch")  # the same as Join
    assert "You have a seat in the rematch" in again.response.content
    new = await table.service.game_in(table.channel.id)
    assert [s.user_id for s in new.seats][::2] == [table.ann.id, table.bo.id]
    assert "Asked back" not in lobby(table).embeds[0].description
    await table.ann.click(lobby(table), label="Start")
    started = await table.service.game_in(table.channel.id)
    assert started.status == "playing" and len(started.seats) == 3
    late = await table.cy.click(final, label="Rematch")
    assert "Only the players" in late.response.content
    late = await table.bo.click(final, label="Rematch")
    assert late.response.content == "The rematch, Round House #2, has started already."


async def test_rematch_waits_while_the_channel_has_another_game(table):
    game_id = await table.start(computers=1)
    await finish(table, game_id)
    final = table.last_post()
    await table.ann.slash(table.channel, "roundhouse new")  # someone opened a new game already
    busy = await table.ann.click(final, label="Rematch")
    assert "This channel has a game already (Round House #2)" in busy.response.content
