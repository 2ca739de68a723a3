"""The strong player's parts: its evaluation, the end-of-game phase, and the turn search."""

from __future__ import annotations

import pytest

import engine.roundhouse as rh_engine
from engine.common.rng import Rng
from engine.roundhouse.clone import clone
from engine.roundhouse.determinize import determinize
from engine.roundhouse.evaluate import (
    default_weights,
    exact_score,
    phase,
    seat_value,
    turns_to_come,
)
from engine.roundhouse.players import pick_move
from engine.roundhouse.scoring import coins_after_exchange, seat_score
from engine.roundhouse.search import Effort, TurnSearch, distinct_options, playouts, reply_value

W = default_weights()


def normal_game(players: int, seed: int) -> list[rh_engine.GameState]:
    """Every position of a game between Normal players, in order."""
    state = rh_engine.new_game([f"P{i}" for i in range(players)], seed)
    out = [clone(state)]
    while not state.over:
        rh_engine.apply(state, pick_move(state, "normal", seed))
        out.append(clone(state))
    return out


GAME = normal_game(3, 7)  # the end is triggered with decisions of that turn still to come


def test_exact_score_is_final_scoring_without_rounding_the_coins_down():
    for state in GAME[::10]:
        for seat, p in enumerate(state.players):
            fraction = coins_after_exchange(p) % 3 / 3
            expected = seat_score(state, seat)["total"] + fraction
            assert abs(exact_score(state, seat) - expected) < 1e-9


def test_turns_to_come_matches_who_actually_plays_after_the_end_is_triggered():
    for i, state in enumerate(GAME):
        later = {s.turn.seat for s in GAME[i:] if not s.over}
        for seat in range(3):
            assert turns_to_come(state, seat) == (seat in later), (i, seat)
    assert GAME[-1].over and all(phase(GAME[-1], s, W) == 0 for s in range(3))
    assert any(s.turn.seat == s.end_trigger and not s.over for s in GAME)


def test_holdings_count_less_as_the_end_nears_and_not_at_all_after_it():
    phases = [phase(s, 0, W) for s in GAME]
    assert phases[0] == 1.0 and phases[-1] == 0.0
    before_trigger = [p for s, p in zip(GAME, phases, strict=True) if s.end_trigger is None]
    assert before_trigger == sorted(before_trigger, reverse=True)
    last = GAME[-1]
    assert seat_value(last, 0, W) == exact_score(last, 0)


def test_two_empty_chairs_of_one_room_are_one_option():
    codes = ["h.0", "h.1", "h.3", "h.5", "h.skip", "ph.6", "ph.7", "ex.0"]
    assert distinct_options(GAME[0], codes) == ["h.0", "h.3", "h.5", "h.skip", "ph.6", "ex.0"]


def test_a_bigger_budget_never_finds_a_worse_turn():
    starts = [s for s in GAME if not s.over and s.turn.stack[-1].kind == "start"][::6]
    better = 0
    for i, state in enumerate(starts):
        values = []
        for budget in (0, 400):
            search = TurnSearch(state.turn.seat, W, Effort())
            root = search.root(determinize(state, Rng(i)))
            values.append(search.search(root, budget))
            assert root.leaf.over or root.leaf.turn.seat != state.turn.seat
        assert values[1] >= values[0]
        better += values[1] > values[0]
    assert better >= 1


def test_replies_play_on_to_this_seats_next_turn():
    state = next(s for s in GAME[60:] if s.turn.stack[-1].kind == "start")
    seat = state.turn.seat
    search = TurnSearch(seat, W, Effort())
    root = search.root(determinize(state, Rng(3)))
    search.search(root, 0)
    effort = Effort()
    reply_value(root.leaf, seat, W, effort)
    one_round = effort.steps
    reply_value(root.leaf, seat, W, effort, rounds=2)
    assert 0 < one_round < effort.steps - one_round  # two rounds: a turn of its own more


def test_the_settings_file_is_validated_and_a_bad_entry_is_named(tmp_path):
    from engine.roundhouse import aiconfig
    from engine.roundhouse.content import ContentError

    assert aiconfig.ai_config().budget.nodes > 0
    bad = tmp_path / "ai.toml"
    text = aiconfig.DATA_FILE.read_text(encoding="utf-8")
    bad.write_text(text.replace("opponent = ", "opponent = -"), encoding="utf-8")
    with pytest.raises(ContentError, match=r"weights\.opponent"):
        aiconfig.load(bad)
    bad.write_text(text.replace("[easy]", "[easy]\nshyness = 1"), encoding="utf-8")
    with pytest.raises(ContentError, match=r"easy\.shyness"):
        aiconfig.load(bad)


def test_playouts_score_the_final_margin_and_stop_on_a_finished_game():
    last = GAME[-1]
    totals = [exact_score(last, s) for s in range(3)]
    margin = totals[0] - max(totals[1:])
    effort = Effort()
    assert playouts({"x": [last]}, 0, Rng(1), effort, 500) == {"x": pytest.approx(margin)}
    assert effort.steps >= 500
    state = next(s for s in GAME[100:] if s.turn.stack[-1].kind == "start")
    effort = Effort()
    means = playouts({"a": [state], "b": [state]}, 0, Rng(2), effort, 2000)
    assert set(means) == {"a", "b"} and 2000 <= effort.steps < 2000 + 2 * 400
