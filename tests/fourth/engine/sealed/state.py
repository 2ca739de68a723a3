"""The state of a game of Sealed Bids and the events its moves report (no words: the game's
package says them)."""

from __future__ import annotations

from dataclasses import dataclass, field

MIN_SEATS, MAX_SEATS = 2, 3
ROUNDS = 5  # prizes turned up; each seat is dealt as many bid cards
CARDS = tuple(range(1, 16))  # the bid deck: 1 to 15
PRIZES = tuple(range(1, 7))  # the prize deck: 1 to 6 (one stays face down to the end)
HIDDEN = 0  # a card a view may not see (another seat's card or bid, a face-down prize)
LEVELS = ("easy", "normal")  # the computer players, easiest first


@dataclass
class State:
    names: list[str]
    seed: int
    hands: list[list[int]]  # each seat's bid cards, lowest first
    prizes: list[int]  # the face-down prize deck, top first
    prize: int  # the prize turned up now (HIDDEN once the game is over)
    bids: list[int | None]  # this round's secret bids: None not yet bid
    won: list[list[int]] = field(default_factory=list)  # each seat's prizes taken
    discarded: list[int] = field(default_factory=list)  # prizes lost to a tied bid
    round: int = 1
    last: list[int] = field(default_factory=list)  # the bids of the round just revealed


@dataclass(frozen=True)
class Bid:
    """`seat` bid (in secret); `changed`: it had bid already and bid again."""

    seat: int
    changed: bool = False


@dataclass(frozen=True)
class Reveal:
    """The last bid of a round: every bid shown; `taker` took `prize` (None: a tie discarded it)."""

    seat: int
    prize: int
    bids: tuple[int, ...]
    taker: int | None


Event = Bid | Reveal
