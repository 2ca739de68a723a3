"""A player's name in a message: the one way every game and the bot write a name into the words
of a message (`written`), its Discord Markdown escaped and the name between FSI (U+2068) and
PDI (U+2069). A name of `**x**`, `` `x` ``, `||x||` or `<@1>` is read as typed and changes
nothing around it, and whatever its script's direction the rest of the line keeps its own (an
Arabic name leaves the figure beside it where it was).

A game's words take the seats' names from a `namer` made here, never from its state: Round
House's engine through `engine.roundhouse.names.player_name`, The Yellow House's and Castles'
through the namer their message words build from the state. Pictures draw names themselves and
take none of this. Where the bot shows a game's words on a surface Discord does not format (an
embed's footer, a button's label, a picture's alt text) it shows them `unescaped`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

FSI, PDI = "\u2068", "\u2069"  # first strong isolate … pop directional isolate
# Discord's Markdown within a line: \ escapes, * and _ emphasis, ~~ strike, || spoiler, ` code,
# [ a masked link, < a mention, channel, emoji or timestamp ("<@1>", "<t:0>").
INLINE = "\\*_~|`[<"
LEADING = "#>-"  # a heading, a quote or a list, at the start of a line
ESCAPED = re.compile(rf"\\([{re.escape(INLINE + LEADING)}])")
Namer = Callable[[int], str]  # a seat -> its name as the reader sees it


def isolate(text: str) -> str:
    """`text` (without bidi controls of its own) between FSI and PDI."""
    return f"{FSI}{text}{PDI}"


def escaped(text: str) -> str:
    """`text` with every character of Discord's Markdown escaped ("\\*\\*x\\*\\*"): shown as
    typed, changing nothing around it."""
    out = "".join(f"\\{ch}" if ch in INLINE else ch for ch in text)
    return f"\\{out}" if out.startswith(tuple(LEADING)) else out


def written(name: str) -> str:
    """A name as a message writes it: escaped, between FSI and PDI."""
    return isolate(escaped(name))


def namer(names: Sequence[str]) -> Namer:
    """The seats' names as a message writes them, by seat."""
    shown = [written(name) for name in names]
    return shown.__getitem__


def clipped(text: str, limit: int) -> str:
    """`text` (an alt text, whose names are isolated) in at most `limit` characters, ending in
    "…" when cut; a name the cut leaves open is closed."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 2]
    return cut + PDI * (cut.count(FSI) > cut.count(PDI)) + "…"


def unescaped(text: str) -> str:
    """A message's words for a surface Discord shows as they are (an embed's footer, a
    button's label, alt text): the escapes `escaped` put in taken out again."""
    return ESCAPED.sub(r"\1", text)
