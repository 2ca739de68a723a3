"""Reward bundles and the small decisions they bring: a basic resource, a Traveling Merchant
action (and paying to move the merchant right after it), a Helper action; and which expert to
discard at the hand limit."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from locales.words import Words

from .content import BASIC, RESOURCES, Basic, Reward, for_game
from .effects import (
    discard_expert,
    gain_coins,
    gain_resource,
    me,
    move_merchant,
    place_in_town,
    place_on_chair,
    push,
    recruit,
    take_expert_card,
)
from .moves import PASS, Move, Pass, basic, interned, one
from .names import chair_name, expert_effect, expert_name, fit, resource_name, town_name
from .state import Decision, GameState

MERCHANT_MOVES = 3  # paying more than 3 would bring the merchant back round


def gain(state: GameState, reward: Reward, *, assistants: bool = True, factor: int = 1) -> None:
    """Apply a reward bundle for the current player (assistant actions optional; `factor`
    multiplies its prestige, coins and resources)."""
    p = me(state)
    if reward.vp:
        p.prestige += reward.vp * factor
    if reward.coins:
        gain_coins(state, reward.coins * factor)
    for res in RESOURCES:
        if getattr(reward, res):
            gain_resource(state, res, getattr(reward, res) * factor)
    if not assistants:
        for _ in range(reward.basic):
            push(state, ChooseBasic())
        return
    for _ in range(reward.recruit):
        recruit(p)
    # Pushed last = resolved first: basic resources, then merchant, helper, permanent helper.
    for _ in range(reward.perm_helper):
        push(state, Helper(senior=True))
    for _ in range(reward.helper):
        push(state, Helper(senior=False))
    for _ in range(reward.tm):
        push(state, Merchant())
    for _ in range(reward.basic):
        push(state, ChooseBasic())


# ---------------------------------------------------------------- a basic resource


@dataclass(frozen=True, slots=True)
class TakeBasic(Move):
    """`b.T`: take one Tea (or `b.F` Fruit, `b.C` Celadon)."""

    heads = ("b",)
    res: Basic

    def encode(self) -> str:
        return f"b.{self.res}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> TakeBasic:
        return cls(basic(one(args)))


TAKE_BASIC = tuple(TakeBasic(r) for r in BASIC)


@dataclass
class ChooseBasic(Decision[TakeBasic]):
    """A basic resource of the player's choice."""

    kind = "basic"

    def options(self, state: GameState) -> Sequence[TakeBasic]:
        return TAKE_BASIC

    def resolve(self, state: GameState, move: TakeBasic) -> None:
        gain_resource(state, move.res)

    def label(self, words: Words, state: GameState, move: TakeBasic) -> str:
        return words("roundhouse.basic.take", resource=resource_name(words, move.res))

    def prompt(self, words: Words, state: GameState) -> str:
        return words("roundhouse.basic.prompt")


# ---------------------------------------------------------------- the Traveling Merchant


@dataclass(frozen=True, slots=True)
class MerchantAction(Move):
    """`tm.2`: pay 2 coins to move the merchant 2 towns on, then send an assistant to its
    town; `tm.skip`: no Merchant action."""

    heads = ("tm",)
    paid: int | None  # None: skipped

    def encode(self) -> str:
        return "tm.skip" if self.paid is None else f"tm.{self.paid}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> MerchantAction:
        arg = one(args)
        return cls(None if arg == "skip" else int(arg))


SEND = tuple(MerchantAction(k) for k in range(MERCHANT_MOVES + 1))
SKIP_MERCHANT = MerchantAction(None)


@dataclass
class Merchant(Decision[MerchantAction]):
    """A Traveling Merchant action (none without an assistant in the supply)."""

    kind = "tm"

    def options(self, state: GameState) -> Sequence[MerchantAction]:
        p = me(state)
        if not p.supply:
            return ()
        return (*SEND[: min(p.coins, MERCHANT_MOVES) + 1], SKIP_MERCHANT)

    def resolve(self, state: GameState, move: MerchantAction) -> None:
        if move.paid is not None:
            place_in_town(state, move.paid)
            if for_game(state).rules.merchant_after:
                push(state, MoveMerchantOn())  # "before or right after you perform each TM action"

    def label(self, words: Words, state: GameState, move: MerchantAction) -> str:
        if move.paid is None:
            return words("roundhouse.merchant.skip")
        b = state.board
        town = town_name(words, state, (b.merchant + move.paid) % len(b.towns))
        if not move.paid:
            return words("roundhouse.merchant.send", town=town)
        paid = words.plural("roundhouse.count.coin", move.paid)
        return words("roundhouse.merchant.pay_send", coins=paid, town=town)

    def prompt(self, words: Words, state: GameState) -> str:
        here = town_name(words, state, state.board.merchant)
        return words("roundhouse.merchant.prompt", town=here)

    def explain(self, words: Words, state: GameState) -> str:
        return words("roundhouse.merchant.towns_note")


@dataclass(frozen=True, slots=True)
class MerchantOn(Move):
    """`tmm.2`: pay 2 coins to move the merchant 2 towns on (after a Merchant action)."""

    heads = ("tmm",)
    towns: int

    def encode(self) -> str:
        return f"tmm.{self.towns}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> MerchantOn:
        return cls(int(one(args)))


MOVE_ON = tuple(MerchantOn(k) for k in range(1, MERCHANT_MOVES + 1))


@dataclass
class MoveMerchantOn(Decision[MerchantOn | Pass]):
    """Right after a Traveling Merchant action: pay 1 coin a town to move the merchant on."""

    kind = "tm_move"

    def options(self, state: GameState) -> Sequence[MerchantOn | Pass]:
        return (*MOVE_ON[: min(me(state).coins, MERCHANT_MOVES)], PASS)

    def resolve(self, state: GameState, move: MerchantOn | Pass) -> None:
        if isinstance(move, MerchantOn):
            move_merchant(state, move.towns)

    def label(self, words: Words, state: GameState, move: MerchantOn | Pass) -> str:
        if isinstance(move, Pass):
            return words("roundhouse.merchant.leave")
        b = state.board
        town = town_name(words, state, (b.merchant + move.towns) % len(b.towns))
        paid = words.plural("roundhouse.count.coin", move.towns)
        return words("roundhouse.merchant.pay_on", coins=paid, town=town)

    def prompt(self, words: Words, state: GameState) -> str:
        here = town_name(words, state, state.board.merchant)
        return words("roundhouse.merchant.on_prompt", town=here)

    def explain(self, words: Words, state: GameState) -> str:
        return words("roundhouse.merchant.on_note")


# ---------------------------------------------------------------- Helper actions


@dataclass(frozen=True, slots=True)
class HelperAction(Move):
    """`h.3`: put an assistant on chair 3 (`ph.3`: a senior one, a Permanent Helper action);
    `h.skip` / `ph.skip`: no Helper action."""

    heads = ("h", "ph")
    senior: bool
    chair: int | None  # None: skipped

    def encode(self) -> str:
        where = "skip" if self.chair is None else self.chair
        return f"{'ph' if self.senior else 'h'}.{where}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> HelperAction:
        arg = one(args)
        return cls(head == "ph", None if arg == "skip" else int(arg))


helper_action = interned(HelperAction)


@dataclass
class Helper(Decision[HelperAction]):
    """A Helper action (`senior`: a Permanent Helper action): an assistant on an empty chair."""

    kind = "helper"
    senior: bool

    def options(self, state: GameState) -> Sequence[HelperAction]:
        if not me(state).supply:
            return ()
        chairs = [
            helper_action(self.senior, i) for i, c in enumerate(state.board.chairs) if c is None
        ]
        return [*chairs, helper_action(self.senior, None)] if chairs else []

    def resolve(self, state: GameState, move: HelperAction) -> None:
        if move.chair is not None:
            place_on_chair(state, move.chair, self.senior)

    def label(self, words: Words, state: GameState, move: HelperAction) -> str:
        if move.chair is None:
            return words("roundhouse.helper.skip")
        chair = chair_name(words, state, move.chair)
        return words(f"roundhouse.helper.{'senior' if self.senior else 'younger'}", chair=chair)

    def prompt(self, words: Words, state: GameState) -> str:
        return words(f"roundhouse.helper.{'senior' if self.senior else 'younger'}_prompt")

    def explain(self, words: Words, state: GameState) -> str:
        return words("roundhouse.helper.note")


# ---------------------------------------------------------------- the expert hand limit


@dataclass(frozen=True, slots=True)
class DiscardExpert(Move):
    """`dx.elder`: discard the Elder (to take a new expert at the hand limit)."""

    heads = ("dx",)
    expert: str

    def encode(self) -> str:
        return f"dx.{self.expert}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> DiscardExpert:
        return cls(one(args))


discard_expert_move = interned(DiscardExpert)


@dataclass
class Discard(Decision[DiscardExpert]):
    """At the hand limit: which held expert goes, before display expert `take` is taken."""

    kind = "discard"
    take: int

    def options(self, state: GameState) -> Sequence[DiscardExpert]:
        return [discard_expert_move(eid) for eid in me(state).experts]

    def resolve(self, state: GameState, move: DiscardExpert) -> None:
        discard_expert(state, move.expert)
        take_expert_card(state, self.take)

    def label(self, words: Words, state: GameState, move: DiscardExpert) -> str:
        c = for_game(state)
        e = c.expert(move.expert)
        name = expert_name(words, e.id)
        return fit(
            words("roundhouse.discard.full", expert=name, effect=expert_effect(words, c, e)),
            words("roundhouse.discard.short", expert=name),
        )

    def prompt(self, words: Words, state: GameState) -> str:
        new = expert_name(words, state.decks.expert_display[self.take])
        return words("roundhouse.discard.prompt", expert=new)


def take_or_discard(state: GameState, index: int) -> None:
    """Take display expert `index`, first asking which held expert to discard at the limit."""
    if len(me(state).experts) >= for_game(state).house.expert_hand_limit:
        push(state, Discard(take=index))
    else:
        take_expert_card(state, index)
