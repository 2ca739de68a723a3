"""The round (excerpt, "Round Structure"): upkeep, the Master Builder's pricing, each
player's turn in seat order from the Master Builder's left with the Master Builder last,
extra turns and queued rewards, and the end after the round in which the last room card was
drawn (or, judgement 23 of games/castles/docs/rules.md, the round in which the market became one
nobody can use).

`advance` runs everything that needs no choice until a decision is pending or the game ends.
"""

from __future__ import annotations

from .content import content
from .events import Event, ExtraTurn, GameEnded, RoundStarted
from .results import scores, winners
from .rewards import run_reward
from .stall import market_usable
from .state import Arrange, Buy, GameState, mark_reveal


def advance(state: GameState, ev: list[Event]) -> None:
    f = state.flow
    while not state.over and not f.stack:
        if f.rewards:
            run_reward(state, f.rewards.pop(0), ev)
        elif f.extra:
            f.extra -= 1
            _new_turn(state, f.seat)
            ev.append(ExtraTurn(f.seat))
        elif f.order:
            _new_turn(state, f.order.pop(0))
        elif f.last_round:
            finish(state, ev)
        else:
            start_round(state, ev)


def _new_turn(state: GameState, seat: int) -> None:
    f = state.flow
    f.seat = seat
    f.corridor_done = False
    f.turn += 1
    f.stack.append(Buy(seat))


def start_round(state: GameState, ev: list[Event]) -> None:
    """Upkeep: a coin on each unsold room, the market refilled, the Master Builder passed on
    (from the 2nd round); then the Master Builder prices the market. The round is the last
    when no room card is left, or when nobody can place a room on offer even after one
    stairs or hallway (`stall.market_usable`: no room would ever be bought again)."""
    f = state.flow
    e = content().economy
    f.round += 1
    kept = 0
    if f.round > 1:
        for o in state.market:
            if o.tile:
                o.coins += e.upkeep_coin
                kept += 1
        f.builder = (f.builder + 1) % len(state.players)
    drawn = refill(state)
    mark_reveal(state)
    cards_left = any(entry.isdigit() for entry in state.piles.deck)
    stalled = cards_left and not market_usable(state)
    f.last_round = not cards_left or stalled
    f.seat = f.builder
    f.turn += 1
    f.stack.append(Arrange(f.builder))
    ev.append(RoundStarted(f.round, f.builder, kept, tuple(drawn), f.last_round, stalled))


def refill(state: GameState) -> list[str]:
    """Fill the empty slots, cheapest first: a card names a size and its stack's top tile
    comes out (an empty stack: the next card, RECONSTRUCTED); a tile put on the deck by a
    Sleeping reward comes out itself. Returns the tiles dealt."""
    deck, stacks = state.piles.deck, state.piles.stacks
    drawn = []
    for offer in state.market:
        if offer.tile is not None:
            continue
        while offer.tile is None and deck:
            entry = deck.pop()
            if not entry.isdigit():
                offer.tile = entry
                state.piles.put_by.pop(entry, None)
            elif stacks[entry]:
                offer.tile = stacks[entry].pop()
        if offer.tile is not None:
            drawn.append(offer.tile)
    return drawn


def finish(state: GameState, ev: list[Event]) -> None:
    state.over = True
    totals = tuple(s.total for s in scores(state))
    ev.append(GameEnded(totals, tuple(winners(state))))


def turn_key(state: GameState) -> str:
    """Names the current turn (the pricing, or one buyer's turn, an extra turn included);
    changes exactly when a turn ends."""
    return f"r{state.flow.round}.t{state.flow.turn}"
