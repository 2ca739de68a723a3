"""The alt text of each picture, at most MAX_ALT characters: the same facts in words. Names
keep every character the reader's client can show (only controls are dropped) and sit
between FSI and PDI, so a right-to-left name leaves the rest of the sentence in order."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.castles import Placement, placements, seat_view
from engine.castles.castle import Castle
from engine.castles.events import Event, GameEnded
from engine.castles.state import GameState

from . import words
from .canvas import check_seat
from .castle_pic import castle_of, summary
from .me_pic import card_lines, score_line
from .preview_pic import PAGE, page_count, spot_label
from .shapes import name
from .story import Namer, story

MAX_ALT = 1000
FSI, PDI = "\u2068", "\u2069"


def clip(text: str) -> str:
    """`text` in at most MAX_ALT characters; an isolate the cut would leave open is closed."""
    if len(text) <= MAX_ALT:
        return text
    cut = text[: MAX_ALT - 2]
    return cut + PDI * (cut.count(FSI) > cut.count(PDI)) + "…"


def namer(view: dict[str, Any]) -> Namer:
    names = []
    for i, p in enumerate(view["players"]):
        kept = "".join(ch for ch in p["name"] if ch.isprintable() and ch not in (FSI, PDI))
        names.append(f"{FSI}{kept.strip() or f'Seat {i + 1}'}{PDI}")
    return lambda seat: names[seat]


def turn_alt(view: dict[str, Any], events: Sequence[Event]) -> str:
    """The turn picture's alt text (from the public view and public events only)."""
    who = namer(view)
    head = "Game over." if view["over"] else f"Round {view['round']}."
    market = "; ".join(
        f"{words.money(s['price'])} {name(s['tile'])}"
        + (f" (+{words.money(s['coins'])} on it)" if s["coins"] else "")
        for s in view["market"] if s["tile"]
    )
    ended = next((e for e in events if isinstance(e, GameEnded)), None)
    totals = ended.totals if ended else [p["score"] for p in view["players"]]
    scores = ", ".join(f"{who(i)} {totals[i]}★ {words.money(p['money'])}"
                       for i, p in enumerate(view["players"]))
    parts = [head, *(s + "." for s in story(events, who)[-6:]), f"Market: {market}.",
             f"{'Final scores' if ended else 'Scores'}: {scores}."]
    if view["deciding"] is not None:
        parts.insert(1, f"Next: {who(view['deciding'])}.")
    return clip(" ".join(parts))


def _rooms(castle: Castle) -> str:
    return "; ".join(name(r.tile) + (" ✓" if castle.complete[i] else "")
                     for i, r in enumerate(castle.rooms))


def castle_alt(view: dict[str, Any], seat: int) -> str:
    """The whole-castle picture's alt text: the summary, then every room (✓: complete)."""
    check_seat(len(view["players"]), seat)
    castle = castle_of(view, seat)
    return clip(f"{namer(view)(seat)}'s castle: {summary(view, seat)}. Rooms: {_rooms(castle)}.")


def spot_text(p: Placement) -> str:
    """'+7, joins the Kitchen, completes the Dining Room, +10k'."""
    out = [f"{p.points:+d}"]
    if p.links:
        out.append("joins the " + " and the ".join(name(t) for t in p.links))
    if p.completes:
        out.append("completes the " + " and the ".join(name(t) for t in p.completes))
    if p.money:
        out.append(f"+{words.money(p.money)}")
    return ", ".join(out)


def preview_alt(state: GameState, seat: int, tile_id: str, page: int = 0) -> str:
    """The preview's alt text: the page's spots by letter with what each scores."""
    check_seat(len(state.players), seat)
    found = placements(state, seat, tile_id)
    if not 0 <= page < page_count(len(found)):
        raise ValueError(f"page {page} of {page_count(len(found))}")
    shown = found[page * PAGE:(page + 1) * PAGE]
    spots = "; ".join(f"{spot_label(page * PAGE + i)}: {spot_text(p)}"
                      for i, p in enumerate(shown))
    return clip(f"Placing the {name(tile_id)}: {len(found)} spots, best first. {spots}.")


def me_alt(state: GameState, seat: int) -> str:
    """The `me` picture's alt text: the bonus cards, the score now, the castle."""
    check_seat(len(state.players), seat)
    view = seat_view(state, seat)
    cards = "; ".join(f"{text} ({points} now)" for text, points in card_lines(state, seat))
    return clip(f"Your castle, {namer(view)(seat)}: {summary(view, seat)}. "
                f"Bonus cards: {cards or 'none'}. {score_line(state, seat)}. "
                f"Rooms: {_rooms(castle_of(view, seat))}.")
