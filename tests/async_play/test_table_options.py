"""Issue 9, part 6 with the pacing: `/roundhouse new`'s deadline and idle period drive the turn's
reminders and deadline, and a rematch of a game played in its own (archived) thread."""

from __future__ import annotations

import pytest

from tests.support.tables import HOUR, buttons, is_lobby


async def test_new_with_a_deadline_and_idle_period_sets_the_turns_clock(table):
    await table.ann.slash(table.channel, "roundhouse new", deadline="24 h", idle_hours=6)
    lobby = next(m for m in table.posts() if is_lobby(m))
    await table.bo.click(lobby, label="Join")
    await table.ann.click(lobby, label="Start")
    game = await table.service.game_in(table.channel.id)
    wait = await table.pacing.db.wait(game.id)
    assert wait.deadline_at - wait.started_at == 24 * HOUR
    assert wait.remind_at - wait.started_at == 6 * HOUR
    player = await table.waiting_member(game.id)
    await table.advance(6.1)  # the idle period chosen at creation, not the default 12 h
    _turn_dm, reminder = table.dms(player)
    assert reminder.content.startswith("Reminder 1: **Round House #1** is still waiting for you")
    assert "\n" not in reminder.content and not reminder.attachments  # one line, no picture


@pytest.mark.simcord(settle_timeout=60)  # the computers play the rest of the game in one go
async def test_rematch_of_a_game_in_its_archived_thread(table):
    game = await table.start(computers=1, deadline="24 h", thread=True)
    for _ in range(200):  # ann never plays: after 3 misses the computer plays her seat too
        game = await table.game(game.id)
        if game.status == "finished":
            break
        if game.seats[0].computer:
            table.service.computer_delay = 0
        await table.advance(0.5 if game.seats[0].computer else 24.1)
    assert game.status == "finished"
    final = next(m for m in reversed(table.posts()) if "The game is over" in m.content)
    assert set(buttons(final)) == {"Rematch", "Replay", "Show board"}

    opened = await table.ann.click(final, label="Rematch")
    assert "The rematch is open" in opened.response.content
    new = await table.service.game_in(table.channel.id)  # the same thread
    assert new.status == "lobby" and [s.name for s in new.seats] == ["ann", "Computer 1"]
    lobby = table.posts()[-1]
    assert is_lobby(lobby) and lobby.id == new.row.lobby_message_id
    settings = await table.pacing.db.settings(new.id)
    assert (settings.deadline_hours, settings.paused) == (24, False)  # the pacing came back
    assert new.seats[0].computer is False  # ann plays her seat again, not the computer
