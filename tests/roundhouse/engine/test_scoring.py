"""Final scoring and the winners (rulebook "Game End"; components.md §10, §13)."""

from __future__ import annotations

import pytest

import engine.roundhouse as rh_engine
from engine.roundhouse.scoring import amulet_points, family_points, score_breakdown, winners
from engine.roundhouse.state import Chair

NAMES = ["Ann", "Bo", "Cy"]


def blank(n=2):
    s = rh_engine.new_game(NAMES[:n], 3)
    for p in s.players:
        p.coins, p.prestige, p.supply, p.track = 0, 0, 0, 9
        p.res = {"T": 0, "F": 0, "C": 0, "G": 0}
        p.amulets, p.expert_amulets, p.fulfilled, p.orders = [], [], [], []
    return s


@pytest.mark.parametrize(
    ("amulets", "points"),
    [
        ([], 0),
        (["bell"], 1),
        (["bell", "bell"], 2),  # two sets of one
        (["bell", "mirror"], 3),
        (["bell", "bell", "mirror"], 4),  # {bell, mirror} + {bell}
        (["bell", "mirror", "gourd", "bagua"], 8),
        (["bell", "mirror", "gourd", "bagua", "jade_pendant", "red_thread", "coin_sword",
          "lucky_knot", "peach_wood"], 35),
        (["bell", "mirror", "gourd"] * 2, 10),  # two sets of three
    ],
)  # fmt: skip
def test_amulet_sets(amulets, points):
    s = blank()
    s.players[0].amulets = amulets
    assert amulet_points(s, s.players[0]) == points


def test_expert_amulets_join_sets_by_kind():
    s = blank()
    p = s.players[0]
    p.amulets = ["bell"]
    p.expert_amulets = ["su_trader", "amulet_merchant", "jin_trader"]  # ruyi, ruyi, pixiu
    # {bell, ruyi, pixiu} + {ruyi} = 5 + 1
    assert amulet_points(s, p) == 6


def test_eleven_kinds_make_the_biggest_set():
    s = blank()
    p = s.players[0]
    p.amulets = ["bell", "mirror", "gourd", "bagua", "jade_pendant", "red_thread",
                 "coin_sword", "lucky_knot", "peach_wood"]  # fmt: skip
    p.expert_amulets = ["su_trader", "jin_trader"]
    assert amulet_points(s, p) == 55


@pytest.mark.parametrize(("track", "points"), [(9, 0), (3, 0), (2, 0), (1, 4), (0, 12), (11, 0)])
def test_family_points_from_the_uncovered_track(track, points):
    s = blank()
    s.players[0].track = track
    assert family_points(s, s.players[0]) == points


def test_score_breakdown_categories_and_total():
    s = blank()
    b = s.board
    p = s.players[0]
    p.prestige = 20
    p.amulets = ["bell", "mirror"]  # 3
    p.fulfilled = ["R13", "S1"]  # 10 + 2
    p.orders = ["R1"]  # unfulfilled: nothing
    p.track = 1  # 4
    b.towns[0][0], b.towns[3][0] = 2, 1
    b.chairs[0] = Chair(0, True)
    b.chairs[1] = Chair(0, False)
    b.chairs[2] = Chair(1, False)
    b.table[0] = [0, 1]  # the worship table does not count
    p.coins, p.supply, p.res = 5, 2, {"T": 1, "F": 0, "C": 0, "G": 1}  # 9 coins -> 3
    row = score_breakdown(s)[0]
    assert row == {
        "play": 20,
        "amulets": 3,
        "orders": 12,
        "family": 4,
        "assistants": 5,
        "coins": 3,
        "total": 47,
    }


def test_coins_exchange_rounds_down():
    s = blank()
    s.players[0].coins = 8
    assert score_breakdown(s)[0]["coins"] == 2


def test_most_prestige_wins():
    s = blank()
    s.players[0].prestige, s.players[1].prestige = 10, 11
    assert winners(s) == [1]


def test_tie_goes_to_the_most_coins_after_the_exchange():
    s = blank()
    s.players[0].prestige, s.players[0].coins = 10, 2  # 10 + 0
    s.players[1].prestige, s.players[1].coins, s.players[1].supply = 9, 3, 2  # 9 + 1, 5 coins
    rows = score_breakdown(s)
    assert rows[0]["total"] == rows[1]["total"] == 10
    assert winners(s) == [1]


def test_full_tie_is_shared():
    s = blank()
    for p in s.players:
        p.prestige, p.coins = 7, 4
    assert winners(s) == [0, 1]


def test_final_scoring_changes_nothing_and_gives_no_bonus():
    """Final scoring is computed, never applied: no bonus for crossing an icon."""
    s = blank()
    s.players[0].prestige = 4
    s.players[0].coins = 30  # +10 in the final count: crosses the icons before 5 and 12
    s.over = True
    before = rh_engine.to_json(s)
    assert score_breakdown(s)[0]["total"] == 14
    assert rh_engine.to_json(s) == before
    assert rh_engine.legal_codes(s) == []
