"""A fast deep copy of a game, for computer look-ahead (a search tries moves on copies).

`clone(state)` copies every mutable part of a `GameState` (engine/roundhouse/state.py) by hand,
several times faster than `copy.deepcopy`, a pickle round trip or `from_json(to_json(state))`
(benchmarks/engine_speed.py measures them). Move values are immutable and shared; so is the
undo checkpoint (never changed once kept). A pending decision's remembered options are not
copied: the copy lists them again when asked. tests/roundhouse/engine/test_clone.py checks that a
copy saves the same JSON and shares nothing mutable with the original, so a mutable field added
to the state without a line here fails there.
"""

from __future__ import annotations

from typing import Any, TypeVar

from .state import Board, Chair, Decision, Decks, GameState, Player, Setup, Turn

T = TypeVar("T")
_new = object.__new__


def _shallow(obj: T) -> tuple[T, dict[str, Any]]:
    """A copy of a dataclass instance sharing its field values, and the copy's fields."""
    out = _new(type(obj))
    out.__dict__ = fields = obj.__dict__.copy()
    return out, fields


def clone(state: GameState) -> GameState:
    """A deep copy of `state`: playing on either leaves the other unchanged."""
    new, f = _shallow(state)
    f["setup"] = _setup(state.setup)
    f["players"] = [_player(p) for p in state.players]
    f["board"] = _board(state.board)
    f["decks"] = _decks(state.decks)
    f["turn"] = _turn(state.turn)
    f["history"] = state.history[:]
    f["last_path"] = state.last_path[:]
    return new


def _setup(s: Setup) -> Setup:
    new, f = _shallow(s)
    f["names"] = s.names[:]
    f["options"] = _shallow(s.options)[0]
    return new


def _player(p: Player) -> Player:
    new, f = _shallow(p)
    f["res"] = p.res.copy()
    f["leaders"] = p.leaders[:]
    f["experts"] = p.experts[:]
    f["expert_amulets"] = p.expert_amulets[:]
    f["amulets"] = p.amulets[:]
    f["orders"] = p.orders[:]
    f["fulfilled"] = p.fulfilled[:]
    return new


def _chair(ch: Chair | None) -> Chair | None:
    return None if ch is None else _shallow(ch)[0]


def _board(b: Board) -> Board:
    new, f = _shallow(b)
    f["tiles"] = b.tiles[:]
    f["chairs"] = [_chair(ch) for ch in b.chairs]
    f["towns"] = [town[:] for town in b.towns]
    f["table"] = [boxes[:] for boxes in b.table]
    f["table_amulets"] = b.table_amulets.copy()
    f["temples"] = b.temples[:]
    f["temples_up"] = b.temples_up[:]
    f["selling"] = b.selling.copy()
    f["market_a"] = b.market_a[:]
    f["market_b"] = b.market_b[:]
    f["warehouse"] = b.warehouse[:]
    f["neutrals"] = b.neutrals.copy()
    return new


def _decks(d: Decks) -> Decks:
    new, f = _shallow(d)
    f["amulet_stack"] = d.amulet_stack[:]
    f["amulet_display"] = d.amulet_display[:]
    f["pirate_stack"] = d.pirate_stack[:]
    f["pirate_display"] = d.pirate_display[:]
    f["order_deck"] = d.order_deck[:]
    f["order_display"] = d.order_display[:]
    f["expert_deck"] = d.expert_deck[:]
    f["expert_display"] = d.expert_display[:]
    f["expert_discard"] = d.expert_discard[:]
    return new


def _turn(t: Turn) -> Turn:
    new, f = _shallow(t)
    f["used"] = t.used[:]
    f["path"] = t.path[:]
    if t.before is not None:
        f["before"] = _player(t.before)
    f["stack"] = [_decision(d) for d in t.stack]
    return new


def _decision(d: Decision[Any]) -> Decision[Any]:
    """A pending decision: its fields are scalars or lists of scalars (which are copied)."""
    new = _new(type(d))
    new.__dict__ = {
        name: value[:] if type(value) is list else value
        for name, value in d.__dict__.items()
        if name != "_legal"
    }
    return new
