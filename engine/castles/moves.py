"""Moves: one frozen dataclass per kind of option, and the codec between a move and its code.

A code is stored in the bot's move log and in Discord button ids, so a released code never
changes: at most 40 characters of `A-Za-z0-9:._-`, a head naming the kind, then arguments
separated by ":". Codes carry tile ids, so a button left over from an earlier decision never
means something else now.

    mv:<tile>            pick a market room to move (Master Builder)
    to:<slot>            put it on price slot <slot> (0: the cheapest)
    ok                   the prices are set
    b:<tile>             buy a market room, "stairs", "hallway" or "lower_hallway"
    pass                 pass: take the pass money
    p:<tile>:<x>:<y>:<r> place the tile with its box's top-left cell at (x, y), turned r×90°
    fr:<tile>            the Corridor reward: this free stairs or hallway
    skip                 decline a reward
    rw:<type>            the Downstairs reward: this room type's reward
    rs:<tile>            rescore this Downstairs room
    sl:<size>            the Sleeping reward: look through this stack
    st:<tile>            put this tile on top of the room deck
    done                 stop taking tiles
    bd:<card>            return this bonus card (keep the others)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.common.errors import BadMoveCode

CODE = re.compile(r"^[A-Za-z0-9:._-]{1,40}$")
WORD = re.compile(r"^[a-z][a-z0-9_]*$")


@dataclass(frozen=True, slots=True)
class PickRoom:
    tile: str

    @property
    def code(self) -> str:
        return f"mv:{self.tile}"


@dataclass(frozen=True, slots=True)
class PutAt:
    slot: int

    @property
    def code(self) -> str:
        return f"to:{self.slot}"


@dataclass(frozen=True, slots=True)
class PricesSet:
    @property
    def code(self) -> str:
        return "ok"


@dataclass(frozen=True, slots=True)
class BuyTile:
    tile: str

    @property
    def code(self) -> str:
        return f"b:{self.tile}"


@dataclass(frozen=True, slots=True)
class PassTurn:
    @property
    def code(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class PlaceAt:
    tile: str
    x: int
    y: int
    rot: int

    @property
    def code(self) -> str:
        return f"p:{self.tile}:{self.x}:{self.y}:{self.rot}"


@dataclass(frozen=True, slots=True)
class TakeFree:
    tile: str

    @property
    def code(self) -> str:
        return f"fr:{self.tile}"


@dataclass(frozen=True, slots=True)
class Skip:
    @property
    def code(self) -> str:
        return "skip"


@dataclass(frozen=True, slots=True)
class ChooseReward:
    type: str

    @property
    def code(self) -> str:
        return f"rw:{self.type}"


@dataclass(frozen=True, slots=True)
class RescoreRoom:
    tile: str

    @property
    def code(self) -> str:
        return f"rs:{self.tile}"


@dataclass(frozen=True, slots=True)
class OpenStack:
    size: int

    @property
    def code(self) -> str:
        return f"sl:{self.size}"


@dataclass(frozen=True, slots=True)
class PickTile:
    tile: str

    @property
    def code(self) -> str:
        return f"st:{self.tile}"


@dataclass(frozen=True, slots=True)
class StopPicking:
    @property
    def code(self) -> str:
        return "done"


@dataclass(frozen=True, slots=True)
class ReturnBonus:
    card: str

    @property
    def code(self) -> str:
        return f"bd:{self.card}"


Move = (
    PickRoom
    | PutAt
    | PricesSet
    | BuyTile
    | PassTurn
    | PlaceAt
    | TakeFree
    | Skip
    | ChooseReward
    | RescoreRoom
    | OpenStack
    | PickTile
    | StopPicking
    | ReturnBonus
)
_BARE: dict[str, Move] = {
    "ok": PricesSet(),
    "pass": PassTurn(),
    "skip": Skip(),
    "done": StopPicking(),
}
_WORD_ARG: dict[
    str, type[PickRoom | BuyTile | TakeFree | ChooseReward | RescoreRoom | PickTile | ReturnBonus]
] = {
    "mv": PickRoom,
    "b": BuyTile,
    "fr": TakeFree,
    "rw": ChooseReward,
    "rs": RescoreRoom,
    "st": PickTile,
    "bd": ReturnBonus,
}


def parse(code: str) -> Move:
    """The move a code stands for; BadMoveCode if it is not the code of any move."""
    if not isinstance(code, str) or not CODE.match(code):
        raise BadMoveCode(f"{code!r} is not a move code")
    try:
        move = _parse(code)
    except (ValueError, IndexError) as exc:
        raise BadMoveCode(f"{code!r} is not a move code") from exc
    if move.code != code:  # readable, but not how the move is written ("to:01")
        raise BadMoveCode(f"{code!r} is not a move code")
    return move


def _parse(code: str) -> Move:
    if code in _BARE:
        return _BARE[code]
    head, _, rest = code.partition(":")
    if head in _WORD_ARG:
        if not WORD.match(rest):
            raise ValueError(rest)
        return _WORD_ARG[head](rest)
    if head == "to":
        return PutAt(int(rest))
    if head == "sl":
        return OpenStack(int(rest))
    if head == "p":
        tile, x, y, rot = rest.split(":")
        if not WORD.match(tile):
            raise ValueError(tile)
        return PlaceAt(tile, int(x), int(y), int(rot))
    raise ValueError(head)
