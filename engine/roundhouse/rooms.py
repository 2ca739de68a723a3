"""The six inner rooms' actions (rulebook "Room Actions on Board"): one `Room` class each, beside
the moves it offers. Their values are the `[[rooms]]` entries of
engine/roundhouse/data/components.toml."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from locales.words import Words

from .actions import gain, take_or_discard
from .content import BASIC, GOLD, Basic, for_game
from .effects import gain_coins, gain_resource, me, push, recruit, revealed
from .markets import Sell, pay_cube, sale_label, sales
from .merchant import Merchant
from .moves import PASS, Move, Pass, basic, interned, one
from .names import (
    expert_card,
    expert_effect,
    expert_name,
    fit,
    resource_name,
    reward_text,
    room_text,
    space_name,
)
from .perform import Act, Room, arrive, own_chairs, room_at
from .state import GameState

# ---------------------------------------------------------------- Delivery Room


@dataclass(frozen=True, slots=True)
class Deliver(Move):
    """`d.T`: take 1 Tea (`F`, `C`) and a Merchant action."""

    heads = ("d",)
    res: Basic

    def encode(self) -> str:
        return f"d.{self.res}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> Deliver:
        return cls(basic(one(args)))


class Delivery(Room[Deliver]):
    ids = ("delivery",)
    choices: tuple[Deliver | Pass, ...] = (*(Deliver(r) for r in BASIC), PASS)

    def options(self, state: GameState, act: Act) -> Sequence[Deliver | Pass]:
        return self.choices

    def resolve(self, state: GameState, act: Act, move: Deliver) -> None:
        gain_resource(state, move.res)
        push(state, Merchant())

    def label(self, words: Words, state: GameState, act: Act, move: Deliver | Pass) -> str:
        if isinstance(move, Deliver):
            return words("roundhouse.rooms.deliver", resource=resource_name(words, move.res))
        return super().label(words, state, act, move)


# ---------------------------------------------------------------- Smuggle Room


@dataclass(frozen=True, slots=True)
class Smuggle(Move):
    """`s.p0`: take the first pirate token on display; `s.G`: take 1 Gold instead."""

    heads = ("s",)
    pirate: int | None  # a display position; None: the Gold

    def encode(self) -> str:
        return "s.G" if self.pirate is None else f"s.p{self.pirate}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> Smuggle:
        arg = one(args)
        return cls(None if arg == GOLD else int(arg.removeprefix("p")))


smuggle = interned(Smuggle)


class SmuggleRoom(Room[Smuggle]):
    ids = ("smuggle",)

    def options(self, state: GameState, act: Act) -> Sequence[Smuggle | Pass]:
        pirates = [smuggle(i) for i in range(len(state.decks.pirate_display))]
        return [*pirates, smuggle(None), PASS]

    def resolve(self, state: GameState, act: Act, move: Smuggle) -> None:
        if move.pirate is None:
            gain_resource(state, GOLD)
        else:
            take_pirate(state, move.pirate)

    def label(self, words: Words, state: GameState, act: Act, move: Smuggle | Pass) -> str:
        if not isinstance(move, Smuggle):
            return super().label(words, state, act, move)
        if move.pirate is None:
            return words("roundhouse.rooms.take_gold")
        pid = state.decks.pirate_display[move.pirate]
        reward = reward_text(words, for_game(state).pirate(pid).reward)
        return words("roundhouse.rooms.pirate", id=pid, reward=reward)


def take_pirate(state: GameState, index: int) -> str:
    """Take pirate token `index` for its reward: it goes to the bottom of the stack and the
    top one is revealed in its place."""
    d = state.decks
    pid = d.pirate_display.pop(index)
    d.pirate_stack.insert(0, pid)  # to the bottom; the top is the end of the list
    d.pirate_display.insert(index, d.pirate_stack.pop())
    revealed(state, "a pirate token was drawn")
    gain(state, for_game(state).pirate(pid).reward)
    return pid


# ---------------------------------------------------------------- Selling Market


class SellingMarket(Room[Sell]):
    """Sell one cube to an empty box; another sale this turn of a kind already sold here goes
    to the supply (its box stays as it is)."""

    ids = ("selling_market",)

    def options(self, state: GameState, act: Act) -> Sequence[Sell | Pass]:
        b = state.board
        sold = [u[3:] for u in state.turn.used if u.startswith("sm:")]
        boxes = for_game(state).selling_boxes
        kinds = [k for k in boxes if b.selling[k] is None or k in sold]
        return [*sales(state, "sm", kinds), PASS]

    def resolve(self, state: GameState, act: Act, move: Sell) -> None:
        pay_cube(state, move)
        b = state.board
        if b.selling[move.kind] is None:
            b.selling[move.kind] = move.cube
        state.turn.used.append("sm:" + move.kind)
        gain(state, for_game(state).room("selling_market").sell[move.kind])

    def label(self, words: Words, state: GameState, act: Act, move: Sell | Pass) -> str:
        if isinstance(move, Sell):
            return sale_label(words, state, move)
        return super().label(words, state, act, move)


# ---------------------------------------------------------------- Expert Room


@dataclass(frozen=True, slots=True)
class TakeExpert(Move):
    """`ex.1`: take the second expert on display."""

    heads = ("ex",)
    index: int

    def encode(self) -> str:
        return f"ex.{self.index}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> TakeExpert:
        return cls(int(one(args)))


take_expert = interned(TakeExpert)


class ExpertRoom(Room[TakeExpert]):
    ids = ("expert_room",)

    def options(self, state: GameState, act: Act) -> Sequence[TakeExpert | Pass]:
        return [*(take_expert(i) for i in range(len(state.decks.expert_display))), PASS]

    def resolve(self, state: GameState, act: Act, move: TakeExpert) -> None:
        take_or_discard(state, move.index)

    def label(self, words: Words, state: GameState, act: Act, move: TakeExpert | Pass) -> str:
        if isinstance(move, TakeExpert):
            return take_expert_label(words, state, "take", state.decks.expert_display[move.index])
        return super().label(words, state, act, move)

    def explain(self, words: Words, state: GameState, act: Act) -> str:
        return display_experts(words, state)


def take_expert_label(words: Words, state: GameState, verb: str, eid: str, price: str = "") -> str:
    """'Take Maiden: 2 basic resources, others gain 1 coin (one use)', 'Pay Servant (2 coins):
    …', 'Fire for Servant: return an assistant to the track, gain …'; shorter if need be.
    `verb`: "take", "pay" or "fire" (roundhouse.take_expert.<verb>)."""
    c = for_game(state)
    e = c.expert(eid)
    key = "roundhouse.take_expert"
    head = words(f"{key}.{verb}", expert=expert_name(words, eid), price=price)
    card, effect = expert_card(words, c, e), expert_effect(words, c, e)
    lead = f"{key}.lead_fire" if verb == "fire" else f"{key}.lead"
    return fit(
        words(lead, head=head, effect=card),
        words(lead, head=head, effect=effect),
        words(f"{key}.lead", head=head, effect=card),  # the parts: head, effect, how it is used
        words(f"{key}.lead", head=head, effect=effect),
        head,
    )


def display_experts(words: Words, state: GameState) -> str:
    """The experts on display, each with its printed text, and the hand limit."""
    c = for_game(state)
    lines = [
        words(
            "roundhouse.rooms.expert_line",
            expert=expert_name(words, e),
            text=words(f"roundhouse.expert_text.{e}"),
        )
        for e in state.decks.expert_display
    ]
    lines.append(words("roundhouse.rooms.hand_limit", limit=c.house.expert_hand_limit))
    return "\n".join(lines)


# ---------------------------------------------------------------- Money Lender Room


@dataclass(frozen=True, slots=True)
class Borrow(Move):
    """`ml.c`: take the Money Lender's coins; `ml.T`: 1 Tea instead (`F`, `C`); either with a
    Merchant action."""

    heads = ("ml",)
    res: Basic | None  # None: the coins

    def encode(self) -> str:
        return f"ml.{self.res or 'c'}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> Borrow:
        arg = one(args)
        return cls(None if arg == "c" else basic(arg))


class MoneyLender(Room[Borrow]):
    ids = ("money_lender",)
    choices: tuple[Borrow | Pass, ...] = (Borrow(None), *(Borrow(r) for r in BASIC), PASS)

    def options(self, state: GameState, act: Act) -> Sequence[Borrow | Pass]:
        return self.choices

    def resolve(self, state: GameState, act: Act, move: Borrow) -> None:
        if move.res is None:
            coins, state.board.money_lender = state.board.money_lender, 0
            gain_coins(state, coins)
        else:
            gain_resource(state, move.res)
        push(state, Merchant())

    def label(self, words: Words, state: GameState, act: Act, move: Borrow | Pass) -> str:
        if not isinstance(move, Borrow):
            return super().label(words, state, act, move)
        if move.res is None:
            return words("roundhouse.rooms.borrow", coins=state.board.money_lender)
        return words("roundhouse.rooms.deliver", resource=resource_name(words, move.res))


# ---------------------------------------------------------------- Lobby Room


@dataclass(frozen=True, slots=True)
class LobbyAction(Move):
    """`lb.a`: option A (the Lobby's reward); `lb.I3`: option B, 1 Recruit and the action of
    the room on space I3, where another leader stands."""

    heads = ("lb",)
    copy: str | None  # a space; None: option A

    def encode(self) -> str:
        return f"lb.{self.copy or 'a'}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> LobbyAction:
        arg = one(args)
        return cls(None if arg == "a" else arg)


lobby_action = interned(LobbyAction)


class Lobby(Room[LobbyAction]):
    ids = ("lobby",)

    def options(self, state: GameState, act: Act) -> Sequence[LobbyAction | Pass]:
        if me(state).coins < act.fee:  # a neutral's mover (variant) pays here
            return [PASS]
        copies = [lobby_action(s) for s in other_leader_rooms(state)]
        return [lobby_action(None), *copies, PASS]

    def resolve(self, state: GameState, act: Act, move: LobbyAction) -> None:
        me(state).coins -= act.fee
        state.board.money_lender += act.fee
        if move.copy is None:
            gain(state, for_game(state).room("lobby").reward)
        else:
            recruit(me(state))
            copy_room(state, move.copy)

    def label(self, words: Words, state: GameState, act: Act, move: LobbyAction | Pass) -> str:
        if not isinstance(move, LobbyAction):
            return super().label(words, state, act, move)
        if move.copy is None:
            reward = reward_text(words, for_game(state).room("lobby").reward)
            return words("roundhouse.rooms.lobby_take", reward=reward)
        return words("roundhouse.rooms.lobby_copy", room=space_name(words, state, move.copy))

    def explain(self, words: Words, state: GameState, act: Act) -> str:
        """What each room whose action the Lobby may copy does, in a few words (the Lobby's
        own option says its gains on its button)."""
        return "\n".join(
            words(
                "roundhouse.rooms.copy_line",
                room=space_name(words, state, s),
                text=room_text(words, state, s, "room_brief"),
            )
            for s in other_leader_rooms(state)
        )


def copy_room(state: GameState, space: str) -> None:
    """The Lobby's option B: "perform the action of that room as if the family leader on that
    room is your own", so from rules version 2 one's assistants on its chairs may perform it
    again, as on arriving there (version 1: once, without the chairs)."""
    if for_game(state).rules.lobby_chairs and own_chairs(state, space):
        arrive(state, space)
    else:
        push(state, Act(room=room_at(state, space)))


def other_leader_rooms(state: GameState) -> list[str]:
    """Rooms (not the hall) where a leader other than the one in the Lobby stands."""
    spaces = [pos for p in state.players for pos in p.leaders]
    spaces += state.board.neutrals.values()
    c = for_game(state)  # never the Lobby itself (a neutral's too)
    return sorted({s for s in spaces if s not in (c.house.hall, c.lobby)})
