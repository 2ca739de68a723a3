"""Text fitted to a width for the pictures, measured by `games.common.fonts`: cut with "…"
(never inside a grapheme), or wrapped into lines (CJK breaks between characters, Latin words
stay whole). Knows no game.
"""

from __future__ import annotations

from games.common.fonts import REGULAR, Chain, width
from games.common.graphemes import break_allowed, graphemes

ELLIPSIS = "…"


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


def _pieces(clusters: list[str]) -> list[str]:
    """The graphemes joined into pieces that no line break may split."""
    pieces: list[str] = []
    for index, cluster in enumerate(clusters):
        if pieces and not break_allowed(clusters[index - 1], cluster):
            pieces[-1] += cluster
        else:
            pieces.append(cluster)
    return pieces


def _wrap_paragraph(text: str, max_width: float, size: int, fonts: Chain) -> list[str]:
    lines: list[str] = []
    line = ""
    for piece in _pieces(graphemes(text)):
        if line and width((line + piece).rstrip(), size, fonts) > max_width:
            lines.append(line.rstrip())
            line = piece
        else:
            line += piece
        while width(line.rstrip(), size, fonts) > max_width and len(graphemes(line)) > 1:
            clusters = graphemes(line)
            count = max(_fit_count(clusters, max_width, size, fonts, ""), 1)
            lines.append("".join(clusters[:count]).rstrip())
            line = "".join(clusters[count:])
    lines.append(line.rstrip())
    return lines


def wrap(text: str, max_width: float, size: int, fonts: Chain = REGULAR) -> list[str]:
    """The text broken into lines no wider than `max_width` (a lone grapheme may be wider).

    Breaks after spaces and between CJK characters (not before closing or after opening
    punctuation), keeps Latin words whole unless a word alone is wider than a line, and
    starts a new line at each "\\n".
    """
    return [
        line
        for paragraph in text.split("\n")
        for line in _wrap_paragraph(paragraph, max_width, size, fonts)
    ]
