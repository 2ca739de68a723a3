"""Reminders on the virtual clock: the idle period, the limit, snooze, quiet hours, restarts."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.pacing.notices import in_quiet_hours, quiet_hours_end
from bot.storage.pacing import Prefs
from tests.support.tables import buttons, restart_bot

CONTROLS = ("Undo", "Show board", "My board")


def reminders(table, member) -> list[str]:
    return [m.content for m in table.dms(member) if m.content.startswith("Reminder")]


async def test_reminder_after_the_idle_period_up_to_the_limit(table):
    game = await table.start(humans=(table.bo,))
    player = await table.waiting_member(game.id)
    await table.advance(11.9)
    assert reminders(table, player) == []
    await table.advance(0.2)
    (first,) = reminders(table, player)
    assert first.startswith("Reminder 1: **Round House #1** is still waiting for you")
    await table.advance(12)
    await table.advance(12)
    await table.advance(48)
    assert len(reminders(table, player)) == 3  # the default limit
    assert (await table.game(game.id)).version == 0  # nobody moved; no deadline by default


async def test_a_move_restarts_the_idle_period(table):
    game = await table.start(humans=(table.bo,))
    player = await table.waiting_member(game.id)
    await table.advance(10)
    panel = await player.user.click(table.dms(player)[0], label="Take my turn")
    option = next(k for k in buttons(panel.response) if k not in ("Undo", "Show board"))
    await player.user.click(panel.response, label=option)
    game = await table.game(game.id)
    assert game.user_of(game.current_seat()) == player.id  # still deciding in the same turn
    await table.advance(10)
    assert reminders(table, player) == []  # 20 h after the notice, 10 h after the move
    await table.advance(2.5)
    assert len(reminders(table, player)) == 1


async def test_snooze_puts_the_next_reminder_off(table):
    game = await table.start(humans=(table.bo,))
    player = await table.waiting_member(game.id)
    await table.advance(12.1)
    reminder = table.dms(player)[-1]
    answer = await player.user.click(reminder, label="Snooze 2 hr")
    assert "Snoozed for 2 hr" in answer.response.content and "<t:" in answer.response.content
    await table.advance(1.9)
    assert len(reminders(table, player)) == 1
    await table.advance(0.2)
    assert len(reminders(table, player)) == 2
    other = table.bo if player is table.ann else table.ann
    with pytest.raises(LookupError):  # the game is not waiting for the other player
        await table.pacing.watch.snooze(game.id, other.id, 2)


async def test_no_reminder_in_quiet_hours(table):
    await table.ann.slash(table.channel, "roundhouse notify", timezone="UTC", quiet_hours="11-15")
    await table.bo.slash(table.channel, "roundhouse notify", timezone="UTC", quiet_hours="11-15")
    game = await table.start(humans=(table.bo,))  # 2026-01-01 00:00 UTC: due at 12:00
    player = await table.waiting_member(game.id)
    await table.advance(14.9)
    assert reminders(table, player) == []
    await table.advance(0.2)
    assert len(reminders(table, player)) == 1
    assert table.env.now().hour == 15


def test_quiet_hours_wrap_midnight_in_the_players_time_zone():
    prefs = Prefs(1, tz="America/New_York", quiet_start=22, quiet_end=7)
    late = datetime(2026, 1, 1, 4, 0, tzinfo=UTC)  # 23:00 in New York
    assert in_quiet_hours(prefs, late)
    assert quiet_hours_end(prefs, late) == datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
    noon = datetime(2026, 1, 1, 17, 0, tzinfo=UTC)
    assert not in_quiet_hours(prefs, noon) and quiet_hours_end(prefs, noon) == noon


async def test_no_duplicate_after_a_restart(table, settings, db_path):
    game = await table.start(humans=(table.bo,))
    player = await table.waiting_member(game.id)
    await table.advance(12.1)
    assert len(table.dms(player)) == 2  # the turn DM and reminder 1
    new_store = await restart_bot(table, settings, db_path)
    try:
        await table.advance(6)
        assert len(table.dms(player)) == 2  # nothing sent again after the restart
        await table.advance(6.1)
        assert len(reminders(table, player)) == 2
    finally:
        await table.env.bot.close()
        await new_store.close()


async def test_a_reminder_due_during_a_restart_is_sent_once(table, settings, db_path):
    game = await table.start(humans=(table.bo,))
    player = await table.waiting_member(game.id)
    await table.advance(11)
    new_store = await restart_bot(table, settings, db_path)
    try:
        await table.advance(1.5)
        assert len(reminders(table, player)) == 1
        await table.advance(1)
        assert len(reminders(table, player)) == 1
    finally:
        await table.env.bot.close()
        await new_store.close()


async def test_sends_are_rate_limited(monkeypatch):
    from bot.pacing import reminders as module

    naps: list[float] = []

    async def fake_sleep(seconds: float) -> None:
        naps.append(seconds)

    monkeypatch.setattr(module.asyncio, "sleep", fake_sleep)
    limiter = module.RateLimiter(burst=2, per_second=0.5)
    for _ in range(4):
        await limiter.acquire()
    assert naps == pytest.approx([2.0, 2.0], abs=0.05)  # two at once, then one every 2 s


async def test_a_turn_left_at_end_turn_is_reminded_of_it_and_played_out_at_its_deadline(table):
    """Nothing is announced before End turn, but the player is still reminded; at the deadline
    the computer player ends the turn for them."""
    game = await table.start(humans=(table.bo,), deadline="24 h")
    player = await table.waiting_member(game.id)
    other = table.bo if player is table.ann else table.ann
    await player.slash(table.channel, "roundhouse notify", auto_end="off")  # End turn asked
    panel = (await player.user.click(table.dms(player)[0], label="Take my turn")).response
    while (options := [k for k in buttons(panel) if k not in CONTROLS]) != ["End turn"]:
        panel = (await player.user.click(panel, label=options[0])).response
    posts, other_dms = len(table.posts()), len(table.dms(other))
    await table.advance(12.1)
    (reminder,) = reminders(table, player)
    assert reminder.startswith("Reminder 1: **Round House #1** is still waiting for you (Round ")
    assert "): your choices are made;" in reminder
    assert "the turn waits for **End turn** (or Undo)." in reminder
    assert len(table.posts()) == posts and len(table.dms(other)) == other_dms
    await table.advance(12)  # the deadline: the computer player ends the turn
    moves = await table.service.store.moves(game.id)
    assert moves[-1].code == "end" and moves[-1].user_id is None
    game = await table.game(game.id)
    assert game.user_of(game.current_seat()) == other.id
    assert len(table.dms(other)) == other_dms + 1  # now the next player hears of it
