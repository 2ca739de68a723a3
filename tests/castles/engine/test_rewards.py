"""A test per completion reward (excerpt, "Completion Rewards"), with the chains: a Food
room's extra turn, every 2nd Downstairs room's choice, a Living room scored again."""

from __future__ import annotations

from engine.castles.events import (
    CardReturned,
    Completed,
    ExtraTurn,
    FreeTaken,
    Rewarded,
    TilesOnDeck,
)
from engine.castles.game import apply, can_undo, current_decision, legal_codes
from engine.castles.market import placements
from engine.castles.scoring import RESCORE, Line
from engine.castles.state import Buy, FreeCorridor, ReturnCard
from tests.castles.engine.helpers import game, give_castle, place_now


def test_a_completed_activity_room_gains_5_points():
    s = game()
    give_castle(s, 0, ("oratory", -1, -2, 2))
    place_now(s, 0, "great_hall", order=[1])
    before = s.players[0].score
    r = apply(s, "p:great_hall:-8:-2:0")
    assert Completed(0, "oratory", "activity") in r.events
    assert Rewarded(0, "activity", "oratory", points=5) in r.events
    assert s.players[0].score == before + 1 + 5
    assert current_decision(s) == Buy(1)


def test_a_completed_outdoor_room_gains_10000():
    s = game()
    give_castle(s, 0, ("shed", 1, -5, 1))
    place_now(s, 0, "throne_room", order=[1])
    money = s.players[0].money
    r = apply(s, "p:throne_room:-3:-10:1")
    assert Rewarded(0, "outdoor", "shed", money=10000) in r.events
    assert s.players[0].money == money + 10000


def test_a_completed_food_room_gives_another_turn_at_once():
    s = game()
    give_castle(s, 0, ("larder", -2, 1, 2))
    place_now(s, 0, "dressing_room", order=[1])
    r = apply(s, "p:dressing_room:-6:1:0")
    assert Rewarded(0, "food", "larder", extra_turn=True) in r.events
    assert ExtraTurn(0) in r.events
    assert current_decision(s) == Buy(0)  # before seat 1's turn
    apply(s, "pass")
    assert current_decision(s) == Buy(1)


def test_a_placement_preview_shows_the_living_rooms_second_score():
    s = game()
    give_castle(
        s, 0, ("observatory", -4, 0, 0), ("meat_locker", -3, -4, 3), ("food_prep_room", -6, -1, 1)
    )
    spot = next(p for p in placements(s, 0, "berchta_room") if p.code == "p:berchta_room:-3:4:1")
    assert spot.completes == ("observatory",) and spot.rewards == ("living",)
    assert Line(RESCORE, 5, "observatory") in spot.lines
    assert spot.points == 3 - 1 + 2 + 5


def test_a_completed_utility_room_draws_two_bonus_cards_and_keeps_one():
    s = game()
    place_now(s, 0, "broom_closet", order=[1])
    top = s.piles.bonus_deck[-2:]
    r = apply(s, "p:broom_closet:1:-2:0")
    assert Rewarded(0, "utility", "broom_closet", cards=2) in r.events
    d = current_decision(s)
    assert isinstance(d, ReturnCard) and sorted(d.cards) == sorted(top)
    assert not can_undo(s)  # a card was drawn
    kept = len(s.players[0].bonus)
    r = apply(s, f"bd:{top[0]}")
    assert CardReturned(0, top[0]) in r.events
    assert len(s.players[0].bonus) == kept + 1 and top[1] in s.players[0].bonus
    assert s.piles.bonus_deck[0] == top[0]  # under the deck


def test_a_completed_sleeping_room_puts_up_to_two_rooms_on_the_deck():
    s = game()
    give_castle(s, 0, ("tasso_room", 3, 1, 0))
    place_now(s, 0, "dressing_room", order=[1])
    apply(s, "p:dressing_room:6:5:1")
    assert "sl:300" in legal_codes(s) and "skip" in legal_codes(s)
    apply(s, "sl:300")
    assert not can_undo(s)  # the stack was looked through
    codes = legal_codes(s)
    stack = sorted(s.piles.stacks["300"])
    assert codes == [f"st:{t}" for t in stack] + ["done"]  # by id, never in stack order
    apply(s, f"st:{stack[1]}")
    r = apply(s, f"st:{stack[0]}")
    assert TilesOnDeck(0, 300, 2, (stack[1], stack[0])) in r.events
    assert s.piles.deck[-1] == stack[1] and s.piles.deck[-2] == stack[0]  # first picked on top
    assert stack[1] not in s.piles.stacks["300"]


def test_a_completed_corridor_gives_a_free_stairs_or_hallway():
    s = game()
    give_castle(s, 0, ("stairs", 3, 1, 0))
    place_now(s, 0, "the_hole", order=[1])
    supply = dict(s.piles.supply)
    apply(s, "p:the_hole:6:0:1")  # completes the Hole and the stairs
    assert current_decision(s) == FreeCorridor(0)
    assert set(legal_codes(s)) <= {"fr:stairs", "fr:hallway", "fr:lower_hallway", "skip"}
    r = apply(s, "fr:hallway")
    assert FreeTaken(0, "hallway") in r.events
    assert s.piles.supply["hallway"] == supply["hallway"] - 1
    assert current_decision(s).kind == "place"
    money = s.players[0].money
    apply(s, legal_codes(s)[0])
    assert s.players[0].money == money  # free


def test_the_corridor_reward_is_taken_once_a_turn():
    s = game()
    give_castle(s, 0, ("hallway", 1, -6, 1), ("stairs", -2, -5, 2), ("stairs", -2, -3, 2))
    place_now(s, 0, "lower_hallway", order=[1])
    r = apply(s, "p:lower_hallway:-3:-8:1")
    assert sum(1 for e in r.events if isinstance(e, Completed) and e.type == "corridor") == 2
    assert current_decision(s) == FreeCorridor(0)
    apply(s, "skip")
    assert current_decision(s) == Buy(1)  # no second free tile
