"""A complete game of two members and two computer seats, counted (issue 9's figures):
clicks, public posts, DMs and pings per turn. Run with `-s` to see them."""

from __future__ import annotations

from tests.support.flow import play_counted
from tests.support.tables import buttons


async def test_a_complete_game_counted(table):
    count, game_id = await play_counted(table)
    print("\n" + count.report())
    figures = count.per_turn()
    assert figures["DMs per human turn"] == 1  # one turn DM each
    assert figures["pings per human turn"] == 1  # the DM; the post's mention stays silent
    assert count.channel_pings == 0
    assert figures["public posts per turn"] < 1.1  # one post a turn, the final scores, chart

    game = await table.game(game_id)
    posts = table.posts()
    for post in posts:  # Take my turn only where a person plays now
        if "Take my turn" in buttons(post):
            assert "(computer, Normal)** is taking its turn" not in post.content
    assert sum("(computer, Normal)** is taking its turn" in p.content for p in posts) > 0
    for member in (table.ann, table.bo):
        for dm in table.dms(member):
            assert "\n" not in dm.content and "Show board" in buttons(dm)
            assert dm.attachments[0].description.startswith("Turn picture")
    assert game.status == "finished"
