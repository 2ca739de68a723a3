"""The round (excerpt, "Round Structure"), setup by player count (components §4) and the
game's end."""

from __future__ import annotations

import pytest

from engine.castles.content import content
from engine.castles.events import Bought, Passed, PricesFixed, RoundStarted
from engine.castles.game import apply, current_decision, legal_codes, new_game
from engine.castles.results import scores
from engine.castles.state import Arrange, Buy, Options
from tests.castles.engine.helpers import NAMES, game, give_castle, set_decision


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_by_player_count(n):
    s = new_game(NAMES[:n], 3, Options(first_builder=1))
    pc = content().setup(n)
    assert len(s.piles.deck) == pc.room_cards and len(s.market) == n + 3
    assert all(
        len(s.piles.stacks[str(z)]) == (pc.small_stack if z <= 300 else pc.large_stack)
        for z in content().sizes
    )
    assert s.piles.supply == {"stairs": pc.stairs, "hallway": pc.hallways}
    assert [p.money for p in s.players] == [15000] * n
    assert [s.players[(1 + i) % n].score for i in range(n)] == list(range(n))  # clockwise
    assert len(s.favors) == n
    assert current_decision(s).kind == "return_card" and current_decision(s).seat == 1
    while current_decision(s).kind == "return_card":
        apply(s, legal_codes(s)[0])
    assert all(len(p.bonus) == 2 for p in s.players)
    assert current_decision(s) == Arrange(1)
    assert all(o.tile for o in s.market)  # round 1 filled the market


def test_completed_and_incomplete_favors_never_meet():
    for seed in range(200):
        favors = new_game(NAMES, seed).favors
        assert not {"most_completed", "most_incomplete"} <= set(favors)


def test_the_master_builder_moves_a_room_to_a_price_slot_the_rest_in_order():
    s = game(3)
    before = [o.tile for o in s.market]
    apply(s, f"mv:{before[4]}")
    assert legal_codes(s) == [f"to:{i}" for i in range(6)]
    apply(s, "to:0")
    assert [o.tile for o in s.market] == [before[4], *before[:4], before[5]]
    r = apply(s, "ok")
    assert isinstance(r.events[0], PricesFixed)
    first = (s.flow.builder + 1) % 3
    assert current_decision(s) == Buy(first)


def _priced(players: int = 3) -> tuple:  # type: ignore[type-arg]
    s = game(players)
    apply(s, "ok")
    return s, s.flow.builder


def test_the_others_pay_the_master_builder_who_pays_the_bank():
    s, mb = _priced()
    buyer = current_decision(s).seat
    tile = s.market[0].tile
    money = [p.money for p in s.players]
    r = apply(s, f"b:{tile}")
    price = content().setup(3).prices[0]
    assert r.events[0] == Bought(buyer, tile, price, mb, 0)
    assert s.players[buyer].money == money[buyer] - price
    assert s.players[mb].money == money[mb] + price
    apply(s, legal_codes(s)[0])  # place it
    apply(s, "pass")  # the next buyer
    assert current_decision(s) == Buy(mb)  # the Master Builder buys last
    tile = next(o.tile for o in s.market if o.tile)
    money = [p.money for p in s.players]
    r = apply(s, f"b:{tile}")
    assert r.events[0].to is None  # the bank
    assert sum(p.money for p in s.players) == sum(money) - r.events[0].paid


def test_passing_takes_5000_from_the_bank():
    s, _ = _priced()
    seat = current_decision(s).seat
    money = s.players[seat].money
    r = apply(s, "pass")
    assert r.events[0] == Passed(seat, 5000)
    assert s.players[seat].money == money + 5000


def test_stairs_and_hallways_cost_3000():
    s, mb = _priced()
    seat = current_decision(s).seat
    assert {"b:stairs", "b:hallway"} <= set(legal_codes(s))
    assert "b:lower_hallway" not in legal_codes(s)  # no downstairs door to join yet
    r = apply(s, "b:stairs")
    assert r.events[0] == Bought(seat, "stairs", 3000, mb, 0)
    assert s.piles.supply["stairs"] == content().setup(3).stairs - 1


def test_unaffordable_and_unplaceable_rooms_cannot_be_bought():
    s, _ = _priced()
    seat = current_decision(s).seat
    s.players[seat].money = 5000
    for o, t in zip(
        s.market, ["powder_room", "buttery", "larder", "pantry", "study", "great_hall"], strict=True
    ):
        o.tile = t  # prices 2000, 4000, ... 15000
    give_castle(s, seat, ("broom_closet", 1, -2, 0), ("cloak_room", -2, 0, 3))  # one entrance
    set_decision(s, Buy(seat))
    codes = legal_codes(s)
    assert "b:powder_room" not in codes  # one door: it would close the last entrance
    assert "b:buttery" in codes  # 4000: affordable, placeable
    assert "b:larder" not in codes and "b:great_hall" not in codes  # 6000 and 15000


def test_unsold_rooms_gain_1000_the_buyer_takes_them_and_the_builder_passes_on():
    s = game(2)
    mb = s.flow.builder
    apply(s, "ok")
    apply(s, "pass")
    left = [o.tile for o in s.market]
    r = apply(s, "pass")  # the Master Builder too: the round ends
    start = next(e for e in r.events if isinstance(e, RoundStarted))
    assert start.round == 2 and start.builder == (mb + 1) % 2 and start.kept == 5
    assert [o.tile for o in s.market] == left and all(o.coins == 1000 for o in s.market)
    apply(s, "ok")
    seat = current_decision(s).seat
    money = s.players[seat].money
    tile = s.market[0].tile
    r = apply(s, f"b:{tile}")
    assert r.events[0].coins == 1000
    assert s.players[seat].money == money - content().setup(2).prices[0] + 1000


def test_an_empty_stack_draws_the_next_card():
    s = game(2)
    s.market[0].tile = None
    s.piles.stacks["600"] = []
    s.piles.deck += ["100", "600"]  # the 600 card is drawn first
    top_100 = s.piles.stacks["100"][-1]
    from engine.castles.flow import refill

    assert refill(s) == [top_100]


def test_the_game_ends_after_the_round_in_which_the_last_card_is_drawn():
    s = game(2)
    s.piles.deck = s.piles.deck[-1:]  # one card left
    apply(s, "ok")
    apply(s, f"b:{s.market[0].tile}")
    apply(s, legal_codes(s)[0])
    r = apply(s, "pass")  # round 2's upkeep draws the last card into the empty slot
    start = next(e for e in r.events if isinstance(e, RoundStarted))
    assert start.last and not s.over
    apply(s, "ok")
    apply(s, "pass")
    r = apply(s, "pass")  # the round ends: so does the game
    assert s.over and type(r.events[-1]).__name__ == "GameEnded"
    assert [x.total for x in scores(s)] == list(r.events[-1].totals)


def test_the_turn_key_changes_exactly_when_a_turn_ends():
    from engine.castles import turn_key

    s = game(2)
    key = turn_key(s)
    apply(s, f"mv:{s.market[0].tile}")
    apply(s, "to:4")
    assert turn_key(s) == key  # still the pricing
    apply(s, "ok")
    buyer = turn_key(s)
    assert buyer != key
    apply(s, f"b:{s.market[0].tile}")
    assert turn_key(s) == buyer  # buying, then placing: one turn
    apply(s, legal_codes(s)[0])
    assert turn_key(s) != buyer


def test_pricing_with_empty_slots_moves_rooms_and_keeps_empties():
    s = game(2)
    for o, t in zip(s.market, ["buttery", None, "larder", None, "study"], strict=True):
        o.tile = t
    apply(s, "mv:study")
    apply(s, "to:1")  # an empty slot: the Study just moves there
    assert [o.tile for o in s.market] == ["buttery", "study", "larder", None, None]
    apply(s, "mv:buttery")
    apply(s, "to:2")  # a room's slot: the rooms between shift along, empties stay
    assert [o.tile for o in s.market] == ["study", "larder", "buttery", None, None]


def test_a_computer_master_builder_reaches_any_arrangement_in_a_click_per_slot():
    from engine.castles.players import arrangement_step
    from engine.castles.state import Arrange
    from engine.common.rng import Rng

    rng = Rng(3)
    for _ in range(40):
        s = game(4, seed=rng.below(1000))
        tiles: list[str | None] = [o.tile for o in s.market]
        for i in range(rng.below(4)):
            tiles[i] = None
        rng.shuffle(tiles)
        for o, t in zip(s.market, tiles, strict=True):
            o.tile = t
        target = tiles[:]
        rng.shuffle(target)
        clicks = 0
        while (code := arrangement_step(s, s.flow.stack[-1], target)) != "ok":
            apply(s, code)  # pick a room ...
            apply(s, arrangement_step(s, s.flow.stack[-1], target))  # ... and put it
            assert isinstance(s.flow.stack[-1], Arrange)
            clicks += 1
        assert [o.tile for o in s.market] == target
        assert clicks <= len(target)
