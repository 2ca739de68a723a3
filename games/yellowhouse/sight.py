"""What a reader may know of a table (`GameRules.view`): the engine's state with everything
hidden from the reader replaced by neutral placeholders that depend only on what the reader
knows, so that two tables differing only in hidden things give equal views.

Hidden from everybody: each hand (its size is public), the set-aside cards, the generator,
the setup's seed and an unrevealed exchange choice. Hidden from the public only: the card
given for an Inspiration (both players know it) and what each player knows the other holds.
A placeholder hand holds the reader's known cards, then the unseen cards in element order;
a move code that would tell a secret is replaced by a placeholder of its kind.
"""

from __future__ import annotations

from dataclasses import replace

import engine.yellowhouse as yh
from engine.yellowhouse.content import ELEMENTS, RULES
from engine.yellowhouse.moves import SWAPS, Swap, parse

from .table import Table, copy

SECRET_KINDS = ("swap", "give", "back")  # moves whose code tells what a card is


def fill(pool: list[int], size: int) -> list[int]:
    """`size` cards from `pool`, taken in element order (the pool loses them)."""
    out = [0] * len(pool)
    for e in ELEMENTS:
        out[e] = min(pool[e], size - sum(out))
        pool[e] -= out[e]
    return out


def placeholder_choice(hand: list[int], seat: int) -> list[int]:
    """The first exchange choice a hand allows."""
    return next(m.counts for m in SWAPS[seat] if all(map(int.__le__, m.counts, hand)))


def masked_code(code: str, mover: int, reader: int | None) -> str:
    """The code as `reader` may know it: its own moves and open ones as they are."""
    if code == yh.UNDO or mover == reader:
        return code
    move = parse(code)
    if move.kind not in SECRET_KINDS or (reader is not None and move.kind != "swap"):
        return code
    if isinstance(move, Swap):
        return SWAPS[mover][0].code
    return f"{move.kind}.{RULES.elements[0].letter}"


def view(table: Table, reader: int | None) -> Table:
    """`table` as `reader` (a seat; None: everybody) may know it."""
    out = copy(table)
    s, truth = out.game, table.game
    hidden = [seat for seat in (0, 1) if seat != reader]
    pool = _unseen(truth, reader)
    for seat in hidden:
        known = truth.shown[seat] if reader is not None else [0] * len(ELEMENTS)
        rest = [p - k for p, k in zip(pool, known, strict=True)]
        free = fill(rest, sum(truth.hands[seat]) - sum(known))
        s.hands[seat] = [k + f for k, f in zip(known, free, strict=True)]
        pool = [p - h for p, h in zip(pool, s.hands[seat], strict=True)]
        if truth.choices[seat] is not None:
            s.choices[seat] = placeholder_choice(s.hands[seat], seat)
    s.aside = pool
    if reader is None:
        s.shown = [[0] * len(ELEMENTS) for _ in (0, 1)]
        s.gift = None
    s.rng, s.setup.seed = 0, 0
    s.history = [
        masked_code(c, m, reader) for c, m in zip(truth.history, truth.movers, strict=True)
    ]
    return replace(out, sight=() if reader is None else (reader,))


def _unseen(state: yh.State, reader: int | None) -> list[int]:
    """The cards `reader` has not seen: every hand but its own, and the aside."""
    out = list(state.aside)
    for seat in (0, 1):
        if seat != reader:
            out = [o + h for o, h in zip(out, state.hands[seat], strict=True)]
    return out
