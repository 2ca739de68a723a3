"""The Black Market tile: up to its most trades, each a move of its own kind, then its reward
(rulebook "Room Actions on Tiles"; the prices are `[black_market_trades]` in the data)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from locales.words import Words

from .actions import gain
from .content import BASIC, Basic, for_game
from .effects import (
    distinct_amulets,
    fire,
    gain_coins,
    gain_resource,
    me,
    recruit,
    return_amulet,
    take_amulet,
)
from .moves import DONE, Done, Move, Pass, basic, no_args, one
from .names import amulet_name, resource_name, reward_text
from .perform import Act, Room
from .state import GameState


class Trade(Move):
    """`bm.…`: one Black Market trade; the letter after `bm.` names its kind."""

    __slots__ = ()
    heads = ("bm",)

    @classmethod
    def decode(cls, head: str, args: list[str]) -> Trade:
        what, *rest = args
        if what in ("r", "f"):
            no_args(rest)
            return RECRUIT if what == "r" else FIRE
        arg = one(rest)
        if what == "b":
            return BuyBasic(basic(arg))
        if what == "s":
            return SellBasic(basic(arg))
        if what == "a":
            return BuyAmulet(int(arg))
        if what == "x":
            return SellAmulet(arg)
        raise ValueError(what)


@dataclass(frozen=True, slots=True)
class BuyBasic(Trade):
    """`bm.b.T`: pay coins for 1 Tea (`F`, `C`)."""

    res: Basic

    def encode(self) -> str:
        return f"bm.b.{self.res}"


@dataclass(frozen=True, slots=True)
class Recruit(Trade):
    """`bm.r`: pay coins to recruit an assistant."""

    def encode(self) -> str:
        return "bm.r"


@dataclass(frozen=True, slots=True)
class BuyAmulet(Trade):
    """`bm.a.1`: pay coins for the second amulet on display."""

    index: int

    def encode(self) -> str:
        return f"bm.a.{self.index}"


@dataclass(frozen=True, slots=True)
class SellBasic(Trade):
    """`bm.s.T`: pay 1 Tea (`F`, `C`) for coins."""

    res: Basic

    def encode(self) -> str:
        return f"bm.s.{self.res}"


@dataclass(frozen=True, slots=True)
class Fire(Trade):
    """`bm.f`: fire an assistant for coins."""

    def encode(self) -> str:
        return "bm.f"


@dataclass(frozen=True, slots=True)
class SellAmulet(Trade):
    """`bm.x.bell`: pay a Bell amulet for coins (it is shuffled into the stack)."""

    kind: str

    def encode(self) -> str:
        return f"bm.x.{self.kind}"


RECRUIT, FIRE = Recruit(), Fire()
BUY_BASIC = tuple(BuyBasic(r) for r in BASIC)


class BlackMarket(Room[Trade | Done]):
    ids = ("black_market",)

    def options(self, state: GameState, act: Act) -> Sequence[Trade | Done]:
        c = for_game(state)
        prices = c.black_market_trades
        p = me(state)
        out: list[Trade | Done] = []
        if act.n < c.tile("black_market").max_actions:
            if p.coins >= prices["buy_basic"].pay_coins:
                out += BUY_BASIC
            if p.coins >= prices["recruit"].pay_coins:
                out.append(RECRUIT)
            if p.coins >= prices["amulet"].pay_coins:
                out += [BuyAmulet(i) for i in distinct_amulets(state)]
            out += [SellBasic(r) for r in BASIC if p.res[r]]
            if p.supply:
                out.append(FIRE)
            out += [SellAmulet(k) for k in sorted(set(p.amulets))]
        return [*out, DONE]

    def resolve(self, state: GameState, act: Act, move: Trade | Done) -> None:
        if isinstance(move, Done):
            gain(state, for_game(state).tile("black_market").reward)
            return
        act.again(state)
        prices = for_game(state).black_market_trades
        p = me(state)
        match move:
            case BuyBasic(res=res):
                p.coins -= prices["buy_basic"].pay_coins
                gain_resource(state, res)
            case Recruit():
                p.coins -= prices["recruit"].pay_coins
                recruit(p)
            case BuyAmulet(index=index):
                p.coins -= prices["amulet"].pay_coins
                take_amulet(state, index)
            case SellBasic(res=res):
                p.res[res] -= 1
                gain_coins(state, prices["sell_basic"].gain_coins)
            case Fire():
                fire(p)
                gain_coins(state, prices["fire"].gain_coins)
            case SellAmulet(kind=kind):
                return_amulet(state, kind)
                gain_coins(state, prices["sell_amulet"].gain_coins)

    def label(self, words: Words, state: GameState, act: Act, move: Trade | Done | Pass) -> str:
        prices = for_game(state).black_market_trades
        key = "roundhouse.black_market"
        match move:
            case BuyBasic(res=res):
                what = resource_name(words, res)
                return words(f"{key}.buy_basic", coins=prices["buy_basic"].pay_coins, resource=what)
            case Recruit():
                return words(f"{key}.recruit", coins=prices["recruit"].pay_coins)
            case BuyAmulet(index=index):
                name = amulet_name(words, state.decks.amulet_display[index])
                return words(f"{key}.amulet", coins=prices["amulet"].pay_coins, amulet=name)
            case SellBasic(res=res):
                what = resource_name(words, res)
                sold = prices["sell_basic"].gain_coins
                return words(f"{key}.sell_basic", resource=what, coins=sold)
            case Fire():
                return words(f"{key}.fire", coins=prices["fire"].gain_coins)
            case SellAmulet(kind=kind):
                sold = prices["sell_amulet"].gain_coins
                return words(f"{key}.sell_amulet", amulet=amulet_name(words, kind), coins=sold)
        reward = reward_text(words, for_game(state).tile("black_market").reward)
        return words(f"{key}.done", reward=reward)
