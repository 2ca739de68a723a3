"""One game played in our engine and in the OpenSpiel game side by side.

The engine deals from its seed; the OpenSpiel game's chance nodes take the outcomes that
deal the same cards (`deal_like`). Every decision is then played in both (`play`), so the two
stay in the same position: test_game.py checks that they do, match.py lets a player of each
side read the game it knows.
"""

from __future__ import annotations

from engine.yellowhouse import State, apply

from .game import YellowHouseState
from .rules import action_code, encode


def deal_like(state: YellowHouseState, engine: State) -> int:
    """The chance outcome at `state` that deals what `engine` dealt (ValueError if the
    OpenSpiel game gives it no chance)."""
    t = state.table
    if t.phase == "dealer":
        outcome = engine.dealer
    elif t.phase == "aside":
        outcome = encode(engine.aside)
    else:
        outcome = encode(engine.hands[1 - engine.dealer])
    if dict(state.chance_outcomes()).get(outcome, 0) <= 0:
        raise ValueError(f"the engine's deal {outcome} is impossible at {state}")
    return outcome


def deal(state: YellowHouseState, engine: State) -> None:
    """Play the OpenSpiel game's chance nodes up to the next decision, as the engine dealt."""
    while state.is_chance_node():
        state.apply_action(deal_like(state, engine))


def play(state: YellowHouseState, engine: State, action: int) -> None:
    """The current player's `action` in both games, then the deal if a round ended."""
    seat = state.current_player()
    apply(engine, action_code(seat, action), seat=seat, log=False)
    state.apply_action(action)
    deal(state, engine)


def action_of(state: YellowHouseState, code: str) -> int:
    """The OpenSpiel action of the engine's move `code` for the current player."""
    seat = state.current_player()
    actions = {action_code(seat, a): int(a) for a in state.legal_actions()}
    return actions[code]
