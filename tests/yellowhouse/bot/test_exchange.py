"""The opening exchange through the bot: both seats pinged together by one post (and a turn DM
each), a secret choice saved hidden and changed, both revealed together with the last; a
restart between the two choices loses neither."""

from __future__ import annotations

from tests.support.tables import buttons, private_answer, public_posts, restart_bot
from tests.support.text import plain

from .play import CHANGEABLE, options, panel_of


async def test_both_are_pinged_together_a_choice_changes_and_both_are_revealed(pacing_table):
    table = pacing_table
    game = await table.start(humans=(table.bo,))
    assert game.deciders() == (0, 1)
    post = table.posts()[-1]
    ann, bo = f"<@{table.ann.id}>", f"<@{table.bo.id}>"
    assert post.content.startswith(f"{ann} and {bo}, choose at the same time, in secret:")
    for member in (table.ann, table.bo):
        (dm,) = table.dms(member)
        assert dm.content.startswith("It's your turn in **The Yellow House #1**")
    panel = await panel_of(table, table.ann)
    pairs = options(panel)
    assert 1 < len(pairs) <= 10 and all(" + " in p or p.startswith("2× ") for p in pairs)
    assert "Your hand: Passion " in panel.content and "Supports left this round: 3" in panel.content
    posts = len(table.posts())
    first, second = pairs[0], pairs[-1]
    chosen = (await table.ann.click(panel, label=first)).response
    assert f"Your exchange choice: {first}. {CHANGEABLE} bo has chosen." in plain(chosen.content)
    assert first not in options(chosen) and second in options(chosen)
    changed = (await table.ann.click(chosen, label=second)).response
    assert f"Your exchange choice: {second}." in changed.content
    moves = await table.service.store.moves(game.id)
    lines = [plain(m.line) for m in moves]
    assert lines == ["ann has chosen their exchange cards.", ""]  # (a change)
    assert len(table.posts()) == posts  # nothing public said what was chosen
    bo_panel = await panel_of(table, table.bo)
    log = (await table.cy.slash(table.channel, "roundhouse log")).response.content
    for text in (bo_panel.content, log):
        assert second not in text and "exchange choice" not in text.replace("Your exchange", "")
    await table.bo.click(bo_panel, label=options(bo_panel)[0])
    turn = table.posts()[-1]
    said = plain(turn.embeds[0].description)
    assert "Exchange revealed: ann gave " in said and f"ann gave {second}" in said
    game = await table.game(game.id)
    assert len(game.deciders()) == 1 and game.state.game.phase == "play"


async def test_a_restart_between_the_two_choices_loses_neither(pacing_table, settings, db_path):
    table = pacing_table
    game = await table.start(humans=(table.bo,))
    panel = await panel_of(table, table.ann)
    pick = options(panel)[1]
    await table.ann.click(panel, label=pick)
    store = await restart_bot(table, settings, db_path)
    try:
        reloaded = await table.game(game.id)
        assert reloaded.deciders() == (1,)
        again = await panel_of(table, table.ann)  # Ann's choice kept: she may still change it
        assert f"Your exchange choice: {pick}." in again.content
        bo_panel = await panel_of(table, table.bo)
        await table.bo.click(bo_panel, label=options(bo_panel)[0])
        said = plain(table.posts()[-1].embeds[0].description)
        assert f"ann gave {pick}" in said
    finally:
        await table.env.bot.close()
        await store.close()


async def test_undo_is_offered_after_a_move_and_stops_at_the_reveal(table):
    game_id = await table.start(humans=(table.bo,), seed=7)
    for member in (table.ann, table.bo):
        panel = await panel_of(table, member)
        await member.click(panel, label=options(panel)[0])
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    panel = await panel_of(table, member)
    assert "↩️ Undo: " not in panel.content or "revealed" in panel.content
    claim = options(panel)[0]
    moved = (await member.click(panel, label=claim)).response
    assert options(moved) == ["End turn"] and "Undo" in buttons(moved)
    back = (await member.click(moved, label="Undo")).response
    assert claim in options(back)
    moves = await table.service.store.moves(game_id)
    assert moves[-1].code == "undo" and moves[-1].line.endswith("took back a move.")
    posts = len(public_posts(table.channel))
    moved = (await member.click(back, label=claim)).response
    await member.click(moved, label="End turn")
    assert len(public_posts(table.channel)) == posts + 1  # the turn is posted once it ends


async def test_the_panels_own_picture_button_says_my_hand(table):
    """The Yellow House's seat picture is a hand: its panel's button says so, and it shows the
    hand privately."""
    await table.start(humans=(table.bo,))
    panel = await panel_of(table, table.ann)
    assert "My hand" in buttons(panel) and "My board" not in buttons(panel)
    mine = (await table.ann.click(panel, label="My hand")).response
    assert mine.ephemeral and mine.attachments


async def own_deadlines(table) -> dict:
    """A Yellow House game at its opening exchange, both seats waited on with deadlines of
    their own (Bo's set an hour later than Ann's): each member's deadline."""
    game = await table.start(humans=(table.bo,), deadline="24 h")
    ann_wait, bo_wait = await table.pacing.db.waits(game.id)
    later = bo_wait.deadline_at + 3600
    await table.pacing.db.set_times(
        game.id, bo_wait.key, remind_at=bo_wait.remind_at, deadline_at=later
    )
    return {table.ann: ann_wait.deadline_at, table.bo: later}


async def test_mygames_shows_each_player_the_deadline_of_their_own_wait(pacing_table):
    """Issue 28, point 6: `mygames` shows each player the deadline of their own seat's wait,
    not the first seat's."""
    table = pacing_table
    for member, due in (await own_deadlines(table)).items():
        inbox = private_answer(await member.slash(table.channel, "roundhouse mygames")).content
        assert f"**you** to play · deadline <t:{int(due)}:R>" in inbox


async def test_settings_shows_each_player_the_deadline_of_their_own_wait(pacing_table):
    """The same for `/roundhouse settings`: each player reads the deadline of their own seat."""
    table = pacing_table
    mine = await own_deadlines(table)
    for member, other in ((table.ann, table.bo), (table.bo, table.ann)):
        answer = private_answer(await member.slash(table.channel, "roundhouse settings"))
        assert f"<t:{int(mine[member])}:" in answer.content
        assert f"<t:{int(mine[other])}:" not in answer.content
