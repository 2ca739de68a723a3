"""Every engine of the registry through engine/common/contract.py only (mypy checks that each
`ENGINE` satisfies `Engine`, in engine/<game>/contract.py): random playouts with the contract's
invariants: the game ends, someone decides until it does, every legal code applies, replay
reproduces the state, and a seat's view never changes with what that seat cannot see."""

from typing import Any

import pytest

from cli.headless import MAX_DECISIONS
from engine.common.contract import Engine, GameType, Report, replay
from engine.common.errors import EngineError
from engine.common.rng import Rng
from games import GAMES, engine

UNDO = "undo"


def checked_views(game: Engine[Any, Any, Any, Any], state: Any, rng: Rng) -> None:
    """Two states redealt for a seat differ only in what it cannot see (a redeal may drop the
    history, which can name hidden things): that seat's view, and the public one, of both are
    the same."""
    for seat in range(len(game.setup(state).names)):
        one, two = game.redeal(state, seat, rng), game.redeal(state, seat, rng)
        assert game.view(one, seat) == game.view(two, seat), seat
        assert game.view(one, None) == game.view(two, None), seat


def every_code_applies(game: Engine[Any, Any, Any, Any], state: Any, seat: int) -> None:
    for code in game.legal_codes(state, seat):
        report = game.apply(game.clone(state), code, seat)
        assert isinstance(report, Report) and (report.seat, report.code) == (seat, code)


def random_playout(game: Engine[Any, Any, Any, Any], seats: int, seed: int) -> None:
    """A game of random legal moves (and now and then an undo), the invariants checked at
    every decision; every legal code tried at every fifth."""
    rng = Rng(seed)
    state = game.new_game([f"P{i + 1}" for i in range(seats)], seed)
    codes: list[str] = []
    for step in range(MAX_DECISIONS):
        if game.is_over(state):
            break
        deciders = game.deciders(state)
        assert deciders and all(0 <= s < seats for s in deciders)
        assert all(game.legal_codes(state, s) for s in deciders)
        assert not any(UNDO in game.legal_codes(state, s) for s in range(seats))
        if step % 5 == 0:
            every_code_applies(game, state, deciders[0])
            checked_views(game, state, rng)
        if game.game_type.undo and rng.below(10) == 0:
            try:
                game.apply(state, UNDO)
            except EngineError:
                pass  # nothing to undo now: the state is unchanged
            else:
                codes.append(UNDO)
                continue
        seat = deciders[rng.below(len(deciders))]
        legal = game.legal_codes(state, seat)
        code = legal[rng.below(len(legal))]
        assert game.apply(state, code, seat).seat == seat
        codes.append(code)
    assert game.is_over(state), "the game did not end"
    assert game.deciders(state) == ()
    assert all(game.legal_codes(state, s) == [] for s in range(seats))
    scores, winners = game.scores(state), game.winners(state)
    assert len(scores) == seats and winners and set(winners) <= set(range(seats))
    kinds = game.game_type.categories
    assert all(tuple(k for k, _ in s.categories) == kinds for s in scores)
    text = game.to_json(state)
    assert game.to_json(replay(game, game.setup(state), codes)) == text
    assert game.to_json(game.from_json(text)) == text
    assert game.to_json(game.clone(state)) == text


@pytest.mark.parametrize("key", GAMES)
def test_random_playouts_keep_the_contract(key):
    game = engine(key)
    kind = game.game_type
    for seats in sorted({kind.min_seats, kind.max_seats}):
        random_playout(game, seats, seed=seats)


@pytest.mark.parametrize("key", GAMES)
def test_the_game_type_is_the_games(key):
    game = engine(key)
    kind = game.game_type
    assert isinstance(kind, GameType) and kind.key == key
    for seats in (kind.min_seats - 1, kind.max_seats + 1):
        with pytest.raises(ValueError):
            game.new_game([f"P{i}" for i in range(seats)], 1)
    state = game.new_game([f"P{i}" for i in range(kind.default_seats)], 1)
    seat = game.deciders(state)[0]
    for level in kind.levels:  # every level plays
        assert game.choose(state, seat, level, 1) in game.legal_codes(state, seat)
    with pytest.raises(ValueError):
        game.choose(state, seat, "no such level", 1)
    assert kind.simultaneous or len(game.deciders(state)) == 1


@pytest.mark.parametrize("key", GAMES)
def test_a_seat_not_deciding_cannot_choose(key):
    game = engine(key)
    kind = game.game_type
    state = game.new_game([f"P{i}" for i in range(kind.default_seats)], 2)
    idle = [s for s in range(kind.default_seats) if s not in game.deciders(state)]
    for seat in idle:
        assert game.legal_codes(state, seat) == []
        with pytest.raises(ValueError):
            game.choose(state, seat, kind.levels[0], 2)
