"""The Unicode bidirectional algorithm (UAX #9) for one line in a left-to-right paragraph, as
Discord lays out a name in its left-to-right interface: each character's embedding level, and
the visual order of a line's graphemes.

No explicit embeddings, overrides or isolates (the pictures draw no format character: they are
left out before the levels are worked out); the rules applied are W1–W7, N0 (bracket pairs, for
the brackets whose pair is in BRACKETS or is the next code point), N1–N2, I1–I2, L1 and L2 on
one level run at paragraph level 0. Mirroring (L4) is the shaper's: a right-to-left run is
drawn with its direction given, and raqm mirrors its brackets. Knows no font.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from functools import lru_cache

STRONG_RTL = ("R", "AL")
NEUTRAL = ("B", "S", "WS", "ON")
NUMBER_SEPARATORS = {"ES": ("EN",), "CS": ("EN", "AN")}
LEVELS_CACHE = 4096
BRACKETS = {"(": ")", "[": "]", "{": "}", "\u0f3a": "\u0f3b", "\u0f3c": "\u0f3d"}
MAX_BRACKET_DEPTH = 63  # BD16: deeper nesting pairs nothing


def _closing(char: str) -> str | None:
    """The closing bracket of an opening one (None for any other character)."""
    if char in BRACKETS:
        return BRACKETS[char]
    if unicodedata.category(char) == "Ps" and unicodedata.mirrored(char):
        after = chr(ord(char) + 1)
        return after if unicodedata.category(after) == "Pe" else None
    return None


def _pairs(text: str, types: list[str]) -> list[tuple[int, int]]:
    """BD16: the bracket pairs (opening, closing index) among neutral characters, in order."""
    stack: list[tuple[str, int]] = []
    pairs: list[tuple[int, int]] = []
    for i, char in enumerate(text):
        if types[i] != "ON":
            continue
        closing = _closing(char)
        if closing is not None:
            if len(stack) == MAX_BRACKET_DEPTH:
                break
            stack.append((closing, i))
            continue
        for depth in range(len(stack) - 1, -1, -1):
            if stack[depth][0] == char:
                pairs.append((stack[depth][1], i))
                del stack[depth:]
                break
    return sorted(pairs)


def _strong(kind: str) -> str | None:
    """L or R as the neutral rules see a class (numbers count as R)."""
    return "L" if kind == "L" else "R" if kind in ("R", "EN", "AN") else None


def _brackets(text: str, types: list[str]) -> list[str]:
    """Rule N0: a bracket pair takes the direction of what it encloses: the paragraph's (L) if
    anything inside is L, else R if something inside is and the text before it is R."""
    for opening, closing in _pairs(text, types):
        inside = {_strong(kind) for kind in types[opening + 1 : closing]} - {None}
        if not inside:
            continue
        if "L" in inside:
            side = "L"
        else:
            before = next((_strong(k) for k in reversed(types[:opening]) if _strong(k)), "L")
            side = "R" if before == "R" else "L"
        types[opening] = types[closing] = side
    return types


def _weak(types: list[str]) -> list[str]:
    """Rules W1–W7 on the characters' bidi classes (sos and eos are L)."""
    for i, kind in enumerate(types):  # W1: a mark takes its base's class
        if kind == "NSM":
            types[i] = types[i - 1] if i else "L"
    strong = "L"
    for i, kind in enumerate(types):  # W2, W3
        if kind in ("L", "R", "AL"):
            strong = kind
        if kind == "EN" and strong == "AL":
            types[i] = "AN"
    types[:] = ["R" if kind == "AL" else kind for kind in types]
    for i in range(1, len(types) - 1):  # W4: one separator between two numbers of a kind
        kinds = NUMBER_SEPARATORS.get(types[i], ())
        if types[i - 1] == types[i + 1] and types[i - 1] in kinds:
            types[i] = types[i - 1]
    for i, kind in enumerate(types):  # W5: terminators beside European numbers
        if kind == "EN":
            j = i - 1
            while j >= 0 and types[j] == "ET":
                types[j] = "EN"
                j -= 1
            j = i + 1
            while j < len(types) and types[j] == "ET":
                types[j] = "EN"
                j += 1
    types[:] = ["ON" if kind in ("ES", "ET", "CS") else kind for kind in types]  # W6
    strong = "L"
    for i, kind in enumerate(types):  # W7
        if kind in ("L", "R"):
            strong = kind
        elif kind == "EN" and strong == "L":
            types[i] = "L"
    return types


def _neutral(types: list[str]) -> list[str]:
    """Rules N1–N2: a run of neutrals between two strong sides of one direction takes it
    (numbers count as right-to-left), else the paragraph's (left to right)."""
    i = 0
    while i < len(types):
        if types[i] not in NEUTRAL:
            i += 1
            continue
        end = i
        while end < len(types) and types[end] in NEUTRAL:
            end += 1
        before = "L" if i == 0 else ("L" if types[i - 1] == "L" else "R")
        after = "L" if end == len(types) else ("L" if types[end] == "L" else "R")
        types[i:end] = [before if before == after else "L"] * (end - i)
        i = end
    return types


@lru_cache(maxsize=LEVELS_CACHE)
def levels(text: str) -> tuple[int, ...]:
    """Each character's embedding level in a left-to-right paragraph (0 left to right, 1
    right to left, 2 a number inside right-to-left text)."""
    original = [unicodedata.bidirectional(char) or "L" for char in text]
    if not any(kind in STRONG_RTL or kind == "AN" for kind in original):
        return (0,) * len(text)
    types = _neutral(_brackets(text, _weak(list(original))))
    out = [{"L": 0, "R": 1}.get(kind, 2) for kind in types]  # I1: EN and AN go up to 2
    trailing = True
    for i in range(len(text) - 1, -1, -1):  # L1: separators and trailing spaces to level 0
        if original[i] in ("S", "B") or (trailing and original[i] in ("WS", "S", "B")):
            out[i] = 0
        else:
            trailing = False
    return tuple(out)


def right_to_left(text: str) -> bool:
    """True when some character of `text` is laid out right to left."""
    return any(level % 2 for level in levels(text))


def visual(items: Sequence[str], item_levels: Sequence[int]) -> list[int]:
    """Rule L2: the indices of `items` (graphemes, each at its level) from left to right."""
    order = list(range(len(items)))
    if not item_levels:
        return order
    top = max(item_levels)
    lowest_odd = min((level for level in item_levels if level % 2), default=top + 1)
    for level in range(top, lowest_odd - 1, -1):
        i = 0
        while i < len(order):
            if item_levels[order[i]] < level:
                i += 1
                continue
            end = i
            while end < len(order) and item_levels[order[end]] >= level:
                end += 1
            order[i:end] = reversed(order[i:end])
            i = end
    return order
