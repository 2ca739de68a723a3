"""A Yellow House player's own decision, as their panel asks it: in the second person ("Beat
Passion at level 3, or pass"), while the public post names who decides; My hand titled as
their hand, not as "ann's board" (through discord.py under simcord)."""

from __future__ import annotations

import random
import re
from typing import Any

from tests.support import playing
from tests.support.tables import PlayTable, public_posts
from tests.support.text import plain

from .play import END_LABEL, options, panel_of

PROMPT = re.compile(r"^\*\*(.+)\*\*$", re.M)


async def test_a_panel_asks_its_reader_in_the_second_person(table: PlayTable):
    game_id = await table.start(humans=(table.bo,), seed=11)
    rng, asked, titles = random.Random(3), [], []

    async def turn(member: Any) -> list[str]:
        panel, clicked = await panel_of(table, member), ["Take my turn"]
        mine = await member.click(panel, label="My hand")
        titles.append(plain(mine.response.embeds[0].title))
        while offered := options(panel):
            prompts = PROMPT.findall(plain(panel.content))
            asked.extend((member.name, p) for p in prompts if "#" not in p)
            clicked.append(END_LABEL if END_LABEL in offered else rng.choice(offered))
            panel = (await member.click(panel, label=clicked[-1])).response
            if clicked[-1] == END_LABEL or "You may change it until" in panel.content:
                break
        return clicked

    await playing.play_out(table, game_id, turn, 400)
    assert asked and not [(n, p) for n, p in asked if n in p]  # never their own name
    assert any(re.fullmatch(r"Beat \w+ at level \d, or pass", p) for _, p in asked)
    assert any(p == "End your turn, or undo your move" for _, p in asked)
    assert all(" — My hand, " in t and "'s board" not in t for t in titles)
    posts = " ".join(plain(p.content) for p in public_posts(table.channel))
    assert re.search(r"\w+ to beat \w+ at level \d or pass", posts)  # the public names them
