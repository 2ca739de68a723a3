"""User-perceived characters (graphemes) and where a line may break, for drawing any script.

A simplified UAX #29 (no dependency): a grapheme is a base character with its combining marks,
variation selectors, emoji modifiers and tags, ZWJ-joined emoji, a regional-indicator pair
(a flag), conjoining Hangul jamo, or CR LF. Line breaks (a small part of UAX #14): after a space,
and between two graphemes when either is CJK (ideograph, kana, hangul, fullwidth form), except
before closing punctuation or after opening punctuation (the usual kinsoku rules).
"""

from __future__ import annotations

import unicodedata

ZWJ = "\u200d"
NO_LINE_START = set("，。、．：；！？）」』】〕〉》〗〙〛｝］’”…‥ー〜・,.;:!?)]}%％")
NO_LINE_END = set("（「『【〔〈《〖〘〚｛［‘“([{")
CJK_RANGES = (
    (0x1100, 0x11FF),  # Hangul jamo
    (0x2E80, 0x2FDF),  # CJK radicals
    (0x3000, 0x33FF),  # CJK punctuation, kana, bopomofo, compatibility
    (0x3400, 0x4DBF),  # CJK extension A
    (0x4E00, 0x9FFF),  # CJK unified ideographs
    (0xA960, 0xA97F),  # Hangul jamo extended A
    (0xAC00, 0xD7FF),  # Hangul syllables and jamo extended B
    (0xF900, 0xFAFF),  # CJK compatibility ideographs
    (0xFE30, 0xFE4F),  # CJK compatibility forms
    (0xFF00, 0xFFEF),  # halfwidth and fullwidth forms
    (0x20000, 0x3FFFF),  # CJK extensions B and later
)


def is_cjk(char: str) -> bool:
    """True for a character of a script written without spaces between words (for line breaks)."""
    code = ord(char[0])
    return any(low <= code <= high for low, high in CJK_RANGES)


def _extends(previous: str, char: str) -> bool:
    """True when `char` belongs to the grapheme that `previous` (its last character) ends."""
    code = ord(char)
    if code < 0x300:  # nothing below the combining marks extends a grapheme, but LF after CR
        return previous == "\r" and char == "\n"
    if previous == ZWJ or char == ZWJ:
        return True
    if unicodedata.category(char) in ("Mn", "Me", "Mc"):
        return True
    if 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF:  # variation selectors
        return True
    if 0x1F3FB <= code <= 0x1F3FF or 0xE0020 <= code <= 0xE007F:  # skin tones, emoji tags
        return True
    if 0x1160 <= code <= 0x11FF and 0x1100 <= ord(previous) <= 0x11FF:  # Hangul V and T jamo
        return True
    return previous == "\r" and char == "\n"


def _is_regional(char: str) -> bool:
    return 0x1F1E6 <= ord(char) <= 0x1F1FF


def _joins(cluster: str, char: str) -> bool:
    """True when `char` continues the grapheme `cluster` (a mark, a joiner, a flag's 2nd half)."""
    if _extends(cluster[-1], char):
        return True
    return len(cluster) == 1 and _is_regional(cluster) and _is_regional(char)


def graphemes(text: str) -> list[str]:
    """`text` split into graphemes, in order; "".join of the result is `text`."""
    if text.isascii() and "\r" not in text:
        return list(text)
    clusters: list[str] = []
    for char in text:
        if clusters and _joins(clusters[-1], char):
            clusters[-1] += char
        else:
            clusters.append(char)
    return clusters


def break_allowed(before: str, after: str) -> bool:
    """True when a line may break between the graphemes `before` and `after`."""
    if after[0] in NO_LINE_START or after.isspace() or before[-1] in NO_LINE_END:
        return False
    return before.isspace() or is_cjk(before[0]) or is_cjk(after[0])
