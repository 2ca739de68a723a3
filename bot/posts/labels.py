"""An option's label fitted into Discord's room for it, the same way for every game: a game
gives a label's main part and its less important parts (`Move.more`, most important first);
the fitting leaves out parts from the least important until the label fits, and cuts a main
part that alone is too long at a word, with "…", never in the middle of one. A menu option
keeps what its label left out in its description. Repeated labels get "(2)", "(3)"… so that
every option reads apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.game.protocol import Move
from bot.game.text import clusters
from locales.names import FSI, PDI, unescaped

BUTTON_LIMIT = 80  # Discord's longest button label
OPTION_LIMIT = 100  # Discord's longest menu option label
DESCRIPTION_LIMIT = 100  # Discord's longest menu option description
REPEAT_ROOM = 4  # room kept for " (2)"
JOINING = " ·,;:，、；：　"  # what a part may start with to join the one before it
WIDE = ("\u2e80", "\U0003134f")  # CJK and the scripts around it: each character is a word


@dataclass(frozen=True)
class Fitted:
    """A label as it is shown, and what it left out (for a menu option's description)."""

    label: str
    left_out: str = ""


def word_cut(text: str, limit: int) -> str:
    """`text` in at most `limit` characters: whole when it fits, else cut after its last whole
    word (in CJK text, after any character) with "…"; an isolate the cut leaves open is
    closed."""
    if len(text) <= limit:
        return text
    room = limit - 1
    while True:
        head = text[: _boundary(text, room)].rstrip(JOINING)
        open_ = max(0, head.count(FSI) - head.count(PDI))
        if len(head) + open_ + 1 <= limit:
            return head + PDI * open_ + "…"
        room -= open_


def _boundary(text: str, room: int) -> int:
    """The longest start of `text` within `room` characters that ends at a word's end (at a
    character's end if a single word is longer)."""
    ends, at = [], 0
    for cluster in clusters(text):
        if at + len(cluster) > room:
            break
        at += len(cluster)
        ends.append(at)
    words = [n for n in ends if text[n].isspace() or _wide(text[n - 1]) or _wide(text[n])]
    return words[-1] if words else ends[-1] if ends else 0


def _wide(ch: str) -> bool:
    return WIDE[0] <= ch <= WIDE[1]


def fit(main: str, more: Sequence[str], limit: int) -> Fitted:
    """`main` and as many of `more` (most important first) as fit in `limit` characters, the
    least important left out first; `main` alone cut at a word if it is still too long."""
    for kept in range(len(more), -1, -1):
        whole = main + "".join(more[:kept])
        if len(whole) <= limit:
            return Fitted(whole, _described(more[kept:]))
    return Fitted(word_cut(main, limit), _described(more))


def _described(parts: Sequence[str]) -> str:
    """Parts left out, as a description reads them: without the joining text they start
    with."""
    text = "".join(parts).lstrip(JOINING)
    return word_cut(text, DESCRIPTION_LIMIT)


def distinct(moves: Sequence[Move], limit: int) -> list[Fitted]:
    """Each move's label fitted into `limit` (room kept for a repeat's number), "(2)", "(3)"…
    on repeats (a label is shown unformatted: the names in it `unescaped`)."""
    seen: dict[str, int] = {}
    out = []
    for m in moves:
        fitted = fit(unescaped(m.label), [unescaped(p) for p in m.more], limit - REPEAT_ROOM)
        seen[fitted.label] = seen.get(fitted.label, 0) + 1
        if seen[fitted.label] > 1:
            fitted = Fitted(f"{fitted.label} ({seen[fitted.label]})", fitted.left_out)
        out.append(fitted)
    return out
