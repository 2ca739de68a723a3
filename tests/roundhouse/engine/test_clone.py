"""`engine.roundhouse.clone`: a deep copy that saves the same JSON, shares nothing mutable with the
original and plays on exactly like it."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

import engine.roundhouse as rh_engine
from engine.roundhouse.moves import Move
from engine.roundhouse.players import pick_move
from engine.roundhouse.state import Checkpoint
from locales.words import ENGLISH, words_for
from tests.roundhouse.engine.conftest import NAMES, decision

EN = words_for(ENGLISH)  # the English catalogue

STOPS = (0, 1, 30, 90, 160, 10_000)  # moves played before each copy (10,000: the game's end)


def states(n: int, seed: int, rules: int) -> list[rh_engine.GameState]:
    """Copies (by JSON) of one random game at each of STOPS (even seeds: with End turn to
    confirm, whose turn keeps the player as it began; odd seeds, 2 players: the neutrals'
    variant)."""
    options = rh_engine.Options(neutral_variant=n == 2 and seed % 2 == 1, confirm_end=seed % 2 == 0)
    state = rh_engine.new_game(NAMES[:n], seed, options, rules=rules)
    out = []
    for played in range(max(STOPS) + 1):
        if played in STOPS or state.over:
            out.append(rh_engine.from_json(rh_engine.to_json(state)))
            out[-1].turn.checkpoint = state.turn.checkpoint
        if state.over:
            break
        rh_engine.apply(state, pick_move(state, "random", seed))
    return out


def shared(a: Any, b: Any, path: str = "state") -> list[str]:
    """Paths where `a` and its copy `b` hold the same mutable object."""
    if a is None or isinstance(a, (str, int, float, Move, Checkpoint)):
        return []  # immutable (a checkpoint is never changed once kept)
    if a is b and not isinstance(a, tuple):
        return [path]
    if isinstance(a, (list, tuple)):
        pairs = enumerate(zip(a, b, strict=True))
        return [p for i, (x, y) in pairs for p in shared(x, y, f"{path}[{i}]")]
    if isinstance(a, dict):
        assert a.keys() == b.keys(), path
        return [p for k in a for p in shared(a[k], b[k], f"{path}[{k!r}]")]
    if dataclasses.is_dataclass(a):
        assert type(a) is type(b), path
        names = [name for name in vars(a) if name != "_legal"]  # remembered options: immutable
        return [
            p
            for name in names
            for p in shared(getattr(a, name), getattr(b, name), f"{path}.{name}")
        ]
    raise AssertionError(f"{path}: clone does not know {type(a).__name__}")


@pytest.mark.parametrize("rules", [1, 2])
@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [1, 2])
def test_a_clone_saves_the_same_json_and_shares_nothing_mutable(n, seed, rules):
    for state in states(n, seed, rules):
        rh_engine.legal_codes(state)  # options remembered by the top decision
        copy = rh_engine.clone(state)
        assert rh_engine.to_json(copy) == rh_engine.to_json(state)
        assert copy == state
        assert shared(state, copy) == []
        assert copy.turn.checkpoint is state.turn.checkpoint
        assert rh_engine.legal_moves(EN, copy) == rh_engine.legal_moves(EN, state)


@pytest.mark.parametrize("n", [2, 5])
def test_a_clone_plays_on_like_the_original_and_leaves_it_unchanged(n):
    for state in states(n, 7, 2)[:-1]:
        before = rh_engine.to_json(state)
        copy = rh_engine.clone(state)
        while not copy.over:
            rh_engine.apply(copy, pick_move(copy, "random", 3))
        assert rh_engine.to_json(state) == before
        played = copy.history[len(state.history) :]
        for code in played:
            rh_engine.apply(state, code)
        assert rh_engine.to_json(state) == rh_engine.to_json(copy)


def test_a_clone_copies_the_lists_a_pending_decision_holds():
    state = rh_engine.new_game(NAMES[:3], 4)
    state.turn.stack += [decision("chain", k=2, ends=[5, 6]), decision("amulet_spot", spots=["c0"])]
    rh_engine.refresh(state)
    copy = rh_engine.clone(state)
    assert shared(state, copy) == []
    copy.turn.stack[-1].spots.append("r1")
    copy.turn.stack[-2].ends.pop()
    assert state.turn.stack[-1].spots == ["c0"] and state.turn.stack[-2].ends == [5, 6]


def test_undo_on_a_clone_leaves_the_original_as_it_was():
    state = rh_engine.new_game(NAMES[:4], 9)
    while len(state.history) < 120 or not rh_engine.can_undo(state):
        rh_engine.apply(state, pick_move(state, "random", 9))
    before = rh_engine.to_json(state)
    copy = rh_engine.clone(state)
    rh_engine.apply(copy, "undo")
    assert rh_engine.to_json(state) == before
    assert rh_engine.to_json(copy) == rh_engine.to_json(
        rh_engine.replay(state.setup, state.history[:-1])
    )
