"""The Yellow House's pictures (Pillow, no Discord): PNG bytes and alt texts, 800 px wide,
for a phone. games/yellowhouse/docs/render.md describes them.

    turn_picture(words, view, events)   # the turn post: built from the public view only
    board_picture(words, view, events)  # "Show board": the turn picture and what's on the table
    final_picture(words, views, events) # the replay: both hands too (views: both seats' views)
    hand_picture(words, seat_view)      # "My hand": four stacks and the Supports left
    alt_text(words, view, events), final_alt_text(words, views, events),
    hand_alt_text(words, seat_view)
    warm_up()                           # optional, at start-up: builds the PNG palette (~1 s)

`words` is the catalogue of the language to draw in (`locales.words.words_for`).

`view` is `engine.yellowhouse.public_view(state)` (a seat's view is cut down to its public
part first); `events` the `Event`s to tell in "What just happened" (their public facts only).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.yellowhouse.events import Event
from engine.yellowhouse.views import PublicView, SeatView
from games.common.png import encode
from locales.words import Words, words_for

from . import samples, turn
from .alt import alt_text, hand_alt_text
from .hand import draw_hand

__all__ = [
    "alt_text",
    "board_picture",
    "final_alt_text",
    "final_picture",
    "hand_alt_text",
    "hand_picture",
    "turn_picture",
    "warm_up",
]


def turn_picture(words: Words, view: PublicView, events: Sequence[Event] = ()) -> bytes:
    return encode(turn.draw(words, view, events, board=False).im, samples.palette())


def board_picture(words: Words, view: PublicView, events: Sequence[Event] = ()) -> bytes:
    return encode(turn.draw(words, view, events, board=True).im, samples.palette())


def _hands(views: Sequence[SeatView]) -> tuple[PublicView, list[dict[str, int]]]:
    """The shared public view of both seats' views, and their hands in seat order."""
    if sorted(v.seat for v in views) != [0, 1]:
        raise ValueError("final pictures need the views of seats 0 and 1")
    ordered = sorted(views, key=lambda v: v.seat)
    public = [turn.public_only(v) for v in ordered]
    if public[0] != public[1]:
        raise ValueError("the two seat views are of different positions")
    return public[0], [dict(v.hand) for v in ordered]


def final_picture(words: Words, views: Sequence[SeatView], events: Sequence[Event] = ()) -> bytes:
    """The table with both hands open (after the game: the replay, any step)."""
    view, hands = _hands(views)
    return encode(turn.draw(words, view, events, board=False, hands=hands).im, samples.palette())


def final_alt_text(words: Words, views: Sequence[SeatView], events: Sequence[Event] = ()) -> str:
    view, hands = _hands(views)
    return alt_text(words, view, events, hands)


def hand_picture(words: Words, view: SeatView) -> bytes:
    return encode(draw_hand(words, view).im, samples.palette())


def warm_up() -> None:
    """Build the PNG palette and the common sprites now rather than on the first post."""
    view, events = samples.mid_trick()
    for language in ("en", "zh-TW"):
        turn_picture(words_for(language), view, events)
