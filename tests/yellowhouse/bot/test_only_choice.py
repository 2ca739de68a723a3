"""Issue 30 in The Yellow House: a turn with no real choice (a forced Pass) is played by opening
the panel, which says so, and ends by itself (End turn would guard no choice); after a real
choice End turn still comes, with Undo beside it (through discord.py under simcord)."""

from __future__ import annotations

import random
from typing import Any

from tests.support import playing
from tests.support.tables import PlayTable
from tests.support.text import plain

from .play import CHANGEABLE, END_LABEL, options, panel_of

ONLY = "Only one choice: "


async def test_a_turn_without_a_real_choice_plays_itself_on_opening(table: PlayTable):
    game_id = await table.start(humans=(table.bo,), seed=11)
    rng = random.Random(3)
    opened: list[tuple[str, bool]] = []  # each opened panel's text; whether its turn went on
    ends: list[list[str]] = []  # the options of each panel that offered End turn

    async def turn(member: Any) -> bool:
        before = await table.game(game_id)
        panel = await panel_of(table, member)
        after = await table.game(game_id)
        opened.append((plain(panel.content), after.version == before.version))
        while offered := options(panel):
            if END_LABEL in offered:
                ends.append(offered)
            label = END_LABEL if END_LABEL in offered else rng.choice(offered)
            panel = (await member.click(panel, label=label)).response
            if label == END_LABEL or CHANGEABLE in panel.content:
                break
        return True

    await playing.play_out(table, game_id, turn, 400)
    played = [text for text, went_on in opened if ONLY in text]
    assert played, "no turn without a real choice in the whole game"
    for text in played:
        first = text.split(ONLY, 1)[1].split("\n", 1)[0]
        assert first.endswith("(played for you)")
        assert "✅ Turn done" in text or "This game is finished." in text  # no End turn tapped
    assert all(ONLY not in text for text, went_on in opened if went_on)
    assert ends and all(o == [END_LABEL] for o in ends)  # End turn alone, after a real choice
