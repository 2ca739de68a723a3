"""Player names as the pictures and the alt texts show them.

A picture draws a name as every game's pictures do (`games.common.names.drawn`: printable
characters only, laid out as Discord shows it, in any script games/common/fonts.py covers), and
falls back to "Player N" (in the reader's language) when nothing is left. In the alt text a
name is the same cleaned text (`plain`) between FSI and PDI, so a right-to-left name leaves the
rest of the sentence in order.
"""

from __future__ import annotations

from engine.yellowhouse.views import PublicView, SeatView
from games.common import names, terms
from games.common.names import NAME_CHARS, plain
from locales.names import FSI, PDI
from locales.words import Words

from .style import Font

__all__ = ["NAME_CHARS", "drawn", "fallback", "plain", "spoken"]


def fallback(words: Words, seat: int) -> str:
    return names.seat(words, seat)


def drawn(name: str, fallback: str, font: Font) -> str:
    """The name as a picture draws it in `font`; `fallback` if nothing of it can be drawn."""
    return names.drawn(name, fallback, font.chain)


def spoken(name: str, fallback: str) -> str:
    """The name as the alt text says it, isolated; `fallback` if nothing is left of it."""
    return FSI + (plain(name) or fallback) + PDI


def kept(words: Words, view: PublicView | SeatView, *_: object, **__: object) -> set[str]:
    """What a picture's lines never split: the glossary's terms and the players' names."""
    shown = [names.drawn(name, fallback(words, i)) for i, name in enumerate(view.names)]
    return terms.unsplit(words, shown)


keeping = terms.keeping(kept)
