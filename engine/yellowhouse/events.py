"""What `apply` reports: a typed record of what happened, never words.

An `Event` is the move played (its seat and code) and the facts it led to, in order. `facts`
are public; `secrets` pairs a seat with a fact only that seat may see (its own exchange
choice, the card it gave or received for an Inspiration). Elements are keys ("passion").
Each fact's `kind` names it for the translator.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class Fact:
    kind: ClassVar[str] = ""


@dataclass(frozen=True)
class Dealt(Fact):
    """A round was dealt: `hand` cards each, `aside` set aside face down."""

    kind: ClassVar[str] = "dealt"
    round: int
    dealer: int
    hand: int
    aside: int


@dataclass(frozen=True)
class Chose(Fact):
    """`seat` chose (or changed) its exchange cards; public: only that it chose."""

    kind: ClassVar[str] = "chose"
    seat: int


@dataclass(frozen=True)
class Chosen(Fact):
    """Secret to `seat`: the cards it chose for the exchange."""

    kind: ClassVar[str] = "chosen"
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Exchanged(Fact):
    """The exchange revealed: `given[s]` are the cards seat s gave; the levels after."""

    kind: ClassVar[str] = "exchanged"
    given: tuple[tuple[str, ...], ...]
    levels: tuple[int, ...]


@dataclass(frozen=True)
class Claimed(Fact):
    """`seat` claimed with `element`, now at `level`; `raised` levels strengthened first
    with `cards` Topic cards and `support` (0 or 1) Support cards."""

    kind: ClassVar[str] = "claimed"
    seat: int
    element: str
    level: int
    raised: int = 0
    cards: int = 0
    support: int = 0


@dataclass(frozen=True)
class Passed(Fact):
    kind: ClassVar[str] = "passed"
    seat: int


@dataclass(frozen=True)
class TrickEnded(Fact):
    """The trick ended (`reason`: "pass", "all_elements" or "passion"); `leader` leads next;
    `discarded` counts the cards that went to the discard pile."""

    kind: ClassVar[str] = "trick_ended"
    reason: str
    leader: int
    discarded: int


@dataclass(frozen=True)
class Boosted(Fact):
    """Variant, Skill effect: `seat` advanced `element` to `level`."""

    kind: ClassVar[str] = "boosted"
    seat: int
    element: str
    level: int


@dataclass(frozen=True)
class Lowered(Fact):
    """Variant: a token passed the top, so every token went down; the levels after."""

    kind: ClassVar[str] = "lowered"
    levels: tuple[int, ...]


@dataclass(frozen=True)
class Gave(Fact):
    """Variant, Inspiration effect: `seat` gave its opponent a card (which: a secret)."""

    kind: ClassVar[str] = "gave"
    seat: int


@dataclass(frozen=True)
class GaveBack(Fact):
    """Variant: `seat` gave a card back (`returned`), or had none of another element."""

    kind: ClassVar[str] = "gave_back"
    seat: int
    returned: bool


@dataclass(frozen=True)
class CardPassed(Fact):
    """Secret to both players: the card that went from `giver` to its opponent."""

    kind: ClassVar[str] = "card_passed"
    giver: int
    element: str


@dataclass(frozen=True)
class RoundWon(Fact):
    """`seat` emptied its hand and took its last Claim (`reward`) under its Palette."""

    kind: ClassVar[str] = "round_won"
    seat: int
    round: int
    reward: str


@dataclass(frozen=True)
class GameWon(Fact):
    kind: ClassVar[str] = "game_won"
    seat: int


@dataclass(frozen=True)
class Undone(Fact):
    """`seat` took back its last move (`code`)."""

    kind: ClassVar[str] = "undone"
    seat: int
    code: str


@dataclass(frozen=True)
class Event:
    """One applied move: who played which code, and what followed."""

    seat: int
    code: str
    facts: tuple[Fact, ...]
    secrets: tuple[tuple[int, Fact], ...] = ()

    def seen_by(self, seat: int | None) -> tuple[Fact, ...]:
        """The facts `seat` may see (None: a spectator), in order, secrets after."""
        return self.facts + tuple(f for s, f in self.secrets if s == seat)


class Log:
    """Collects an event's facts while a move is resolved (None in place of a Log: the fast
    path of a search, which records nothing)."""

    def __init__(self) -> None:
        self.facts: list[Fact] = []
        self.secrets: list[tuple[int, Fact]] = []

    def add(self, fact: Fact) -> None:
        self.facts.append(fact)

    def secret(self, seat: int, fact: Fact) -> None:
        self.secrets.append((seat, fact))
