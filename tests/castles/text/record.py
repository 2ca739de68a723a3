"""Samples of everything Castles says in words, and how to read them back: events of every
kind and placement spots taken from a few random playouts (the first PER_KIND of each kind
and shape),
every room's bonus, every bonus card and King's Favor, and a placement scored for each
reason alone. `english.json` holds each sample's
input (its repr) with the English the code said before the catalogues
(games/castles/pictures/story.py, words.py and alt.py of main at a2aca02); test_english.py checks
the catalogue's English is byte-identical to it (but the rooms' bonuses, reworded in h-words:
"+1 per Outdoor room in your castle", was "+1/Out anywhere"). The inputs are kept, not
replayed, so a change of the game's flow does not change the samples."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from engine.castles import apply, events, legal_codes, new_game, placements, public
from engine.castles.content import content
from engine.castles.preview import Placement
from engine.castles.scoring import ACTIVITY, BONUS, DOWNSTAIRS, LINKED, PENALTY, RESCORE, ROOM, Line
from engine.castles.state import Place
from engine.common.rng import Rng

SEEDS = (0, 1, 2, 3, 4, 5)  # 2, 3 and 4 players, twice each
NAMES = ["Ann", "Bo", "Cy", "Di"]
PER_KIND = 6  # samples kept of each kind (and shape: `shape`) of event, and of spots
Sample = tuple[str, str]  # (kind, repr of the input)


def playout(seed: int) -> Iterator[tuple[Any, Any, list[Placement]]]:
    """Each move of a random game: the state after it, its public report and, when the next
    decision is a placement, its best spots."""
    s = new_game(NAMES[: 2 + seed % 3], seed)
    rng = Rng(seed * 7 + 1)
    while not s.over:
        codes = legal_codes(s)
        report = apply(s, codes[rng.below(len(codes))])
        d = s.flow.stack[-1] if s.flow.stack else None
        spots = placements(s, d.seat, d.tile)[:5] if isinstance(d, Place) else []
        yield s, public(report), spots


def samples() -> list[Sample]:
    """The inputs: the data's bonuses, cards and favors, then events and spots, in order."""
    c = content()
    out = [("bonus", repr(t)) for t in c.rooms]
    out += [("card", repr(b)) for b in c.bonus_cards] + [("favor", repr(f)) for f in c.favors]
    for why in (ROOM, BONUS, LINKED, PENALTY, DOWNSTAIRS, RESCORE, ACTIVITY):  # each alone
        for count in (1, 2):
            line = Line(why, -count if why == PENALTY else count + 2, "salon", count)
            out.append(("Placed", repr(events.Placed(1, "kitchen", 0, -2, 0, 3, (line,), ()))))
    kept: dict[str, list[str]] = {}
    for seed in SEEDS:
        for _, report, spots in playout(seed):
            items = [(type(e).__name__, repr(e), shape(e)) for e in report.events]
            for kind, text, form in items + [("spot", repr(p), shape(p)) for p in spots]:
                same = kept.setdefault(f"{kind} {form}", [])
                if len(same) < PER_KIND and text not in same:
                    same.append(text)
                    out.append((kind, text))
    return out


def shape(item: object) -> str:
    """What decides a sample's wording besides names and numbers: a placement's reasons for
    points, which of a reward's gains and a purchase's coins and payee there are."""
    if isinstance(item, events.Placed | Placement):
        return " ".join(sorted({line.why for line in item.lines}))
    if isinstance(item, events.Rewarded):
        return f"{bool(item.points)}{bool(item.money)}{item.extra_turn}{min(item.cards, 2)}"
    if isinstance(item, events.Bought):
        return f"{bool(item.coins)}{item.to is None}"
    return type(item).__name__


def read(text: str) -> Any:
    """A sample's input back from its repr."""
    names = {n: getattr(events, n) for n in dir(events) if n[0].isupper()}
    return eval(text, {"Placement": Placement, "Line": Line, **names})  # our own reprs


def said(
    kind: str,
    value: Any,
    story: Callable[..., list[str]],
    spot: Callable[..., str],
    bonus: Callable[[str], str],
    card: Callable[[str], str],
    favor: Callable[[str], str],
) -> str:
    """What a sample says, given each way of wording (seat names are NAMES)."""
    if kind in ("bonus", "card", "favor"):
        return {"bonus": bonus, "card": card, "favor": favor}[kind](value)
    if kind == "spot":
        return spot(value)
    return " | ".join(story([value], NAMES.__getitem__))
