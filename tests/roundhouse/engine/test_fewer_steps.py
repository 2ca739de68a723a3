"""Rules version 3: the rules of version 2, asked in fewer steps (issue 30). Moving the Traveling
Merchant on right after a TM action is chosen with the action, not asked after each one; a Helper
action chooses a room, as its two chairs are equal in effect. Version 2 games keep their steps
(games/roundhouse/docs/rules.md §16)."""

from __future__ import annotations

import engine.roundhouse as rh_engine
from engine.roundhouse.content import newest_rules
from engine.roundhouse.experts import usable_experts
from engine.roundhouse.names import town_name
from engine.roundhouse.neutrals import neutral_payments
from engine.roundhouse.turn import FOLDED_MOST
from locales.words import ENGLISH, words_for

EN = words_for(ENGLISH)
V2 = 2


def labels(t) -> list[str]:
    rh_engine.refresh(t.s)
    return [m.label for m in rh_engine.legal_moves(EN, t.s)]


def test_new_games_ask_version_3s_steps():
    assert newest_rules() == 3


def test_a_merchant_action_leaves_the_merchant_without_a_question(make):
    """The common case, one tap: the assistant goes, the Merchant stays, nothing is asked."""
    t = make().poor().give(coins=5, supply=5)
    start = t.board.merchant
    t.decide("tm")
    assert t.codes() == ["tm.0", "tm.1", "tm.2", "tm.3", "tmt", "tm.skip"]
    assert labels(t)[4] == "Send an assistant, then pay to move the Merchant on…"
    t.play("tm.0")
    assert t.board.towns[start][t.seat] == 1 and t.board.merchant == start
    assert t.held() and t.me.coins == 5  # no "Leave the Merchant where it is"


def test_moving_the_merchant_right_after_the_action_is_one_choice(make):
    """ "Before or right after you perform each Traveling Merchant action, you may move the
    Traveling Merchant tile one space clockwise to the next town by paying 1 coin." Both
    payments, each of 1–3 towns, in one choice after `tmt`, within the player's coins."""
    t = make().poor().give(coins=3, supply=5)
    start = t.board.merchant
    t.decide("tm").play("tmt")
    assert t.kind() == "tm_after"
    assert t.codes() == ["tm.0.1", "tm.0.2", "tm.0.3", "tm.1.1", "tm.1.2", "tm.2.1"]
    town = [town_name(EN, t.s, (start + k) % 4) for k in range(4)]
    assert labels(t)[0] == f"Assistant to {town[0]}, then the Merchant on to {town[1]} (1 coin)"
    assert (
        labels(t)[4]
        == f"Pay 1 coin: assistant to {town[1]}; 2 coins more: the Merchant on to {town[3]}"
    )
    t.play("tm.1.2")
    assert t.board.towns[(start + 1) % 4][t.seat] == 1
    assert t.board.merchant == (start + 3) % 4 and t.me.coins == 0 and t.held()


def test_without_coins_only_the_free_action_or_its_skip(make):
    t = make().poor().give(coins=0, supply=5)
    t.decide("tm")
    assert t.codes() == ["tm.0", "tm.skip"]


def test_version_2_still_asks_after_each_merchant_action(make):
    t = make(rules=V2).poor().give(coins=5, supply=5)
    t.decide("tm")
    assert "tmt" not in t.codes()
    t.play("tm.0")
    assert t.kind() == "tm_move"


def test_a_helper_action_chooses_a_room_not_one_of_its_equal_chairs(make):
    t = make().poor().give(supply=5)
    t.s.board.chairs[0] = t.s.board.chairs[3] = None
    t.decide("helper", senior=False)
    rooms = [o for o in t.codes() if o != "h.skip"]
    per = 2
    assert len({int(c.split(".")[1]) // per for c in rooms}) == len(rooms)  # one per room
    assert len(rooms) == len({i // per for i, c in enumerate(t.s.board.chairs) if c is None})
    shown = labels(t)
    assert shown[0] == "Put an assistant beside the Delivery Room"
    assert not any("chair of" in label for label in shown)
    assert "both chairs of a room do the same" in rh_engine.prompt(EN, t.s)


def test_a_helper_action_of_version_2_offers_every_chair(make):
    t = make(rules=V2).poor().give(supply=5)
    t.decide("helper", senior=False)
    empty = sum(1 for c in t.s.board.chairs if c is None)
    assert len(t.codes()) == empty + 1
    assert labels(t)[0] == "Put an assistant on the left chair of the Delivery Room"


def test_paying_for_a_neutral_leader_names_its_room(make):
    """ "Changes for Two Players": pay the neutral's cube to move it; the room it goes to is part
    of the same choice, one per room it may go to, and the panel says what it does there."""
    t = make(2).poor().give(T=1)
    pays = sorted(c for c in t.codes() if c.startswith("n."))
    assert pays == ["n.green.O1", "n.green.O5"]
    assert "Pay 1 Tea: move the green neutral to the " in labels(t)[t.codes().index(pays[0])]
    assert "It blocks the room it stands in" in rh_engine.explain(EN, t.s)
    t.play("n.green.O1")
    assert t.board.neutrals["green"] == "O1" and t.me.res["T"] == 0 and t.kind() == "start"


def test_version_2_asks_where_a_paid_neutral_goes(make):
    t = make(2, rules=V2).poor().give(T=1)
    assert [c for c in t.codes() if c.startswith("n.")] == ["n.green"]
    t.play("n.green")
    assert t.kind() == "neutral"


def test_using_an_expert_of_several_gains_names_the_gain(make):
    """The Farmer: "Gain 1 Fruit or 1 Tea", one option each at the start of the turn."""
    t = make().poor()
    t.me.experts = ["farmer"]
    uses = [c for c in t.codes() if c.startswith("x.")]
    assert uses == ["x.farmer.0", "x.farmer.1"]
    assert labels(t)[:2] == ["Use Farmer: gain 1 Fruit", "Use Farmer: gain 1 Tea"]
    t.play("x.farmer.1")
    assert t.me.res["T"] == 1 and t.kind() == "start" and "farmer" in t.me.expert_amulets


def test_version_2_asks_an_experts_gain_after_using_it(make):
    t = make(rules=V2).poor()
    t.me.experts = ["farmer"]
    t.play("x.farmer")
    assert t.kind() == "expert_choice"


def test_a_start_too_full_for_one_panel_asks_gains_and_rooms_after(make):
    """Folding in gains and rooms never takes the start past one panel of buttons: past
    `FOLDED_MOST` options the gain and the room are asked after, as in version 2."""
    t = make(2).poor().give(T=1, F=1, C=1)
    t.me.experts = ["farmer", "porter", "sales_lady"]
    t.me.leaders = ["H", "H"]
    rh_engine.refresh(t.s)
    codes = t.codes()
    moves = [c for c in codes if c.startswith("m")]
    folded = len(usable_experts(t.s)) + len(neutral_payments(t.s)) + len(moves)
    assert len(codes) <= FOLDED_MOST < folded
    assert {"x.farmer", "x.porter", "x.sales_lady"} <= set(codes)
    assert not any(c.startswith("n.") and c.count(".") == 2 for c in codes)
