"""What a move did, as typed records (no words: a bot words them in the reader's language).

`apply` returns a `Report`: the seat that moved, the move, and the events it caused in order
(a placement's points and why, its completions and their rewards, and anything the game then
ran by itself: a round's upkeep, the end). Tiles and rewards are named by data ids. Events
marked `secret` name hidden cards: `public(report)` drops those details for other seats.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .moves import Move, PickTile, ReturnBonus
from .scoring import Line


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """Upkeep done: coins laid on `kept` unsold rooms, `drawn` tiles dealt to the market,
    `builder` the Master Builder; `last`: this is the last round, because the last room card
    was drawn or (`stalled`) nobody can place a room on offer even after one stairs or
    hallway (games/castles/docs/rules.md §4, judgement 23)."""

    round: int
    builder: int
    kept: int
    drawn: tuple[str, ...]
    last: bool
    stalled: bool = False


@dataclass(frozen=True, slots=True)
class RoomMoved:
    seat: int
    tile: str
    slot: int


@dataclass(frozen=True, slots=True)
class PricesFixed:
    seat: int
    market: tuple[tuple[str | None, int], ...]  # each slot's (tile, price)


@dataclass(frozen=True, slots=True)
class Bought:
    """`paid` to `to` (a seat; None: the bank); `coins` taken from the room's slot."""

    seat: int
    tile: str
    paid: int
    to: int | None
    coins: int


@dataclass(frozen=True, slots=True)
class Passed:
    seat: int
    money: int


@dataclass(frozen=True, slots=True)
class Placed:
    """A tile placed and the points it scored, line by line (engine/castles/scoring.py)."""

    seat: int
    tile: str
    x: int
    y: int
    rot: int
    points: int
    lines: tuple[Line, ...]
    links: tuple[str, ...]  # the tiles it joined


@dataclass(frozen=True, slots=True)
class Completed:
    """A room completed; its reward (its type) follows as Rewarded, or a choice is asked."""

    seat: int
    tile: str
    type: str


@dataclass(frozen=True, slots=True)
class Rewarded:
    """A completion reward carried out: `type` the reward, for room `tile`; points, money,
    extra turns and cards gained (any may be 0)."""

    seat: int
    type: str
    tile: str
    points: int = 0
    money: int = 0
    extra_turn: bool = False
    cards: int = 0


@dataclass(frozen=True, slots=True)
class ExtraTurn:
    seat: int


@dataclass(frozen=True, slots=True)
class RewardChosen:
    seat: int
    type: str


@dataclass(frozen=True, slots=True)
class StackOpened:
    seat: int
    size: int


@dataclass(frozen=True, slots=True)
class TilesOnDeck:
    """`count` tiles of the `size` stack put on top of the room deck (which ones: secret)."""

    seat: int
    size: int
    count: int
    tiles: tuple[str, ...] = ()
    secret: bool = True


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    seat: int
    count: int
    cards: tuple[str, ...] = ()
    secret: bool = True


@dataclass(frozen=True, slots=True)
class CardReturned:
    seat: int
    card: str = ""
    secret: bool = True


@dataclass(frozen=True, slots=True)
class FreeTaken:
    seat: int
    tile: str


@dataclass(frozen=True, slots=True)
class Declined:
    seat: int


@dataclass(frozen=True, slots=True)
class GameEnded:
    totals: tuple[int, ...]
    winners: tuple[int, ...]


Event = (
    RoundStarted
    | RoomMoved
    | PricesFixed
    | Bought
    | Passed
    | Placed
    | Completed
    | Rewarded
    | ExtraTurn
    | RewardChosen
    | StackOpened
    | TilesOnDeck
    | CardsDrawn
    | CardReturned
    | FreeTaken
    | Declined
    | GameEnded
)


@dataclass(frozen=True, slots=True)
class Report:
    """What `apply` did: who moved, the move (None for undo) and the events, in order."""

    seat: int
    move: Move | None
    events: tuple[Event, ...]


def public(report: Report, viewer: int | None = None) -> Report:
    """The report as `viewer` (a seat, or None: anyone) may read it: the secret details of
    other seats' events blanked (and a returned card's move hidden too)."""
    events = tuple(
        _blank(e) if getattr(e, "secret", False) and _seat(e) != viewer else e
        for e in report.events
    )
    move = report.move if report.seat == viewer or not _secret_move(report) else None
    return Report(report.seat, move, events)


def _seat(e: Event) -> int | None:
    return getattr(e, "seat", None)


def _blank(e: Event) -> Event:
    """A secret event without its hidden details."""
    if isinstance(e, TilesOnDeck):
        return replace(e, tiles=())
    if isinstance(e, CardsDrawn):
        return replace(e, cards=())
    if isinstance(e, CardReturned):
        return replace(e, card="")
    return e


def _secret_move(report: Report) -> bool:
    return isinstance(report.move, ReturnBonus | PickTile)
