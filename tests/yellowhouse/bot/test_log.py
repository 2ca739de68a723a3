"""Issue 28 §0: the log tells a spectator nothing of a turn that is not over, and nothing
undone: Ann's Claim Inspiration, taken back before she ends her turn, is never read (it would
tell the table she holds an Inspiration card)."""

from __future__ import annotations

from tests.support.text import plain

from .play import END_LABEL, options, panel_of

INSPIRATION, MONEY = "Claim Inspiration (1 card)", "Claim Money (1 card)"


async def test_a_claim_taken_back_before_the_turn_ends_never_reaches_the_log(table):
    game_id = await table.start(humans=(table.bo,))  # seed 5: ann leads after the exchange
    for member in (table.ann, table.bo):
        panel = await panel_of(table, member)
        await member.click(panel, label=options(panel)[0])
    game = await table.game(game_id)
    assert game.current_seat() == 0

    async def spectated() -> str:
        return plain((await table.cy.slash(table.channel, "roundhouse log")).response.content)

    panel = await panel_of(table, table.ann)
    panel = (await table.ann.click(panel, label=INSPIRATION)).response
    mid_turn = await spectated()
    panel = (await table.ann.click(panel, label="Undo")).response
    undone = await spectated()
    panel = (await table.ann.click(panel, label=MONEY)).response
    await table.ann.click(panel, label=END_LABEL)
    ended = await spectated()

    lines = [plain(m.line) for m in await table.service.store.moves(game_id)]
    claimed = "ann claimed Inspiration (level 1)."
    assert lines[-4:-1] == [claimed, "ann took back a move.", "ann claimed Money (level 1)."]
    for log in (mid_turn, undone, ended):  # the claim was saved, and is never told
        assert "Inspiration" not in log and "took back" not in log, log
    assert "claimed" not in mid_turn + undone
    told = "• ann claimed Money (level 1).\n• ann ended their turn; bo to play."
    assert ended.endswith(f"**Turn 2** · ann\n{told}")
    assert plain(table.last_post().embeds[0].description) == told  # as the turn post tells it
