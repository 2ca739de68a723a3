"""A simultaneous secret choice through the bot (secret tic-tac-toe's opening calls,
tests/support/secretgame.py): both seats asked at once, each choice saved and hidden, changed,
revealed together; a wait, turn DM, reminder and deadline per waiting seat; a restart between
the two choices."""

from __future__ import annotations

import pytest

from bot.app import create_bot
from bot.game.catalogue import Catalogue
from bot.posts import ids
from tests.support.secretgame import SECRET_TIC_TAC_TOE
from tests.support.tables import buttons, public_posts, restart_bot


@pytest.fixture
def simcord_bot(settings, store):
    return create_bot(settings, store=store, games=Catalogue(SECRET_TIC_TAC_TOE))


async def panel_of(table, member):
    """The member's panel, opened from the latest post with Take my turn."""
    post = next(p for p in reversed(public_posts(table.channel)) if "Take my turn" in buttons(p))
    return (await member.click(post, label="Take my turn")).response


def options(panel) -> list[str]:
    return [label for label in buttons(panel) if label.startswith("Call")]


async def call(table, member, number: int):
    """The member calls `number` on a fresh panel; the panel after the click."""
    return (await member.click(await panel_of(table, member), label=f"Call {number}")).response


async def test_both_seats_are_asked_at_once_by_one_post_and_a_dm_each(table):
    game = await table.start(humans=(table.bo,))
    assert game.deciders() == (0, 1)
    post = table.posts()[-1]
    ann, bo = f"<@{table.ann.id}>", f"<@{table.bo.id}>"
    assert post.content.startswith(f"{ann} and {bo}, choose at the same time, in secret: Call")
    for member in (table.ann, table.bo):
        (dm,) = table.dms(member)  # both notified together, each by their own turn DM
        assert dm.content.startswith("It's your turn in **Secret tic-tac-toe #1**")
    waits = await table.pacing.db.waits(game.id)
    assert [(w.seat, w.key) for w in waits] == [(0, "opening/0"), (1, "opening/1")]
    assert options(await panel_of(table, table.bo)) == ["Call 1", "Call 2", "Call 3"]


async def test_a_choice_is_saved_hidden_changed_and_revealed_with_the_last(table):
    game = await table.start(humans=(table.bo,))
    posts = len(table.posts())
    chosen = await call(table, table.ann, 2)
    assert "You called 2: you may change it." in chosen.content
    assert options(chosen) == ["Call 1", "Call 3"]
    changed = (await table.ann.click(chosen, label="Call 3")).response
    assert "You called 3" in changed.content
    moves = await table.service.store.moves(game.id)
    assert [(m.code, m.line) for m in moves] == [
        ("c0-2", "ann has chosen."),
        ("c0-3", ""),
    ]  # fmt: skip (a change of a choice tells nobody anything)
    assert len(table.posts()) == posts  # nothing public said what was chosen
    assert [w.seat for w in await table.pacing.db.waits(game.id)] == [1]  # Ann's wait ended

    bo_panel = await panel_of(table, table.bo)  # Bo sees that Ann chose, never what
    status = (await table.bo.slash(table.channel, "roundhouse status")).response.embeds[0]
    log = (await table.cy.slash(table.channel, "roundhouse log")).response.content
    for text in (bo_panel.content, log, str([(f.name, f.value) for f in status.fields])):
        assert "called 3" not in text and "You called" not in text
    assert [f.value for f in status.fields] == ["has chosen", "is choosing"]

    await table.bo.click(bo_panel, label="Call 1")
    turn = table.posts()[-1]
    assert turn.embeds[0].description.endswith(
        "• bo has chosen. ann called 3 and bo called 1: ann plays X and starts."
    )  # both calls shown together, once the last was made
    assert turn.content.startswith(f"<@{table.ann.id}>, it's your turn: Mark a free square")
    assert await table.pacing.db.waits(game.id) == [await table.pacing.db.wait(game.id, 0)]
    later = await table.ann.slash(table.channel, "roundhouse log")
    assert "ann called 3 and bo called 1" in later.response.content


async def test_a_seat_cannot_play_the_other_seats_call(table):
    game = await table.start(humans=(table.bo,))
    forged = await table.forged(table.channel, ids.move(game.id, game.version, "c1-3"))
    refused = await table.ann.click(forged, label="forged")
    text = refused.response.content
    assert "not possible now" in text and "c1-3" in text
    assert await table.service.store.moves(game.id) == []


async def test_a_restart_between_the_two_choices_loses_neither(table, settings, db_path):
    game = await table.start(humans=(table.bo,))
    await call(table, table.ann, 3)
    bo_panel = await panel_of(table, table.bo)
    new_store = await restart_bot(table, settings, db_path, games=Catalogue(SECRET_TIC_TAC_TOE))
    try:
        bot = table.env.bot
        waits = await bot.pacing.db.waits(game.id)
        assert [w.seat for w in waits] == [1]  # still waiting on Bo alone
        await table.bo.click(bo_panel, label="Call 2")  # the panel from before the restart
        now = await bot.service.load(game.id)
        assert [m.code for m in await bot.service.store.moves(game.id)] == ["c0-3", "c1-2"]
        assert now.state.first == 0 and not now.state.opening  # Ann's 3 beat Bo's 2
    finally:
        await table.env.bot.close()
        await new_store.close()


async def test_reminders_and_deadlines_are_per_waiting_seat(table):
    game = await table.start(humans=(table.bo,), deadline="24 h")
    await call(table, table.ann, 1)
    await table.advance(13)  # past the 12 hours' idle period: Bo is reminded, Ann not
    assert len(table.dms(table.bo)) == 2 and "Reminder 1" in table.dms(table.bo)[-1].content
    assert len(table.dms(table.ann)) == 1
    await table.advance(12)  # Bo's deadline: the computer calls for him; the game goes on
    now = await table.game(game.id)
    assert not now.state.opening and now.deciders() == (now.state.first,)
    moves = await table.service.store.moves(game.id)
    assert [m.seat for m in moves] == [0, 1] and moves[1].user_id is None


async def test_one_seats_choice_does_not_put_off_the_other_seats_reminder(table):
    await table.start(humans=(table.bo,))
    await table.advance(11)  # an hour before the 12 hours' idle period ends
    await call(table, table.ann, 1)  # Ann is at it; Bo is not
    await table.advance(1.5)
    assert len(table.dms(table.bo)) == 2 and "Reminder 1" in table.dms(table.bo)[-1].content


async def test_computer_seats_choose_on_their_own(table):
    game = await table.start(computers=1)
    await call(table, table.ann, 2)
    await table.advance(0.01)  # the computer's pause
    now = await table.game(game.id)
    assert not now.state.opening
    assert [m.seat for m in await table.service.store.moves(game.id)][:2] in ([0, 1], [1, 0])
