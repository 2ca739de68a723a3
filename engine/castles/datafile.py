"""The data files' format: one pydantic model per table of data/tiles.toml and
data/game.toml (engine/castles/content.py loads them and checks them against each other)."""

from __future__ import annotations

from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .geometry import door_edge, fence_edges

RoomType = Literal[
    "activity", "corridor", "downstairs", "food", "living", "outdoor", "sleeping", "utility"
]
TYPES: tuple[RoomType, ...] = get_args(RoomType)
Tag = Literal["RULES", "VERIFIED", "TWO SOURCES", "RECONSTRUCTED"]
Level = Literal["up", "down"]
SIDES = "TRBL"
TILE_TYPE_COUNTS = {  # components §1: 75 room tiles by type
    "living": 14,
    "activity": 12,
    "outdoor": 11,
    "downstairs": 10,
    "food": 9,
    "utility": 9,
    "sleeping": 8,
    "corridor": 2,
}


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Bonus(Strict):
    points: int
    per: list[RoomType] = Field(min_length=1)

    @model_validator(mode="after")
    def _not_zero(self) -> Bonus:
        if self.points == 0:
            raise ValueError("a bonus of 0 points is no bonus")
        return self


class Shape(Strict):
    kind: Literal["rect", "circle", "octagon", "l"]
    width: int = Field(ge=1, le=8)
    height: int = Field(ge=1, le=8)
    family: Literal["", "square", "circular"] = ""

    @model_validator(mode="after")
    def _fits_kind(self) -> Shape:
        if self.kind == "circle" and (self.width != self.height or self.width % 2 == 0):
            raise ValueError("a circle has an odd diameter")
        if self.kind == "l" and (self.width, self.height) != (4, 4):
            raise ValueError("the L shape is 4×4")
        if self.kind == "octagon" and min(self.width, self.height) < 3:
            raise ValueError("an octagon is at least 3×3")
        return self


class RoomTile(Strict):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]{0,23}$")
    name: str
    type: RoomType
    size: int
    shape: str
    points: int = Field(ge=0)
    bonus: Bonus | None = None
    doors: list[str] = Field(min_length=1)
    checked: Tag
    note: str = ""

    @model_validator(mode="after")
    def _bonus_sign(self) -> RoomTile:
        if self.bonus and (self.bonus.points < 0) != (self.type == "activity"):
            raise ValueError("an Activity bonus is a penalty (< 0); every other bonus is > 0")
        return self


class Special(Strict):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]{0,23}$")
    name: str
    type: RoomType
    sqft: int = Field(gt=0)
    shape: str
    doors: list[str] = Field(min_length=1)
    down_doors: list[str] = []
    level: Level = "up"
    supply: Literal["", "stairs", "hallway"]
    checked: Tag
    note: str = ""


class Size(Strict):
    size: int
    shape: str
    cards: int = Field(ge=1)
    small: bool


class PlayerCount(Strict):
    room_cards: int = Field(ge=1)
    small_stack: int = Field(ge=1)
    large_stack: int = Field(ge=1)
    prices: list[int] = Field(min_length=1)
    favors: int = Field(ge=0)
    favor_points: list[int]
    stairs: int = Field(ge=0)
    hallways: int = Field(ge=0)

    @model_validator(mode="after")
    def _order(self) -> PlayerCount:
        if any(a >= b for a, b in zip(self.prices, self.prices[1:], strict=False)):
            raise ValueError("prices rise from the cheapest slot")
        if any(a < b for a, b in zip(self.favor_points, self.favor_points[1:], strict=False)):
            raise ValueError("favor_points fall from 1st place")
        return self


class Economy(Strict):
    start_money: int = Field(ge=0)
    start_scores: list[int] = Field(min_length=4)
    bonus_drawn: int = Field(ge=0)
    bonus_kept: int = Field(ge=0)
    corridor_price: int = Field(ge=0)
    pass_money: int = Field(ge=0)
    upkeep_coin: int = Field(ge=0)
    activity_reward: int
    outdoor_reward: int = Field(ge=0)
    utility_drawn: int = Field(ge=1)
    utility_kept: int = Field(ge=1)
    sleeping_max: int = Field(ge=0)
    downstairs_every: int = Field(ge=1)
    depleted_points: int
    money_per_point: int = Field(ge=1)

    @model_validator(mode="after")
    def _keeps(self) -> Economy:
        if self.bonus_kept > self.bonus_drawn or self.bonus_drawn - self.bonus_kept > 1:
            raise ValueError("the engine returns at most one of the bonus cards drawn at setup")
        if self.utility_drawn - self.utility_kept != 1:
            raise ValueError("the engine returns exactly one of the Utility draw")
        return self


class Readings(Strict):
    downstairs_counts_itself: bool
    favor_needs_one: bool


Measure = Literal[
    "type_rooms",
    "type_sqft",
    "money",
    "entrances",
    "completed",
    "incomplete",
    "circular",
    "square",
    "small",
    "large",
]


class Favor(Strict):
    id: str
    measure: Measure
    arg: str = ""
    excludes: str = ""


CardKind = Literal[
    "per_type",
    "per_size",
    "every_size",
    "every_type",
    "per_tile",
    "per_family",
    "entrances",
    "completed",
    "money",
]


class BonusCard(Strict):
    id: str
    kind: CardKind
    arg: str = ""
    points: int = Field(ge=1)
    per: int = Field(1, ge=1)


class TileFile(Strict):
    specials: list[Special]
    rooms: list[RoomTile]


class GameFile(Strict):
    shapes: dict[str, Shape]
    sizes: list[Size]
    players: dict[str, PlayerCount]
    economy: Economy
    readings: Readings
    favors: list[Favor]
    bonus_cards: list[BonusCard]


def doors_problem(shape: Shape, doors: list[str], fenced: bool) -> str | None:
    """Why a tile's door list does not fit its shape (None: it fits): an unknown door, the
    same door twice, or a door on an Outdoor tile's fence."""
    edges = []
    for door in doors:
        try:
            edges.append(door_edge(shape.kind, shape.width, shape.height, door))
        except ValueError as exc:
            return str(exc)
    if len(set(edges)) != len(edges):
        return "a door listed twice"
    if fenced and set(edges) & fence_edges(shape.kind, shape.width, shape.height):
        return "a door on the fence"
    return None
