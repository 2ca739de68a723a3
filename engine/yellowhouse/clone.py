"""A fast deep copy of a game, for look-ahead (a search tries moves on copies).

tests/yellowhouse/engine/test_codec.py checks that a copy saves the same JSON and shares
nothing mutable with the original, so a mutable field added to the state without a line here
fails there.
"""

from __future__ import annotations

from .state import Options, Setup, State

_new = object.__new__


def clone(state: State, history: bool = True) -> State:
    """A deep copy of `state` (`history=False`: with an empty move history, for a search):
    a `fork`, and a copy of what it shares."""
    out = fork(state)
    d = out.__dict__
    s = state.setup
    d["setup"] = Setup(s.names[:], s.seed, Options(s.options.variant))
    d["aside"] = state.aside[:]
    d["choices"] = [None if c is None else c[:] for c in state.choices]
    d["exchanged"] = [c[:] for c in state.exchanged]
    if history:
        d["history"], d["movers"] = state.history[:], state.movers[:]
    else:
        d["history"], d["movers"], d["undo_floor"] = [], [], 0
    return out


def fork(state: State) -> State:
    """A copy for one step of a search inside a round: it copies what a move of the "play",
    "boost", "give" or "back" phase changes in place, and shares the rest (the setup, the
    aside, the exchange, the history), which such a move only ever replaces."""
    out = _new(State)
    d = out.__dict__ = state.__dict__.copy()
    d["levels"] = state.levels[:]
    d["hands"] = [h[:] for h in state.hands]
    d["claims"] = state.claims[:]
    d["strengthened"] = [c[:] for c in state.strengthened]
    d["supports"] = state.supports[:]
    d["discard"] = state.discard[:]
    d["rewards"] = [r[:] for r in state.rewards]
    d["shown"] = [c[:] for c in state.shown]
    return out
