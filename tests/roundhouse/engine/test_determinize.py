"""Computer players see only what a person at the table sees.

`clone` is an exact, independent copy; `determinize` keeps everything public and resamples
only the hidden order; and the Easy and Strong players choose the same move when nothing but
the order of the face-down stacks, the game's generator state and the setup seed differ.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

import engine.roundhouse as rh_engine
from engine.common.rng import Rng
from engine.roundhouse.clone import clone
from engine.roundhouse.determinize import HIDDEN_STACKS, determinize
from engine.roundhouse.players import easy_player, pick_move, strong_player
from engine.roundhouse.search import Budget
from engine.roundhouse.state import GameState


def positions(players: int, seeds: range, every: int) -> list[GameState]:
    """Copies of the positions met every `every` decisions in games of the Normal player."""
    out = []
    for seed in seeds:
        state = rh_engine.new_game([f"P{i}" for i in range(players)], seed)
        while not state.over:
            if len(state.history) % every == 0 and len(rh_engine.legal_codes(state)) > 1:
                out.append(clone(state))
            rh_engine.apply(state, pick_move(state, "normal", seed))
    return out


def scrambled(state: GameState, salt: int) -> GameState:
    """The same position with the hidden order, the game's generator and the seed changed."""
    out = clone(state)
    rng = Rng(salt)
    for name in HIDDEN_STACKS:
        rng.shuffle(getattr(out.decks, name))
    out.rng = rng.below(1 << 62)
    out.setup = replace(out.setup, seed=salt)
    return out


def public(state: GameState) -> str:
    """The JSON of a state with its hidden parts normalised away."""
    out = clone(state)
    for name in HIDDEN_STACKS:
        setattr(out.decks, name, sorted(getattr(out.decks, name)))
    out.rng = 0
    out.setup = replace(out.setup, seed=0)
    return rh_engine.to_json(out)


POSITIONS = positions(2, range(3), 7) + positions(4, range(2), 11)


def test_positions_cover_turn_starts_and_hidden_stacks():
    kinds = {p.turn.stack[-1].kind for p in POSITIONS}
    assert {"start", "act"} <= kinds
    assert all(any(getattr(p.decks, n) for n in HIDDEN_STACKS) for p in POSITIONS)


def test_clone_is_an_exact_independent_copy():
    for state in POSITIONS:
        copy = clone(state)
        assert rh_engine.to_json(copy) == rh_engine.to_json(state)
        before = rh_engine.to_json(state)
        rh_engine.apply(copy, rh_engine.legal_codes(copy)[-1])
        assert rh_engine.to_json(state) == before


def test_determinize_keeps_what_is_public_and_resamples_the_rest():
    for i, state in enumerate(POSITIONS):
        world = determinize(state, Rng(i))
        assert public(world) == public(state)
        assert world.setup.seed == 0 and world.rng != state.rng
        assert world.turn.checkpoint is None  # undo's saved JSON holds the true order
    assert any(s.turn.checkpoint for s in POSITIONS)
    hidden = [s for s in POSITIONS if len(s.decks.expert_deck) > 3]
    orders = {tuple(determinize(hidden[0], Rng(k)).decks.expert_deck) for k in range(5)}
    assert len(orders) > 1  # the sample depends on the player's generator


def test_determinize_ignores_the_hidden_order():
    for i, state in enumerate(POSITIONS):
        other = scrambled(state, 1000 + i)
        assert public(other) == public(state)
        assert rh_engine.to_json(other) != rh_engine.to_json(state)
        a, b = determinize(state, Rng(i)), determinize(other, Rng(i))
        assert rh_engine.to_json(a) == rh_engine.to_json(b)


@pytest.mark.parametrize(
    "make",
    [
        lambda: easy_player(),
        lambda: strong_player(Budget(nodes=150, candidates=2, playout_steps=300)),
    ],
)
def test_choices_do_not_depend_on_what_is_hidden(make):
    play = make()
    for i, state in enumerate(POSITIONS[::4]):
        choice = play(state, 5)
        for salt in (1, 2):
            assert play(scrambled(state, 7 * i + salt), 5) == choice, i
