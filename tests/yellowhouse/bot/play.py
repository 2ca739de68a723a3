"""Playing The Yellow House through simcord: members open their panel from the latest post
with Take my turn and click only what it offers."""

from __future__ import annotations

import random
from typing import Any

from locales.words import words_for
from tests.support import playing
from tests.support.tables import PlayTable, buttons, public_posts

NOT_MOVES = ("Undo", "Show board", "My hand")
CHANGEABLE = "You may change it until"  # a panel after a secret exchange choice

END_LABEL = words_for("en")("yellowhouse.label.end_turn")


def options(panel: Any) -> list[str]:
    """The move buttons a panel offers (Undo and the board buttons aside)."""
    return [label for label in buttons(panel) if label not in NOT_MOVES]


async def panel_of(table: PlayTable, member: Any) -> Any:
    post = next(p for p in reversed(public_posts(table.channel)) if "Take my turn" in buttons(p))
    result = await member.click(post, label="Take my turn")
    assert result.response is not None and result.response.ephemeral
    return result.response


async def take_turn(table: PlayTable, member: Any, rng: random.Random) -> list[str]:
    """The member plays its whole turn with moves drawn from what each panel offers (End turn
    when offered; one choice at the exchange); the labels clicked, Take my turn first."""
    panel = await panel_of(table, member)
    clicked = ["Take my turn"]  # opening the panel may play the turn (one option)
    while options(panel):
        offered = options(panel)
        label = END_LABEL if END_LABEL in offered else rng.choice(offered)
        clicked.append(label)
        panel = (await member.click(panel, label=label)).response
        if label == END_LABEL or CHANGEABLE in panel.content:
            break  # the turn ended, or a secret choice was made (changeable, not to change)
    return clicked


async def play_out(table: PlayTable, game_id: int, seed: int, limit: int = 2000) -> Any:
    """The members take turns until the game is over; the finished game."""
    rng = random.Random(seed)
    return await playing.play_out(table, game_id, lambda m: take_turn(table, m, rng), limit)
