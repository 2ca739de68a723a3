"""The Traveling Merchant action, and paying to move the merchant before or right after it
(rulebook "Assistant Actions"; games/roundhouse/docs/rules.md §14.9)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from locales.words import Words

from .content import for_game
from .effects import me, move_merchant, place_in_town, push
from .moves import PASS, Move, Pass, interned, one
from .names import town_name
from .state import Decision, GameState

MERCHANT_MOVES = 3  # paying more than 3 would bring the merchant back round


@dataclass(frozen=True, slots=True)
class MerchantAction(Move):
    """`tm.2`: pay 2 coins to move the merchant 2 towns on, then send an assistant to its
    town; `tm.2.1`: and then pay 1 coin more to move it on again; `tm.skip`: no Merchant
    action."""

    heads = ("tm",)
    paid: int | None  # None: skipped
    after: int = 0  # towns paid to move the merchant on right after the action

    def encode(self) -> str:
        if self.paid is None:
            return "tm.skip"
        return f"tm.{self.paid}.{self.after}" if self.after else f"tm.{self.paid}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> MerchantAction:
        if args == ["skip"]:
            return cls(None)
        paid, *after = map(int, args)
        if len(after) > 1:
            raise ValueError(args)
        return cls(paid, *after)


@dataclass(frozen=True, slots=True)
class MoveAfter(Move):
    """`tmt`: choose the Merchant action together with paying to move the merchant on right
    after it (rules with `merchant_folded`)."""

    heads = ("tmt",)

    def encode(self) -> str:
        return "tmt"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> MoveAfter:
        if args:
            raise ValueError(args)
        return cls()


SEND = tuple(MerchantAction(k) for k in range(MERCHANT_MOVES + 1))
SKIP_MERCHANT = MerchantAction(None)
MOVE_AFTER = MoveAfter()


def merchant_town(words: Words, state: GameState, steps: int = 0) -> str:
    """The name of the town `steps` towns on from the Traveling Merchant's."""
    b = state.board
    return town_name(words, state, (b.merchant + steps) % len(b.towns))


@dataclass
class Merchant(Decision[MerchantAction | MoveAfter]):
    """A Traveling Merchant action (none without an assistant in the supply). With
    `merchant_folded` the payment right after it is part of this choice: the plain options
    leave the merchant where the assistant went, `tmt` asks for both payments at once."""

    kind = "tm"
    note = "roundhouse.merchant.towns_note"

    def options(self, state: GameState) -> Sequence[MerchantAction | MoveAfter]:
        p = me(state)
        if not p.supply:
            return ()
        rules = for_game(state).rules
        after = (MOVE_AFTER,) if p.coins and rules.merchant_after and rules.merchant_folded else ()
        return (*SEND[: min(p.coins, MERCHANT_MOVES) + 1], *after, SKIP_MERCHANT)

    def resolve(self, state: GameState, move: MerchantAction | MoveAfter) -> None:
        rules = for_game(state).rules
        if isinstance(move, MoveAfter):
            push(state, MerchantAndAfter())
        elif move.paid is not None:
            place_in_town(state, move.paid)
            if rules.merchant_after and not rules.merchant_folded:
                push(state, MoveMerchantOn())  # "before or right after you perform each TM action"

    def label(self, words: Words, state: GameState, move: MerchantAction | MoveAfter) -> str:
        if isinstance(move, MoveAfter):
            return words("roundhouse.merchant.then_move", town=merchant_town(words, state))
        if move.paid is None:
            return words("roundhouse.merchant.skip")
        town = merchant_town(words, state, move.paid)
        if not move.paid:
            return words("roundhouse.merchant.send", town=town)
        paid = words.plural("roundhouse.count.coin", move.paid)
        return words("roundhouse.merchant.pay_send", coins=paid, town=town)

    def prompt(self, words: Words, state: GameState) -> str:
        rules = for_game(state).rules
        key = "prompt_folded" if rules.merchant_after and rules.merchant_folded else "prompt"
        return words(f"roundhouse.merchant.{key}", town=merchant_town(words, state))


@dataclass
class MerchantAndAfter(Decision[MerchantAction]):
    """A Traveling Merchant action with a payment right after it (`tmt`): where the assistant
    goes (paying before) and how many towns the merchant moves on after it, in one choice."""

    kind = "tm_after"
    note = "roundhouse.merchant.after_note"

    def options(self, state: GameState) -> Sequence[MerchantAction]:
        coins = me(state).coins
        return [
            merchant_action(paid, after)
            for paid in range(min(coins - 1, MERCHANT_MOVES) + 1)
            for after in range(1, min(coins - paid, MERCHANT_MOVES) + 1)
        ]

    def resolve(self, state: GameState, move: MerchantAction) -> None:
        place_in_town(state, move.paid or 0)
        move_merchant(state, move.after)

    def label(self, words: Words, state: GameState, move: MerchantAction) -> str:
        paid = move.paid or 0
        town = merchant_town(words, state, paid)
        left = merchant_town(words, state, paid + move.after)
        coins = words.plural("roundhouse.count.coin", move.after)
        if not paid:
            return words("roundhouse.merchant.send_then", town=town, left=left, coins=coins)
        before = words.plural("roundhouse.count.coin", paid)
        return words(
            "roundhouse.merchant.pay_send_then", paid=before, town=town, left=left, coins=coins
        )

    def prompt(self, words: Words, state: GameState) -> str:
        return words("roundhouse.merchant.after_prompt", town=merchant_town(words, state))


merchant_action = interned(MerchantAction)


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
    """Right after a Traveling Merchant action: pay 1 coin a town to move the merchant on
    (rules version 2; from version 3 the Merchant decision holds this payment)."""

    kind = "tm_move"
    note = "roundhouse.merchant.on_note"

    def options(self, state: GameState) -> Sequence[MerchantOn | Pass]:
        return (*MOVE_ON[: min(me(state).coins, MERCHANT_MOVES)], PASS)

    def resolve(self, state: GameState, move: MerchantOn | Pass) -> None:
        if isinstance(move, MerchantOn):
            move_merchant(state, move.towns)

    def label(self, words: Words, state: GameState, move: MerchantOn | Pass) -> str:
        if isinstance(move, Pass):
            return words("roundhouse.merchant.leave")
        town = merchant_town(words, state, move.towns)
        paid = words.plural("roundhouse.count.coin", move.towns)
        return words("roundhouse.merchant.pay_on", coins=paid, town=town)

    def prompt(self, words: Words, state: GameState) -> str:
        return words("roundhouse.merchant.on_prompt", town=merchant_town(words, state))
