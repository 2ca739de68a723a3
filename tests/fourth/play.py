"""Playing Sealed Bids through simcord: a member opens its panel from the latest post with Take
my turn and bids one of the cards it offers; every private answer is ephemeral and within
Discord's limits."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tests.support import playing
from tests.support.tables import Table, buttons, private_answer, public_posts

NOT_BIDS = ("Undo", "Show board", "My hand")
CONTENT, LABEL, ROWS, PER_ROW = 2000, 80, 5, 5  # Discord's limits on a message's parts


def bids(panel: Any) -> list[str]:
    """The bids a panel offers (Undo and the picture buttons aside)."""
    return [label for label in buttons(panel) if label not in NOT_BIDS]


def within_limits(message: Any) -> Any:
    """`message`, checked against Discord's limits on its text and components."""
    assert len(message.content or "") <= CONTENT
    rows = [r if isinstance(r, dict) else r.to_dict() for r in message.components]
    assert len(rows) <= ROWS and all(len(r["components"]) <= PER_ROW for r in rows)
    assert all(len(label) <= LABEL for label in buttons(message))
    return message


async def panel_of(table: Table, member: Any) -> Any:
    post = next(p for p in reversed(public_posts(table.channel)) if "Take my turn" in buttons(p))
    return within_limits(private_answer(await member.click(post, label="Take my turn")))


async def bid(table: Table, member: Any, pick: Callable[[list[str]], str]) -> str:
    """The member opens its panel and bids the card `pick` takes of those offered; the label."""
    panel = await panel_of(table, member)
    if not bids(panel):  # one card left: opening the panel bid it, and says so
        assert "Only one choice: " in panel.content
        return "Take my turn"
    label = pick(bids(panel))
    answer = within_limits(private_answer(await member.click(panel, label=label)))
    assert "Take my turn" not in buttons(answer)
    return label


def lowest(labels: list[str]) -> str:
    return labels[0]


def second(labels: list[str]) -> str:
    return labels[1]


async def play_out(table: Table, game_id: int, seed: int) -> Any:
    rng = random.Random(seed)
    return await playing.play_out(table, game_id, lambda m: bid(table, m, rng.choice), 200)
