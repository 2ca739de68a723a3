"""Reward bundles and the small decisions they bring: a basic resource, a Traveling Merchant
action (engine/roundhouse/merchant.py), a Helper action; and which expert to discard at the
hand limit."""

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
    place_on_chair,
    push,
    recruit,
    take_expert_card,
)
from .merchant import Merchant
from .moves import Move, basic, interned, one
from .names import (
    chair_name,
    expert_effect,
    expert_name,
    fit,
    resource_name,
    room_name,
)
from .state import Decision, GameState


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
    note = "roundhouse.helper.note"
    senior: bool

    def options(self, state: GameState) -> Sequence[HelperAction]:
        """Each empty chair; with `helper_by_room` each room's first empty one, as a room's
        chairs are equal in effect."""
        if not me(state).supply:
            return ()
        empty = [i for i, c in enumerate(state.board.chairs) if c is None]
        c = for_game(state)
        if c.rules.helper_by_room:
            per = c.house.chairs_per_room
            empty = [i for i in empty if not any(j in empty for j in range(i - i % per, i))]
        chairs = [helper_action(self.senior, i) for i in empty]
        return [*chairs, helper_action(self.senior, None)] if chairs else []

    def resolve(self, state: GameState, move: HelperAction) -> None:
        if move.chair is not None:
            place_on_chair(state, move.chair, self.senior)

    def label(self, words: Words, state: GameState, move: HelperAction) -> str:
        if move.chair is None:
            return words("roundhouse.helper.skip")
        kind = "senior" if self.senior else "younger"
        c = for_game(state)
        if c.rules.helper_by_room:
            room = room_name(words, c.rooms[move.chair // c.house.chairs_per_room].id)
            return words(f"roundhouse.helper.{kind}_room", room=room)
        return words(f"roundhouse.helper.{kind}", chair=chair_name(words, state, move.chair))

    def prompt(self, words: Words, state: GameState) -> str:
        room = "_room" if for_game(state).rules.helper_by_room else ""
        return words(f"roundhouse.helper.{'senior' if self.senior else 'younger'}_prompt{room}")


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
