"""Component data: engine/roundhouse/data/components.toml, validated on load by pydantic.

Every number the rules use lives in that file; this module only gives it types. A bad entry
fails loudly with the entry's path in the message (``ContentError``).

Rules versions: a game keeps the rules version it was started with (`Setup.rules`). The file's
tables are version 1; `[revisions."N"]` tables hold what changes from version N on (values and
the `[rules]` switches), applied in order by `load`. `components(version)` is that version's
data; engine code reads a game's through `for_game(state)` (games/roundhouse/docs/rules.md §16).
"""

from __future__ import annotations

import copy
from functools import cache, cached_property
from pathlib import Path
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.common.tomlfile import ContentError, read, validate

DATA_FILE = Path(__file__).parent / "data" / "components.toml"
Basic = Literal["T", "F", "C"]  # the basic resources: Tea, Fruit, Celadon
Resource = Literal["T", "F", "C", "G"]  # and Gold
BASIC: tuple[Basic, ...] = ("T", "F", "C")
GOLD: Literal["G"] = "G"
RESOURCES: tuple[Resource, ...] = (*BASIC, GOLD)
RESOURCE_NAMES: dict[str, str] = {"T": "Tea", "F": "Fruit", "C": "Celadon", "G": "Gold"}


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Reward(Strict):
    """A bundle of gains in the shared vocabulary."""

    coins: int = Field(0, ge=0)
    vp: int = Field(0, ge=0)
    T: int = Field(0, ge=0)
    F: int = Field(0, ge=0)
    C: int = Field(0, ge=0)
    G: int = Field(0, ge=0)
    basic: int = Field(0, ge=0)
    recruit: int = Field(0, ge=0)
    tm: int = Field(0, ge=0)
    helper: int = Field(0, ge=0)
    perm_helper: int = Field(0, ge=0)

    def items(self) -> list[tuple[str, int]]:
        return [(k, v) for k, v in self.__dict__.items() if v]


class Cost(Strict):
    coins: int = Field(0, ge=0)
    T: int = Field(0, ge=0)
    F: int = Field(0, ge=0)
    C: int = Field(0, ge=0)
    G: int = Field(0, ge=0)


class House(Strict):
    hall: str
    inner: list[str] = Field(min_length=6, max_length=6)
    outer_sizes: list[Literal["large", "small"]] = Field(min_length=6, max_length=6)
    edges: list[tuple[str, str]]
    chairs_per_room: int = Field(ge=1)
    max_extra_performances: int = Field(ge=0)
    towns: list[str] = Field(min_length=1)
    lobby_entry_coins: int = Field(ge=0)
    money_lender_refill: int = Field(ge=0)
    expert_hand_limit: int = Field(ge=1)

    @model_validator(mode="after")
    def _edges_name_spaces(self) -> House:
        spaces = {self.hall} | {f"I{i}" for i in range(6)} | {f"O{i}" for i in range(6)}
        for a, b in self.edges:
            if a not in spaces or b not in spaces:
                raise ValueError(f"edge {a}->{b} names an unknown space")
        return self


class PlayerSetup(Strict):
    colors: list[str]
    two_player_colors: list[str]
    neutral_colors: list[str]
    neutral_cube: dict[str, Basic]
    starting_coins: list[int] = Field(min_length=5, max_length=5)
    starting_gold: int
    supply: int
    score_track: int
    track: int
    track_values: list[int]

    @model_validator(mode="after")
    def _track(self) -> PlayerSetup:
        if len(self.track_values) != self.track:
            raise ValueError("track_values needs one value per track space")
        return self


class RoundTrack(Strict):
    end_space: dict[int, int]


class ScoreBonuses(Strict):
    thresholds: list[int]


class Room(Strict):
    id: str
    name: str
    text: str
    reward: Reward = Reward()
    sell: dict[Basic, Reward] = {}  # in the order of its boxes


class Tile(Strict):
    id: str
    name: str
    size: Literal["large", "small"]
    text: str
    boxes: list[Reward] = []
    costs: list[int] = []
    columns: list[Reward] = []
    choices: list[Reward] = []
    reward: Reward = Reward()
    max_actions: int = 0
    refill: list[Basic] = []


class Trade(Strict):
    text: str
    pay_coins: int = 0
    gain_coins: int = 0


class Worship(Strict):
    rows: int
    cols: int
    column_rewards: list[Reward]
    row_rewards: list[Reward]
    amulet_spots: list[str]

    def value(self, box: int) -> int:
        return (box // self.cols + 1) * (box % self.cols + 1)


class Temple(Strict):
    id: int
    reward: Reward


class Amulets(Strict):
    kinds: list[str]
    expert_only_kinds: list[str]
    copies: int
    set_values: list[int]


class Pirate(Strict):
    id: str
    reward: Reward


class Ability(Strict):
    kind: Literal["coins", "more", "vp", "vp_or_more"]
    res: Basic | Literal["any"] | None = None
    n: int = Field(ge=1)


class Order(Strict):
    id: str
    start: bool = False
    cost: Cost
    vp: int
    ability: Ability


class Sell(Strict):
    kinds: list[Basic]
    count: int
    double: bool


class Trigger(Strict):
    on: Literal["helper", "gold", "basic", "expert"]
    vp: int


class Expert(Strict):
    id: str
    name: str
    text: str
    use: Literal["single", "permanent"]
    amulet: str | None = None
    gain: Reward = Reward()
    choice: list[Reward] = []
    fire: bool = False
    others_coins: int = 0
    per_supply_coins: int = 0
    sell: Sell | None = None
    trigger: Trigger | None = None

    @model_validator(mode="after")
    def _shape(self) -> Expert:
        if (self.use == "permanent") != (self.trigger is not None):
            raise ValueError("a permanent expert has a trigger, a single-use one has none")
        return self


class Rules(Strict):
    """Where the first release read the rulebook differently: False is that reading (rules
    version 1), True the printed rule (games/roundhouse/docs/rules.md §14, §16); and, from version
    3, the same rules asked in fewer steps. One switch per rule."""

    merchant_after: bool  # pay to move the Traveling Merchant right after each TM action too
    gold_any: bool  # "any resource" order abilities count Gold
    coins_off_turn: bool  # coins gained in another player's turn trigger coin abilities
    refill_experts: bool  # a short Expert display refills from the reshuffled discards at once
    elder_helper_only: bool  # the Elder counts the Helper action, not the Permanent Helper
    lobby_chairs: bool  # the Lobby's copied room may use one's own assistants on its chairs
    merchant_folded: bool  # moving the Merchant on after a TM action is chosen with the action
    helper_by_room: bool  # a Helper action chooses a room (its chairs are equal in effect)
    neutral_folded: bool  # paying for a neutral leader names where it goes, in one choice
    expert_gain_folded: bool  # using an expert of several gains names the gain, in one choice


class Components(Strict):
    version: int = Field(ge=1)  # the rules version these values are for
    rules: Rules
    house: House
    player: PlayerSetup
    round_track: RoundTrack
    score_bonuses: ScoreBonuses
    rooms: list[Room]
    tiles: list[Tile]
    black_market_trades: dict[str, Trade]
    worship: Worship
    temples: list[Temple]
    amulets: Amulets
    pirates: list[Pirate]
    orders: list[Order]
    experts: list[Expert]

    @model_validator(mode="after")
    def _consistent(self) -> Components:
        if [r.id for r in self.rooms] != self.house.inner:
            raise ValueError("rooms must be listed in the order of house.inner")
        for group in ("rooms", "tiles", "pirates", "orders", "experts"):
            ids = [x.id for x in getattr(self, group)]
            if len(ids) != len(set(ids)):
                raise ValueError(f"{group}: duplicate id")
        known = set(self.amulets.kinds) | set(self.amulets.expert_only_kinds)
        for e in self.experts:
            if e.amulet and e.amulet not in known:
                raise ValueError(f"experts.{e.id}: unknown amulet kind {e.amulet!r}")
        if len(self.worship.amulet_spots) > self.amulets.copies * len(self.amulets.kinds):
            raise ValueError("more worship amulet spots than amulets")
        return self

    @cached_property
    def rooms_by_id(self) -> dict[str, Room]:
        return {x.id: x for x in self.rooms}

    @cached_property
    def tiles_by_id(self) -> dict[str, Tile]:
        return {x.id: x for x in self.tiles}

    @cached_property
    def orders_by_id(self) -> dict[str, Order]:
        return {x.id: x for x in self.orders}

    @cached_property
    def experts_by_id(self) -> dict[str, Expert]:
        return {x.id: x for x in self.experts}

    @cached_property
    def pirates_by_id(self) -> dict[str, Pirate]:
        return {x.id: x for x in self.pirates}

    # Lookups used all over the engine.
    def room(self, room_id: str) -> Room:
        return self.rooms_by_id[room_id]

    def tile(self, tile_id: str) -> Tile:
        return self.tiles_by_id[tile_id]

    def order(self, order_id: str) -> Order:
        return self.orders_by_id[order_id]

    def expert(self, expert_id: str) -> Expert:
        return self.experts_by_id[expert_id]

    def pirate(self, pirate_id: str) -> Pirate:
        return self.pirates_by_id[pirate_id]

    def temple(self, temple_id: int) -> Temple:
        return next(t for t in self.temples if t.id == temple_id)

    def inner_space(self, room_id: str) -> str:
        """The space of an inner room by its id ('lobby' -> 'I5')."""
        return f"I{self.house.inner.index(room_id)}"

    @cached_property
    def lobby(self) -> str:
        """The Lobby's space: entering it costs coins."""
        return self.inner_space("lobby")

    @cached_property
    def selling_boxes(self) -> tuple[Basic, ...]:
        """The Selling Market's boxes, in their printed order (Tea, Celadon, Fruit)."""
        return tuple(self.room("selling_market").sell)


def load(path: Path = DATA_FILE, rules: int | None = None) -> Components:
    """Read and validate a components file for rules version `rules` (None: the newest, which
    new games get); raise ContentError naming the bad entry."""
    raw = read(path)
    newest = raw.pop("rules_version", None)
    revisions = raw.pop("revisions", {})
    if not isinstance(newest, int) or newest < 1:
        raise ContentError(f"{path}: rules_version: a whole number from 1 is required")
    for key in revisions:
        if not (key.isdigit() and 2 <= int(key) <= newest):
            raise ContentError(f"{path}: revisions.{key}: not a rules version in 2–{newest}")
    version = newest if rules is None else rules
    if not isinstance(version, int) or not 1 <= version <= newest:
        raise ContentError(f"rules version {version} is unknown (this engine knows 1–{newest})")
    for key in sorted(revisions, key=int):
        if int(key) <= version:
            merge(raw, revisions[key], f"{path}: revisions.{key}")
    raw["version"] = version
    return validate(Components, raw, f"{path}: {{entry}} (rules version {version})")


def merge(base: dict[str, Any], changes: dict[str, Any], where: str) -> None:
    """Apply a revision table to the raw data: tables merge key by key, a list of records
    (tiles, orders, ...) merges by id (`[revisions."2".tiles.bank]`), other values replace."""
    for key, new in changes.items():
        old = base.get(key)
        if isinstance(new, dict) and isinstance(old, list):
            records = {str(item.get("id")): item for item in old if isinstance(item, dict)}
            for rid, fields in new.items():
                if rid not in records or not isinstance(fields, dict):
                    raise ContentError(f"{where}.{key}.{rid}: no such {key} entry")
                merge(records[rid], fields, f"{where}.{key}.{rid}")
        elif isinstance(new, dict) and isinstance(old, dict):
            merge(old, new, f"{where}.{key}")
        else:  # a key the base leaves out is checked by validation like any other
            base[key] = copy.deepcopy(new)


@cache
def components(rules: int | None = None) -> Components:
    """The components of rules version `rules` (None: the newest), each loaded once."""
    return load(DATA_FILE, rules)


class Versioned(Protocol):
    @property
    def rules(self) -> int: ...


class Game(Protocol):
    """What `for_game` reads of a game (engine/roundhouse/state.py `GameState`)."""

    @property
    def setup(self) -> Versioned: ...


def for_game(state: Game) -> Components:
    """The components of a game's rules version (engine code reads values only through this)."""
    return components(state.setup.rules)


def newest_rules() -> int:
    """The rules version new games get."""
    return components().version
