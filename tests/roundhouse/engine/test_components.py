"""Every component's values as played: pirate tokens, order cards, the worship table's edge
rewards, the score-track bonus icons (components.md §5, §6, §8, §9)."""

from __future__ import annotations

import pytest

from engine.roundhouse.content import components
from engine.roundhouse.turn import Bonus
from engine.roundhouse.worship import Chain

PIRATES = {
    "P1": {"coins": 4},
    "P2": {"coins": 5},
    "P3": {"coins": 6},
    "P4": {"T": 2},
    "P5": {"F": 2},
    "P6": {"C": 2},
    "P7": {"T": 1, "F": 1},
    "P8": {"F": 1, "C": 1},
    "P9": {"C": 1, "T": 1},
    "P10": {"G": 1, "coins": 1},
}


@pytest.mark.parametrize(("pid", "expected"), PIRATES.items(), ids=list(PIRATES))
def test_pirate_token(make, pid, expected):
    t = make().poor()
    t.decks.pirate_display = [pid, *[p for p in PIRATES if p != pid][:2]]
    t.decks.pirate_stack = [p for p in PIRATES if p not in t.decks.pirate_display]
    t.act("smuggle").play("s.p0")
    got = {k: v for k, v in {"coins": t.me.coins, **t.me.res}.items() if v}
    assert got == expected


ORDERS = {  # id: (cost, end prestige, ability kind, resource, n)
    "S1": ({"T": 2}, 2, "more", "T", 1),
    "S2": ({"F": 2}, 2, "more", "F", 1),
    "S3": ({"C": 2}, 2, "more", "C", 1),
    "S4": ({"coins": 4}, 2, "coins", None, 1),
    "S5": ({"T": 1, "F": 1}, 2, "vp", "T", 1),
    "R1": ({"T": 1, "F": 1, "C": 1}, 5, "vp_or_more", "any", 1),
    "R2": ({"T": 2, "C": 1}, 5, "vp", "T", 2),
    "R3": ({"F": 2, "T": 1}, 5, "vp", "F", 2),
    "R4": ({"C": 2, "F": 1}, 5, "vp", "C", 2),
    "R5": ({"T": 3}, 6, "more", "T", 1),
    "R6": ({"F": 3}, 6, "more", "F", 1),
    "R7": ({"C": 3}, 6, "more", "C", 1),
    "R8": ({"coins": 8}, 5, "coins", None, 2),
    "R9": ({"coins": 6}, 4, "coins", None, 1),
    "R10": ({"G": 1, "T": 1}, 4, "vp", "F", 1),
    "R11": ({"G": 1, "F": 1}, 4, "vp", "C", 1),
    "R12": ({"G": 1, "C": 1}, 4, "vp", "T", 1),
    "R13": ({"T": 2, "F": 2, "C": 2}, 10, "vp_or_more", "any", 1),
    "R14": ({"G": 2}, 6, "coins", None, 2),
    "R15": ({"coins": 10}, 7, "coins", None, 1),
}


def test_order_table_matches_the_data():
    assert set(ORDERS) == {o.id for o in components().orders}
    for o in components().orders:
        cost, vp, kind, res, n = ORDERS[o.id]
        assert {k: v for k, v in o.cost.__dict__.items() if v} == cost
        assert (o.vp, o.ability.kind, o.ability.res, o.ability.n) == (vp, kind, res, n)
        assert o.start == o.id.startswith("S")


@pytest.mark.parametrize("oid", ORDERS)
def test_order_card_is_paid_exactly_and_its_ability_works(make, oid):
    cost, _vp, kind, res, n = ORDERS[oid]
    t = make().poor().give(prestige=0, **cost)
    t.me.orders = [oid]
    t.decide("orders").play(f"fo.{oid}")
    assert t.me.fulfilled == [oid]
    assert (t.me.coins, *t.me.res.values()) == (0, 0, 0, 0, 0)  # the whole supply paid
    assert t.held()
    if kind == "coins":
        t.act("money_lender")
        t.board.money_lender = 3
        t.play("ml.c", "tm.skip")
        assert t.me.coins == 3 + n
        return
    cube = "T" if res == "any" else res
    t.decide("basic").play(f"b.{cube}")
    if kind == "more":
        assert t.me.res[cube] == 1 + n
    elif kind == "vp":
        assert (t.me.res[cube], t.me.prestige) == (1, n)
    else:
        t.play("ab.more")
        assert t.me.res[cube] == 2


@pytest.mark.parametrize(
    ("box", "expected", "pushed"),
    [
        (0, {"track": 8, "supply": 6}, "helper"),  # row 0: permanent Helper; column 0: Recruit
        (5, {"coins": 2, "F": 1}, None),  # row 1: 2 coins; column 1: 1 Fruit
        (10, {"G": 1, "T": 1}, None),  # row 2: 1 Gold; column 2: 1 Tea
        (15, {"G": 1, "coins": 3, "C": 1}, None),  # row 3: 1 Gold + 3 coins; column 3: Celadon
    ],
    ids=["r0c0", "r1c1", "r2c2", "r3c3"],
)
def test_worship_edge_rewards(make, box, expected, pushed):
    t = make().poor().give(prestige=0, supply=5, track=9)
    for spot in t.board.table_amulets:
        t.board.table_amulets[spot] = None
    t.stack(Chain(k=1, ends=[box]))
    t.play(f"wc.{box}")
    p = t.me
    got = {k: v for k, v in {"coins": p.coins, **p.res}.items() if v}
    if p.track != 9:
        got.update(track=p.track, supply=p.supply)
    assert got == expected
    assert p.prestige == components().worship.value(box)
    assert (t.kind() == "helper") == (pushed == "helper")


THRESHOLDS = [5, 12, 20, 29, 39, 50, 62, 75, 89]


@pytest.mark.parametrize("i", range(len(THRESHOLDS)))
def test_score_track_bonus_icons(make, i):
    t = make()
    step = Bonus()
    threshold = THRESHOLDS[i]
    t.s.turn.start_prestige = threshold - 1
    t.give(prestige=threshold - 1)
    assert step.due(t.s) == 0
    t.give(prestige=threshold)
    assert step.due(t.s) == 1
    # from the icon's value up to just before the next icon: nothing more to cross
    t.s.turn.start_prestige = threshold
    t.give(prestige=THRESHOLDS[i + 1] - 1 if i + 1 < len(THRESHOLDS) else 200)
    assert step.due(t.s) == 0


def test_score_track_has_exactly_these_icons():
    assert components().score_bonuses.thresholds == THRESHOLDS


def test_set_values_from_the_rulebook():
    assert components().amulets.set_values == [0, 1, 3, 5, 8, 12, 16, 21, 27, 35, 44, 55]
