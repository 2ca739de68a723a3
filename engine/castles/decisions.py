"""Each kind of pending decision: its options (typed moves) and how the chosen one resolves.

The handlers live beside the rules they serve (engine/castles/turns.py for pricing, buying and
placing; engine/castles/rewards.py for the reward choices); this table joins them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import rewards, turns
from .events import Event
from .moves import Move
from .state import (
    Arrange,
    ArrangeTo,
    Buy,
    DownstairsChoice,
    FreeCorridor,
    GameState,
    Pending,
    Place,
    RescoreChoice,
    ReturnCard,
    SleepPick,
    SleepStack,
)

Options = Callable[[GameState, Any], list[Move]]
Resolve = Callable[[GameState, Any, Move, list[Event]], None]
HANDLERS: dict[type[Any], tuple[Options, Resolve]] = {
    ReturnCard: (rewards.return_options, rewards.return_card),
    Arrange: (turns.arrange_options, turns.arrange),
    ArrangeTo: (turns.arrange_to_options, turns.arrange_to),
    Buy: (turns.buy_options, turns.buy),
    Place: (turns.place_options, turns.place),
    FreeCorridor: (rewards.free_options, rewards.take_free),
    DownstairsChoice: (rewards.choice_options, rewards.choose),
    RescoreChoice: (rewards.rescore_options, rewards.rescore_one),
    SleepStack: (rewards.stack_options, rewards.open_stack),
    SleepPick: (rewards.pick_options, rewards.pick),
}


def options(state: GameState, d: Pending) -> list[Move]:
    """The decision's options, in the order a player sees them."""
    return HANDLERS[type(d)][0](state, d)


def resolve(state: GameState, d: Pending, move: Move, ev: list[Event]) -> None:
    """Carry out `move` (one of the options); `d` is already off the stack."""
    HANDLERS[type(d)][1](state, d, move, ev)
