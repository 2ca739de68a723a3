"""Selling a cube: the Selling Market (an inner room), the two Market tiles, and the experts
that sell. A sale names the kind sold and the cube paid: that kind, or Gold standing in."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from locales.words import Words

from .content import BASIC, GOLD, Basic, Resource, Reward, for_game
from .effects import me
from .moves import Move, basic, interned, resource
from .names import reward_text, sale_text
from .state import GameState

Market = Literal["selling_market", "market_a", "market_b"]
MarketCode = Literal["sm", "ma", "mb"]
MARKETS: dict[MarketCode, Market] = {"sm": "selling_market", "ma": "market_a", "mb": "market_b"}
CODES: dict[str, MarketCode] = {"sm": "sm", "ma": "ma", "mb": "mb"}


@dataclass(frozen=True, slots=True)
class Sell(Move):
    """`sm.T.G`: sell Tea to the Selling Market paying a Gold cube (`ma`, `mb`: the Market
    tiles); `sm.T.T`: paying a Tea cube."""

    heads = ("sm", "ma", "mb")
    market: MarketCode
    kind: Basic
    cube: Resource

    def encode(self) -> str:
        return f"{self.market}.{self.kind}.{self.cube}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> Sell:
        kind, cube = args
        return cls(CODES[head], basic(kind), resource(cube))


sale = interned(Sell)


def sales(state: GameState, market: MarketCode, kinds: list[Basic]) -> list[Sell]:
    """Sales of each kind to `market`, paid with that kind or with Gold."""
    res = me(state).res
    out = []
    for k in kinds:
        if res[k]:
            out.append(sale(market, k, k))
        if res[GOLD]:
            out.append(sale(market, k, GOLD))
    return out


def pay_cube(state: GameState, sale: Sell) -> None:
    me(state).res[sale.cube] -= 1


def market_kinds(state: GameState, market: Market) -> list[Basic]:
    """Kinds that may be sold to a market now (the Selling Market: empty boxes)."""
    b = state.board
    if market == "selling_market":
        return [k for k in for_game(state).selling_boxes if b.selling[k] is None]
    if market not in b.tiles:
        return []
    boxes = market_boxes(state, market)
    if None not in boxes:
        return []
    present = {box[-1] for box in boxes if box}
    if market == "market_a":  # different kinds
        return [k for k in BASIC if k not in present]
    return [k for k in BASIC if k in present] or list(BASIC)  # one kind


def market_boxes(state: GameState, market: Market) -> list[str | None]:
    """A Market tile's 3 boxes: the kind sold on each ("GT": Gold sold as Tea), or None."""
    return state.board.market_a if market == "market_a" else state.board.market_b


def sale_reward(state: GameState, sale: Sell) -> Reward:
    """The reward of the box a sale would fill (without making it)."""
    market = MARKETS[sale.market]
    c = for_game(state)
    if market == "selling_market":
        return c.room("selling_market").sell[sale.kind]
    boxes = market_boxes(state, market)
    return c.tile(market).boxes[boxes.index(None) if None in boxes else 0]


def sale_label(words: Words, state: GameState, sale: Sell, reward: Reward | None = None) -> str:
    """'Sell 1 Tea: 5 coins, 1 Merchant action' ('Sell 1 Gold as Tea: …' when Gold stands
    in); `reward` instead of the box's (an expert's doubled one)."""
    got = reward_text(words, sale_reward(state, sale) if reward is None else reward)
    return words("roundhouse.sale.label", sale=sale_text(words, sale.kind, sale.cube), reward=got)


def sell_to_market(state: GameState, sale: Sell) -> Reward:
    """Put a sold cube on its box; return the box's reward."""
    market = MARKETS[sale.market]
    c = for_game(state)
    if market == "selling_market":
        state.board.selling[sale.kind] = sale.cube
        return c.room("selling_market").sell[sale.kind]
    boxes = market_boxes(state, market)
    i = boxes.index(None)
    boxes[i] = sale.kind if sale.cube == sale.kind else GOLD + sale.kind
    return c.tile(market).boxes[i]
