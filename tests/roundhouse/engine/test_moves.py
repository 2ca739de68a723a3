"""Typed moves and decisions: one codec between a move and its code, every room and decision
kind registered, and a pending decision saved as it always was (kind + data)."""

from __future__ import annotations

import json
import random

import pytest

import engine.roundhouse as rh_engine
from engine.roundhouse.content import components
from engine.roundhouse.moves import CODECS, parse
from engine.roundhouse.perform import ROOMS, Act
from engine.roundhouse.state import KINDS, load_decision
from engine.roundhouse.turn import Bonus, MoveLeader

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]


def every_option(players: int, seed: int, rules: int) -> list[rh_engine.moves.Move]:
    """Every option offered along a random game."""
    options = rh_engine.Options(neutral_variant=seed % 2 == 0) if players == 2 else None
    state = rh_engine.new_game(NAMES[:players], seed, options, rules=rules)
    rng = random.Random(seed)
    seen = []
    while not rh_engine.is_over(state):
        moves = rh_engine.legal_options(state)
        assert [m.code for m in moves] == rh_engine.legal_codes(state)
        seen += moves
        rh_engine.apply(state, rng.choice(moves).code)
    return seen


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("rules", [1, 2])
def test_every_code_reads_back_as_its_move(players, rules):
    heads = set()
    for seed in range(4):
        for move in every_option(players, seed, rules):
            assert parse(move.code) == move
            assert parse(move.code).code == move.code
            heads.add(move.code.partition(".")[0])
    assert len(heads) > 20


def test_every_head_has_one_move_class():
    assert {"pass", "done", "m0", "m1", "sm", "ma", "mb", "xs", "bm", "wh", "lb"} <= set(CODECS)
    assert parse("m1.O3") == MoveLeader(1, "O3")
    assert parse("bo.a2").code == "bo.a2"
    assert parse("xs.mb.C.G").code == "xs.mb.C.G"


@pytest.mark.parametrize(
    "code",
    ["zz.1", "m0", "m2.I1", "tm.03", "b.T.x", "b.G", "r.1", "r.123", "pass.x", "bk.take",
     "bm.q.T", "bm.r.1", "wh.sm.1", "wh.x.1", "mt.0.x", "s.q", "ab.less", "sm.G.G", ""],
)  # fmt: skip
def test_a_code_no_move_has_is_refused(code):
    with pytest.raises(rh_engine.BadMoveCode):
        parse(code)


def test_every_room_and_tile_of_the_data_has_its_action():
    for rules in (1, 2):
        c = components(rules)
        assert {r.id for r in c.rooms} | {t.id for t in c.tiles} == set(ROOMS)


def test_decision_kinds_are_the_saved_ones():
    saved = {
        "start", "room", "act", "neutral", "neutral_done", "expert_choice", "expert_sell", "bonus",
        "orders", "end", "basic", "tm", "tm_move", "helper", "ability", "discard", "return",
        "worship", "chain", "amulet_spot",
    }  # fmt: skip
    assert saved <= set(KINDS)


def test_a_pending_decision_is_saved_as_kind_and_data():
    state = rh_engine.new_game(NAMES[:2], 5)
    stack = json.loads(rh_engine.to_json(state))["turn"]["stack"]
    assert stack == [
        {"kind": "end", "data": {}},
        {"kind": "orders", "data": {}},
        {"kind": "bonus", "data": {}},  # taken=0 is left out, as before
        {"kind": "start", "data": {}},
    ]
    state.turn.stack += [Bonus(taken=1), Act(room="lobby", fee=2), Act(room="bank", n=1)]
    stack = json.loads(rh_engine.to_json(state))["turn"]["stack"]
    assert stack[-3:] == [
        {"kind": "bonus", "data": {"taken": 1}},
        {"kind": "act", "data": {"room": "lobby", "n": 0, "fee": 2}},
        {"kind": "act", "data": {"room": "bank", "n": 1}},  # fee=0 is left out, as before
    ]
    assert rh_engine.from_json(rh_engine.to_json(state)) == state


@pytest.mark.parametrize(
    ("decision", "problem"),
    [
        ({"kind": "nonsense", "data": {}}, "unknown decision"),
        ({"kind": "act", "data": {"room": 3, "n": 0}}, "turn.stack.3.room"),
        ({"kind": "helper", "data": {}}, "turn.stack.3.senior"),
        ({"kind": "basic", "data": {"hold": True}}, "turn.stack.3.hold"),
        ({"kind": "act", "data": {"room": "ballroom", "n": 0}}, "unknown room 'ballroom'"),
        ({"kind": "chain", "data": {"k": 2, "ends": "x"}}, "turn.stack.3.ends"),
    ],
)
def test_a_bad_saved_decision_is_refused_with_its_place(decision, problem):
    saved = json.loads(rh_engine.to_json(rh_engine.new_game(NAMES[:3], 2)))
    saved["turn"]["stack"][-1] = decision
    with pytest.raises(rh_engine.BadState, match=problem):
        rh_engine.from_json(json.dumps(saved))


def test_load_decision_builds_the_typed_decision():
    d = load_decision({"kind": "chain", "data": {"k": 2, "ends": [1, 4]}})
    assert (d.kind, d.k, d.ends) == ("chain", 2, [1, 4])
    with pytest.raises(ValueError, match="a decision is"):
        load_decision({"kind": "basic", "extra": 1})
