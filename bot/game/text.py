"""Text a player controls, as the bot writes it: a member's name made a seat name (`seat_name`),
names and quoted text isolated in a line (`named`, `quoted`), text clipped without leaving an
isolate open (`clip`), a number read strictly (`whole_number`), and any text on one log line
(`loggable`).

A seat name is normalised (NFC) and keeps no control or format character: the C0 and C1
controls, the bidi marks, embeddings, overrides and isolates, and the other invisible format
characters are dropped, except a zero-width joiner or non-joiner between two visible
characters (emoji sequences, Indic and Persian words) and the tag characters of a flag
(🏴 + tags). Every kind of space, line break and blank filler becomes one space; a character
keeps at most `MAX_MARKS` combining marks; the name is cut to `NAME_LIMIT` characters without
splitting a character from its marks, an emoji sequence or a flag; and it is never empty
(`FALLBACK`). In a message a name is written as every game writes it (`locales.names.written`:
its Markdown escaped, between FSI and PDI), so that it changes nothing around it and whatever its
script's direction the rest of the line keeps its own.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from locales.names import FSI, PDI, isolate, written
from locales.words import ENGLISH, Words, words_for

NAME_LIMIT = 32  # characters of a seat name (Discord's longest display name)
QUOTE_LIMIT = 40  # characters of a player's text quoted back (a time zone, a rules topic)
FALLBACK = "bot.seat.fallback"  # the catalogue's name for a name with nothing visible left
NAMES_REMEMBERED = 1024  # seat names `seat_name` keeps at hand (≈10 µs each to make)
MAX_MARKS = 4  # combining marks kept on one character (Vietnamese needs 2; more is "Zalgo")
JOINERS = frozenset("\u200c\u200d")  # zero-width non-joiner, zero-width joiner
BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800")  # letters that draw nothing (Hangul fillers…)
BLACK_FLAG = "\U0001f3f4"  # the base of a flag tag sequence (🏴 + tags: England, Scotland…)
MODIFIERS = ("\U0001f3fb", "\U0001f3ff")  # emoji skin tone modifiers (first, last)
REGIONAL = ("\U0001f1e6", "\U0001f1ff")  # regional indicators: two make a flag
TAGS = ("\U000e0020", "\U000e007f")


def _between(ch: str, bounds: tuple[str, str]) -> bool:
    return bounds[0] <= ch <= bounds[1]


def _visible(ch: str) -> bool:
    return unicodedata.category(ch)[0] not in "CZ" and ch not in BLANKS


def _dropped(ch: str) -> bool:
    """A control, format or surrogate code point, or a noncharacter."""
    point = ord(ch)
    noncharacter = 0xFDD0 <= point <= 0xFDEF or point & 0xFFFE == 0xFFFE
    return noncharacter or unicodedata.category(ch) in ("Cc", "Cf", "Cs")


def _kept(text: str) -> str:
    """`text` without control and format characters (joiners and flag tags kept where they
    join), every space, line break and blank filler a plain space."""
    out: list[str] = []
    for i, ch in enumerate(text):
        if ch.isspace() or ch in BLANKS or unicodedata.category(ch)[0] == "Z":
            out.append(" ")
        elif ch in JOINERS:
            if out and _visible(out[-1]) and i + 1 < len(text) and _visible(text[i + 1]):
                out.append(ch)
        elif _between(ch, TAGS):
            if out and (out[-1] == BLACK_FLAG or _between(out[-1], TAGS)):
                out.append(ch)
        elif not _dropped(ch):
            out.append(ch)
    return "".join(out)


def _extends(cluster: str, ch: str) -> bool:
    """Whether `ch` belongs to the character `cluster` ends with: a mark, a joiner or what it
    joins, a skin tone, a tag, or a flag's second regional indicator."""
    last = cluster[-1]
    if _between(ch, REGIONAL):
        return len(cluster) == 1 and _between(last, REGIONAL)
    return (
        unicodedata.category(ch)[0] == "M"
        or ch in JOINERS
        or last in JOINERS
        or _between(ch, MODIFIERS)
        or _between(ch, TAGS)
    )


def clusters(text: str) -> list[str]:
    """`text` as the characters a reader sees (a base with its marks, an emoji sequence, a
    flag), each with at most `MAX_MARKS` combining marks."""
    out: list[str] = []
    for ch in text:
        if not out or not _extends(out[-1], ch):
            out.append(ch)
        elif unicodedata.category(ch)[0] != "M" or _marks(out[-1]) < MAX_MARKS:
            out[-1] += ch
    return out


def _marks(cluster: str) -> int:
    return sum(unicodedata.category(ch)[0] == "M" for ch in cluster)


def clean(text: str, limit: int = NAME_LIMIT) -> str:
    """`text` as a seat name is kept (see the module), cut to `limit` characters; may be
    empty."""
    kept = " ".join(unicodedata.normalize("NFC", _kept(text)).split())
    out = ""
    for cluster in clusters(kept):
        if len(out) + len(cluster) > limit:
            out = out or cluster[:limit].rstrip("".join(JOINERS))
            break
        out += cluster
    return out.strip()


@lru_cache(maxsize=NAMES_REMEMBERED)
def seat_name(name: str, fallback: str | None = None) -> str:
    """The one way a member's name becomes a seat name: `clean`, or when nothing visible is
    left `fallback` (the game's word for `FALLBACK`; None: a name saved already, read back,
    whose fallback is English's) (remembered: every message writes the names of its game)."""
    return clean(name) or fallback or words_for(ENGLISH)(FALLBACK)


def named(name: str) -> str:
    """A seat's name as every message writes it: the seat name, written (escaped, isolated).
    Names saved before seat names were cleaned are cleaned here too."""
    return written(seat_name(name))


def listed(items: list[str], words: Words) -> str:
    """Items as a sentence lists them: "Ann", "Ann and Bo", "Ann, Bo and Chen" (「安、博和陳」)."""
    if len(items) < 2:
        return "".join(items)
    head = words("bot.list.separator").join(items[:-1])
    return words("bot.list.and", head=head, last=items[-1])


def quoted(text: str, limit: int = QUOTE_LIMIT) -> str:
    """A player's text quoted back to them (a time zone, a rules topic): cleaned, at most
    `limit` characters, isolated."""
    return isolate(clean(text, limit))


def clip(text: str, limit: int) -> str:
    """`text` in at most `limit` characters, ending in "…" when shortened; an isolate the cut
    would leave open is closed."""
    if len(text) <= limit:
        return text
    closing = 0
    while True:
        cut = text[: limit - 1 - closing]
        open_ = max(0, cut.count(FSI) - cut.count(PDI))
        if open_ <= closing:
            return cut + PDI * open_ + "…"
        closing = open_


def whole_number(text: str, largest: int) -> int | None:
    """`text` as a whole number from 0 to `largest` written in ASCII digits alone ("12"); None
    for anything else ("²", "١٢", " 12", "+1", "1_000", "1e3", or past `largest`)."""
    if not (text.isascii() and text.isdigit()) or len(text) > len(str(largest)):
        return None
    number = int(text)
    return number if number <= largest else None


def loggable(text: str) -> str:
    """`text` on one log line: every character that is not printable (line breaks, controls,
    bidi overrides and other format characters) written as its escape, `\\n`, `\\u202e`."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)
