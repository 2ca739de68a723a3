"""The neutral leaders of a 2-player game (rulebook "Changes for Two Players"): paying a
cube to move one at the start of a turn, where it goes, and (variant) its room action."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from locales.words import Words

from .content import for_game
from .effects import me, push
from .house import neutral_destinations, occupied
from .moves import Move, one
from .names import resource_name, space_name
from .perform import Act, room_at
from .state import Decision, GameState, Step


@dataclass(frozen=True, slots=True)
class PayNeutral(Move):
    """`n.blue`: pay the blue neutral's cube to move it (at the start of a turn); `n.blue.O3`:
    and it goes to space O3 (rules with `neutral_folded`)."""

    heads = ("n",)
    color: str
    dest: str | None = None

    def encode(self) -> str:
        return f"n.{self.color}" if self.dest is None else f"n.{self.color}.{self.dest}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> PayNeutral:
        color, *dest = args
        if len(dest) > 1:
            raise ValueError(args)
        return cls(color, *dest)


def neutral_payments(state: GameState, folded: bool = True) -> list[PayNeutral]:
    """The neutrals the current player may pay to move (holding the cube, and with a room to
    move it to); `folded` and with `neutral_folded` one option per room it may go to."""
    c = for_game(state)
    cubes = c.player.neutral_cube
    rules = state.setup.rules
    res = me(state).res
    out = []
    for color, pos in state.board.neutrals.items():
        dests = neutral_destinations(pos, occupied(state, pos), rules) if res[cubes[color]] else ()
        if folded and c.rules.neutral_folded:
            out += [PayNeutral(color, dest) for dest in dests]
        elif dests:
            out.append(PayNeutral(color))
    return out


def pay_neutral(state: GameState, move: PayNeutral) -> None:
    state.turn.neutral_moved = True
    me(state).res[for_game(state).player.neutral_cube[move.color]] -= 1
    if move.dest is None:
        push(state, NeutralMove(color=move.color))
    else:
        move_neutral(state, move.color, move.dest)


def pay_label(words: Words, state: GameState, move: PayNeutral) -> str:
    cube = resource_name(words, for_game(state).player.neutral_cube[move.color])
    color = words(f"roundhouse.color.{move.color}")
    if move.dest is None:
        return words("roundhouse.neutral.pay", cube=cube, color=color)
    form = "pay_move_act" if state.setup.options.neutral_variant else "pay_move"
    room = space_name(words, state, move.dest)
    return words(f"roundhouse.neutral.{form}", cube=cube, color=color, room=room)


def neutral_note(words: Words, state: GameState) -> str:
    """What moving a neutral leader does: it blocks its room, or (variant) its room's action."""
    variant = "variant" if state.setup.options.neutral_variant else "blocks"
    return words(f"roundhouse.neutral.{variant}")


def move_neutral(state: GameState, color: str, dest: str) -> None:
    """The `color` neutral leader goes to `dest` (variant: then its room's action)."""
    state.board.neutrals[color] = dest
    if state.setup.options.neutral_variant:
        # Runs after the room action: what it earned crosses no bonus, and its sales are
        # not this turn's own Selling Market visit.
        push(state, NeutralDone(prestige=me(state).prestige))
        # The Lobby's action includes paying its 2 coins to the Money Lender.
        c = for_game(state)
        fee = c.house.lobby_entry_coins if dest == c.lobby else 0
        push(state, Act(room=room_at(state, dest), fee=fee))


@dataclass(frozen=True, slots=True)
class NeutralTo(Move):
    """`nd.O3`: the neutral leader goes to space O3."""

    heads = ("nd",)
    dest: str

    def encode(self) -> str:
        return f"nd.{self.dest}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> NeutralTo:
        return cls(one(args))


@dataclass
class NeutralMove(Decision[NeutralTo]):
    """Where the `color` neutral leader goes (paid for; rules version 2: from version 3 the
    payment names it)."""

    kind = "neutral"
    color: str

    def options(self, state: GameState) -> Sequence[NeutralTo]:
        pos = state.board.neutrals[self.color]
        dests = neutral_destinations(pos, occupied(state, pos), state.setup.rules)
        return [NeutralTo(s) for s in dests]

    def resolve(self, state: GameState, move: NeutralTo) -> None:
        move_neutral(state, self.color, move.dest)

    def label(self, words: Words, state: GameState, move: NeutralTo) -> str:
        form = "move_act" if state.setup.options.neutral_variant else "move"
        room = space_name(words, state, move.dest)
        return words(f"roundhouse.neutral.{form}", color=self._color(words), room=room)

    def prompt(self, words: Words, state: GameState) -> str:
        return words("roundhouse.neutral.prompt", color=self._color(words))

    def explain(self, words: Words, state: GameState) -> str:
        return neutral_note(words, state)

    def _color(self, words: Words) -> str:
        return words(f"roundhouse.color.{self.color}")


@dataclass
class NeutralDone(Step):
    """After a neutral's room action (variant): no bonuses for it, and a fresh Selling Market.
    `prestige`: the player's prestige before it."""

    kind = "neutral_done"
    prestige: int

    def run(self, state: GameState) -> None:
        t = state.turn
        t.start_prestige += me(state).prestige - self.prestige
        t.used = [u for u in t.used if not u.startswith("sm:")]
