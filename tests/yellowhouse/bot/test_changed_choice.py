"""A secret exchange choice changed again and again through the bot: the table hears once that
the seat chose, never that it changed its mind (no line, post or notice per change), and the
reveal stays in its post and the log however often the choice changed."""

from __future__ import annotations

from tests.support.tables import PacingTable
from tests.support.text import plain

from .play import options, panel_of

CHOSE = "ann has chosen their exchange cards."


async def choose_and_change(table: PacingTable, changes: int) -> str:
    """Ann chooses, then changes her choice `changes` times (back and forth between two
    pairs); the pair she holds at the end."""
    panel = await panel_of(table, table.ann)
    pairs = options(panel)
    first, second = pairs[0], pairs[-1]
    panel = (await table.ann.click(panel, label=first)).response
    for change in range(changes):
        panel = (await table.ann.click(panel, label=second if change % 2 == 0 else first)).response
    return second if changes % 2 else first


async def bo_chooses(table: PacingTable) -> str:
    """Bo makes the last choice; the reveal post's lines."""
    panel = await panel_of(table, table.bo)
    await table.bo.click(panel, label=options(panel)[0])
    return plain(table.posts()[-1].embeds[0].description)


async def test_a_choice_changed_seven_times_is_announced_once(pacing_table):
    table = pacing_table
    game = await table.start(humans=(table.bo,))
    posts, dms = len(table.posts()), [len(table.dms(m)) for m in (table.ann, table.bo)]
    held = await choose_and_change(table, 7)
    assert len(table.posts()) == posts  # no post said she changed it
    assert [len(table.dms(m)) for m in (table.ann, table.bo)] == dms  # nor a notice
    log = plain((await table.cy.slash(table.channel, "roundhouse log")).response.content)
    assert CHOSE not in log  # the exchange is under way: the log tells ended turns only
    said = await bo_chooses(table)
    assert said.count(CHOSE) == 1 and f"Exchange revealed: ann gave {held}" in said
    log = plain((await table.cy.slash(table.channel, "roundhouse log")).response.content)
    assert log.count(CHOSE) == 1
    moves = await table.service.store.moves(game.id)
    told = [plain(m.line) for m in moves][:8]
    assert told == [CHOSE] + [""] * 7  # a change tells nobody anything


async def test_the_reveal_stays_in_its_post_after_a_hundred_changes(pacing_table):
    table = pacing_table
    await table.start(humans=(table.bo,))
    held = await choose_and_change(table, 100)
    said = await bo_chooses(table)
    post = table.posts()[-1]
    assert f"Exchange revealed: ann gave {held}" in said
    embed = post.embeds[0]
    assert len(said) <= 4096 and len(embed) <= 6000 and len(post.content) <= 2000
    log = plain((await table.cy.slash(table.channel, "roundhouse log")).response.content)
    assert log.count(CHOSE) == 1 and f"Exchange revealed: ann gave {held}" in log
