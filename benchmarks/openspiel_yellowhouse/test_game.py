"""The OpenSpiel Yellow House follows our engine move for move, and shows a seat only what it
may see. Runs in the benchmark's own environment (setup_venv.sh); skipped without pyspiel:

    PYTHONPATH=$PWD /work/venv-openspiel/bin/python -m pytest benchmarks/openspiel_yellowhouse -q
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

pyspiel = pytest.importorskip("pyspiel")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.yellowhouse import (  # noqa: E402
    State,
    apply,
    clone,
    legal_codes,
    new_game,
    pending_seats,
)

from .follow import deal, deal_like, play  # noqa: E402
from .game import YellowHouseState  # noqa: E402
from .rules import COPIES, NE, PASS, RAISE, TOP, action_code  # noqa: E402

PLAYOUTS = 300
GAME = pyspiel.load_game("python_yellow_house")
TOPPED: set[int] = set()  # seats that claimed on level 8 in the playouts


def assert_same(state: YellowHouseState, engine: State) -> None:
    """Everything the two positions hold in common is equal."""
    t = state.table
    assert t.phase == engine.phase
    assert (t.round, t.dealer, t.levels, t.hands) == (
        engine.round,
        engine.dealer,
        engine.levels,
        engine.hands,
    )
    assert (t.claims, t.strengthened, t.supports) == (
        engine.claims,
        engine.strengthened,
        engine.supports,
    )
    assert (t.discard, t.rewards, t.known) == (engine.discard, engine.rewards, engine.shown)
    if t.phase == "play":
        assert (t.turn, t.aside) == (engine.turn, engine.aside)


def pick(actions: list[int], rng: random.Random, climb: bool) -> int:
    """A random action; `climb`: a Strengthening four times in five when there is one, so
    that tokens reach the top of the Canvas (J4) and the Supports run out."""
    raises = [a for a in actions if RAISE <= a < PASS]
    if climb and raises and rng.random() < 0.8:
        return rng.choice(raises)
    return rng.choice(actions)


def play_along(seed: int) -> int:
    """A random playout of the OpenSpiel game, each move played in the engine too: the same
    legal moves, the same positions, the same winner (odd seeds climb). Returns the moves."""
    engine = new_game(["A", "B"], seed)
    state, rng, moves = GAME.new_initial_state(), random.Random(seed), 0
    while not state.is_terminal():
        if state.is_chance_node():
            assert sum(p for _, p in state.chance_outcomes()) == pytest.approx(1.0)
            state.apply_action(deal_like(state, engine))
            if state.table.phase == "exchange":
                assert_same(state, engine)
            continue
        seat = state.current_player()
        assert seat in pending_seats(engine)
        actions = state.legal_actions()
        assert sorted(action_code(seat, a) for a in actions) == sorted(legal_codes(engine, seat))
        action = pick(actions, rng, climb=seed % 2 == 1)
        apply(engine, action_code(seat, action), seat=seat)
        state.apply_action(action)
        moves += 1
        TOPPED.update(i for i, e in state.table.claims if state.table.levels[e] == TOP)
        if not state.is_chance_node():
            assert_same(state, engine)
    winner = engine.winner
    assert engine.over and winner is not None
    assert state.returns() == [1.0 if seat == winner else -1.0 for seat in (0, 1)]
    return moves


def test_random_playouts_follow_the_engine_move_for_move() -> None:
    moves = sum(play_along(seed) for seed in range(PLAYOUTS))
    assert moves > PLAYOUTS * 40  # whole games, several rounds each
    assert TOPPED  # some playouts put a Claim on the Canvas's top


def test_legal_moves_agree_at_the_top_of_the_canvas_and_the_supports_limits() -> None:
    """Positions of real games with the levels and the Supports used drawn again, the current
    Claim near the top (J4) and the Supports near their limits: the same legal moves."""
    rng, topped = random.Random(7), 0
    for seed in range(60):
        engine, state = new_game(["A", "B"], seed), GAME.new_initial_state()
        deal(state, engine)
        while not state.is_terminal():
            t, seat = state.table, state.current_player()
            for _ in range(3 if t.phase == "play" and t.claims else 0):
                table, position = t.copy(), clone(engine)
                levels = [rng.randint(1, TOP) for _ in range(NE)]
                levels[t.claims[-1][1]] = rng.choice((TOP - 1, TOP, TOP))
                used = rng.choice(((0, 0), (3, 0), (2, 3), (3, 2), (1, 1)))
                table.levels, position.levels = levels[:], levels[:]
                table.supports, position.supports = list(used), list(used)
                ours = sorted(action_code(seat, a) for a in table.legal_actions())
                assert ours == sorted(legal_codes(position, seat))
                topped += levels[t.claims[-1][1]] == TOP
            play(state, engine, rng.choice(state.legal_actions()))
    assert topped > 500


def decision_points(seed: int, every: int) -> list[YellowHouseState]:
    """Copies of a random game's decision states, one in `every`."""
    state, rng, out = GAME.new_initial_state(), random.Random(seed), []
    while not state.is_terminal():
        if state.is_chance_node():
            actions, weights = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(actions, weights)[0])
            continue
        if rng.randrange(every) == 0:
            out.append(state.clone())
        state.apply_action(rng.choice(state.legal_actions()))
    return out


def test_a_resampled_state_looks_the_same_to_the_seat_and_deals_the_hidden_cards_again() -> None:
    rng, changed, checked = random.Random(5), 0, 0
    for seed in range(40):
        for state in decision_points(seed, 4):
            seat = state.current_player()
            other = state.resample(seat, rng)
            t, u = state.table, other.table
            assert other.information_state_string(seat) == state.information_state_string(seat)
            assert other.observation_string(seat) == state.observation_string(seat)
            assert other.observation_tensor(seat) == state.observation_tensor(seat)
            assert other.legal_actions() == state.legal_actions()
            assert sum(u.hands[1 - seat]) == sum(t.hands[1 - seat])
            assert all(u.hands[1 - seat][e] >= t.known[1 - seat][e] for e in range(NE))
            hidden = [u.hands[1 - seat][e] + u.aside[e] for e in range(NE)]
            assert hidden == [t.hands[1 - seat][e] + t.aside[e] for e in range(NE)]
            assert sum(u.dealt[1 - seat]) == sum(t.dealt[1 - seat])
            changed += u.hands[1 - seat] != t.hands[1 - seat]
            checked += 1
    assert checked > 200 and changed > checked // 2


def test_the_opponent_sees_a_resampled_world_from_its_resampled_hand() -> None:
    """In a resampled state the opponent's own view shows its new hand, as IS-MCTS's
    opponent nodes need (they are keyed by the opponent's information state)."""
    rng = random.Random(3)
    for state in decision_points(11, 3):
        seat = state.current_player()
        other = state.resample(seat, rng)
        hand = other.table.hands[1 - seat]
        assert other.information_state_string(1 - seat).endswith(f"| hand{hand}")


def test_every_topic_card_is_accounted_for() -> None:
    for state in decision_points(2, 1):
        t = state.table
        total = [t.hands[0][e] + t.hands[1][e] + t.aside[e] + t.discard[e] for e in range(NE)]
        for _, e in t.claims:
            total[e] += 1
        for seat in (0, 1):
            for e in range(NE):
                total[e] += t.strengthened[seat][e]
            for e in t.rewards[seat]:
                total[e] += 1
        assert total == [COPIES] * NE


def test_openspiel_own_random_simulation_check_passes() -> None:
    pyspiel.random_sim_test(GAME, num_sims=10, serialize=False, verbose=False)
