"""Moves: one typed value per kind of choice, and the codec between a move and its code.

A code is a head naming the kind of move, then its arguments, dot-separated; elements are
their one-letter forms (data/rules.toml). The codes are stored in the bot's move log and in
button ids, so a released code never changes:

    claim.p          Claim with a Passion card
    raise.s          Strengthen Skill to one level above the current Claim, then Claim with it
    raise.s.support  the same, one Support card in place of a Topic card
    pass             pass: the trick ends
    swap.0.pm        seat 0's secret choice for the exchange: a Passion and a Money card
    boost.m          variant, Skill effect: advance Money
    give.i           variant, Inspiration effect: give an Inspiration card
    back.s           variant, Inspiration effect: give a Skill card back

Every move is made once, here: there are few of them (`ALL`), and `parse` is a look-up.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations_with_replacement
from typing import ClassVar

from engine.common.errors import BadMoveCode

from .content import ELEMENTS, INDEX, KEYS, LETTERS, RULES, SEATS, SKILL


@dataclass(frozen=True)
class Move:
    """The base of every move; `code` is its code and `e` its element's index (-1: none)."""

    kind: ClassVar[str] = ""
    code: str = field(init=False, compare=False, repr=False)
    e: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "e", INDEX.get(getattr(self, "element", ""), -1))
        object.__setattr__(self, "code", self.encode())

    def encode(self) -> str:
        return self.kind


@dataclass(frozen=True)
class ElementMove(Move):
    """A move that names one element: its code is the head and the element's letter."""

    element: str

    def encode(self) -> str:
        return f"{self.kind}.{LETTERS[self.e]}"


@dataclass(frozen=True)
class Claim(ElementMove):
    """Claim with a card of `element` (the trick's first Claim, or a stronger element)."""

    kind: ClassVar[str] = "claim"


@dataclass(frozen=True)
class Raise(ElementMove):
    """Strengthen `element` to one level above the current Claim, then Claim with it."""

    kind: ClassVar[str] = "raise"
    support: bool = False

    def encode(self) -> str:
        return super().encode() + (".support" if self.support else "")


@dataclass(frozen=True)
class Pass(Move):
    """Pass: the trick ends, and the last claimer leads the next one."""

    kind: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Swap(Move):
    """`seat`'s secret choice of the cards it gives at the exchange (in element order)."""

    kind: ClassVar[str] = "swap"
    seat: int
    cards: tuple[str, ...]

    def encode(self) -> str:
        return f"swap.{self.seat}." + "".join(LETTERS[INDEX[k]] for k in self.cards)

    @property
    def counts(self) -> list[int]:
        out = [0] * len(KEYS)
        for k in self.cards:
            out[INDEX[k]] += 1
        return out


@dataclass(frozen=True)
class Boost(ElementMove):
    """Variant, the Skill effect: advance `element` by one level."""

    kind: ClassVar[str] = "boost"


@dataclass(frozen=True)
class Give(ElementMove):
    """Variant, the Inspiration effect: give the opponent a card of `element`."""

    kind: ClassVar[str] = "give"


@dataclass(frozen=True)
class GiveBack(ElementMove):
    """Variant, the Inspiration effect: give back a card of `element` (another element)."""

    kind: ClassVar[str] = "back"


def _swaps(exchange: int) -> tuple[tuple[Swap, ...], ...]:
    """Every exchange choice of each seat, in a fixed order."""
    combos = list(combinations_with_replacement(ELEMENTS, exchange))
    return tuple(
        tuple(Swap(seat, tuple(KEYS[e] for e in combo)) for combo in combos)
        for seat in range(SEATS)
    )


PASS = Pass()
CLAIM: tuple[Claim, ...] = tuple(Claim(k) for k in KEYS)
RAISE: tuple[Raise, ...] = tuple(Raise(k) for k in KEYS)
RAISE_SUPPORT: tuple[Raise, ...] = tuple(Raise(k, True) for k in KEYS)
BOOST: tuple[Boost, ...] = tuple(Boost(k) for k in KEYS)
GIVE: tuple[Give, ...] = tuple(Give(k) for k in KEYS)
BACK: tuple[GiveBack, ...] = tuple(GiveBack(k) for k in KEYS)
SWAPS: tuple[tuple[Swap, ...], ...] = _swaps(RULES.deal.exchange)
ALL: tuple[Move, ...] = (
    *CLAIM,
    *RAISE,
    *RAISE_SUPPORT,
    PASS,
    *(b for b in BOOST if b.e != SKILL),  # the Skill effect advances another element
    *GIVE,
    *BACK,
    *(s for seat in SWAPS for s in seat),
)
CODES: dict[str, Move] = {m.code: m for m in ALL}


def parse(code: str) -> Move:
    """The move a code stands for; BadMoveCode if no move has that code."""
    try:
        return CODES[code]
    except (KeyError, TypeError):
        raise BadMoveCode(f"{code!r} is not a move code") from None
