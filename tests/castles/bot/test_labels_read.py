"""What a Castles player reads on the panels of a whole game (through discord.py under
simcord): labels in words, not abbreviations; never cut in the middle of a word; spots that
score alike told apart in words; no article doubled with a name that carries its own; no
"bonus cards: none" above the cards to choose from."""

from __future__ import annotations

import random
import re
from typing import Any

from tests.support import playing
from tests.support.tables import PlayTable

from .play import choice, options, panel_of, pick

ABBREVIATED = re.compile(r"\b(Liv|Slp|Utl|Act|Out|Dn|Cor)\b|[+−-]\d/")
SPOT = re.compile(r"^[A-Z]{1,2}: ")


def _read(panel: Any) -> list[str]:
    """Every text of a panel's options: button labels, menu labels and descriptions."""
    out = []
    for row in panel.components:
        children = (
            row["components"] if isinstance(row, dict) else [c.to_dict() for c in row.children]
        )
        for child in children:
            out += [child["label"]] if "label" in child else []
            for o in child.get("options", []):
                out += [o["label"], *([o["description"]] if o.get("description") else [])]
    return out


async def test_a_whole_game_reads_in_words(table: PlayTable):
    game_id = await table.start(humans=(table.bo,), seed=11)
    rng, read, contents = random.Random(3), [], []

    async def turn(member: Any) -> list[str]:
        panel, clicked = await panel_of(table, member), ["Take my turn"]
        while offered := options(panel):
            texts = _read(panel)
            read.append(texts)
            contents.append(panel.content)
            spots = [SPOT.sub("", t) for t in texts if SPOT.match(t)]
            assert len(set(spots)) == len(spots), spots  # alike spots told apart in words
            clicked.append(choice(offered, rng))
            panel = await pick(member, panel, clicked[-1])
        return clicked

    await playing.play_out(table, game_id, turn, 3000)
    every = [t for texts in read for t in texts]
    assert not [t for t in every if ABBREVIATED.search(t)]
    assert not [t for t in every if "…" in t]  # the least important part went, whole
    assert not [t for t in every + contents if re.search(r"\bthe The\b", t)]
    assert not [c for c in contents if "bonus cards: none" in c]
    assert any("per linked" in t or "touching it" in t for t in every)  # bonuses in words
