"""The game state: plain mutable dataclasses, serialised to JSON by pydantic (see codec.py).

Everything here is public information except the order of the face-down stacks and decks.
Space ids: "H" (Ancestral Hall), "I0".."I5" (inner rooms, clockwise: Delivery, Smuggle,
Selling Market, Expert Room, Money Lender, Lobby), "O0".."O5" (outer tile slots).
Chairs: 12, chair k belongs to inner room k // 2. Towns: 0..3 clockwise from bottom-right.
Worship boxes: row * 4 + col, box 0 top-left. Resources: "T" Tea, "F" Fruit, "C" Celadon,
"G" Gold.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from operator import attrgetter
from typing import Annotated, Any, ClassVar, Generic, NamedTuple, TypeVar

from pydantic import ConfigDict, Field, PlainSerializer, PlainValidator, TypeAdapter

from locales.words import Words

from .content import Basic, Resource
from .moves import Done, Move, Pass

SCHEMA_VERSION = 2  # 2: Setup.rules (documents of schema 1 are rules version 1)


@dataclass
class Options:
    """Game options chosen at setup."""

    neutral_variant: bool = False  # 2 players: the neutral's mover may take its room action
    # The turn ends only when its player chooses End turn (`turn:ConfirmEnd`), and keeps what
    # its summary and undo's reason need (`Turn.before`, `Turn.reveal`). Games set up without
    # it (all games saved before it existed) replay exactly as they were played.
    confirm_end: bool = False


@dataclass
class Setup:
    """Everything needed to rebuild the game from scratch (with the move list)."""

    names: list[str]
    seed: int
    options: Options = field(default_factory=Options)
    # The rules version the game plays by (engine/roundhouse/content.py). `new_game` gives the
    # newest; the default 1 is for documents saved before versions existed, which lack the field.
    rules: int = 1


@dataclass
class Player:
    name: str
    color: str
    coins: int
    res: dict[Resource, int]  # T F C G in the personal supply
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


def copy_player(p: Player) -> Player:
    """A copy of a player that shares nothing with it (faster than `copy.deepcopy`)."""
    return dataclasses.replace(
        p,
        res=dict(p.res),
        leaders=list(p.leaders),
        experts=list(p.experts),
        expert_amulets=list(p.expert_amulets),
        amulets=list(p.amulets),
        orders=list(p.orders),
        fulfilled=list(p.fulfilled),
    )


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
    selling: dict[Basic, Resource | None]  # Selling Market box ("T","C","F") -> cube on it
    # Market tiles' 3 boxes: "T"/"F"/"C", or "G" + kind for a Gold cube sold as that kind
    # ("GT": Gold counted as Tea). The cube itself is the first letter.
    market_a: list[str | None]
    market_b: list[str | None]
    money_lender: int
    warehouse: list[Basic | None]  # 3 squares
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
    # With `Options.confirm_end` only: the player as the turn began (for the turn's summary),
    # and the last reveal this turn in words (why undo stops there).
    before: Player | None = None
    reveal: str | None = None
    # With `Options.confirm_end` only: the seat whose End turn started this turn, while it may
    # take that back (`game.BACK`): nothing was revealed since and no move was played.
    back_seat: int | None = None
    stack: list[StoredDecision] = field(default_factory=list)  # pending choices, last = current
    # Not saved: the game at an earlier undo floor, which undo restores (engine/roundhouse/game.py).
    checkpoint: Annotated[Checkpoint | None, Field(exclude=True)] = field(
        default=None, compare=False, repr=False
    )


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


class Checkpoint(NamedTuple):
    """The game's JSON at an undo floor, when its history had `at` moves."""

    at: int
    json: str


# ---------------------------------------------------------------- decisions

M = TypeVar("M", bound=Move)
KINDS: dict[str, type[Decision[Any]]] = {}  # decision kind -> its class


CODE = attrgetter("code")
Legal = tuple[tuple[Move, ...], tuple[str, ...]]  # a decision's options and their codes
NO_OPTIONS: Legal = ((), ())


class Decision(Generic[M]):
    """One pending choice on the turn's stack; the top one is the current decision.

    A subclass per kind (a dataclass): its fields are what its options depend on, saved as
    the JSON `{"kind": kind, "data": {fields}}`, and it owns its options (`M` values), how the
    chosen one resolves, each option's label and its prompt. `Step`s run without a choice.
    """

    __pydantic_config__ = ConfigDict(extra="forbid")
    __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[Any]]]  # subclasses: dataclasses
    kind: ClassVar[str]
    omit_zero: ClassVar[tuple[str, ...]] = ()  # fields left out of the saved data while 0
    note: ClassVar[str] = ""  # the catalogue key of what `explain` says, when it is one text
    _legal: Legal | None = None  # the options, once asked for (not a field: never saved)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "kind" in cls.__dict__:
            KINDS[cls.kind] = cls

    def options(self, state: GameState) -> Sequence[M]:
        """Every option now, in the order the player sees them (may be empty)."""
        raise NotImplementedError

    def resolve(self, state: GameState, move: M) -> None:
        """Carry out the chosen option (this decision is already off the stack)."""
        raise NotImplementedError

    def label(self, words: Words, state: GameState, move: M) -> str:
        """An option in words, for its button (fits 80 characters)."""
        if isinstance(move, Pass):
            return words("roundhouse.skip")
        if isinstance(move, Done):
            return words("roundhouse.done")
        raise ValueError(f"{self.kind} has no label for {move.code!r}")

    def prompt(self, words: Words, state: GameState) -> str:
        """What the decision asks, in words."""
        raise NotImplementedError

    def explain(self, words: Words, state: GameState) -> str:
        """More words for the panel, under the prompt: what the options do where their labels
        cannot say it all (empty: nothing to add; `note`'s text when it names a key)."""
        return words(self.note) if self.note else ""

    def log_text(self, words: Words, state: GameState, move: M) -> str:
        """The chosen option in words for the game log (its label unless told otherwise)."""
        return self.label(words, state, move)

    def legal(self, state: GameState) -> Legal:
        """The options and their codes, remembered until `forget` (the state must not change
        in between: `apply` forgets before it resolves)."""
        legal = self._legal
        if legal is None:
            moves = tuple(self.options(state))
            legal = self._legal = (moves, tuple(map(CODE, moves))) if moves else NO_OPTIONS
        return legal

    def forget(self) -> None:
        self._legal = None

    @property
    def data(self) -> dict[str, Any]:
        """The saved JSON's `data` (a copy): the fields, less those in `omit_zero` that are 0."""
        omit = self.omit_zero
        return {
            name: value
            for name in field_names(type(self))
            if (value := getattr(self, name)) or name not in omit
        }


class Step(Decision[Move]):
    """A step of the turn that runs by itself when it comes to the top of the stack."""

    def options(self, state: GameState) -> Sequence[Move]:
        return ()

    def run(self, state: GameState) -> None:
        raise NotImplementedError


FIELDS: dict[type[Decision[Any]], tuple[str, ...]] = {}
READERS: dict[type[Decision[Any]], TypeAdapter[Decision[Any]]] = {}


def field_names(kind: type[Decision[Any]]) -> tuple[str, ...]:
    """A decision class's fields (its saved data), in order."""
    names = FIELDS.get(kind)
    if names is None:
        names = FIELDS[kind] = tuple(f.name for f in fields(kind))
    return names


def reader(kind: type[Decision[Any]]) -> TypeAdapter[Decision[Any]]:
    """Validates a decision's saved data (pydantic)."""
    adapter = READERS.get(kind)
    if adapter is None:
        adapter = READERS[kind] = TypeAdapter(kind)
    return adapter


def load_decision(value: object) -> Decision[Any]:
    """A decision from its saved JSON (`{"kind": ..., "data": {...}}`); ValueError if bad."""
    if isinstance(value, Decision):
        return value
    if not isinstance(value, dict) or set(value) - {"kind", "data"}:
        raise ValueError("a decision is {kind, data}")
    kind = KINDS.get(str(value.get("kind")))
    if kind is None:
        raise ValueError(f"unknown decision {value.get('kind')!r}")
    return reader(kind).validate_python(value.get("data", {}))


def dump_decision(decision: Decision[Any]) -> dict[str, Any]:
    return {"kind": decision.kind, "data": decision.data}


StoredDecision = Annotated[
    Decision[Any], PlainValidator(load_decision), PlainSerializer(dump_decision)
]
