"""Text fitted to a width for the pictures, measured by `games.common.fonts`: cut with "…"
(never inside a grapheme), or wrapped into lines. The one place pictures lay out text.

Lines break after spaces and at the boundaries of Chinese words (rjieba's segmentation), never
inside a Latin word, nor inside a word `kept` whole (the glossary's terms, room names, players'
names: each game's pictures say which, from their data), nor before closing or after opening
punctuation (kinsoku, `games.common.graphemes.break_allowed`). Only a piece wider than a line
alone is broken further: at its words' boundaries, then between any characters kinsoku
allows, then between graphemes.
`recording` lets a test see every wrap. Knows no game.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache

import rjieba

from games.common.fonts import REGULAR, Chain, width
from games.common.graphemes import break_allowed, graphemes, is_cjk

ELLIPSIS = "…"
SEGMENTED = 2048  # texts whose word boundaries are kept
KEPT_PATTERNS = 64  # sets of kept words whose search pattern is kept


@dataclass(frozen=True)
class Wrapped:
    """One wrap as `recording` sees it: the text, its lines, the width and size asked."""

    text: str
    lines: tuple[str, ...]
    max_width: float
    size: int
    fonts: Chain


_KEPT: ContextVar[frozenset[str]] = ContextVar("kept", default=frozenset())
_RECORDS: ContextVar[list[Wrapped] | None] = ContextVar("records", default=None)


@contextmanager
def kept(words: Iterable[str]) -> Iterator[None]:
    """Inside, `wrap` keeps each of `words` (matched ignoring case) whole on a line."""
    token = _KEPT.set(_KEPT.get() | frozenset(word for word in words if word.strip()))
    try:
        yield
    finally:
        _KEPT.reset(token)


@contextmanager
def recording() -> Iterator[list[Wrapped]]:
    """Inside, every `wrap` of this thread is added to the list yielded."""
    records: list[Wrapped] = []
    token = _RECORDS.set(records)
    try:
        yield records
    finally:
        _RECORDS.reset(token)


def _fit_count(clusters: list[str], max_width: float, size: int, fonts: Chain, suffix: str) -> int:
    """The most leading graphemes that fit in `max_width` with `suffix` after them."""
    low, high = 0, len(clusters)
    while low < high:
        middle = (low + high + 1) // 2
        if width("".join(clusters[:middle]).rstrip() + suffix, size, fonts) <= max_width:
            low = middle
        else:
            high = middle - 1
    return low


def truncate(text: str, max_width: float, size: int, fonts: Chain = REGULAR) -> str:
    """The text, or its longest grapheme-whole head followed by "…", that fits in `max_width`."""
    if width(text, size, fonts) <= max_width:
        return text
    clusters = graphemes(text)
    count = _fit_count(clusters, max_width, size, fonts, ELLIPSIS)
    if count == 0 and width(ELLIPSIS, size, fonts) > max_width:
        return ""
    return "".join(clusters[:count]).rstrip() + ELLIPSIS


@lru_cache(maxsize=KEPT_PATTERNS)
def _pattern(words: frozenset[str]) -> re.Pattern[str] | None:
    ordered = sorted(words, key=lambda word: (-len(word), word))
    return re.compile("|".join(map(re.escape, ordered)), re.IGNORECASE) if ordered else None


def _inside_kept(text: str, words: frozenset[str]) -> frozenset[int]:
    """The offsets in `text` that fall inside a kept word (between two of its characters)."""
    pattern = _pattern(words)
    if pattern is None:
        return frozenset()
    return frozenset(at for m in pattern.finditer(text) for at in range(m.start() + 1, m.end()))


@lru_cache(maxsize=SEGMENTED)
def _inside_words(text: str) -> frozenset[int]:
    """The offsets in `text` that fall inside a Chinese word of two characters or more."""
    if not any(is_cjk(char) for char in text):
        return frozenset()
    inside: set[int] = set()
    at = 0
    for token in rjieba.cut(text):
        if len(token) > 1 and all(is_cjk(char) for char in token):
            inside.update(range(at + 1, at + len(token)))
        at += len(token)
    return frozenset(inside)


def _pieces(text: str, joined: Collection[int]) -> list[str]:
    """The text's graphemes joined into pieces that no line break may split (`joined`: the
    offsets where no break may fall, besides `break_allowed`'s)."""
    pieces: list[str] = []
    at = 0
    clusters = graphemes(text)
    for index, cluster in enumerate(clusters):
        if pieces and (at in joined or not break_allowed(clusters[index - 1], cluster)):
            pieces[-1] += cluster
        else:
            pieces.append(cluster)
        at += len(cluster)
    return pieces


def _broken(piece: str, max_width: float, size: int, fonts: Chain, level: int) -> list[str]:
    """A piece wider than a line, broken further: at its Chinese words' boundaries (from
    level 4), at every break `break_allowed` allows (from 3), else between graphemes."""
    while level > 2:
        level -= 1
        smaller = _pieces(piece, _inside_words(piece) if level == 3 else ())
        if len(smaller) > 1:
            return _lines(smaller, max_width, size, fonts, level)
    out, line = [], piece
    while width(line.rstrip(), size, fonts) > max_width and len(graphemes(line)) > 1:
        clusters = graphemes(line)
        count = max(_fit_count(clusters, max_width, size, fonts, ""), 1)
        out.append("".join(clusters[:count]).rstrip())
        line = "".join(clusters[count:])
    return [*out, line]


def _lines(pieces: list[str], max_width: float, size: int, fonts: Chain, level: int) -> list[str]:
    """Pieces filled greedily into lines (the last one open: more may follow); a piece wider
    than a line broken at `level` (`_broken`; 0: left whole)."""
    lines = [""]
    for piece in pieces:
        if lines[-1] and width((lines[-1] + piece).rstrip(), size, fonts) > max_width:
            lines[-1] = lines[-1].rstrip()
            lines.append("")
        lines[-1] += piece
        if level and width(lines[-1].rstrip(), size, fonts) > max_width:
            last = lines.pop()
            head = _broken(last, max_width, size, fonts, level)
            lines += [line.rstrip() for line in head[:-1]] + [head[-1]]
    return lines


def _wrap_paragraph(text: str, max_width: float, size: int, fonts: Chain, whole: bool) -> list[str]:
    joined = _inside_kept(text, _KEPT.get()) | _inside_words(text)
    lines = _lines(_pieces(text, joined), max_width, size, fonts, 0 if whole else 4)
    return [line.rstrip() for line in lines]


def wrap(
    text: str, max_width: float, size: int, fonts: Chain = REGULAR, whole: bool = False
) -> list[str]:
    """The text broken into lines no wider than `max_width` (a lone grapheme may be wider), at
    the breaks the module's docstring tells; a new line at each "\\n". `whole`: a piece wider
    than a line (a word, a kept word) is never broken, but stands alone on a wider line."""
    lines = [
        line
        for paragraph in text.split("\n")
        for line in _wrap_paragraph(paragraph, max_width, size, fonts, whole)
    ]
    records = _RECORDS.get()
    if records is not None:
        records.append(Wrapped(text, tuple(lines), max_width, size, fonts))
    return lines
