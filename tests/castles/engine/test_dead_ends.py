"""Every game ends: a market nobody's castle fits (games/castles/docs/rules.md §4, judgement 23),
the computer players' way out of one (games/castles/docs/ai.md), and random and Normal games for
2 to 4 players over many seeds, each ending within MAX_ROUNDS with the invariants held."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.castles import apply, choose, legal_codes, new_game
from engine.castles.evaluate import opened_value
from engine.castles.events import RoundStarted
from engine.castles.stall import market_usable
from engine.castles.state import Buy, GameState
from engine.common.rng import Rng
from tests.castles.engine.helpers import game, invariants, set_decision

MAX_ROUNDS = 60  # the longest game measured over 300 seeds × 2–4 players: 38 rounds
DOWNSTAIRS = ["the_hole", "crypt", "armory", "secret_lair", "fungus_room"]


def downstairs_market(supply: dict[str, int], coins: int = 0) -> GameState:
    """A 2-player game at round 1's pricing: only Downstairs rooms on offer, Foyers only."""
    s = game(2)
    for o, t in zip(s.market, DOWNSTAIRS, strict=True):
        o.tile, o.coins = t, coins
    s.piles.supply = supply
    return s


def play_round(s: GameState, *codes: str) -> list[RoundStarted]:
    """Play the codes; the rounds they started."""
    return [e for c in codes for e in apply(s, c).events if isinstance(e, RoundStarted)]


def test_a_market_nobody_can_use_even_after_a_corridor_makes_the_round_the_last():
    s = downstairs_market({"stairs": 0, "hallway": 5})  # no stairs: no way down
    assert not market_usable(s)
    [start] = play_round(s, "ok", "pass", "pass")
    assert start.round == 2 and start.last and start.stalled
    apply(s, "ok")
    assert "b:hallway" in legal_codes(s)  # a corridor may still be bought, but opens nothing
    play_round(s, "pass", "pass")
    assert s.over and any(e.isdigit() for e in s.piles.deck)  # room cards left unused


def test_a_market_one_stairs_away_goes_on():
    s = downstairs_market({"stairs": 1, "hallway": 5})
    assert market_usable(s)
    [start] = play_round(s, "ok", "pass", "pass")
    assert not start.last and not start.stalled


def test_the_computer_players_buy_the_stairs_that_open_the_market():
    s = downstairs_market({"stairs": 4, "hallway": 5}, coins=6000)
    apply(s, "ok")
    seat = s.flow.stack[-1].seat
    assert opened_value(s, seat, "stairs") > 0  # the Hole fits below them
    assert opened_value(s, seat, "hallway") == 0  # an upstairs hallway opens no way down
    for level in ("easy", "normal", "strong"):
        assert choose(s, level, 1) == "b:stairs", level


def test_a_seat_that_fits_a_market_room_already_gains_nothing_from_a_corridor():
    s = game(2)
    apply(s, "ok")
    seat = s.flow.stack[-1].seat
    set_decision(s, Buy(seat))
    assert opened_value(s, seat, "stairs") == opened_value(s, seat, "hallway") == 0


def test_two_normal_players_finish_the_game_of_seed_4():
    """`roundhouse simulate --game castles --players 2 --games 4 --seed 1 --strategy normal`:
    its 4th game once passed forever before a market of Downstairs rooms."""
    s = new_game(["P1", "P2"], 4)
    while not s.over:
        assert s.flow.round <= MAX_ROUNDS
        apply(s, choose(s, "normal", 4))


def end_within_the_bound(s: GameState, pick: Callable[[], str]) -> None:
    while not s.over:
        assert s.flow.round <= MAX_ROUNDS, f"round {s.flow.round}: {s.history[-9:]}"
        apply(s, pick())
    invariants(s)
    assert not any(e.isdigit() for e in s.piles.deck) or not market_usable(s)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end(players):
    for seed in range(30):
        s = new_game(["A", "B", "C", "D"][:players], seed)
        rng = Rng(seed)
        end_within_the_bound(s, lambda s=s, rng=rng: (c := legal_codes(s))[rng.below(len(c))])


@pytest.mark.parametrize(
    ("players", "seeds"),
    [
        (2, [*range(8), 64]),  # 64: a market stalled in round 8
        (3, [*range(8), 20]),  # 20: stalled in round 38
        (4, range(8)),
    ],
)
def test_normal_games_end(players, seeds):
    for seed in seeds:
        s = new_game(["A", "B", "C", "D"][:players], seed)
        end_within_the_bound(s, lambda s=s, seed=seed: choose(s, "normal", seed))
