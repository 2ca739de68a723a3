"""Performing a room's action: the `Room` base class and registry, the `act` decision (one
performance) and the `room` decision (extra performances with one's assistants on the chairs).

A room is one `Room` subclass (engine/roundhouse/rooms.py, engine/roundhouse/tiles.py) whose `ids`
name its entries in engine/roundhouse/data/components.toml; subclassing registers it in ROOMS.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from locales.words import Words

from .content import for_game
from .effects import me, push
from .moves import PASS, Move, Pass, one
from .names import room_name, space_name
from .state import Decision, GameState

M = TypeVar("M", bound=Move)
ROOMS: dict[str, Room[Any]] = {}  # room or tile id -> its action


class Room(Generic[M]):
    """A room's action: its options (`M` values, and `pass` to forfeit the performance), what
    each does and their labels."""

    ids: ClassVar[tuple[str, ...]] = ()  # its entries in the data (rooms or tiles)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for room_id in cls.__dict__.get("ids", ()):
            ROOMS[room_id] = cls()

    def options(self, state: GameState, act: Act) -> Sequence[M | Pass]:
        raise NotImplementedError

    def resolve(self, state: GameState, act: Act, move: M) -> None:
        """Carry out an option other than `pass` (which forfeits the performance)."""
        raise NotImplementedError

    def label(self, words: Words, state: GameState, act: Act, move: M | Pass) -> str:
        return Decision.label(act, words, state, move)  # pass, done

    def explain(self, words: Words, state: GameState, act: Act) -> str:
        """The room's action as printed (a tile's text, an inner room's)."""
        c = for_game(state)
        costs = "" if act.room in c.house.inner else ", ".join(map(str, c.tile(act.room).costs))
        return words(f"roundhouse.room_text.{act.room}", costs=costs)


@dataclass
class Act(Decision[Move]):
    """One performance of a room's action. `room`: an inner room id or a tile id; `n`: the
    steps taken in this performance (the multi-step tiles); `fee`: coins a neutral's mover pays
    in the Lobby (2-player variant), left out of the saved data while 0."""

    kind = "act"
    omit_zero = ("fee",)
    room: str
    n: int = 0
    fee: int = 0

    def options(self, state: GameState) -> Sequence[Move]:
        return ROOMS[self.room].options(state, self)

    def resolve(self, state: GameState, move: Move) -> None:
        if not isinstance(move, Pass):
            ROOMS[self.room].resolve(state, self, move)

    def label(self, words: Words, state: GameState, move: Move) -> str:
        return ROOMS[self.room].label(words, state, self, move)

    def prompt(self, words: Words, state: GameState) -> str:
        return words("roundhouse.perform.act", room=room_name(words, self.room))

    def explain(self, words: Words, state: GameState) -> str:
        return ROOMS[self.room].explain(words, state, self)

    def again(self, state: GameState) -> None:
        """Put this performance back on the stack for its next step (call it before the step
        pushes anything, so what the step brings is resolved first)."""
        self.n += 1
        push(state, self)


def room_at(state: GameState, space: str) -> str:
    """The room id of an inner room or of the tile in an outer slot."""
    if space[0] == "I":
        return for_game(state).house.inner[int(space[1])]
    return state.board.tiles[int(space[1])]


def own_chairs(state: GameState, space: str) -> list[int]:
    """Chairs of an inner room holding one of the current player's assistants (none for the
    hall or a tile)."""
    if space[0] != "I":
        return []
    per = for_game(state).house.chairs_per_room
    first = int(space[1]) * per
    seat = state.turn.seat
    return [
        i
        for i in range(first, first + per)
        if (ch := state.board.chairs[i]) is not None and ch.seat == seat
    ]


def arrive(state: GameState, space: str) -> None:
    """A leader arrives in a room: its action, first asking about extra performances when the
    player has assistants on its chairs."""
    if own_chairs(state, space):
        push(state, ExtraPerformances(space=space))
    else:
        push(state, Act(room=room_at(state, space)))


# ---------------------------------------------------------------- extra performances


@dataclass(frozen=True, slots=True)
class Perform(Move):
    """`r.12`: use 1 senior and 2 younger assistants beside the room, each one more
    performance (`r.00`: perform once)."""

    heads = ("r",)
    seniors: int
    younger: int

    def encode(self) -> str:
        return f"r.{self.seniors}{self.younger}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> Perform:
        digits = one(args)
        if len(digits) != 2:
            raise ValueError(digits)
        return cls(int(digits[0]), int(digits[1]))


@dataclass
class ExtraPerformances(Decision[Perform | Pass]):
    """Arriving in an inner room with assistants on its chairs: how many extra performances
    (the younger assistants used go back to the supply; `pass` forfeits the action)."""

    kind = "room"
    space: str

    def options(self, state: GameState) -> Sequence[Perform | Pass]:
        chairs = [state.board.chairs[i] for i in own_chairs(state, self.space)]
        seniors = sum(1 for ch in chairs if ch and ch.senior)
        younger = len(chairs) - seniors
        c = for_game(state)
        most = c.house.max_extra_performances
        fee = c.house.lobby_entry_coins if self.space == c.lobby else 0
        coins = me(state).coins
        out: list[Perform | Pass] = [
            Perform(a, b)
            for a in range(seniors + 1)
            for b in range(younger + 1)
            if a + b <= most and fee * (a + b) <= coins
        ]
        return [*out, PASS]

    def resolve(self, state: GameState, move: Perform | Pass) -> None:
        if isinstance(move, Pass):
            return
        p = me(state)
        chairs = state.board.chairs
        younger = move.younger
        for i in own_chairs(state, self.space):
            if younger and (ch := chairs[i]) is not None and not ch.senior:
                chairs[i] = None
                p.supply += 1
                younger -= 1
        extra = move.seniors + move.younger
        c = for_game(state)
        if self.space == c.lobby:
            fee = c.house.lobby_entry_coins * extra
            p.coins -= fee
            state.board.money_lender += fee
        for _ in range(1 + extra):
            push(state, Act(room=room_at(state, self.space)))

    def label(self, words: Words, state: GameState, move: Perform | Pass) -> str:
        key = "roundhouse.perform"
        if isinstance(move, Pass):
            return words(f"{key}.skip")
        extra = move.seniors + move.younger
        if extra == 0:
            return words(f"{key}.once")
        used = []
        if move.seniors:
            used.append(words(f"{key}.senior", n=move.seniors))
        if move.younger:
            used.append(words(f"{key}.younger", n=move.younger))
        c = for_game(state)
        fee = c.house.lobby_entry_coins * extra if self.space == c.lobby else 0
        used_text = words("roundhouse.list.plus").join(used)
        if fee:
            return words(f"{key}.times_fee", times=1 + extra, used=used_text, fee=fee)
        return words(f"{key}.times", times=1 + extra, used=used_text)

    def prompt(self, words: Words, state: GameState) -> str:
        name = space_name(words, state, self.space)
        return words("roundhouse.perform.prompt", room=name)

    def explain(self, words: Words, state: GameState) -> str:
        c = for_game(state)
        most = c.house.max_extra_performances
        name = space_name(words, state, self.space)
        text = words("roundhouse.perform.explain", room=name, most=most)
        if self.space == c.lobby:
            text += words("roundhouse.perform.lobby", coins=c.house.lobby_entry_coins)
        return text
