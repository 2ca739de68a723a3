"""End-of-game scoring: King's Favors, each kind of bonus card, depleted stacks, money."""

from __future__ import annotations

import pytest

from engine.castles.castle import Castle
from engine.castles.content import content
from engine.castles.endgame import (
    card_points,
    depleted_points,
    favor_measure,
    favor_points,
    money_points,
)
from engine.castles.results import scores, winners
from tests.castles.engine.helpers import castle, game, give_castle

# The Foyer, stairs, the Gallery of Mirrors (Living 350), the Piano Room (Activity 150, a
# circle) and the Buttery (Food 100, a square)
ROOMS = (
    ("stairs", 3, 1, 0),
    ("gallery_of_mirrors", 1, -2, 0),
    ("piano_room", -3, 0, 0),
    ("buttery", 8, -1, 0),
)


def k() -> Castle:
    return castle(*ROOMS)


@pytest.mark.parametrize(
    ("points", "measures", "needs_one", "want"),
    [
        ([8, 4, 2, 1], [5, 3, 3, 1], True, [8, 3, 3, 1]),  # two tie for 2nd: (4 + 2) / 2
        ([8, 4, 2, 1], [2, 2, 2, 2], True, [3, 3, 3, 3]),  # (8 + 4 + 2 + 1) / 4, rounded down
        ([8, 4, 2, 1], [4, 0, 0, 1], True, [8, 0, 0, 4]),  # none of it: nothing
        ([8, 4, 2, 1], [4, 0, 0, 1], False, [8, 1, 1, 4]),  # (2 + 1) / 2 if zero counted
        ([8, 4], [1, 1], True, [6, 6]),
        ([8, 4, 2], [0, 0, 0], True, [0, 0, 0]),
    ],
)
def test_favor_places_and_ties(points, measures, needs_one, want):
    assert favor_points(measures, points, needs_one) == want


def test_favor_measures():
    c = content()
    castle_ = k()
    m = {fid: favor_measure(castle_, 12000, c.favors[fid]) for fid in c.favors}
    assert m["most_living"] == 1 and m["most_corridor"] == 2  # the Foyer and the stairs
    assert m["sqft_corridor"] == 125 + 75 and m["sqft_activity"] == 150
    assert m["most_money"] == 12000
    assert m["most_entrances"] == castle_.entrances()
    assert m["most_completed"] + m["most_incomplete"] == 5
    assert (m["most_circular"], m["most_square"], m["most_small"], m["most_large"]) == (1, 1, 2, 1)


def test_each_kind_of_bonus_card():
    c = content()
    castle_ = k()
    got = {cid: card_points(castle_, 12000, c.bonus_cards[cid]) for cid in c.bonus_cards}
    assert got["living_rooms"] == 2 and got["food_rooms"] == 3 and got["corridor_rooms"] == 2
    assert got["size_350"] == 3 and got["size_150"] == 2 and got["size_600"] == 0
    assert got["every_size"] == 0 and got["every_type"] == 0
    assert got["stairs_built"] == 2 and got["hallways_built"] == 0
    assert got["square_rooms"] == 1 and got["circular_rooms"] == 1
    assert got["external_entrances"] == castle_.entrances()
    assert got["completed_rooms"] == sum(castle_.complete)
    assert got["money_left"] == 2  # 1 per 5,000


def test_every_type_and_every_size():
    c = content()
    tiles = {
        "activity": "piano_room",
        "downstairs": "the_hole",
        "food": "buttery",
        "living": "study",
        "outdoor": "shed",
        "sleeping": "nap_room",
        "utility": "sauna",
    }
    castle_ = Castle()
    for i, t in enumerate(tiles.values()):  # (placed apart: only the kinds matter here)
        from engine.castles.castle import Room

        castle_.add(Room(t, 10 * i, 0, 0))
    castle_.add(Room("foyer", 0, 20, 0))
    assert card_points(castle_, 0, c.bonus_cards["every_type"]) == 7
    assert card_points(castle_, 0, c.bonus_cards["every_size"]) == 0


def test_depleted_stacks_and_money():
    castle_ = k()
    assert depleted_points(castle_, {100, 350}) == 2 * 2  # the Buttery and the Gallery
    assert depleted_points(castle_, set()) == 0
    assert money_points(29999) == 2


def test_final_scores_by_category_and_winners():
    s = game(2)
    s.favors = ["most_money", "most_living"]
    give_castle(s, 0, *ROOMS)
    s.players[0].bonus = ["living_rooms", "money_left"]
    s.players[1].bonus = ["stairs_built", "size_600"]
    s.players[0].money, s.players[1].money = 20000, 25000
    s.piles.stacks["100"] = []
    s.players[0].score, s.players[1].score = 30, 30
    a, b = scores(s)
    assert a.categories == (
        ("castle", 30),
        ("favors", 8 + 4),
        ("bonus", 2 + 4),
        ("depleted", 2),
        ("money", 2),
    )
    assert b.categories == (
        ("castle", 30),
        ("favors", 8),
        ("bonus", 0),
        ("depleted", 0),
        ("money", 2),
    )
    assert winners(s) == [0]
    assert scores(s, viewer=1)[0].get("bonus") == 0  # secret while the game runs
    assert scores(s, viewer=0)[0].get("bonus") == 6
