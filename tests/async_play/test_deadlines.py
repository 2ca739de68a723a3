"""Deadlines: the computer takes an absent player's turn, seats handed over and back, pause."""

from __future__ import annotations

from tests.support.tables import buttons
from tests.support.text import plain


async def computer_moves(table, game_id: int, seat: int) -> list:
    return [m for m in await table.service.store.moves(game_id) if m.seat == seat and not m.user_id]


async def test_a_passed_deadline_is_taken_by_the_computer(table):
    game = await table.start(humans=(table.bo,), deadline="24 h")
    seat = game.current_seat()
    player = table.member(game.user_of(seat))
    (dm,) = table.dms(player)
    assert "Deadline <t:" in dm.content and ":R>" in dm.content  # a relative timestamp
    await table.advance(23.9)
    assert (await table.game(game.id)).version == 0
    await table.advance(0.2)
    game = await table.game(game.id)
    assert game.version > 0 and game.current_seat() != seat
    assert await computer_moves(table, game.id, seat)
    notice = next(m for m in table.posts() if "deadline" in m.content)
    assert f"The deadline for {player.name} passed: the computer player takes this turn" in (
        plain(notice.content)
    )
    log = await table.pacing.db.log_lines(game.id)
    assert any("deadline" in text for _, text in log)
    assert not game.seats[seat].computer  # one miss: the seat stays the player's


async def test_three_missed_turns_hand_the_seat_over_until_taken_back(table):
    game = await table.start(humans=(table.bo,), deadline="24 h")
    replaced = None
    for _ in range(8):
        await table.advance(24.1)
        game = await table.game(game.id)
        replaced = next((i for i, s in enumerate(game.seats) if s.computer), None)
        if replaced is not None:
            break
    assert replaced is not None
    owner = table.member(game.user_of(replaced))
    assert any("missed 3 turns in a row" in m.content for m in table.posts())
    if owner is table.bo:  # cy is not the host; ann, the host, hands bo's seat back
        refused = await table.cy.slash(table.channel, "roundhouse takeback", player=owner.user)
        back = await table.ann.slash(table.channel, "roundhouse takeback", player=owner.user)
    else:  # bo is not the host; ann takes her own seat back
        refused = await table.bo.slash(table.channel, "roundhouse takeback", player=owner.user)
        back = await table.ann.slash(table.channel, "roundhouse takeback")
    assert "Only that player or the host" in refused.response.content
    assert "plays the seat again" in back.response.content
    game = await table.game(game.id)
    assert not game.seats[replaced].computer
    assert any(f"{owner.name} is back" in plain(m.content) for m in table.posts())
    again = await owner.slash(table.channel, "roundhouse takeback")
    assert "not a player's seat played by the computer" in again.response.content


async def test_pause_holds_reminders_and_deadlines(table):
    game = await table.start(humans=(table.bo,), deadline="24 h")
    player = await table.waiting_member(game.id)
    refused = await table.bo.slash(table.channel, "roundhouse pause")
    assert "Only the host" in refused.response.content
    await table.advance(6)
    paused = await table.ann.slash(table.channel, "roundhouse pause")
    assert "is paused" in paused.response.content
    await table.advance(72)
    assert len(table.dms(player)) == 1  # no reminder while paused
    assert (await table.game(game.id)).version == 0  # and no deadline
    inbox = await player.slash(table.channel, "roundhouse mygames")
    assert "paused" in inbox.response.content
    await table.ann.slash(table.channel, "roundhouse resume")
    await table.advance(5.9)  # 6 h were left of the idle period when paused
    assert len(table.dms(player)) == 1
    await table.advance(0.2)
    assert len(table.dms(player)) == 2
    await table.advance(11.7)  # 18 h were left of the deadline
    assert (await table.game(game.id)).version == 0
    await table.advance(0.4)
    assert (await table.game(game.id)).version > 0


async def test_settings_are_the_hosts_and_validated(table):
    game = await table.start(humans=(table.bo,))
    shown = await table.bo.slash(table.channel, "roundhouse settings")
    assert "turn deadline: **off**" in shown.response.content
    refused = await table.bo.slash(table.channel, "roundhouse settings", deadline="48 h")
    assert "Only the host" in refused.response.content
    saved = await table.ann.slash(table.channel, "roundhouse settings", deadline="48 h")
    assert "turn deadline: **48 hr**" in saved.response.content and "<t:" in saved.response.content
    wait = await table.pacing.db.wait(game.id)
    assert wait.deadline_at == wait.started_at + 48 * 3600


async def test_a_turn_begun_during_a_pause_waits_from_the_resume(table):
    game = await table.start(humans=(table.bo,))
    player = await table.waiting_member(game.id)
    await table.ann.slash(table.channel, "roundhouse pause")
    await table.advance(2)
    panel = (await player.user.click(table.dms(player)[0], label="Take my turn")).response
    while True:  # the player finishes the turn while the game is paused
        options = [k for k in buttons(panel) if k not in ("Undo", "Show board", "My board")]
        if not options:
            break
        panel = (await player.user.click(panel, label=options[0])).response
    nxt = await table.waiting_member(game.id)
    assert nxt is not player and len(table.dms(nxt)) == 1  # the turn notice is not held back
    await table.advance(8)
    await table.ann.slash(table.channel, "roundhouse resume")  # 10 h after the pause
    await table.advance(11.9)  # the idle period counts from the resume, not from the turn
    assert len(table.dms(nxt)) == 1
    await table.advance(0.2)
    assert len(table.dms(nxt)) == 2
