"""The game state: plain dataclasses, saved as JSON by pydantic (engine/castles/codec.py).

Hidden: each player's bonus cards (`Player.bonus`, and the cards of a pending `ReturnCard`),
the order of the room deck, the stacks and the bonus deck, and what is out of the game
(`Piles.boxed_tiles`, `Piles.boxed_cards`); a pending `SleepPick` shows its stack to its seat.
Everything else is public. Piles list their top last. A room-deck entry is a size card ("300")
or a tile id put on top by a Sleeping reward. Market slot i costs the i-th price of the
player count, cheapest first.

Pending decisions are a small stack (`Flow.stack`, the last is the current one), one dataclass
per kind, so a game saved mid-turn resumes exactly; engine/castles/decisions.py gives each its
options and carries out the chosen one. Completion rewards wait in `Flow.rewards` until the
stack is empty.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import Field

from .castle import Castle, Room
from .content import RoomType

SCHEMA_VERSION = 1


@dataclass
class Options:
    """Setup options. `first_builder`: the first Master Builder's seat (None: drawn from
    the seed)."""

    first_builder: int | None = None


@dataclass
class Setup:
    """Everything `replay` needs besides the moves."""

    names: list[str]
    seed: int
    options: Options = field(default_factory=Options)


@dataclass
class Player:
    name: str
    money: int
    score: int  # points scored during play (the start offset included)
    rooms: list[Room]
    bonus: list[str] = field(default_factory=list)  # secret
    downstairs_done: int = 0  # Downstairs rooms completed
    # Not saved: the castle's index, rebuilt from `rooms` when first asked (`castle_of`).
    index: Annotated[Any, Field(exclude=True)] = field(default=None, compare=False, repr=False)


def castle_of(p: Player) -> Castle:
    """The player's castle index (built from `rooms` once, then kept up to date)."""
    if p.index is None:
        p.index = Castle.build(p.rooms)
    castle: Castle = p.index
    return castle


@dataclass
class Offer:
    """A market slot: the room on it (None: empty) and the coins laid on it."""

    tile: str | None = None
    coins: int = 0


@dataclass
class Piles:
    deck: list[str]  # the room deck (hidden order)
    stacks: dict[str, list[str]]  # size -> tiles (hidden order)
    bonus_deck: list[str]  # hidden
    boxed_tiles: list[str]  # out of the game, unseen
    boxed_cards: list[str]  # room cards out of the game, unseen
    supply: dict[str, int]  # "stairs" and "hallway" left
    put_by: dict[str, int] = field(default_factory=dict)  # a deck tile -> who put it there


# ------------------------------------------------------------------ pending decisions


@dataclass
class ReturnCard:
    """Keep all but one of the bonus cards drawn (setup: 3 of which 2 are kept; the Utility
    reward: 2 of which 1)."""

    seat: int
    cards: list[str]
    kind: Literal["return_card"] = "return_card"


@dataclass
class Arrange:
    """The Master Builder arranges the market: pick a room to move, or confirm the prices."""

    seat: int
    kind: Literal["arrange"] = "arrange"


@dataclass
class ArrangeTo:
    """The Master Builder puts the picked room on a price slot; the others keep their order."""

    seat: int
    tile: str
    kind: Literal["arrange_to"] = "arrange_to"


@dataclass
class Buy:
    """A turn: buy a market room, a stairs or a hallway, or pass."""

    seat: int
    kind: Literal["buy"] = "buy"


@dataclass
class Place:
    """Place the tile just bought or gained; `free`: the Corridor reward's."""

    seat: int
    tile: str
    free: bool = False
    kind: Literal["place"] = "place"


@dataclass
class FreeCorridor:
    """The Corridor reward: take a free stairs or hallway, or decline."""

    seat: int
    kind: Literal["free_corridor"] = "free_corridor"


@dataclass
class DownstairsChoice:
    """Every 2nd Downstairs room completed: one of the other seven rewards. `rooms`: the
    Downstairs rooms completed by that placement (a Living choice rescores one of them)."""

    seat: int
    rooms: list[int]
    kind: Literal["downstairs_choice"] = "downstairs_choice"


@dataclass
class RescoreChoice:
    """Which of the Downstairs rooms completed at once scores again."""

    seat: int
    rooms: list[int]
    kind: Literal["rescore_choice"] = "rescore_choice"


@dataclass
class SleepStack:
    """The Sleeping reward: choose the stack to take rooms from, or take none."""

    seat: int
    kind: Literal["sleep_stack"] = "sleep_stack"


@dataclass
class SleepPick:
    """The Sleeping reward: take a tile of the chosen stack onto the room deck, or stop."""

    seat: int
    size: int
    picked: list[str] = field(default_factory=list)
    kind: Literal["sleep_pick"] = "sleep_pick"


Pending = Annotated[
    ReturnCard
    | Arrange
    | ArrangeTo
    | Buy
    | Place
    | FreeCorridor
    | DownstairsChoice
    | RescoreChoice
    | SleepStack
    | SleepPick,
    Field(discriminator="kind"),
]


@dataclass
class Reward:
    """A completion reward waiting: its type, for whom, and the room(s) completed."""

    seat: int
    type: RoomType
    rooms: list[int]


@dataclass
class Flow:
    round: int = 0
    builder: int = 0  # the Master Builder's seat
    seat: int = 0  # whose turn it is (the buyer)
    order: list[int] = field(default_factory=list)  # seats still to buy this round
    extra: int = 0  # extra turns owed to `seat` (Food rewards)
    corridor_done: bool = False  # the Corridor reward was taken this turn
    last_round: bool = False  # the last room card was drawn this round (or the market stalled)
    stack: list[Pending] = field(default_factory=list)
    rewards: list[Reward] = field(default_factory=list)
    turn: int = 0  # turns begun (the Master Builder's pricing is one), for `turn_key`


@dataclass
class GameState:
    setup: Setup
    players: list[Player]
    market: list[Offer]
    piles: Piles
    favors: list[str]  # the King's Favors in play (public)
    flow: Flow
    rng: int  # the seeded generator's state
    schema: int = SCHEMA_VERSION
    over: bool = False
    history: list[str] = field(default_factory=list)  # effective move codes, oldest first
    undo_floor: int = 0  # undo never goes below this many moves (a card drawn, a new seat)
    # Not saved: a copy of the game at the undo floor, which undo replays from.
    checkpoint: Annotated[Any, Field(exclude=True)] = field(default=None, compare=False, repr=False)


def mark_reveal(state: GameState) -> None:
    """Hidden information was just shown (a card drawn, a stack looked through): undo stops
    here."""
    state.undo_floor = len(state.history)
