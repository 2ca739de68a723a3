"""A player's name as every game's pictures draw it: the one name cleaner of the pictures.

The bot hands over seat names it has cleaned, but a picture must not fail on any string: a name
keeps its printable characters and what joins them (zero-width joiners and non-joiners, the
tags of a flag; no other control or format character: no bidi override, isolate or mark, no
line break), every space one space, at most MAX_MARKS combining marks on a character and
NAME_CHARS characters, graphemes whole; a grapheme no font of the chain draws is left out (so no
"·" stands in for it), and `fallback` (the game's "Player N" in the reader's language) is drawn
when nothing is left. games/common/fonts.py then lays it out as Discord shows it.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from games.common import fonts
from games.common.graphemes import graphemes
from locales.words import Words

NAME_CHARS = 32
MAX_MARKS = 2
JOINERS = frozenset("\u200c\u200d")  # zero-width non-joiner, zero-width joiner
TAGS = (0xE0020, 0xE007F)  # a flag's tag characters (🏴 + tags: England, Scotland…)
NAMES_KEPT = 1024


def _kept(char: str) -> bool:
    return char.isprintable() or char in JOINERS or TAGS[0] <= ord(char) <= TAGS[1]


def plain(name: str) -> str:
    """`name` with printable characters (and joiners) only, at most NAME_CHARS characters and
    MAX_MARKS marks on a character, spaces collapsed."""
    out: list[str] = []
    marks = 0
    for char in unicodedata.normalize("NFC", name[: NAME_CHARS * 8]):
        if char.isspace():
            char = " "
        elif not _kept(char):
            continue
        marks = marks + 1 if unicodedata.category(char).startswith("M") else 0
        if marks <= MAX_MARKS:
            out.append(char)
    kept, text = " ".join("".join(out).split()), ""
    for cluster in graphemes(kept):
        if len(text) + len(cluster) > NAME_CHARS:
            break
        text += cluster
    return text.strip()


def _drawable(cluster: str, chain: fonts.Chain) -> bool:
    return cluster == " " or fonts.covered(cluster[0], chain)


def seat(words: Words, index: int) -> str:
    """Seat `index` (from 0) named by its number, as every game names a seat with no name to
    draw: "Player 1", 玩家1 (`common.seat.numbered`)."""
    return words("common.seat.numbered", n=index + 1)


@lru_cache(maxsize=NAMES_KEPT)
def drawn(name: str, fallback: str, chain: fonts.Chain = fonts.REGULAR) -> str:
    """The name as a picture draws it in `chain`; `fallback` if nothing of it can be drawn."""
    kept = "".join(c for c in graphemes(plain(name)) if _drawable(c, chain))
    return " ".join(kept.split()) or fallback
