"""Everything Castles says in words along a few random playouts, as lines of text: each
move's events, the spots of each placement, every room's bonus, every bonus card and King's
Favor. `english.txt` holds the English record made by the code before the catalogues
(render/castles/story.py, words.py and alt.py of main at a2aca02); test_english.py checks the
catalogue's English is byte-identical to it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from engine.castles import apply, legal_codes, new_game, placements, public
from engine.castles.content import content
from engine.castles.state import Place
from engine.common.rng import Rng

SEEDS = (0, 1, 2, 3, 4, 5)  # 2, 3 and 4 players, twice each
NAMES = ["Ann", "Bo", "Cy", "Di"]
SPOTS = 5  # the best spots of each placement recorded


def playout(seed: int) -> Iterator[tuple[Any, Any, list[Any]]]:
    """Each move of a random game: the state after it, its public report and, when the next
    decision is a placement, its spots."""
    s = new_game(NAMES[: 2 + seed % 3], seed)
    rng = Rng(seed * 7 + 1)
    while not s.over:
        codes = legal_codes(s)
        report = apply(s, codes[rng.below(len(codes))])
        d = s.flow.stack[-1] if s.flow.stack else None
        spots = placements(s, d.seat, d.tile)[:SPOTS] if isinstance(d, Place) else []
        yield s, public(report), spots


def record(story: Callable[..., list[str]], spot: Callable[..., str],
           bonus: Callable[[str], str], card: Callable[[str], str],
           favor: Callable[[str], str]) -> list[str]:
    """The lines, given each way of wording (seat names are NAMES)."""
    c = content()
    out = [f"bonus {t}: {bonus(t)}" for t in c.rooms]
    out += [f"card {b}: {card(b)}" for b in c.bonus_cards]
    out += [f"favor {f}: {favor(f)}" for f in c.favors]
    for seed in SEEDS:
        for _, report, spots in playout(seed):
            out += story(report.events, lambda seat: NAMES[seat])
            out += [spot(p) for p in spots]
    return out
