"""A player's turn (rulebook "Player's Turn"): its steps are decisions pushed at its start, the
first on top: `start` (use an expert, move a neutral, then move a leader), the room's action,
`bonus` (score-track bonuses), `orders` (fulfil orders), `confirm` (End turn, in games set up
with `Options.confirm_end`) and the automatic `end`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from locales.words import Words

from .confirm import ConfirmEnd, ended_quietly
from .content import BASIC, GOLD, Cost, for_game
from .effects import distinct_amulets, me, push, take_amulet, take_order
from .experts import UseExpert, activate_expert, usable_experts, use_label
from .house import destinations_among, leader_bits
from .moves import DONE, PASS, Done, Move, Pass, interned, one
from .names import amulet_name, order_label, room_text, space_name
from .neutrals import PayNeutral, neutral_note, neutral_payments, pay_label, pay_neutral
from .perform import arrive
from .rules_help import ability_words
from .state import Decision, GameState, Step, Turn, copy_player
from .worship import Worship


def begin_turn(state: GameState, seat: int, number: int) -> None:
    """Start `seat`'s turn: its steps are pushed so the first step is on top (the checkpoint
    for undo carries over). A game set up with `confirm_end` asks its player to end the turn,
    and keeps the player as the turn began for the turn's summary."""
    confirm = state.setup.options.confirm_end
    seat_before = state.turn.seat
    state.turn = Turn(
        seat=seat,
        number=number,
        start_prestige=state.players[seat].prestige,
        checkpoint=state.turn.checkpoint,
        before=copy_player(state.players[seat]) if confirm else None,
    )
    steps: tuple[Decision[Any], ...] = (End(), Orders(), Bonus(), Start())
    if confirm:
        steps = (End(), ConfirmEnd(), Orders(), Bonus(), Start())
    for step in steps:
        push(state, step)
    state.turn.back_seat = ended_quietly(state, seat_before)
    state.undo_floor = len(state.history)


# ---------------------------------------------------------------- moving a leader


@dataclass(frozen=True, slots=True)
class MoveLeader(Move):
    """`m1.O3`: the current player's second leader moves to space O3."""

    heads = ("m0", "m1")
    leader: int
    dest: str

    def encode(self) -> str:
        return f"m{self.leader}.{self.dest}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> MoveLeader:
        return cls(int(head[1:]), one(args))


leader_move = interned(MoveLeader)


def leader_moves(state: GameState) -> list[MoveLeader]:
    """Every move of the current player's leaders (two on the hall move alike, so only the
    first is offered); the Lobby only when its entry is affordable, unless nothing else is."""
    p = me(state)
    rules = state.setup.rules
    rooms = leader_bits(state)
    out: list[MoveLeader] = []
    for i, pos in enumerate(p.leaders):
        if pos not in p.leaders[:i]:
            out += [leader_move(i, dest) for dest in destinations_among(pos, rooms, rules)]
    c = for_game(state)
    if p.coins >= c.house.lobby_entry_coins:
        return out
    affordable = [m for m in out if m.dest != c.lobby]
    return affordable or out  # with no other move, the Lobby is entered with what one has


def move_leader(state: GameState, move: MoveLeader) -> None:
    p = me(state)
    start = p.leaders[move.leader]
    path = destinations_among(start, leader_bits(state), state.setup.rules)[move.dest]
    t = state.turn
    t.path = [start, *path]
    p.leaders[move.leader] = move.dest
    t.moved = True
    t.room = move.dest
    c = for_game(state)
    if move.dest == c.house.hall:
        push(state, Worship())
        return
    if move.dest == c.lobby:
        fee = min(p.coins, c.house.lobby_entry_coins)
        p.coins -= fee
        state.board.money_lender += fee
    arrive(state, move.dest)


FOLDED_MOST = 20  # start options at most with gains and rooms folded in: one panel of buttons


@dataclass
class Start(Decision[UseExpert | PayNeutral | MoveLeader]):
    """The start of a turn: first an expert may be used and (2 players) a neutral moved,
    then a leader moves."""

    kind = "start"

    def options(self, state: GameState) -> Sequence[UseExpert | PayNeutral | MoveLeader]:
        """Experts to use, neutrals to pay for, leader moves: with an expert's gain or a
        neutral's room in the option where the rules say so and the options stay within
        `FOLDED_MOST`, else asked after it."""
        t = state.turn
        for folded in (True, False):
            out: list[UseExpert | PayNeutral | MoveLeader] = []
            if not t.expert_used:
                out += usable_experts(state, folded)
            if state.board.neutrals and not t.neutral_moved:
                out += neutral_payments(state, folded)
            out += leader_moves(state)
            if len(out) <= FOLDED_MOST:
                break
        return out

    def resolve(self, state: GameState, move: UseExpert | PayNeutral | MoveLeader) -> None:
        if isinstance(move, MoveLeader):
            move_leader(state, move)
            return
        push(state, self)  # still to move a leader, after what this brings
        if isinstance(move, UseExpert):
            activate_expert(state, move.expert, move.gain)
        else:
            pay_neutral(state, move)

    def label(
        self, words: Words, state: GameState, move: UseExpert | PayNeutral | MoveLeader
    ) -> str:
        if isinstance(move, UseExpert):
            return use_label(words, state, move)
        if isinstance(move, PayNeutral):
            return pay_label(words, state, move)
        if len(me(state).leaders) > 1:
            who = words("roundhouse.turn.leader_n", n=move.leader + 1)
        else:
            who = words("roundhouse.turn.your_leader")
        room = space_name(words, state, move.dest)
        note = arrival_note(words, state, move)
        return words("roundhouse.turn.move", who=who, room=room, note=note)

    def prompt(self, words: Words, state: GameState) -> str:
        neutral = "_neutral" if state.board.neutrals else ""
        return words(f"roundhouse.turn.prompt{neutral}")

    def explain(self, words: Words, state: GameState) -> str:
        """What each room a leader can reach does, in a few words (the hall's label says it:
        worship); what a neutral leader moved there does, when paying for one names its room."""
        moves = self.legal(state)[0]
        hall = for_game(state).house.hall
        dests = dict.fromkeys(m.dest for m in moves if isinstance(m, MoveLeader) and m.dest != hall)
        lines = [
            words(
                "roundhouse.rooms.copy_line",
                room=space_name(words, state, d),
                text=room_text(words, state, d, "room_brief"),
            )
            for d in dests
        ]
        if any(isinstance(m, PayNeutral) and m.dest for m in moves):
            lines.append(neutral_note(words, state))
        return "\n".join(lines)


def arrival_note(words: Words, state: GameState, move: MoveLeader) -> str:
    """What entering a space costs or brings at once: ' — pay 2 coins', ' — worship'."""
    c = for_game(state)
    if move.dest == c.house.hall:
        return words("roundhouse.turn.worship")
    if move.dest == c.lobby:  # entered with what one has when nothing else is possible
        return words("roundhouse.turn.lobby", coins=min(me(state).coins, c.house.lobby_entry_coins))
    return ""


# ---------------------------------------------------------------- bonuses and orders


@dataclass(frozen=True, slots=True)
class TakeBonus(Move):
    """`bo.o1`: the second order card on display as a score-track bonus; `bo.a0`: the first
    amulet on display."""

    heads = ("bo",)
    deck: Literal["o", "a"]  # orders or amulets
    index: int

    def encode(self) -> str:
        return f"bo.{self.deck}{self.index}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> TakeBonus:
        arg = one(args)
        deck: Literal["o", "a"] = "o" if arg[0] == "o" else "a"
        return cls(deck, int(arg[1:]))


take_bonus = interned(TakeBonus)


@dataclass
class Bonus(Decision[TakeBonus | Pass]):
    """Score-track bonuses crossed this turn: an order card or an amulet each (`taken`: how
    many were taken so far, left out of the saved data while 0)."""

    kind = "bonus"
    omit_zero = ("taken",)
    taken: int = 0

    def due(self, state: GameState) -> int:
        """Bonuses crossed this turn and not yet taken."""
        before, now = state.turn.start_prestige, me(state).prestige
        if now <= before:  # most turns
            return -self.taken
        crossed = sum(1 for t in for_game(state).score_bonuses.thresholds if before < t <= now)
        return crossed - self.taken

    def options(self, state: GameState) -> Sequence[TakeBonus | Pass]:
        if self.due(state) <= 0:
            return []
        out: list[TakeBonus | Pass] = [
            take_bonus("o", i) for i in range(len(state.decks.order_display))
        ]
        out += [take_bonus("a", i) for i in distinct_amulets(state)]
        return [*out, PASS] if out else []

    def resolve(self, state: GameState, move: TakeBonus | Pass) -> None:
        if isinstance(move, Pass):
            return
        self.taken += 1
        push(state, self)
        (take_order if move.deck == "o" else take_amulet)(state, move.index)

    def label(self, words: Words, state: GameState, move: TakeBonus | Pass) -> str:
        if isinstance(move, Pass):
            return super().label(words, state, move)
        if move.deck == "o":
            order = for_game(state).order(state.decks.order_display[move.index])
            return order_label(words, words("roundhouse.turn.take"), order)
        amulet = amulet_name(words, state.decks.amulet_display[move.index])
        return words("roundhouse.turn.take_amulet", amulet=amulet)

    def prompt(self, words: Words, state: GameState) -> str:
        return words.plural("roundhouse.turn.bonus_prompt", self.due(state))

    def explain(self, words: Words, state: GameState) -> str:
        head = words("roundhouse.turn.bonus_note")
        return "\n".join([head, *order_abilities(words, state, state.decks.order_display)])


@dataclass(frozen=True, slots=True)
class Fulfil(Move):
    """`fo.R4`: fulfil order R4."""

    heads = ("fo",)
    order: str

    def encode(self) -> str:
        return f"fo.{self.order}"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> Fulfil:
        return cls(one(args))


fulfil = interned(Fulfil)


def payable(state: GameState, cost: Cost) -> bool:
    """The current player can pay `cost` (Gold stands in for missing basic resources)."""
    p = me(state)
    if p.coins < cost.coins:
        return False
    res = p.res
    short = 0
    for r in BASIC:
        missing = getattr(cost, r) - res[r]
        if missing > 0:
            short += missing
    return res[GOLD] >= cost.G + short


@dataclass
class Orders(Decision[Fulfil | Done]):
    """At the end of the turn: fulfil any payable orders, one at a time."""

    kind = "orders"

    def options(self, state: GameState) -> Sequence[Fulfil | Done]:
        c = for_game(state)
        out: list[Fulfil | Done] = [
            fulfil(oid) for oid in me(state).orders if payable(state, c.order(oid).cost)
        ]
        return [*out, DONE] if out else []

    def resolve(self, state: GameState, move: Fulfil | Done) -> None:
        if isinstance(move, Done):
            return
        cost = for_game(state).order(move.order).cost
        p = me(state)
        p.coins -= cost.coins
        gold = cost.G
        for r in BASIC:
            use = min(p.res[r], getattr(cost, r))
            p.res[r] -= use
            gold += getattr(cost, r) - use
        p.res[GOLD] -= gold
        p.orders.remove(move.order)
        p.fulfilled.append(move.order)
        push(state, self)

    def label(self, words: Words, state: GameState, move: Fulfil | Done) -> str:
        if isinstance(move, Done):
            return words("roundhouse.turn.fulfil_done")
        return order_label(
            words, words("roundhouse.turn.fulfil"), for_game(state).order(move.order)
        )

    def prompt(self, words: Words, state: GameState) -> str:
        return words("roundhouse.turn.fulfil_prompt")

    def explain(self, words: Words, state: GameState) -> str:
        head = words("roundhouse.turn.fulfil_note")
        payable_now = [m.order for m in self.legal(state)[0] if isinstance(m, Fulfil)]
        return "\n".join([head, *order_abilities(words, state, payable_now)])


def order_abilities(words: Words, state: GameState, orders: list[str]) -> list[str]:
    """'• R4 ability, once a turn: when you gain Celadon, gain 2 prestige.' for each order."""
    c = for_game(state)
    return [
        words("roundhouse.turn.ability", id=oid, ability=ability_words(words, c.order(oid)))
        for oid in orders
    ]


# ---------------------------------------------------------------- end of turn


def next_seat(state: GameState) -> int:
    return (state.turn.seat + 1) % len(state.players)


@dataclass
class End(Step):
    """The end of the turn: full markets empty, the Warehouse and Money Lender refill, the
    merchant moves on if it was used; then the next turn, or the game ends."""

    kind = "end"

    def run(self, state: GameState) -> None:
        end_turn(state)


def end_turn(state: GameState) -> None:
    b = state.board
    c = for_game(state)
    if None not in b.selling.values():
        b.selling = dict.fromkeys(b.selling)
    for boxes in (b.market_a, b.market_b):
        if None not in boxes:
            boxes[:] = [None] * len(boxes)
    b.warehouse = list(c.tile("warehouse").refill)
    b.money_lender = max(b.money_lender, c.house.money_lender_refill)
    if state.turn.tm_used:
        b.merchant = (b.merchant + 1) % len(b.towns)
    state.last_path = state.turn.path
    seat = state.turn.seat
    if state.end_trigger is not None and state.end_trigger != seat:
        state.final_turns -= 1
    if state.final_turns == 0:
        state.over = True
        state.turn.stack = []
        return
    begin_turn(state, next_seat(state), state.turn.number + 1)
