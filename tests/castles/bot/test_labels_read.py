"""What a Castles player reads on the panels of a whole game (through discord.py under
simcord): labels in words, not abbreviations; never cut in the middle of a word; spots that
score alike told apart in words; no article doubled with a name that carries its own; no
"bonus cards: none" above the cards to choose from."""

from __future__ import annotations

import random
import re
from typing import Any

import engine.castles as ca
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


async def test_spots_at_a_long_named_room_say_all_that_tells_them_apart(table: PlayTable):
    """Seed 11, both members playing as the Normal computer would: a room goes below the East
    Tapestry Chamber, at spots that differ by how it is turned and by which of two it is. Each
    button says so whole (it used to end "…2 of 2 from…", cut where the spots differ), in
    Discord's 80 characters; the pages of 55 spots that all score +1 say where their spots are
    (they read "Spots A–Y: +1 to +1", "Spots Z–AX: +1 to +1"…)."""
    game_id = await table.start(humans=(table.bo,), seed=11)
    for _ in range(200):
        game = await table.game(game_id)
        seat = game.deciders()[0]
        said = [m.label for m in game.rules.legal_moves(game.state, seat)]
        if any("East Tapestry Chamber" in s and " of 2 from " in s for s in said):
            break
        code = ca.choose(game.state.game, "normal", 1)
        await table.service.play(game_id, game.user_of(seat), game.version, code)
    else:
        raise AssertionError("no spot at the East Tapestry Chamber")
    panel = await panel_of(table, table.member(game.user_of(seat)))
    spots = [o for o in options(panel) if SPOT.match(o)]
    assert spots and all(len(s) <= 80 and "…" not in s for s in spots), spots
    assert len({SPOT.sub("", s) for s in spots}) == len(spots), spots
    assert any(s.endswith(" from left") or s.endswith(" from top") for s in spots), spots
    pages = [o for o in options(panel) if o.startswith("Spots ")]
    assert len(pages) == 3 and all(len(p) <= 80 and "…" not in p for p in pages), pages
    assert all(re.match(r"Spots [A-Z]+–[A-Z]+: \+1 each · by the ", p) for p in pages), pages
    assert len({p.split(": ", 1)[1] for p in pages}) == len(pages), pages
