"""The public game API: legal moves, applying a move, undo and replay.

Validation is membership: `apply` accepts exactly the codes of the current decision's options
(and "undo" while `can_undo`), and leaves the state untouched when it refuses one. The options
of the current decision are remembered until the state changes (`refresh` forgets them after
a test edits a state by hand).

Undo takes back the deciding seat's last move, back to the undo floor: the last time hidden
information was shown (a room card or bonus card drawn, a stack looked through) or the
deciding seat changed. `apply` keeps a copy of the game at the floor (not saved), so undo
replays only the moves since; after loading, undo replays the game from its setup.
"""

from __future__ import annotations

from dataclasses import fields

from engine.common.errors import GameOver, IllegalMove, NotYourTurn

from .clone import clone
from .decisions import options, resolve
from .events import Event, Report
from .flow import advance
from .moves import Move, parse
from .setup import new_game
from .state import GameState, Pending, Setup

UNDO = "undo"
_MEMO: dict[int, tuple[GameState, int, Pending, list[Move]]] = {}


def current_decision(state: GameState) -> Pending | None:
    """The pending decision the current player is asked (None once the game is over)."""
    return None if state.over else state.flow.stack[-1]


def current_player(state: GameState) -> int | None:
    d = current_decision(state)
    return None if d is None else d.seat


def is_over(state: GameState) -> bool:
    return state.over


def legal_options(state: GameState) -> list[Move]:
    """The current decision's options as typed moves, in the order shown (placements best
    first); empty once the game is over."""
    d = current_decision(state)
    if d is None:
        return []
    memo = _MEMO.get(id(state))
    if memo and memo[0] is state and memo[1] == len(state.history) and memo[2] is d:
        return memo[3]
    moves = options(state, d)
    if len(_MEMO) > 64:
        _MEMO.clear()
    _MEMO[id(state)] = (state, len(state.history), d, moves)
    return moves


def legal_codes(state: GameState) -> list[str]:
    return [m.code for m in legal_options(state)]


def refresh(state: GameState) -> None:
    """Forget the remembered options (after editing a state by hand)."""
    _MEMO.pop(id(state), None)


def can_undo(state: GameState) -> bool:
    """Whether "undo" would take back the deciding seat's last move."""
    return not state.over and len(state.history) > state.undo_floor


def apply(state: GameState, code: str, seat: int | None = None) -> Report:
    """Play one move of the deciding seat (`seat`, when given, is checked) and return what
    happened. GameOver, NotYourTurn, BadMoveCode or IllegalMove leave `state` unchanged."""
    d = current_decision(state)
    if d is None:
        raise GameOver("the game is over")
    if seat is not None and seat != d.seat:
        raise NotYourTurn(f"it is seat {d.seat}'s decision")
    if code == UNDO:
        return _undo(state)
    move = parse(code)
    if move not in legal_options(state):
        raise IllegalMove(f"{code!r} is not one of the options now")
    if len(state.history) == state.undo_floor:
        _keep_checkpoint(state)
    refresh(state)
    state.flow.stack.pop()
    state.history.append(code)
    ev: list[Event] = []
    resolve(state, d, move, ev)
    advance(state, ev)
    if not state.over and state.flow.stack[-1].seat != d.seat:
        state.undo_floor = len(state.history)
    return Report(d.seat, move, tuple(ev))


def replay(setup: Setup, codes: list[str]) -> GameState:
    """Set up and apply `codes` in order (undo included): the identical state."""
    state = new_game(setup.names, setup.seed, setup.options)
    for code in codes:
        apply(state, code)
    return state


def _keep_checkpoint(state: GameState) -> None:
    point = state.checkpoint
    if point is None or point[0] != state.undo_floor:
        state.checkpoint = (state.undo_floor, clone(state))


def _undo(state: GameState) -> Report:
    if not can_undo(state):
        raise IllegalMove("nothing to undo since a card was drawn or the turn began")
    seat = state.flow.stack[-1].seat
    point = state.checkpoint
    if point is not None and point[0] == state.undo_floor:
        restored = clone(point[1])
    else:
        point = None
        restored = replay(state.setup, state.history[: state.undo_floor])
    for code in state.history[state.undo_floor : -1]:
        apply(restored, code)
    restored.checkpoint = point
    refresh(state)
    for f in fields(GameState):
        setattr(state, f.name, getattr(restored, f.name))
    return Report(seat, None, ())
