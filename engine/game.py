"""The public game API: legal moves, applying a move, undo and replay.

Every pending decision is a record on `state.turn.stack`; the top one is the current decision.
Each kind has an options function and a resolve function (HANDLERS). Validation is
membership: `apply` accepts exactly the codes `legal_codes` lists.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from . import actions, describe, rooms, turn, worship
from .effects import REVEALS
from .errors import BadMoveCode, GameOver, IllegalMove, NotYourTurn
from .labels import label, prompt_for, space_label
from .setup import new_game
from .state import Decision, GameState, Setup

HANDLERS = {**actions.HANDLERS, **rooms.HANDLERS, **turn.HANDLERS, **worship.HANDLERS}
AUTOMATIC = {
    "end": lambda s, d: turn.end_turn(s),
    "return": actions.return_resolve,
    "neutral_done": turn.neutral_done,
}
UNDO = "undo"
OPTIONS = "_options"  # a key on a state's __dict__: (decision, its options), not serialised
CODE = re.compile(r"^[A-Za-z0-9:._-]{1,40}$")


class Move(NamedTuple):
    code: str
    label: str


def _top(state: GameState) -> Decision:
    return state.turn.stack[-1]


def legal_codes(state: GameState) -> list[str]:
    """Codes of every option of the current decision (empty when the game is over).

    The options are remembered for the current decision until the next `apply`; code that
    edits a state by hand (tests building a position) calls `refresh(state)` afterwards.
    """
    return list(_options(state))


def _options(state: GameState) -> tuple[str, ...]:
    if state.over:
        return ()
    d = state.turn.stack[-1]
    cached = state.__dict__.get(OPTIONS)
    if cached is not None and cached[0] is d:
        return cached[1]
    options = tuple(HANDLERS[d.kind][0](state, d))
    state.__dict__[OPTIONS] = (d, options)
    return options


def refresh(state: GameState) -> None:
    """Forget the remembered options (after editing a state by hand)."""
    state.__dict__.pop(OPTIONS, None)


def legal_moves(state: GameState) -> list[Move]:
    return [Move(code, label(state, code)) for code in legal_codes(state)]


def current_player(state: GameState) -> int | None:
    return None if state.over else state.turn.seat


def is_over(state: GameState) -> bool:
    return state.over


def prompt(state: GameState) -> str:
    """What the current decision asks, in words."""
    return "The game is over." if state.over else prompt_for(state, _top(state))


def space_name(state: GameState, space: str) -> str:
    return space_label(state, space)


def can_undo(state: GameState) -> bool:
    """The current player's last decision this turn may be taken back (no reveal since)."""
    return not state.over and len(state.history) > state.undo_floor


def apply(state: GameState, code: str, seat: int | None = None, *, log: bool = True) -> str:
    """Apply one move for the current player (or `seat`, checked); return a log line
    (empty with `log=False`, for computer look-ahead and simulations, which read none).

    Raises GameOver, NotYourTurn, BadMoveCode or IllegalMove and then leaves `state` unchanged.
    """
    if state.over:
        raise GameOver("The game is over.")
    if seat is not None and seat != state.turn.seat:
        raise NotYourTurn(f"It is {state.players[state.turn.seat].name}'s turn.")
    if not isinstance(code, str) or not CODE.match(code):
        raise BadMoveCode(f"{code!r} is not a move code.")
    if code == UNDO:
        return _undo(state)
    if code not in _options(state):
        raise IllegalMove(f"{code!r} is not a legal choice now: {prompt(state)}")
    if log:
        before = describe.snapshot(state)
        text = label(state, code)
        seat_now = state.turn.seat
    refresh(state)
    d = state.turn.stack.pop()
    HANDLERS[d.kind][1](state, d, code)
    state.history.append(code)
    if state.__dict__.pop(REVEALS, False):
        state.undo_floor = len(state.history)
    _advance(state)
    return describe.line(state, seat_now, text, before) if log else ""


def _advance(state: GameState) -> None:
    """Run automatic steps and drop decisions with nothing to choose, until a real choice."""
    while not state.over and state.turn.stack:
        d = _top(state)
        if d.kind in AUTOMATIC:
            state.turn.stack.pop()
            AUTOMATIC[d.kind](state, d)
            continue
        options = _options(state)
        if len(options) > 1 or (options and options[0] not in ("pass", "done")):
            return
        refresh(state)
        state.turn.stack.pop()
        if options == ("done",):
            HANDLERS[d.kind][1](state, d, "done")


def replay(setup: Setup, codes: list[str]) -> GameState:
    """Set up and apply `codes` in order (undo included): the identical state."""
    state = new_game(setup.names, setup.seed, setup.options, rules=setup.rules)
    for code in codes:
        apply(state, code)
    return state


def _undo(state: GameState) -> str:
    if not can_undo(state):
        raise IllegalMove("There is nothing to undo since the start of the turn or a reveal.")
    rebuilt = replay(state.setup, state.history[:-1])
    name = state.players[state.turn.seat].name
    state.__dict__.update(rebuilt.__dict__)
    return f"{name} took back their last choice."
