"""Gains, costs and assistant actions: the one place each effect is applied.

Coins and resources are gained here, and the order abilities and permanent experts they
trigger, each at most once per turn, never on a gain that an ability itself made (an ability
that offers a choice asks it as an `Ability` decision). Reward bundles, whose assistant actions
are decisions, are applied by engine/roundhouse/actions.py `gain`. Where the rules versions differ,
the switch is read here (`rules`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.common.rng import Rng
from locales.words import Words

from .content import BASIC, GOLD, Resource, for_game
from .moves import Move
from .names import resource_name
from .state import Chair, Decision, GameState, Player

DISPLAY = 3  # cards or tokens face up in a display


def me(state: GameState) -> Player:
    return state.players[state.turn.seat]


def push(state: GameState, decision: Decision[Any]) -> None:
    """Put a decision on top of the turn's stack (pushed last = asked first)."""
    state.turn.stack.append(decision)


def once(state: GameState, key: str) -> bool:
    """True the first time `key` is asked for this turn (abilities are once per turn)."""
    if key in state.turn.used:
        return False
    state.turn.used.append(key)
    return True


# ---------------------------------------------------------------- resources and coins


def gain_coins(state: GameState, n: int, *, triggers: bool = True, seat: int | None = None) -> None:
    """`seat` (default: the current player) gains `n` coins; its coin abilities trigger, in
    another player's turn too from rules version 2 ("When a player gains coins")."""
    seat = state.turn.seat if seat is None else seat
    p = state.players[seat]
    p.coins += n
    if not (triggers and n):
        return
    c = for_game(state)
    if seat != state.turn.seat and not c.rules.coins_off_turn:
        return
    for oid in p.fulfilled:
        ab = c.order(oid).ability
        if ab.kind == "coins" and once(state, "o:" + oid):
            p.coins += ab.n


def gain_resource(state: GameState, res: Resource, n: int = 1, *, triggers: bool = True) -> None:
    """The current player gains `n` of `res`; its order abilities and experts trigger."""
    p = me(state)
    p.res[res] += n
    if not (triggers and n):
        return
    c = for_game(state)
    for oid in p.fulfilled:
        ab = c.order(oid).ability
        if ab.res not in (res, "any") or ab.kind == "coins":
            continue
        if res == GOLD and ab.res == "any" and not c.rules.gold_any:
            continue  # version 1 read "any resource" as the basic resources
        if not once(state, "o:" + oid):
            continue
        if ab.kind == "more":
            p.res[res] += ab.n
        elif ab.kind == "vp":
            p.prestige += ab.n
        else:
            push(state, Ability(res=res, order=oid))
    if res == GOLD:
        expert_trigger(state, "gold")
    elif res in BASIC:
        expert_trigger(state, "basic")


def expert_trigger(state: GameState, on: str) -> None:
    """Permanent experts: once per turn, prestige when the named thing happens."""
    p = me(state)
    c = for_game(state)
    for eid in p.experts:
        e = c.expert(eid)
        if e.trigger and e.trigger.on == on and once(state, "x:" + eid):
            p.prestige += e.trigger.vp


# ---------------------------------------------------------------- assistant actions


def recruit(p: Player) -> None:
    if p.track:
        p.track -= 1
        p.supply += 1


def fire(p: Player) -> None:
    p.supply -= 1
    p.track += 1


def move_merchant(state: GameState, towns: int) -> None:
    """Pay 1 coin a town to move the Traveling Merchant clockwise."""
    b = state.board
    me(state).coins -= towns
    b.merchant = (b.merchant + towns) % len(b.towns)


def place_in_town(state: GameState, paid_moves: int) -> None:
    """A Traveling Merchant action after paying to move the merchant `paid_moves` towns."""
    move_merchant(state, paid_moves)
    me(state).supply -= 1
    state.board.towns[state.board.merchant][state.turn.seat] += 1
    state.turn.tm_used = True


def place_on_chair(state: GameState, chair: int, senior: bool) -> None:
    """A Helper action (or, `senior`, a Permanent Helper action) that places an assistant."""
    p = me(state)
    p.supply -= 1
    state.board.chairs[chair] = Chair(state.turn.seat, senior)
    if not senior or not for_game(state).rules.elder_helper_only:
        expert_trigger(state, "helper")  # the Elder: "when you take the Helper action"


# ---------------------------------------------------------------- displays and stacks


def shuffle(state: GameState, items: list[str]) -> None:
    """Shuffle with the game's seeded generator (its state is saved with the game)."""
    rng = Rng(state.rng)
    rng.shuffle(items)
    state.rng = rng.state


def revealed(state: GameState, what: str) -> None:
    """A hidden card or token came up (`what`, in words: "an order card was drawn"): the move
    being applied (already in the history) can no longer be taken back. Games that confirm
    the end of a turn remember why, for the panel (older games replay as they were saved)."""
    state.undo_floor = len(state.history)
    state.turn.back_seat = None
    if state.setup.options.confirm_end:
        state.turn.reveal = what


def draw_into(state: GameState, stack: list[str], display: list[str], index: int, what: str) -> str:
    """Take display[index]; refill the display from the top of `stack` (a reveal: `what` was
    drawn)."""
    taken = display.pop(index)
    if stack:
        display.insert(index, stack.pop())
        revealed(state, f"{what} was drawn")
    return taken


def take_expert_card(state: GameState, index: int) -> str:
    d = state.decks
    if not d.expert_deck and d.expert_discard:
        d.expert_deck, d.expert_discard = d.expert_discard, []
        shuffle(state, d.expert_deck)
    eid = draw_into(state, d.expert_deck, d.expert_display, index, "an expert card")
    me(state).experts.append(eid)
    expert_trigger(state, "expert")
    refill_experts(state)
    return eid


def discard_expert(state: GameState, eid: str) -> None:
    """A held expert goes to the discard pile (used, or given up at the hand limit)."""
    me(state).experts.remove(eid)
    state.decks.expert_discard.append(eid)
    refill_experts(state)


def refill_experts(state: GameState) -> None:
    """From rules version 2, a short Expert display (its deck empty) refills at once from the
    reshuffled discards: "If the Expert display is ever empty, reshuffle the discarded Expert
    cards to form a new deck." Version 1 reshuffled only when a card was taken."""
    d = state.decks
    if len(d.expert_display) >= DISPLAY or not for_game(state).rules.refill_experts:
        return
    while len(d.expert_display) < DISPLAY and (d.expert_deck or d.expert_discard):
        if not d.expert_deck:
            d.expert_deck, d.expert_discard = d.expert_discard, []
            shuffle(state, d.expert_deck)
        d.expert_display.append(d.expert_deck.pop())
        revealed(state, "an expert card was drawn")


def distinct_amulets(state: GameState) -> list[int]:
    """Display positions of the amulets on offer, one per kind (two alike are one choice)."""
    display = state.decks.amulet_display
    return [i for i, kind in enumerate(display) if kind not in display[:i]]


def take_amulet(state: GameState, index: int) -> str:
    d = state.decks
    kind = draw_into(state, d.amulet_stack, d.amulet_display, index, "an amulet")
    me(state).amulets.append(kind)
    return kind


def return_amulet(state: GameState, kind: str) -> None:
    """A paid amulet is shuffled into the face-down stack."""
    me(state).amulets.remove(kind)
    d = state.decks
    d.amulet_stack.append(kind)
    shuffle(state, d.amulet_stack)
    if len(d.amulet_display) < DISPLAY:
        d.amulet_display.append(d.amulet_stack.pop())
    revealed(state, "the amulet stack was shuffled")


def take_order(state: GameState, index: int) -> str:
    d = state.decks
    oid = draw_into(state, d.order_deck, d.order_display, index, "an order card")
    me(state).orders.append(oid)
    return oid


# ---------------------------------------------------------------- an order ability's choice


@dataclass(frozen=True, slots=True)
class AbilityGain(Move):
    """`ab.vp`: 1 prestige, or `ab.more`: one more of the resource gained."""

    heads = ("ab",)
    vp: bool

    def encode(self) -> str:
        return "ab.vp" if self.vp else "ab.more"

    @classmethod
    def decode(cls, head: str, args: list[str]) -> AbilityGain:
        return {"ab.vp": PRESTIGE, "ab.more": MORE}[".".join((head, *args))]


PRESTIGE, MORE = AbilityGain(vp=True), AbilityGain(vp=False)


@dataclass
class Ability(Decision[AbilityGain]):
    """An order ability of kind vp_or_more triggered by gaining `res`."""

    kind = "ability"
    res: Resource
    order: str

    def options(self, state: GameState) -> Sequence[AbilityGain]:
        return (PRESTIGE, MORE)

    def resolve(self, state: GameState, move: AbilityGain) -> None:
        n = for_game(state).order(self.order).ability.n
        p = me(state)
        if move.vp:
            p.prestige += n
        else:
            p.res[self.res] += n

    def label(self, words: Words, state: GameState, move: AbilityGain) -> str:
        n = for_game(state).order(self.order).ability.n
        if move.vp:
            return words("roundhouse.ability_gain.vp", n=n)
        return words("roundhouse.ability_gain.more", n=n, resource=resource_name(words, self.res))

    def prompt(self, words: Words, state: GameState) -> str:
        n = for_game(state).order(self.order).ability.n
        what = resource_name(words, self.res)
        return words("roundhouse.ability_gain.prompt", order=self.order, resource=what, n=n)
