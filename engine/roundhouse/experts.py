"""Single-use experts: using one at the start of a turn (rulebook "Expert Card Effects"), and the
choices some bring: one gain of several, or sales to the markets. Permanent experts trigger in
engine/roundhouse/effects.py `expert_trigger`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from locales.words import Words

from .actions import gain
from .content import GOLD, Basic, Reward, for_game
from .effects import discard_expert, fire, gain_coins, me, push
from .markets import (
    MARKETS,
    Sell,
    market_kinds,
    pay_cube,
    sale_reward,
    sales,
    sell_to_market,
)
from .moves import PASS, Move, Pass, interned, one
from .names import expert_effect, expert_name, fit, market_name, reward_text, sale_text
from .state import Decision, GameState


@dataclass(frozen=True, slots=True)
class UseExpert(Move):
    """`x.porter`: use the Porter (a held single-use expert); `x.porter.1`: and take its second
    gain of several (rules with `expert_gain_folded`)."""

    heads = ("x",)
    expert: str
    gain: int | None = None

    def encode(self) -> str:
        return f"x.{self.expert}" if self.gain is None else f"x.{self.expert}.{self.gain}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> UseExpert:
        expert, *index = args
        if len(index) > 1:
            raise ValueError(args)
        return cls(expert, *map(int, index))


use_expert = interned(UseExpert)


def usable_experts(state: GameState, folded: bool = True) -> list[UseExpert]:
    """The held experts the current player may use now; `folded` and with `expert_gain_folded`
    an expert of several gains once per gain."""
    c = for_game(state)
    out = []
    for eid in me(state).experts:
        if expert_usable(state, eid):
            choice = c.expert(eid).choice if folded and c.rules.expert_gain_folded else []
            out += [use_expert(eid, i) for i in range(len(choice))] or [use_expert(eid)]
    return out


def use_label(words: Words, state: GameState, move: UseExpert) -> str:
    """'Use Maiden: 2 basic resources, others gain 1 coin'; 'Use Farmer: gain 1 Tea' when
    the option names its gain."""
    c = for_game(state)
    e = c.expert(move.expert)
    name = expert_name(words, e.id)
    if move.gain is not None:
        reward = reward_text(words, e.choice[move.gain])
        return words("roundhouse.turn.use_gain", expert=name, reward=reward)
    return fit(
        words(
            "roundhouse.turn.use", expert=name, effect=expert_effect(words, c, e, me(state).supply)
        ),
        words("roundhouse.turn.use_short", expert=name),
    )


def expert_usable(state: GameState, eid: str) -> bool:
    e = for_game(state).expert(eid)
    if e.use != "single":
        return False
    if e.fire and not me(state).supply:
        return False
    return not e.sell or can_sell(state, e.sell.kinds)


def activate_expert(state: GameState, eid: str, chosen: int | None = None) -> None:
    """Use a single-use expert: kept as an amulet or discarded, then its effect (`chosen`: which
    of its gains, else asked)."""
    e = for_game(state).expert(eid)
    p = me(state)
    state.turn.expert_used = True
    if e.amulet:
        p.experts.remove(eid)
        p.expert_amulets.append(eid)
    else:
        discard_expert(state, eid)
    if e.fire:
        fire(p)
    reward = e.gain
    if e.per_supply_coins:
        reward = reward.model_copy(update={"coins": reward.coins + e.per_supply_coins * p.supply})
    gain(state, reward)
    for seat in range(len(state.players)):
        if seat != state.turn.seat and e.others_coins:
            gain_coins(state, e.others_coins, seat=seat)
    if e.choice and chosen is not None:
        gain(state, e.choice[chosen])
    elif e.choice:
        push(state, ExpertChoice(expert=eid))
    if e.sell:
        push(state, ExpertSell(expert=eid, left=e.sell.count))


# ---------------------------------------------------------------- one gain of several


@dataclass(frozen=True, slots=True)
class ExpertGain(Move):
    """`xc.1`: the expert's second gain."""

    heads = ("xc",)
    index: int

    def encode(self) -> str:
        return f"xc.{self.index}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> ExpertGain:
        return cls(int(one(args)))


@dataclass
class ExpertChoice(Decision[ExpertGain]):
    """An expert that offers one gain of several."""

    kind = "expert_choice"
    expert: str

    def options(self, state: GameState) -> Sequence[ExpertGain]:
        return [ExpertGain(i) for i in range(len(for_game(state).expert(self.expert).choice))]

    def resolve(self, state: GameState, move: ExpertGain) -> None:
        gain(state, for_game(state).expert(self.expert).choice[move.index])

    def label(self, words: Words, state: GameState, move: ExpertGain) -> str:
        choice = for_game(state).expert(self.expert).choice[move.index]
        return words("roundhouse.expert_use.gain", reward=reward_text(words, choice))

    def prompt(self, words: Words, state: GameState) -> str:
        return words("roundhouse.expert_use.choose", expert=expert_name(words, self.expert))


# ---------------------------------------------------------------- sales


@dataclass(frozen=True, slots=True)
class ExpertSale(Move):
    """`xs.sm.T.G`: an expert's sale (here Tea to the Selling Market, paid with Gold)."""

    heads = ("xs",)
    sale: Sell

    def encode(self) -> str:
        return f"xs.{self.sale.code}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> ExpertSale:
        return cls(Sell.decode(args[0], args[1:]))


expert_sale = interned(ExpertSale)


def can_sell(state: GameState, kinds: list[Basic]) -> bool:
    """`expert_sales(state, kinds)` is not empty (without listing the sales)."""
    res = me(state).res
    gold = res[GOLD]
    for market in MARKETS.values():
        for k in market_kinds(state, market):
            if k in kinds and (gold or res[k]):
                return True
    return False


def expert_sales(state: GameState, kinds: list[Basic]) -> list[ExpertSale]:
    """Sales of the given kinds to each market that takes them now."""
    out = []
    for code, market in MARKETS.items():
        allowed = [k for k in market_kinds(state, market) if k in kinds]
        out += [expert_sale(s) for s in sales(state, code, allowed)]
    return out


@dataclass
class ExpertSell(Decision[ExpertSale | Pass]):
    """An expert that sells: `left` sales still to make (each may be passed)."""

    kind = "expert_sell"
    expert: str
    left: int

    def options(self, state: GameState) -> Sequence[ExpertSale | Pass]:
        sell = for_game(state).expert(self.expert).sell
        kinds = sell.kinds if sell else []
        return [*expert_sales(state, kinds), PASS]

    def resolve(self, state: GameState, move: ExpertSale | Pass) -> None:
        sell = for_game(state).expert(self.expert).sell
        if isinstance(move, Pass) or sell is None:
            return
        pay_cube(state, move.sale)
        if self.left > 1:
            self.left -= 1
            push(state, self)
        reward = sell_to_market(state, move.sale)
        gain(state, reward, assistants=False, factor=2 if sell.double else 1)

    def label(self, words: Words, state: GameState, move: ExpertSale | Pass) -> str:
        if isinstance(move, Pass):
            return super().label(words, state, move)
        sale = move.sale
        sell = for_game(state).expert(self.expert).sell
        reward = expert_reward(sale_reward(state, sale), bool(sell and sell.double))
        head = sale_text(words, sale.kind, sale.cube)
        where = market_name(words, sale.market)
        got = reward_text(words, reward)
        return fit(
            words("roundhouse.expert_use.sale", sale=head, market=where, reward=got),
            words("roundhouse.expert_use.sale_short", sale=head, market=where),
        )

    def prompt(self, words: Words, state: GameState) -> str:
        name, text = expert_name(words, self.expert), words(f"roundhouse.expert_text.{self.expert}")
        if self.left > 1:
            return words("roundhouse.expert_use.sell_left", expert=name, left=self.left, text=text)
        return words("roundhouse.expert_use.sell", expert=name, text=text)


def expert_reward(box: Reward, double: bool) -> Reward:
    """What an expert's sale gives for a box's reward, for its label: no assistant actions,
    and (`double`) twice the coins, prestige and resources (as `ExpertSell.resolve` gains)."""
    factor = 2 if double else 1
    keep = {k: n * factor for k, n in box.items() if k in ("coins", "vp", "T", "F", "C", "G")}
    return Reward(**keep, basic=box.basic)
