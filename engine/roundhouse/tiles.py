"""The outer rooms' tiles (rulebook "Room Actions on Tiles"): one `Room` class per tile, beside the
moves it offers. A tile's action takes steps (`Act.n` counts them) until `done`; its values
are the `[[tiles]]` entries of engine/roundhouse/data/components.toml. The Black Market is in
engine/roundhouse/black_market.py."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from locales.words import Words

from .actions import gain, take_or_discard
from .content import Resource, for_game
from .effects import fire, gain_resource, me
from .markets import (
    CODES,
    MARKETS,
    MarketCode,
    Sell,
    market_boxes,
    market_kinds,
    pay_cube,
    sale_label,
    sales,
    sell_to_market,
)
from .moves import DONE, Done, Move, Pass, basic, interned, one, resource
from .names import market_name, resource_name, reward_text
from .perform import Act, Room
from .rooms import display_experts, take_expert_label
from .state import GameState


def pay_text(words: Words, coins: int) -> str:
    """What an action costs, as a label starts: "Free" or "Pay 2 coins"."""
    if not coins:
        return words("roundhouse.tiles.free")
    return words("roundhouse.tiles.pay", coins=words.plural("roundhouse.count.coin", coins))


# ---------------------------------------------------------------- Market tiles


class MarketTile(Room[Sell | Done]):
    """Sell a cube to each of the tile's boxes in turn, one at a time: to market_a cubes of
    different kinds, to market_b cubes of one kind."""

    ids = ("market_a", "market_b")

    def options(self, state: GameState, act: Act) -> Sequence[Sell | Done | Pass]:
        code: MarketCode = "ma" if act.room == "market_a" else "mb"
        boxes = len(for_game(state).tile(act.room).boxes)
        kinds = market_kinds(state, MARKETS[code]) if act.n < boxes else []
        return [*sales(state, code, kinds), DONE]

    def resolve(self, state: GameState, act: Act, move: Sell | Done) -> None:
        if isinstance(move, Done):
            return
        pay_cube(state, move)
        act.again(state)
        gain(state, sell_to_market(state, move))

    def label(self, words: Words, state: GameState, act: Act, move: Sell | Done | Pass) -> str:
        if isinstance(move, Sell):
            return sale_label(words, state, move)
        if isinstance(move, Done):
            return words(f"roundhouse.tiles.sell_{'more' if act.n else 'nothing'}")
        return super().label(words, state, act, move)


# ---------------------------------------------------------------- Bank


@dataclass(frozen=True, slots=True)
class PayBank(Move):
    """`bk.pay`: pay for the next Bank column and take its reward."""

    heads = ("bk",)

    def encode(self) -> str:
        return "bk.pay"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> PayBank:
        if one(args) != "pay":
            raise ValueError(args)
        return PAY_BANK


PAY_BANK = PayBank()


class Bank(Room[PayBank | Done]):
    ids = ("bank",)

    def options(self, state: GameState, act: Act) -> Sequence[PayBank | Done]:
        costs = for_game(state).tile("bank").costs
        can = act.n < len(costs) and me(state).coins >= costs[act.n]
        return (PAY_BANK, DONE) if can else (DONE,)

    def resolve(self, state: GameState, act: Act, move: PayBank | Done) -> None:
        if isinstance(move, Done):
            return
        t = for_game(state).tile("bank")
        column = act.n
        me(state).coins -= t.costs[column]
        act.again(state)
        gain(state, t.columns[column])

    def label(self, words: Words, state: GameState, act: Act, move: PayBank | Done | Pass) -> str:
        if isinstance(move, PayBank):
            t = for_game(state).tile("bank")
            column = t.columns[act.n]
            coins = words.plural("roundhouse.count.coin", t.costs[act.n])
            got = reward_text(words, column)
            return words("roundhouse.tiles.bank", coins=coins, column=act.n + 1, reward=got)
        return words(f"roundhouse.tiles.pay_{'more' if act.n else 'nothing'}")


# ---------------------------------------------------------------- Trading Post


@dataclass(frozen=True, slots=True)
class Barter(Move):
    """`tp.2`: pay the next cost of the Trading Post for its third reward."""

    heads = ("tp",)
    index: int

    def encode(self) -> str:
        return f"tp.{self.index}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> Barter:
        return cls(int(one(args)))


barter = interned(Barter)


class TradingPost(Room[Barter | Done]):
    ids = ("trading_post",)

    def options(self, state: GameState, act: Act) -> Sequence[Barter | Done]:
        t = for_game(state).tile("trading_post")
        can = act.n < len(t.costs) and me(state).coins >= t.costs[act.n]
        return [*(barter(i) for i in range(len(t.choices)) if can), DONE]

    def resolve(self, state: GameState, act: Act, move: Barter | Done) -> None:
        if isinstance(move, Done):
            return
        t = for_game(state).tile("trading_post")
        me(state).coins -= t.costs[act.n]
        act.again(state)
        gain(state, t.choices[move.index])

    def label(self, words: Words, state: GameState, act: Act, move: Barter | Done | Pass) -> str:
        if isinstance(move, Barter):
            t = for_game(state).tile("trading_post")
            pay, got = pay_text(words, t.costs[act.n]), reward_text(words, t.choices[move.index])
            return words("roundhouse.tiles.barter", pay=pay, reward=got)
        return words(f"roundhouse.tiles.buy_{'more' if act.n else 'nothing'}")


# ---------------------------------------------------------------- Meeting Places


@dataclass(frozen=True, slots=True)
class Meet(Move):
    """`mt.1.c`: pay coins for the second expert on display; `mt.1.f`: fire an assistant
    for it instead."""

    heads = ("mt",)
    index: int
    fire: bool

    def encode(self) -> str:
        return f"mt.{self.index}.{'f' if self.fire else 'c'}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> Meet:
        index, how = args
        return cls(int(index), {"c": False, "f": True}[how])


meet = interned(Meet)


class MeetingPlace(Room[Meet | Done]):
    ids = ("meeting_large", "meeting_small")

    def options(self, state: GameState, act: Act) -> Sequence[Meet | Done]:
        costs = for_game(state).tile(act.room).costs
        p = me(state)
        out: list[Meet | Done] = []
        if act.n < len(costs):
            for i in range(len(state.decks.expert_display)):
                if p.coins >= costs[act.n]:
                    out.append(meet(i, False))
                if p.supply:
                    out.append(meet(i, True))
        return [*out, DONE]

    def resolve(self, state: GameState, act: Act, move: Meet | Done) -> None:
        if isinstance(move, Done):
            return
        p = me(state)
        if move.fire:
            fire(p)
        else:
            p.coins -= for_game(state).tile(act.room).costs[act.n]
        act.again(state)
        take_or_discard(state, move.index)

    def label(self, words: Words, state: GameState, act: Act, move: Meet | Done | Pass) -> str:
        if not isinstance(move, Meet):
            return words(f"roundhouse.tiles.meet_{'more' if act.n else 'nothing'}")
        eid = state.decks.expert_display[move.index]
        if move.fire:
            return take_expert_label(words, state, "fire", eid)
        cost = for_game(state).tile(act.room).costs[act.n]
        if not cost:
            return take_expert_label(words, state, "take_free", eid)
        price = words.plural("roundhouse.count.coin", cost)
        return take_expert_label(words, state, "pay", eid, price=price)

    def explain(self, words: Words, state: GameState, act: Act) -> str:
        fire = words("roundhouse.tiles.fire_note")
        return f"{display_experts(words, state)}\n{fire}"


# ---------------------------------------------------------------- Warehouse

Source = Literal["sm", "ma", "mb", "w"]  # a market's boxes, or the Warehouse's squares
SOURCES: dict[str, Source] = {"sm": "sm", "ma": "ma", "mb": "mb", "w": "w"}


@dataclass(frozen=True, slots=True)
class TakeCube(Move):
    """`wh.w.1`: take the cube on the Warehouse's second square; `wh.sm.T`: the cube on the
    Selling Market's Tea box; `wh.ma.0`: the cube on a Market tile's first box."""

    heads = ("wh",)
    source: Source
    box: str  # the Selling Market's box (a kind), or a position

    def encode(self) -> str:
        return f"wh.{self.source}.{self.box}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> TakeCube:
        source, box = args
        if source == "sm":
            basic(box)
        else:
            int(box)
        return cls(SOURCES[source], box)


take_cube_move = interned(TakeCube)


def warehouse_sources(state: GameState) -> list[TakeCube]:
    """Every cube the Warehouse may take: on the Selling Market, the Market tiles, itself."""
    b = state.board
    out = [take_cube_move("sm", k) for k in for_game(state).selling_boxes if b.selling[k]]
    for code in ("ma", "mb"):
        if MARKETS[code] in b.tiles:
            boxes = market_boxes(state, MARKETS[code])
            out += [take_cube_move(CODES[code], str(i)) for i, box in enumerate(boxes) if box]
    out += [take_cube_move("w", str(i)) for i, cube in enumerate(b.warehouse) if cube]
    return out


class Warehouse(Room[TakeCube | Done]):
    ids = ("warehouse",)

    def options(self, state: GameState, act: Act) -> Sequence[TakeCube | Done]:
        t = for_game(state).tile("warehouse")
        can = act.n < len(t.costs) and me(state).coins >= t.costs[act.n]
        return [*(warehouse_sources(state) if can else []), DONE]

    def resolve(self, state: GameState, act: Act, move: TakeCube | Done) -> None:
        t = for_game(state).tile("warehouse")
        if isinstance(move, Done):
            gain(state, t.reward)
            return
        me(state).coins -= t.costs[act.n]
        act.again(state)
        gain_resource(state, remove_cube(state, move))

    def label(self, words: Words, state: GameState, act: Act, move: TakeCube | Done | Pass) -> str:
        t = for_game(state).tile("warehouse")
        if not isinstance(move, TakeCube):
            return words("roundhouse.black_market.done", reward=reward_text(words, t.reward))
        key = "roundhouse.tiles.cube"
        cube = resource_name(words, cube_at(state, move))
        pay = pay_text(words, t.costs[act.n])
        if move.source == "w":
            return words(f"{key}_warehouse", pay=pay, cube=cube)
        if move.source == "sm":
            box = resource_name(words, basic(move.box))
            return words(f"{key}_selling", pay=pay, cube=cube, box=box)
        market = market_name(words, move.source)
        return words(f"{key}_market", pay=pay, cube=cube, box=int(move.box) + 1, market=market)


def cube_at(state: GameState, move: TakeCube) -> Resource:
    """The cube a Warehouse move takes."""
    b = state.board
    if move.source == "sm":
        cube = b.selling[basic(move.box)]
    elif move.source == "w":
        cube = b.warehouse[int(move.box)]
    else:
        box = market_boxes(state, MARKETS[move.source])[int(move.box)]
        cube = resource(box[0]) if box else None
    if cube is None:
        raise ValueError(f"{move.code}: no cube there")
    return cube


def remove_cube(state: GameState, move: TakeCube) -> Resource:
    """Take the cube a Warehouse move names off its box or square."""
    cube = cube_at(state, move)
    b = state.board
    if move.source == "sm":
        b.selling[basic(move.box)] = None
    elif move.source == "w":
        b.warehouse[int(move.box)] = None
    else:
        market_boxes(state, MARKETS[move.source])[int(move.box)] = None
    return cube
