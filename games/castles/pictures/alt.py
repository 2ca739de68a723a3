"""The alt text of each picture, at most MAX_ALT characters: the same facts in words. Names
keep every character the reader's client can show (only controls are dropped) and sit
between FSI and PDI, so a right-to-left name leaves the rest of the sentence in order."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.castles import placements, seat_view
from engine.castles.castle import Castle
from engine.castles.events import Event, GameEnded
from engine.castles.labels import spot_text
from engine.castles.lines import Namer, story
from engine.castles.names import money, room
from engine.castles.state import GameState
from games.common.names import seat as numbered_seat
from locales.names import FSI, PDI, clipped
from locales.words import Words

from .canvas import check_seat
from .castle_pic import castle_of, summary
from .me_pic import card_lines, score_line
from .preview_pic import PAGE, page_count, spot_label

MAX_ALT = 1000


def namer(words: Words, view: dict[str, Any]) -> Namer:
    names = []
    for i, p in enumerate(view["players"]):
        kept = "".join(ch for ch in p["name"] if ch.isprintable() and ch not in (FSI, PDI))
        names.append(f"{FSI}{kept.strip() or numbered_seat(words, i)}{PDI}")
    return lambda seat: names[seat]


def _market(words: Words, view: dict[str, Any]) -> str:
    return words("castles_pictures.alt.list").join(
        words(
            "castles_pictures.alt." + ("market_coins" if s["coins"] else "market_item"),
            price=money(words, s["price"]),
            room=room(words, s["tile"]),
            coins=money(words, s["coins"]),
        )
        for s in view["market"]
        if s["tile"]
    )


def turn_alt(words: Words, view: dict[str, Any], events: Sequence[Event]) -> str:
    """The turn picture's alt text (from the public view and public events only)."""
    who = namer(words, view)
    head = (
        words("castles_pictures.alt.game_over")
        if view["over"]
        else words("castles_pictures.alt.setup")
        if view["round"] == 0
        else words("castles_pictures.alt.round", round=view["round"])
    )
    ended = next((e for e in events if isinstance(e, GameEnded)), None)
    totals = ended.totals if ended else [p["score"] for p in view["players"]]
    scores = words("castles.comma").join(
        words(
            "castles_pictures.alt.score_item",
            who=who(i),
            score=totals[i],
            money=money(words, p["money"]),
        )
        for i, p in enumerate(view["players"])
    )
    told = [words("castles_pictures.alt.sentence", text=s) for s in story(words, events, who)[-6:]]
    parts = [
        head,
        *told,
        words(
            "castles_pictures.alt.market",
            items=_market(words, view) or words("castles_pictures.alt.none"),
        ),
        words("castles_pictures.alt." + ("final_scores" if ended else "scores"), items=scores),
    ]
    if view["deciding"] is not None:
        parts.insert(1, words("castles_pictures.alt.next", who=who(view["deciding"])))
    return clipped(words("common.sentence.join").join(parts), MAX_ALT)


def _rooms(words: Words, castle: Castle) -> str:
    return words("castles_pictures.alt.list").join(
        words("castles_pictures.alt.room_done", room=room(words, r.tile))
        if castle.complete[i]
        else room(words, r.tile)
        for i, r in enumerate(castle.rooms)
    )


def castle_alt(words: Words, view: dict[str, Any], seat: int) -> str:
    """The whole-castle picture's alt text: the summary, then every room (✓: complete)."""
    check_seat(len(view["players"]), seat)
    castle = castle_of(view, seat)
    return clipped(
        words(
            "castles_pictures.alt.castle",
            name=namer(words, view)(seat),
            summary=summary(words, view, seat),
            rooms=_rooms(words, castle),
        ),
        MAX_ALT,
    )


def preview_alt(words: Words, state: GameState, seat: int, tile_id: str, page: int = 0) -> str:
    """The preview's alt text: the page's spots by letter with what each scores."""
    check_seat(len(state.players), seat)
    found = placements(state, seat, tile_id)
    if not 0 <= page < page_count(len(found)):
        raise ValueError(f"page {page} of {page_count(len(found))}")
    shown = found[page * PAGE : (page + 1) * PAGE]
    spots = words("castles_pictures.alt.list").join(
        words(
            "castles_pictures.alt.spot_item",
            letter=spot_label(page * PAGE + i),
            text=spot_text(words, p),
        )
        for i, p in enumerate(shown)
    )
    return clipped(
        words(
            "castles_pictures.alt.preview", room=room(words, tile_id), count=len(found), spots=spots
        ),
        MAX_ALT,
    )


def me_alt(words: Words, state: GameState, seat: int) -> str:
    """The `me` picture's alt text: the bonus cards, the score now, the castle."""
    check_seat(len(state.players), seat)
    view = seat_view(state, seat)
    cards = words("castles_pictures.alt.list").join(
        words("castles_pictures.alt.card_item", text=text, points=points)
        for text, points in card_lines(words, state, seat)
    )
    return clipped(
        words(
            "castles_pictures.alt.me",
            name=namer(words, view)(seat),
            summary=summary(words, view, seat),
            cards=cards or words("castles_pictures.alt.none"),
            score=score_line(words, state, seat),
            rooms=_rooms(words, castle_of(view, seat)),
        ),
        MAX_ALT,
    )
