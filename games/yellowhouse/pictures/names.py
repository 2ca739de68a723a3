"""Player names as the pictures and the alt texts show them.

The bot hands over seat names it has cleaned (bot/game/text.py `seat_name`: no control or
format character, at most 32 characters), but a picture must not fail on any string: here a
name keeps only printable characters (no controls, no bidi overrides or isolates, no line
breaks), at most MAX_MARKS combining marks on a character and NAME_CHARS characters; the
picture draws it in any script games/common/fonts.py covers (Latin, CJK…) and drops what no
font covers (most emoji), and both fall back to "Player N" (in the reader's language) when
nothing is left. In the alt text a name sits between FSI and PDI, so a right-to-left name leaves the
rest of the sentence in order.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from games.common import fonts
from locales.names import FSI, PDI
from locales.words import Words

from .style import Font

NAME_CHARS = 32
MAX_MARKS = 2


def fallback(words: Words, seat: int) -> str:
    return words("yellowhouse_pictures.player", number=seat + 1)


def plain(name: str) -> str:
    """`name` with printable characters only, at most NAME_CHARS, spaces collapsed."""
    out: list[str] = []
    marks = 0
    for ch in unicodedata.normalize("NFC", name[: NAME_CHARS * 8]):
        if ch.isspace():
            ch = " "
        elif not ch.isprintable():
            continue
        is_mark = unicodedata.category(ch).startswith("M")
        marks = marks + 1 if is_mark else 0
        if marks <= MAX_MARKS:
            out.append(ch)
    return " ".join("".join(out).split())[:NAME_CHARS].strip()


@lru_cache(maxsize=1024)
def drawn(name: str, fallback: str, font: Font) -> str:
    """The name as a picture draws it in `font`; `fallback` if nothing of it can be drawn."""
    kept = "".join(ch for ch in plain(name) if ch == " " or fonts.covered(ch, font.chain))
    return " ".join(kept.split()) or fallback


def spoken(name: str, fallback: str) -> str:
    """The name as the alt text says it, isolated; `fallback` if nothing is left of it."""
    return FSI + (plain(name) or fallback) + PDI
