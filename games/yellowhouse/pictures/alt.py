"""The alt texts (at most MAX_ALT characters): the game, the players, the round and the
rounds won, whose turn it is and what they must do, the Canvas, the Claims row, each
Palette and what just happened. `alt_text` reads the public view and the events' public
facts only, as the picture does."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.yellowhouse.content import KEYS
from engine.yellowhouse.events import Event
from engine.yellowhouse.views import PublicView, SeatView
from locales.names import clipped
from locales.words import Words

from . import names
from .hand import notes
from .palettes import doing
from .table import piles_text
from .turn import public_only
from .words import Namer, P, element, happened, joined, prompt, round_text, task

MAX_ALT = 1000  # Discord allows 1024 characters of attachment description


def _namer(words: Words, view: PublicView) -> Namer:
    return lambda seat: names.spoken(view.names[seat], names.fallback(words, seat))


def _pile(words: Words, pile: Mapping[str, int]) -> str:
    return joined(
        words, [words(f"{P}alt.level", element=element(words, k), level=pile[k]) for k in KEYS]
    )


def _sentence(words: Words, text: str) -> str:
    return words(f"{P}alt.sentence", text=text)


def _table(words: Words, view: PublicView, name: Namer) -> list[str]:
    """The players, the round, the Canvas and the Claims row."""
    levels = sorted(KEYS, key=lambda k: -view.levels[k])
    canvas = joined(
        words,
        [words(f"{P}alt.level", element=element(words, k), level=view.levels[k]) for k in levels],
    )
    claims = joined(
        words,
        [words(f"{P}alt.claim", name=name(s), element=element(words, k)) for s, k in view.claims],
    )
    players = words(
        f"{P}alt.players_variant" if view.variant else f"{P}alt.players",
        game=words("yellowhouse.name"),
        first=name(0),
        second=name(1),
        round=round_text(words, view),
    )
    return [
        players,
        _sentence(words, prompt(words, view, name)),
        words(f"{P}alt.canvas", canvas=canvas, claims=claims or words("yellowhouse.list.none")),
    ]


def _palette(
    words: Words, view: PublicView, seat: int, name: Namer, hand: Mapping[str, int] | None
) -> str:
    rewards = joined(words, [element(words, k) for k in view.rewards[seat]])
    held = words(f"{P}alt.held", pile=_pile(words, hand)) if hand is not None else ""
    status = doing(words, view, seat).rstrip("…✓ ")
    return words(
        f"{P}alt.palette",
        name=name(seat),
        rounds=words.plural("yellowhouse.standing.rounds", len(view.rewards[seat])),
        rewards=rewards or words("yellowhouse.list.none"),
        cards=view.hand_sizes[seat],
        held=held,
        supports=words.plural("yellowhouse.standing.supports", view.supports[seat]),
        status=f"{status[0].lower()}{status[1:]}",
    )


def alt_text(
    words: Words,
    view: PublicView,
    events: Sequence[Event] = (),
    hands: Sequence[Mapping[str, int]] | None = None,
) -> str:
    """The turn or board picture in words; `hands`: the final picture's hands."""
    view = public_only(view)
    name = _namer(words, view)
    parts = _table(words, view, name)
    for seat in (0, 1):
        parts.append(_palette(words, view, seat, name, None if hands is None else hands[seat]))
    parts.append(_sentence(words, piles_text(words, view)))
    news = happened(words, events, name)
    join = words(f"{P}alt.join")
    if news:
        parts.append(words(f"{P}alt.news", news=words(f"{P}news.join").join(news)))
    return clipped(join.join(parts), MAX_ALT)


def hand_alt_text(words: Words, view: SeatView) -> str:
    """'My hand' in words."""
    name = _namer(words, view)
    if view.seat in view.deciding:
        turn = _sentence(words, words(f"{P}prompt.yours", task=task(words, view)))
    else:
        turn = _sentence(words, prompt(words, view, name))
    title = words(
        f"{P}alt.hand_title",
        game=words("yellowhouse.name"),
        name=name(view.seat),
        other=name(1 - view.seat),
        round=round_text(words, view),
    )
    lines = [
        title,
        turn,
        words(f"{P}alt.hand", pile=_pile(words, view.hand), count=sum(view.hand.values())),
        words(f"{P}alt.supports_left", count=view.supports_left[view.seat]),
        *(_sentence(words, note) for note in notes(words, view)),
    ]
    return clipped(words(f"{P}alt.join").join(lines), MAX_ALT)
