"""Every picture of every sample, as drawn `Sheet`s with their record (imported as
tests.yellowhouse.pictures.sheets), for the legibility and layout tests."""

from __future__ import annotations

from collections.abc import Iterator

from games.yellowhouse.pictures import hand, samples, turn
from games.yellowhouse.pictures.sheet import Box, Sheet
from locales.words import Words
from tests.yellowhouse.pictures.pictures import EN


def all_sheets(
    names: tuple[str, str] = samples.NAMES, words: Words = EN
) -> Iterator[tuple[str, Sheet]]:
    """(label, sheet) for the turn, board, final and both hand pictures of every sample, in
    the language of `words`."""
    for label, make in samples.ALL.items():
        view, events = make(names)
        views = samples.hands_for(view)
        yield f"turn {label}", turn.draw(words, view, events, board=False)
        yield f"board {label}", turn.draw(words, view, events, board=True)
        yield (
            f"final {label}",
            turn.draw(words, view, events, board=False, hands=[v.hand for v in views]),
        )
        for v in views:
            yield f"hand {label} {v.seat}", hand.draw_hand(words, v)


def inside(inner: Box, outer: Box) -> bool:
    """Whether `inner` lies within `outer` (edges may touch)."""
    left, top, right, bottom = outer
    return left <= inner[0] <= inner[2] <= right and top <= inner[1] <= inner[3] <= bottom


def overlap(a: Box, b: Box) -> bool:
    """Whether two boxes share any area."""
    return min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1])


def layout_problems(sheet: Sheet) -> list[str]:
    """Regions that overlap or leave the picture, marks outside their region."""
    w, h = sheet.im.size
    out = [
        f"{n} leaves the picture" for n, b in sheet.regions.items() if not inside(b, (0, 0, w, h))
    ]
    names = sorted(sheet.regions)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            if overlap(sheet.regions[a], sheet.regions[b]):
                out.append(f"{a} overlaps {b}")
    for mark in sheet.marks:
        if not inside(mark.box, sheet.regions[mark.region]):
            out.append(
                f"{mark.what!r} {mark.box} leaves {mark.region} {sheet.regions[mark.region]}"
            )
    return out
