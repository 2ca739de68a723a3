"""Pictures for Castles of Mad King Ludwig: pure functions from an engine state to PNG bytes
and alt text, 800 px wide, phone-first (no text under 24 px). No Discord here: the bot calls
these off the event loop and attaches the bytes.

    render_turn_picture(words, state, reports) -> bytes    # public: the turn post's picture
    render_castle(words, state, seat, reports=()) -> bytes # public: a whole castle (the button)
    render_changed(words, state, reports) -> bytes | None  # public: the part that changed
    render_preview(words, state, seat, tile, page=0) -> bytes  # private: the legal spots
    render_me(words, state, seat) -> bytes                 # private: /roundhouse me
    turn_alt_text, castle_alt_text, preview_alt_text, me_alt_text: the same, ≤ 1000 characters
    spot_label(i) -> "A" …; preview_pages(state, seat, tile) -> int; PAGE = 25

`words` is the reader's catalogue (`locales.words.words_for(language)`): every word drawn or
written is its (games/castles/locales/<language>/castles_pictures.toml and castles.toml), drawn
through games/common/fonts.py (DejaVu, then Noto Sans CJK for Chinese).

The public pictures are drawn from `public_view(state)` and `public(report)` only: the state
is read through them and nothing else, so another seat's bonus cards or the deck order cannot
reach them (tests/castles/pictures/test_public.py). `reports` are the engine's reports of the
moves since the last turn post (what was bought, placed and scored).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.castles import Report, placements, public, public_view
from engine.castles.events import Event
from engine.castles.state import GameState
from games.common.png import encode
from locales.words import Words

from . import alt
from .castle_pic import draw_castle_picture
from .me_pic import draw_me
from .preview_pic import PAGE, draw_preview, page_count, spot_label
from .turn_pic import changed_window, draw_changed, draw_turn


def public_events(reports: Sequence[Report]) -> list[Event]:
    """The events of `reports` as anyone may read them."""
    return [e for r in reports for e in public(r).events]


def render_turn_picture(words: Words, state: GameState, reports: Sequence[Report] = ()) -> bytes:
    """The turn post's picture: the round, what the turn did and scored, the part of the
    builder's castle that changed, the market with its prices, the scores."""
    return encode(draw_turn(words, public_view(state), public_events(reports)).im)


def turn_alt_text(words: Words, state: GameState, reports: Sequence[Report] = ()) -> str:
    return alt.turn_alt(words, public_view(state), public_events(reports))


def render_castle(
    words: Words, state: GameState, seat: int, reports: Sequence[Report] = ()
) -> bytes:
    """A seat's whole castle (public), the rooms `reports` placed in it outlined; raises
    ValueError for a seat not in the game."""
    view = public_view(state)
    change = changed_window(view, public_events(reports))
    rooms = change[1] if change and change[0] == seat else frozenset()
    return encode(draw_castle_picture(words, view, seat, rooms).im)


def render_changed(words: Words, state: GameState, reports: Sequence[Report]) -> bytes | None:
    """The part of the builder's castle that `reports` changed, alone (the turn picture
    holds it too); None when they placed no room."""
    cv = draw_changed(words, public_view(state), public_events(reports))
    return None if cv is None else encode(cv.im)


def castle_alt_text(words: Words, state: GameState, seat: int) -> str:
    return alt.castle_alt(words, public_view(state), seat)


def render_preview(words: Words, state: GameState, seat: int, tile: str, page: int = 0) -> bytes:
    """The placement preview (private to `seat`): its castle with every legal spot of `tile`
    on page `page` lettered, best first (`spot_label`, the order of
    `engine.castles.placements`). ValueError for a bad seat or page."""
    return encode(draw_preview(words, state, seat, tile, page).im)


def preview_alt_text(words: Words, state: GameState, seat: int, tile: str, page: int = 0) -> str:
    return alt.preview_alt(words, state, seat, tile, page)


def preview_pages(state: GameState, seat: int, tile: str) -> int:
    """How many pages of PAGE spots the preview of `tile` has (at least 1)."""
    return page_count(len(placements(state, seat, tile)))


def render_me(words: Words, state: GameState, seat: int) -> bytes:
    """A seat's own castle and bonus cards (private); ValueError for a seat not in the game."""
    return encode(draw_me(words, state, seat).im)


def me_alt_text(words: Words, state: GameState, seat: int) -> str:
    return alt.me_alt(words, state, seat)


__all__ = [
    "PAGE",
    "castle_alt_text",
    "me_alt_text",
    "preview_alt_text",
    "preview_pages",
    "public_events",
    "render_castle",
    "render_changed",
    "render_me",
    "render_preview",
    "render_turn_picture",
    "spot_label",
    "turn_alt_text",
]
