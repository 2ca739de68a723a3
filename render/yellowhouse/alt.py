"""The alt texts (at most MAX_ALT characters): the game, the players, the round and the
rounds won, whose turn it is and what they must do, the Canvas, the Claims row, each
Palette and what just happened. `alt_text` reads the public view and the events' public
facts only, as the picture does."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.yellowhouse.content import KEYS
from engine.yellowhouse.events import Event
from engine.yellowhouse.views import PublicView, SeatView

from . import names
from .hand import notes
from .palettes import doing
from .table import piles_text
from .turn import public_only
from .words import Namer, element, happened, prompt, round_text, task

MAX_ALT = 1000  # Discord allows 1024 characters of attachment description
GAME = "The Yellow House"


def _namer(view: PublicView) -> Namer:
    return lambda seat: names.spoken(view.names[seat], seat)


def clipped(text: str) -> str:
    """`text` in at most MAX_ALT characters, never leaving a name's isolate open."""
    if len(text) <= MAX_ALT:
        return text
    cut = text[: MAX_ALT - 2]
    return cut + names.PDI * (cut.count(names.FSI) > cut.count(names.PDI)) + "…"


def _pile(pile: Mapping[str, int]) -> str:
    return ", ".join(f"{element(k)} {pile[k]}" for k in KEYS)


def _table(view: PublicView, name: Namer) -> list[str]:
    """The players, the round, the Canvas and the Claims row."""
    levels = sorted(KEYS, key=lambda k: -view.levels[k])
    canvas = ", ".join(f"{element(k)} {view.levels[k]}" for k in levels)
    claims = ", ".join(f"{name(s)} {element(k)}" for s, k in view.claims) or "none"
    variant = " (variant)" if view.variant else ""
    return [
        f"{GAME}{variant}: {name(0)} against {name(1)}. {round_text(view)}.",
        f"{prompt(view, name)}.",
        f"Canvas levels: {canvas}. Claims this trick, in order: {claims}.",
    ]


def _palette(view: PublicView, seat: int, name: Namer, hand: Mapping[str, int] | None) -> str:
    rewards = ", ".join(element(k) for k in view.rewards[seat]) or "none"
    won = len(view.rewards[seat])
    held = f" (holds {_pile(hand)})" if hand is not None else ""
    used = view.supports[seat]
    status = doing(view, seat).rstrip("…✓ ")
    return (
        f"{name(seat)}: {won} round{'s' * (won != 1)} won (rewards: {rewards}), "
        f"{view.hand_sizes[seat]} cards in hand{held}, {used} Support{'s' * (used != 1)} used; "
        f"{status[0].lower()}{status[1:]}."
    )


def alt_text(
    view: PublicView, events: Sequence[Event] = (), hands: Sequence[Mapping[str, int]] | None = None
) -> str:
    """The turn or board picture in words; `hands`: the final picture's hands."""
    view = public_only(view)
    name = _namer(view)
    parts = _table(view, name)
    for seat in (0, 1):
        parts.append(_palette(view, seat, name, None if hands is None else hands[seat]))
    parts.append(piles_text(view) + ".")
    news = happened(events, name)
    if news:
        parts.append("Just happened: " + " ".join(news))
    return clipped(" ".join(parts))


def hand_alt_text(view: SeatView) -> str:
    """'My hand' in words."""
    name = _namer(view)
    turn = f"Your turn: {task(view)}." if view.seat in view.deciding else f"{prompt(view, name)}."
    lines = [
        f"{GAME}, {name(view.seat)}'s hand against {name(1 - view.seat)}. {round_text(view)}.",
        turn,
        f"Hand: {_pile(view.hand)} ({sum(view.hand.values())} cards).",
        f"Supports left this round: {view.supports_left[view.seat]}.",
        *(f"{note}." for note in notes(view)),
    ]
    return clipped(" ".join(lines))
