"""Every picture of every sample, as drawn `Sheet`s with their record (imported as
tests.yellowhouse.render.sheets), for the legibility and layout tests."""

from __future__ import annotations

from collections.abc import Iterator

from render.yellowhouse import hand, samples, turn
from render.yellowhouse.sheet import Box, Sheet


def all_sheets(names: tuple[str, str] = samples.NAMES) -> Iterator[tuple[str, Sheet]]:
    """(label, sheet) for the turn, board, final and both hand pictures of every sample."""
    for label, make in samples.ALL.items():
        view, events = make(names)
        views = samples.hands_for(view)
        yield f"turn {label}", turn.draw(view, events, board=False)
        yield f"board {label}", turn.draw(view, events, board=True)
        yield f"final {label}", turn.draw(view, events, board=False, hands=[v.hand for v in views])
        for v in views:
            yield f"hand {label} {v.seat}", hand.draw_hand(v)


def inside(inner: Box, outer: Box) -> bool:
    return (
        outer[0] <= inner[0]
        and outer[1] <= inner[1]
        and inner[2] <= outer[2]
        and inner[3] <= outer[3]
    )


def overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


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
