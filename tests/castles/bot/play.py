"""Playing Castles through simcord: members open their panel from the latest post with Take
my turn and click only what it offers (its buttons, or its menu's options)."""

from __future__ import annotations

import random
from typing import Any

from tests.support import playing
from tests.support.tables import PlayTable, buttons, public_posts

NOT_MOVES = ("Undo", "Show board", "My castle")
PRICES_SET = "The prices are set"
SETTING = (PRICES_SET, "Keep these prices")  # what ends a pricing turn


def menu(panel: Any) -> dict[str, str]:
    """label -> value of the panel's menu (empty: it has none)."""
    out = {}
    for row in panel.components:
        children = (
            row["components"] if isinstance(row, dict) else [c.to_dict() for c in row.children]
        )
        for child in children:
            if child.get("type") == 3:
                out.update({o["label"]: o["value"] for o in child["options"]})
    return out


def options(panel: Any) -> list[str]:
    """The moves a panel offers: its move buttons and its menu's options."""
    return [label for label in buttons(panel) if label not in NOT_MOVES] + list(menu(panel))


async def pick(member: Any, panel: Any, label: str) -> Any:
    """Click the move `label` (a button, or an option of the menu); the new panel."""
    values = menu(panel)
    result = await (
        member.select(panel, [values[label]])
        if label in values
        else member.click(panel, label=label)
    )
    assert result.response is not None and result.response.ephemeral, label
    return result.response


async def panel_of(table: PlayTable, member: Any) -> Any:
    post = next(p for p in reversed(public_posts(table.channel)) if "Take my turn" in buttons(p))
    result = await member.click(post, label="Take my turn")
    assert result.response is not None and result.response.ephemeral
    return result.response


def choice(offered: list[str], rng: random.Random) -> str:
    """A random move, but the prices are set at once half the time (random pricing could
    go on for long)."""
    done = [label for label in offered if label in SETTING]
    if done and rng.random() < 0.5:
        return done[0]
    return rng.choice(offered)


async def take_turn(table: PlayTable, member: Any, rng: random.Random) -> list[str]:
    """The member plays its panel's moves until it has nothing more to decide; the labels
    clicked, Take my turn first."""
    panel = await panel_of(table, member)
    clicked = ["Take my turn"]  # opening the panel may play the turn (one option)
    while offered := options(panel):
        label = choice(offered, rng)
        clicked.append(label)
        panel = await pick(member, panel, label)
    return clicked


async def play_out(table: PlayTable, game_id: int, seed: int, limit: int = 3000) -> Any:
    """The members take turns until the game is over; the finished game."""
    rng = random.Random(seed)
    return await playing.play_out(table, game_id, lambda m: take_turn(table, m, rng), limit)
