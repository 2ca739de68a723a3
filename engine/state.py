"""The game state: plain mutable dataclasses, serialised to JSON by pydantic (see codec.py).

Everything here is public information except the order of the face-down stacks and decks.
Space ids: "H" (Ancestral Hall), "I0".."I5" (inner rooms, clockwise: Delivery, Smuggle,
Selling Market, Expert Room, Money Lender, Lobby), "O0".."O5" (outer tile slots).
Chairs: 12, chair k belongs to inner room k // 2. Towns: 0..3 clockwise from bottom-right.
Worship boxes: row * 4 + col, box 0 top-left. Resources: "T" Tea, "F" Fruit, "C" Celadon,
"G" Gold.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

SCHEMA_VERSION = 2  # 2: Setup.rules (documents of schema 1 are rules version 1)


@dataclass
class Options:
    """Game options chosen at setup."""

    neutral_variant: bool = False  # 2 players: the neutral's mover may take its room action


@dataclass
class Setup:
    """Everything needed to rebuild the game from scratch (with the move list)."""

    names: list[str]
    seed: int
    options: Options = field(default_factory=Options)
    # The rules version the game plays by (engine/content.py). `new_game` gives the newest; the
    # default 1 is for documents saved before versions existed, which lack the field.
    rules: int = 1


@dataclass
class Player:
    name: str
    color: str
    coins: int
    res: dict[str, int]  # T F C G in the personal supply
    leaders: list[str]  # space of each leader (2, or 1 with 5 players)
    prestige: int = 0
    supply: int = 5  # assistants in the personal supply
    track: int = 9  # assistants on the assistant track
    experts: list[str] = field(default_factory=list)  # held, usable
    expert_amulets: list[str] = field(default_factory=list)  # used experts kept as amulets
    amulets: list[str] = field(default_factory=list)  # amulet tokens (kinds)
    orders: list[str] = field(default_factory=list)  # open (unfulfilled)
    fulfilled: list[str] = field(default_factory=list)
    end_token: bool = False  # took the round-track amulet


@dataclass
class Chair:
    seat: int
    senior: bool


@dataclass
class Board:
    tiles: list[str]  # tile id in each outer slot O0..O5
    chairs: list[Chair | None]  # 12
    towns: list[list[int]]  # towns[t][seat] = assistants of that seat in town t
    merchant: int  # the Traveling Merchant's town
    table: list[list[int]]  # table[seat] = boxes holding that seat's senior assistants
    table_amulets: dict[str, str | None]  # worship-table amulet spot -> kind (None once taken)
    temples: list[int]  # temple tile ids in their board positions
    temples_up: list[bool]
    round: int  # round marker; 0 = the incense burner
    end_space: int
    end_amulet: str | None  # the round-track amulet's kind until someone takes it
    selling: dict[str, str | None]  # Selling Market box ("T","C","F") -> cube on it
    # Market tiles' 3 boxes: "T"/"F"/"C", or "G" + kind for a Gold cube sold as that kind
    # ("GT": Gold counted as Tea). The cube itself is the first letter.
    market_a: list[str | None]
    market_b: list[str | None]
    money_lender: int
    warehouse: list[str | None]  # 3 squares
    neutrals: dict[str, str]  # 2 players: neutral colour -> space


@dataclass
class Decks:
    amulet_stack: list[str]
    amulet_display: list[str]
    pirate_stack: list[str]
    pirate_display: list[str]
    order_deck: list[str]
    order_display: list[str]
    expert_deck: list[str]
    expert_display: list[str]
    expert_discard: list[str] = field(default_factory=list)


@dataclass
class Decision:
    """One pending choice: `kind` names it, `data` carries what its options depend on."""

    kind: str
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class Turn:
    seat: int
    number: int = 1
    start_prestige: int = 0
    moved: bool = False
    expert_used: bool = False
    neutral_moved: bool = False
    tm_used: bool = False
    used: list[str] = field(default_factory=list)  # abilities/permanent experts used this turn
    path: list[str] = field(default_factory=list)  # spaces of this turn's move, for the picture
    room: str | None = None  # where this turn's leader ended
    stack: list[Decision] = field(default_factory=list)  # pending choices, last = current


@dataclass
class GameState:
    setup: Setup
    first: int  # the starting player's seat; turn order is seat order from there
    players: list[Player]
    board: Board
    decks: Decks
    turn: Turn
    rng: int  # the seeded generator's state
    schema: int = SCHEMA_VERSION
    end_trigger: int | None = None  # seat that took the round-track amulet
    final_turns: int = -1  # turns still to play after the trigger (-1 = not triggered)
    over: bool = False
    history: list[str] = field(default_factory=list)  # effective move codes, oldest first
    undo_floor: int = 0  # history length below which undo may not go
    last_path: list[str] = field(default_factory=list)  # previous turn's move, for the picture
