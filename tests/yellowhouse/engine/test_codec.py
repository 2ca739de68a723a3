"""Saved games: lossless, schema-versioned, validated; a copy shares nothing."""

from __future__ import annotations

import json

import pytest

from engine.yellowhouse import BadState, apply, clone, from_json, legal_codes, new_game, to_json
from tests.yellowhouse.engine.helpers import NAMES


def midgame(seed: int = 4, moves: int = 30, variant: bool = True):
    state = new_game(NAMES, seed, {"variant": variant})
    for i in range(moves):
        codes = legal_codes(state)
        apply(state, codes[(i * 7) % len(codes)])
    return state


def test_a_saved_game_loads_back_identical():
    state = midgame()
    text = to_json(state)
    assert to_json(from_json(text)) == text
    assert json.loads(text)["schema"] == 1


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d.pop("hands"), "hands"),
        (lambda d: d.update(schema=99), "schema 99"),
        (lambda d: d["hands"][0].__setitem__(0, d["hands"][0][0] + 1), "do not add up"),
        (lambda d: d["levels"].__setitem__(0, 9), "off the Canvas"),
        (lambda d: d.update(supports=[4, 0]), "too many Supports"),
        (lambda d: d.update(phase="dance"), "phase"),
        (lambda d: d["history"].append("claim.x"), "move history"),
        (lambda d: d["setup"].update(names=["solo"]), "1 players"),
    ],
)
def test_a_malformed_save_raises_a_clear_error(edit, message):
    data = json.loads(to_json(midgame()))
    edit(data)
    with pytest.raises(BadState, match=message):
        from_json(json.dumps(data))


def test_text_that_is_no_game_is_refused():
    with pytest.raises(BadState):
        from_json("[1, 2")
    with pytest.raises(BadState):
        from_json('{"schema": 1}')


def test_a_clone_saves_the_same_and_shares_nothing_mutable():
    state = midgame()
    copy = clone(state)
    assert to_json(copy) == to_json(state)
    before = to_json(state)
    codes = legal_codes(copy)
    apply(copy, codes[-1])
    for a, b in ((copy.hands, state.hands), (copy.levels, state.levels)):
        assert a is not b
    assert to_json(state) == before
    for name, value in vars(state).items():
        if isinstance(value, list):
            assert vars(copy)[name] is not value, name
    assert copy.setup is not state.setup and copy.setup.options is not state.setup.options


def test_a_search_fork_leaves_the_original_alone_whatever_is_played():
    from engine.yellowhouse.clone import fork
    from engine.yellowhouse.play import resolve
    from engine.yellowhouse.rules import legal

    for seed in range(30):
        state = midgame(seed, 20 + seed, variant=seed % 2 == 0)
        if state.phase in ("exchange", "over"):
            continue
        before = to_json(state)
        for move in legal(state, state.turn):
            child = fork(state)
            resolve(child, child.turn, move, None)
            while child.phase not in ("exchange", "over"):
                resolve(child, child.turn, legal(child, child.turn)[0], None)
            assert to_json(state) == before, move.code


def test_a_setup_saves_and_replays_the_game():
    from engine.yellowhouse import replay, setup_from_json, setup_to_json

    state = midgame(9, 25)
    setup = setup_from_json(setup_to_json(state.setup))
    assert to_json(replay(setup, state.history)) == to_json(state)
    with pytest.raises(BadState):
        setup_from_json('{"names": ["a"], "seed": 1}')
    with pytest.raises(BadState):
        setup_from_json("{}")
