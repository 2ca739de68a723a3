"""Turn DMs, Stop DMs, the closed-DM fallback and /roundhouse notify."""

from __future__ import annotations

import pytest

import engine.roundhouse as rh_engine
from bot.game.model import Game
from bot.pacing.notices import turn_notice
from bot.posts import ids
from bot.storage.records import GameRow, SeatRow
from engine.roundhouse.names import player_name
from games.roundhouse import ROUND_HOUSE
from games.roundhouse.pictures.samples import played_state
from tests.support.tables import buttons, private_answer, restart_bot


async def test_turn_dm_has_board_link_and_buttons(table):
    game = await table.start(humans=(table.bo,))
    player = await table.waiting_member(game.id)
    other = table.bo if player is table.ann else table.ann
    (dm,) = table.dms(player)
    assert "It's your turn in **Round House #1** (Round 0 of 7 · turn 1): " in dm.content
    assert "\n" not in dm.content  # compact: one line, the buttons and the phone picture
    (picture,) = dm.attachments
    assert picture.filename == f"turn-{game.id}-0000.png"
    assert picture.description == "Turn picture after 0 choices"
    labels = buttons(dm)
    controls = {"Take my turn", "Show board", "Snooze 2 hr", "Snooze 8 hr", "Stop DMs"}
    assert controls | {"Go to the game"} <= set(labels)
    options = [label for label in labels if label not in controls | {"Go to the game"}]
    assert options  # the decision itself, as on the panel
    assert labels["Go to the game"] == (
        f"https://discord.com/channels/{table.guild.id}/{table.channel.id}"
    )
    assert table.dms(other) == []  # only the player whose turn it is
    assert f"<@{player.id}>" in table.posts()[-1].content  # and the channel mention

    board = await player.user.click(dm, label="Show board")  # the full board, one click away
    assert board.response.ephemeral
    assert board.response.attachments[0].description == "Board after 0 choices"

    panel = await player.user.click(dm, label="Take my turn")  # the whole panel, in the DM
    assert panel.response.ephemeral and "your decision" in panel.response.content

    played = await player.user.click(dm, label=options[0])  # one tap on the DM plays it
    assert played.response.ephemeral  # the next panel, privately; the DM stays as it was
    assert (await table.game(game.id)).version == 1
    stale = await player.user.click(dm, label=options[1])  # the DM is out of date now
    assert stale.response.ephemeral and "This panel is from move 0" in stale.response.content
    assert (await table.game(game.id)).version == 1


async def test_stop_dms_button_turns_dms_off(table):
    game = await table.start(humans=(table.bo,))
    player = await table.waiting_member(game.id)
    (dm,) = table.dms(player)
    answer = await player.user.click(dm, label="Stop DMs")
    assert "Turn DMs are off" in answer.response.content
    assert not (await table.pacing.db.prefs(player.id)).dms
    await table.advance(12.5)  # the reminder goes to the channel instead
    assert len(table.dms(player)) == 1
    assert table.posts()[-1].content == f"<@{player.id}>, Round House #1 is still waiting for you."


async def test_closed_dms_fall_back_to_the_channel_once(table):
    for member in (table.ann, table.bo):
        dm_path = f"/channels/{member.user.dm_channel.id}/messages"
        table.env.inject_error(
            "POST", dm_path, status=403, code=50007, message="Cannot send", times=None
        )
    game = await table.start(humans=(table.bo,))
    player = await table.waiting_member(game.id)
    fallback = table.posts()[-1]
    assert fallback.content.startswith(f"<@{player.id}>, it's your turn in Round House #1.")
    assert "/roundhouse notify dms: on" in fallback.content  # how to fix it, told once
    prefs = await table.pacing.db.prefs(player.id)
    assert prefs.dms_closed and prefs.told_closed

    await table.advance(12.5)
    reminder = table.posts()[-1]
    assert reminder.content == f"<@{player.id}>, Round House #1 is still waiting for you."
    dm_posts = [
        r
        for r in table.env.http_requests
        if r.method == "POST" and r.path == f"/channels/{player.user.dm_channel.id}/messages"
    ]
    assert len(dm_posts) == 1  # never retried


async def test_notify_command_sets_and_validates(table):
    result = await table.ann.slash(
        table.channel, "roundhouse notify", timezone="Europe/Paris", quiet_hours="22-7"
    )
    assert "Saved." in result.response.content and "Europe/Paris" in result.response.content
    bad = await table.ann.slash(table.channel, "roundhouse notify", timezone="Mars/Olympus")
    assert "Unknown time zone" in bad.response.content and bad.response.ephemeral
    bad = await table.ann.slash(table.channel, "roundhouse notify", quiet_hours="late")
    assert "Quiet hours look like" in bad.response.content
    prefs = await table.pacing.db.prefs(table.ann.id)
    assert (prefs.tz, prefs.quiet_start, prefs.quiet_end) == ("Europe/Paris", 22, 7)
    off = await table.ann.slash(table.channel, "roundhouse notify", dms="off", reminders="off")
    assert "Turn DMs: **off**" in off.response.content
    prefs = await table.pacing.db.prefs(table.ann.id)
    assert not prefs.dms and not prefs.reminders


@pytest.mark.parametrize(
    "typed", ["localtime", "Factory", "posixrules", "/etc/localtime", "../zoneinfo/UTC", "Mars"]
)
async def test_only_iana_time_zones_are_accepted(table, typed):
    before = await table.pacing.db.prefs(table.ann.id)
    bad = await table.ann.slash(table.channel, "roundhouse notify", timezone=typed)
    assert bad.response.content.startswith("Unknown time zone") and bad.response.ephemeral
    assert await table.pacing.db.prefs(table.ann.id) == before


async def test_a_time_zone_in_any_case_is_saved_by_its_iana_name(table):
    saved = await table.ann.slash(table.channel, "roundhouse notify", timezone=" america/new_york ")
    assert "time zone: **America/New_York**" in saved.response.content
    assert (await table.pacing.db.prefs(table.ann.id)).tz == "America/New_York"


async def test_joining_a_game_turns_dms_on(table):
    await table.bo.slash(table.channel, "roundhouse notify", dms="off")
    await table.ann.slash(table.channel, "roundhouse notify", dms="off")
    assert not (await table.pacing.db.prefs(table.bo.id)).dms
    await table.ann.slash(table.channel, "roundhouse new")  # the host takes a seat
    assert (await table.pacing.db.prefs(table.ann.id)).dms
    lobby = table.posts()[-1]
    await table.bo.click(lobby, label="Join")
    assert (await table.pacing.db.prefs(table.bo.id)).dms
    await table.bo.slash(table.channel, "roundhouse notify", dms="off")  # after joining: kept
    await table.ann.click(lobby, label="Start")
    assert not (await table.pacing.db.prefs(table.bo.id)).dms


async def test_a_refused_join_leaves_dms_off(table):
    await table.cy.slash(table.channel, "roundhouse notify", dms="off")
    refused = await table.cy.slash(table.channel, "roundhouse join")  # no lobby here
    assert "There is no Round House game in this channel" in refused.response.content
    game = await table.start(humans=(table.bo,))
    stale = await table.forged(table.channel, ids.lobby(game.id, "join"))  # an old lobby's Join
    refused = await table.cy.click(stale, label="forged")
    assert "This game has already started." in private_answer(refused).content
    assert not (await table.pacing.db.prefs(table.cy.id)).dms


# -- the turn DM in the final turns -----------------------------------------------------------

END = "The round marker reached the amulet"


def game_of(state) -> Game:
    row = GameRow(7, 1, 2, 100, "playing", None, None, 40, None, "t", "t")
    seats = [SeatRow(100 + i, p.name, False) for i, p in enumerate(state.players)]
    return Game(row, seats, state, rules=ROUND_HOUSE)


def test_turn_dm_before_the_end_does_not_mention_it():
    state = rh_engine.new_game(["Ann", "Bo", "Cy"], 1)
    notice = turn_notice(game_of(state), state.turn.seat, deadline_at=None, picture=None)
    assert END not in notice.content and "last turn" not in notice.content


def test_turn_dm_in_the_final_turns_says_it_is_the_last_turn():
    state = played_state(3, lambda s: s.board.round > s.board.end_space and not s.over)
    seat, trigger = state.turn.seat, state.end_trigger
    name = player_name(state, trigger)  # isolated, as the engine writes it
    notice = turn_notice(game_of(state), seat, deadline_at=None, picture=None)
    assert "\n" not in notice.content  # one line
    assert notice.content.startswith(
        f"It's your turn in **Round House #7** ({ROUND_HOUSE.progress(state)}): "
    )
    assert notice.content.endswith(
        f" {END} ({name} took it): every other player has one more turn. This is your last turn."
    )
    reminder = turn_notice(game_of(state), seat, deadline_at=None, picture=None, reminder=1)
    assert reminder.content.endswith("This is your last turn.")


CONTROLS = {"Show board", "Stop DMs", "Go to the game"}


async def play_turn_from_the_post(table, member) -> None:
    """The member plays a whole Round House turn from the channel post's Take my turn: the
    first option of each panel, then End turn."""
    post = next(p for p in reversed(table.posts()) if "Take my turn" in buttons(p))
    panel = (await member.click(post, label="Take my turn")).response
    for _ in range(40):
        offered = [label for label in buttons(panel) if label not in ("Undo", "Show board")]
        if offered == ["End turn"] or not offered:
            break
        panel = (await member.click(panel, label=offered[0])).response
    if "End turn" in buttons(panel):
        await member.click(panel, label="End turn")


async def test_a_turn_dm_offers_no_choice_once_its_turn_is_played_elsewhere(
    table, settings, db_path
):
    """The turn DM's choices and Take my turn go once the turn is played from the channel's
    post (they stayed, stale); it says the turn is over and keeps its picture, Show board,
    Stop DMs and the link. No DM is sent for it. The DM is remembered in the database: the
    next player's is settled by the bot's next process, after a restart."""
    game = await table.start(humans=(table.bo,))
    player = await table.waiting_member(game.id)
    other = table.bo if player is table.ann else table.ann
    (dm,) = table.dms(player)
    assert "Take my turn" in buttons(dm) and len(buttons(dm)) > len(CONTROLS) + 3
    await play_turn_from_the_post(table, player)
    (dm,) = table.dms(player)  # edited, not sent again
    assert set(buttons(dm)) == CONTROLS, buttons(dm)
    assert dm.content == (
        "✅ **Round House #1** has moved on since this message: it offers its choices no more."
    )
    assert dm.attachments[0].description.startswith("Turn picture")
    kept = await table.pacing.db.turn_dms(game.id)  # the next player's DM alone
    assert [d.seat for d in kept] == [game.seat_of(other.id)]

    (theirs,) = table.dms(other)
    assert "Take my turn" in buttons(theirs)
    new_store = await restart_bot(table, settings, db_path)
    try:
        await play_turn_from_the_post(table, other)
        theirs = table.dms(other)[0]
        assert set(buttons(theirs)) == CONTROLS, buttons(theirs)
        assert len(table.dms(player)) == 2  # the player's next turn DM, as before
        assert "Take my turn" in buttons(table.dms(player)[-1])
    finally:
        await table.env.bot.close()
        await new_store.close()


async def test_an_abandoned_games_turn_dm_offers_no_choice(table):
    game = await table.start(humans=(table.bo,))
    player = await table.waiting_member(game.id)
    await table.ann.slash(table.channel, "roundhouse abandon")
    (dm,) = table.dms(player)
    assert set(buttons(dm)) == CONTROLS
    assert dm.content.startswith("✅ **Round House #1** has moved on")
    assert await table.pacing.db.turn_dms(game.id) == []
