"""All 24 Expert cards (rulebook "Expert Card Effects"; components.md §11).

Single-use experts are activated at the start of a turn (`x.<id>`); permanent ones trigger once
per turn.
"""

from __future__ import annotations

import pytest

from engine.roundhouse.actions import ChooseBasic, Helper
from engine.roundhouse.content import components


def counts(t) -> dict[str, int]:
    p, b, seat = t.me, t.board, t.seat
    return {
        "coins": p.coins,
        "prestige": p.prestige,
        **p.res,
        "supply": p.supply,
        "track": p.track,
        "towns": sum(town[seat] for town in b.towns),
        "chairs": sum(1 for ch in b.chairs if ch and ch.seat == seat),
    }


def delta(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    return {k: after[k] - before[k] for k in after if after[k] != before[k]}


SINGLE_USE = [
    ("su_trader", [], {"coins": 3}),
    ("jin_trader", [], {"coins": 1, "prestige": 1}),
    ("sales_lady", ["xc.0"], {"C": 1}),
    ("sales_lady", ["xc.1"], {"F": 1}),
    ("porter", ["xc.0"], {"T": 1}),
    ("porter", ["xc.1"], {"C": 1}),
    ("farmer", ["xc.0"], {"F": 1}),
    ("farmer", ["xc.1"], {"T": 1}),
    ("amulet_merchant", ["xc.0"], {"coins": 4}),
    ("amulet_merchant", ["xc.1"], {"prestige": 3}),
    ("little_master", ["tm.0"], {"coins": 1, "supply": -1, "towns": 1}),
    ("servant", ["h.2"], {"supply": -1, "chairs": 1}),
    ("bookseller", [], {"coins": 6}),  # X = 5 assistants in the supply, + 1
    ("nanny", [], {"coins": 1, "supply": 2, "track": -2}),
    ("noble_lady", ["tm.0", "tm.0"], {"supply": -1, "track": -1, "towns": 2}),
    ("guangdong_trader", ["h.0"], {"track": -1, "chairs": 1}),
    ("hui_trader", ["tm.0"], {"coins": 1, "track": -1, "towns": 1}),
    ("mistress", [], {"coins": 4, "G": 1, "supply": -1, "track": 1}),
    ("craftsman", ["b.F"], {"F": 1, "G": 1, "supply": -1, "track": 1}),
    ("maiden", ["b.T", "b.C"], {"T": 1, "C": 1}),
]


@pytest.mark.parametrize(
    ("eid", "follow", "expected"),
    SINGLE_USE,
    ids=[
        eid + "".join("-" + c for c in follow if c.startswith("xc"))
        for eid, follow, _ in SINGLE_USE
    ],
)
def test_single_use_expert(make, eid, follow, expected):
    t = make().poor().give(supply=5, track=9, prestige=0)
    t.me.experts = [eid]
    others = [p.coins for s, p in enumerate(t.s.players) if s != t.seat]
    before = counts(t)
    use = f"x.{eid}"
    if follow and follow[0].startswith("xc."):  # rules version 3: the gain named with the use
        use, follow = f"x.{eid}.{follow[0][3:]}", follow[1:]
    assert use in t.codes()
    t.play(use, *follow)
    assert delta(before, counts(t)) == expected
    assert t.kind() == "start"  # back to the start of the turn: the move is still to come
    assert t.me.experts == []
    amulet = components().expert(eid).amulet
    if amulet:
        assert t.me.expert_amulets == [eid]
    else:
        assert eid in t.decks.expert_discard
    gained = [
        p.coins - c
        for p, c in zip((p for s, p in enumerate(t.s.players) if s != t.seat), others, strict=True)
    ]
    assert gained == [1 if eid == "maiden" else 0] * len(others)


def test_only_one_expert_per_turn(make):
    t = make().poor()
    t.me.experts = ["su_trader", "jin_trader", "elder"]
    assert {c for c in t.codes() if c.startswith("x.")} == {"x.su_trader", "x.jin_trader"}
    t.play("x.su_trader")
    assert not any(c.startswith("x.") for c in t.codes())


def test_fire_experts_need_an_assistant_in_the_supply(make):
    t = make().poor().give(supply=0)
    t.me.experts = ["mistress", "craftsman", "nanny"]
    assert {c for c in t.codes() if c.startswith("x.")} == {"x.nanny"}


def test_expert_amulets_do_not_count_toward_the_hand_limit(make):
    t = make().poor()
    t.me.experts = ["nanny", "maiden"]
    t.me.expert_amulets = ["su_trader", "jin_trader", "servant"]
    t.act("expert_room").play("ex.0")
    assert len(t.me.experts) == 3
    assert t.held()


# ---------------------------------------------------------------- selling experts


@pytest.mark.parametrize(
    ("eid", "cube", "coins", "vp"),
    [("tea_supplier", "T", 10, 0), ("celadon_merchant", "C", 6, 2), ("fruit_supplier", "F", 2, 6)],
)
def test_supplier_sells_to_the_selling_market_for_double_without_assistant_actions(
    make, eid, cube, coins, vp
):
    t = make().poor().give(supply=5, track=9, prestige=0, **{cube: 1})
    t.me.experts = [eid]
    t.play(f"x.{eid}")
    assert f"xs.sm.{cube}.{cube}" in t.codes()
    t.play(f"xs.sm.{cube}.{cube}")
    assert (t.me.coins, t.me.prestige) == (coins, vp)
    assert (t.me.track, t.me.supply) == (9, 5)  # no Recruit, no merchant action
    assert t.board.selling[cube] == cube
    assert t.kind() == "start"
    assert eid in t.decks.expert_discard


def test_supplier_may_sell_to_a_market_tile_box(make):
    t = make().poor().give(F=1, prestige=0)
    t.board.tiles = ["warehouse", "market_a", "bank", "black_market", "meeting_large", "market_b"]
    t.board.selling["F"] = "F"  # the Selling Market's Fruit box is taken
    t.me.experts = ["fruit_supplier"]
    t.play("x.fruit_supplier")
    assert set(t.codes()) == {"xs.ma.F.F", "xs.mb.F.F", "pass"}
    t.play("xs.ma.F.F")  # box 1 of Market A: 1 coin + 1 prestige, doubled
    assert (t.me.coins, t.me.prestige) == (2, 2)
    assert t.board.market_a == ["F", None, None]


def test_supplier_is_not_offered_without_a_legal_sale(make):
    t = make().poor().give(T=1)
    t.board.selling["T"] = "T"
    t.board.tiles = [
        "warehouse",
        "black_market",
        "bank",
        "trading_post",
        "meeting_large",
        "meeting_small",
    ]
    t.me.experts = ["tea_supplier"]
    assert "x.tea_supplier" not in t.codes()


def test_shandon_trader_sells_two_cubes_to_empty_boxes_for_normal_rewards(make):
    t = make().poor().give(T=1, C=1, supply=5, track=9, prestige=0)
    t.me.experts = ["shandon_trader"]
    t.play("x.shandon_trader", "xs.sm.T.T")
    assert "xs.sm.T.T" not in t.codes()  # that box is full now
    t.play("xs.sm.C.C")
    assert (t.me.coins, t.me.prestige) == (8, 1)
    assert (t.me.track, t.me.supply) == (9, 5)
    assert t.kind() == "start"


# ---------------------------------------------------------------- permanent experts


def test_elder_three_prestige_on_a_helper_action_once_per_turn(make):
    t = make().poor().give(prestige=0, supply=5)
    t.me.experts = ["elder"]
    assert "x.elder" not in t.codes()
    t.stack(Helper(senior=False), Helper(senior=False))
    t.play("h.0")
    assert t.me.prestige == 3
    t.play("h.1")
    assert t.me.prestige == 3


def test_wealthy_man_two_prestige_on_gold_once_per_turn(make):
    t = make().poor().give(prestige=0)
    t.me.experts = ["wealthy_man"]
    t.act("smuggle").play("s.G")
    assert t.me.prestige == 2
    t.act("smuggle").play("s.G")
    assert (t.me.prestige, t.me.res["G"]) == (2, 2)


def test_shopkeeper_one_prestige_on_a_basic_resource_once_per_turn(make):
    t = make().poor().give(prestige=0)
    t.me.experts = ["shopkeeper"]
    t.act("smuggle").play("s.G")
    assert t.me.prestige == 0  # Gold is not a basic resource
    t.stack(ChooseBasic(), ChooseBasic())
    t.play("b.T")
    assert t.me.prestige == 1
    t.play("b.F")
    assert t.me.prestige == 1


def test_clerk_two_prestige_on_taking_an_expert_once_per_turn(make):
    t = make().poor().give(prestige=0, coins=3)
    t.me.experts = ["clerk"]
    t.act("meeting_large").play("mt.0.c")
    assert t.me.prestige == 2
    t.play("mt.0.c")
    assert t.me.prestige == 2


def test_clerk_works_from_the_moment_it_is_taken(make):
    """components.md: a permanent expert works from the moment it is taken."""
    t = make().poor().give(prestige=0)
    t.me.experts = []
    t.decks.expert_display[0] = "clerk"
    t.act("expert_room").play("ex.0")
    assert t.me.prestige == 2


def test_permanent_triggers_reset_each_turn(make):
    t = make().poor().give(prestige=0)
    t.me.experts = ["wealthy_man"]
    t.s.turn.used.append("x:wealthy_man")
    t.act("smuggle").play("s.G")
    assert t.me.prestige == 0
    from engine.roundhouse.turn import begin_turn

    begin_turn(t.s, t.seat, t.s.turn.number + 1)
    t.act("smuggle").play("s.G")
    assert t.me.prestige == 2


def test_every_expert_is_covered():
    tested = {e for e, _, _ in SINGLE_USE} | {
        "tea_supplier", "celadon_merchant", "fruit_supplier", "shandon_trader",
        "elder", "wealthy_man", "shopkeeper", "clerk",
    }  # fmt: skip
    assert tested == {e.id for e in components().experts}
