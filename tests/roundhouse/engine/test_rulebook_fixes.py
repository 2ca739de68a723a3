"""Rules version 2: the rulebook as printed, where the first release read it otherwise.

Each rule has a test of version 2 (its docstring quotes the deciding rulebook sentence) and one
showing that version 1, which saved games started before the change keep, is unchanged
(games/roundhouse/docs/rules.md §14, §16).
"""

from __future__ import annotations

import pytest

import engine.roundhouse as rh_engine
from engine.roundhouse.actions import Helper
from locales.words import ENGLISH, words_for

EN = words_for(ENGLISH)  # the English catalogue

V1 = 1
V2 = 2  # the questions version 2 asks (version 3 asks the same rules in fewer steps)

# ---------------------------------------------------------------- the Traveling Merchant


def test_paying_to_move_the_merchant_right_after_a_merchant_action(make):
    """ "Before or right after you perform each Traveling Merchant action, you may move the
    Traveling Merchant tile one space clockwise to the next town by paying 1 coin. You may do
    this as many times as you wish." """
    t = make(rules=V2).poor().give(coins=5, supply=5)
    start = t.board.merchant
    t.decide("tm").play("tm.0")
    assert t.board.towns[start][t.seat] == 1  # placed where the merchant stood
    assert t.kind() == "tm_move"
    assert t.codes() == ["tmm.1", "tmm.2", "tmm.3", "pass"]
    labels = [m.label for m in rh_engine.legal_moves(EN, t.s)]
    assert labels[-1] == "Leave the Merchant where it is"
    t.play("tmm.2")
    assert t.board.merchant == (start + 2) % 4
    assert t.me.coins == 3
    assert t.held()


def test_the_payment_after_is_capped_by_coins_and_skipped_without_any(make):
    t = make(rules=V2).poor().give(coins=1, supply=5)
    t.decide("tm").play("tm.1")  # the last coin moves the merchant before the action
    assert t.me.coins == 0
    assert t.held()  # nothing left to pay: no question after the action
    t = make(rules=V2).poor().give(coins=2, supply=5)
    t.decide("tm").play("tm.0")
    assert t.codes() == ["tmm.1", "tmm.2", "pass"]


def test_paying_after_the_last_merchant_action_of_a_turn(make):
    """ "After each merchant action, including the last one of a turn": the payment comes before
    anything else, and the end of the turn still moves the merchant on one town."""
    t = make(3, rules=V2).poor().give(coins=3, supply=5, prestige=0).clear_leaders()
    seat, start = t.seat, t.board.merchant
    t.play("m0.I0", "d.T", "tm.0")
    assert t.kind() == "tm_move"
    t.play("tmm.1")
    assert t.seat != seat  # nothing else to decide: the turn ended
    assert t.board.merchant == (start + 2) % 4  # 1 paid + 1 for the turn's merchant actions
    assert t.board.towns[start][seat] == 1


def test_rules_version_1_pays_only_before_a_merchant_action(make):
    t = make(rules=V1).poor().give(coins=5, supply=5)
    t.decide("tm").play("tm.0")
    assert t.held()
    assert t.me.coins == 5


# ---------------------------------------------------------------- "any resource" and Gold


@pytest.mark.parametrize(("choice", "gold", "prestige"), [("ab.more", 2, 0), ("ab.vp", 1, 1)])
def test_any_resource_abilities_count_gold(make, choice, gold, prestige):
    """ "When a player gains any resource, that player gains one prestige point or one additional
    resource of that type." The rulebook names Gold a resource ("Gold may be used as a substitute
    for any resource"); only the Shopkeeper says "any basic resource (Tea, Fruit, or Celadon)"."""
    t = make().poor().give(prestige=0)
    t.me.fulfilled = ["R1"]
    t.act("smuggle").play("s.G")
    assert (t.kind(), t.top().res) == ("ability", "G")
    assert "Gold" in rh_engine.prompt(EN, t.s)
    t.play(choice)
    assert (t.me.res["G"], t.me.prestige) == (gold, prestige)
    assert t.held()


def test_the_shopkeeper_still_ignores_gold(make):
    """ "Shopkeeper (Permanent effect): Once per turn, when you gain any basic resource (Tea,
    Fruit, or Celadon), gain 1 prestige point." """
    t = make().poor().give(prestige=0)
    t.me.experts = ["shopkeeper"]
    t.act("smuggle").play("s.G")
    assert t.me.prestige == 0


def test_rules_version_1_any_resource_abilities_ignore_gold(make):
    t = make(rules=V1).poor()
    t.me.fulfilled = ["R1"]
    t.act("smuggle").play("s.G")
    assert t.held()
    assert t.me.res["G"] == 1


# ---------------------------------------------------------------- coins in another player's turn


def maiden_coins(make, rules: int | None) -> tuple[int, int, list[str]]:
    """The Maiden's coin to the two other players; the first holds R8 (coins+2)."""
    t = make(3, rules=rules).poor()
    t.me.experts = ["maiden"]
    holder, plain = (t.seat + 1) % 3, (t.seat + 2) % 3
    t.s.players[holder].fulfilled = ["R8"]
    t.poor(holder).poor(plain)
    t.play("x.maiden", "b.T", "b.C")
    return t.s.players[holder].coins, t.s.players[plain].coins, t.s.turn.used


def test_coin_abilities_trigger_on_coins_received_in_another_players_turn(make):
    """ "When a player gains coins, that player gains one or two additional coins." The Maiden's
    "all the other players receive 1 coin" is a gain of coins; the ability adds a fixed number,
    so the receiver has nothing to decide. "Each ability may only be activated once per turn":
    it counts as used in this turn (the Maiden's player's)."""
    holder, plain, used = maiden_coins(make, None)
    assert (holder, plain) == (1 + 2, 1)
    assert "o:R8" in used


def test_rules_version_1_coins_in_another_players_turn_trigger_nothing(make):
    holder, plain, used = maiden_coins(make, V1)
    assert (holder, plain) == (1, 1)
    assert "o:R8" not in used


# ---------------------------------------------------------------- the Expert display


def use_nanny_with_a_short_display(make, rules: int | None):
    """The deck and the discards are empty and the display is short (a card was taken when
    there was nothing to refill it with); then the Nanny is used and discarded."""
    t = make(rules=rules).poor()
    t.decks.expert_display = ["elder", "clerk"]
    t.decks.expert_deck = []
    t.decks.expert_discard = []
    t.me.experts = ["nanny"]
    t.replace_top("start")
    t.play("x.nanny")
    return t


def test_a_short_expert_display_refills_from_the_discards_at_once(make):
    """ "If the Expert display is ever empty, reshuffle the discarded Expert cards to form a new
    deck", and "replenish the Expert card display back to three": the display does not wait
    for someone to take a card (the reshuffle reveals a card, so it cannot be taken back)."""
    t = use_nanny_with_a_short_display(make, None)
    assert t.decks.expert_display == ["elder", "clerk", "nanny"]
    assert t.decks.expert_deck == [] and t.decks.expert_discard == []
    assert not rh_engine.can_undo(t.s)


def test_an_empty_expert_display_refills(make):
    t = make().poor()
    t.decks.expert_display, t.decks.expert_deck, t.decks.expert_discard = [], [], []
    t.act("expert_room")
    assert t.codes() == ["pass"]
    t.me.experts = ["maiden", "nanny"]
    t.replace_top("start")
    t.play("x.nanny")
    assert t.decks.expert_display == ["nanny"]


def test_rules_version_1_refills_the_display_only_when_a_card_is_taken(make):
    t = use_nanny_with_a_short_display(make, V1)
    assert t.decks.expert_display == ["elder", "clerk"]
    assert t.decks.expert_discard == ["nanny"]


# ---------------------------------------------------------------- the Elder


def elder_prestige(make, rules: int | None, senior: bool) -> int:
    t = make(rules=rules).poor().give(prestige=0, supply=5)
    t.me.experts = ["elder"]
    t.decide("helper", senior=senior).play("ph.0" if senior else "h.0")
    return t.me.prestige


def test_the_elder_counts_the_helper_action_not_the_permanent_helper(make):
    """ "Elder (Permanent effect): Once per turn, gain 3 prestige points when you take the Helper
    action." The rulebook names two actions: "Helper action: Move one assistant, younger side
    up, ..." and "Permanent Helper action: Only available as a special action during the worship
    action." The Elder names the first."""
    assert elder_prestige(make, None, senior=False) == 3
    assert elder_prestige(make, None, senior=True) == 0


def test_rules_version_1_elder_counts_the_permanent_helper(make):
    assert elder_prestige(make, V1, senior=True) == 3


# ---------------------------------------------------------------- the Lobby's copy and chairs


def lobby_copying_smuggle(make, rules: int | None, senior: bool):
    """Own leader on the Lobby, another's on the Smuggle room, own assistant on its chair 2."""
    t = make(rules=rules).poor().give(track=9, supply=4).clear_leaders()
    t.leaders(t.seat, "I5", "H")
    t.leaders((t.seat + 1) % 3, "I1", "H")
    t.chair(2, senior=senior)
    t.act("lobby").play("lb.I1")
    return t


@pytest.mark.parametrize("senior", [False, True])
def test_the_lobby_copy_uses_own_assistants_on_that_rooms_chairs(make, senior):
    """ "Choose a room occupied by another family leader (including your own). Immediately
    perform the action of that room as if the family leader on that room is your own." With
    one's own leader there, "When taking an action in a room in the inner circle, you may remove
    one or two of your assistants from the chairs adjacent to the room" to perform it again."""
    t = lobby_copying_smuggle(make, None, senior)
    assert (t.kind(), t.top().space) == ("room", "I1")
    use = "r.10" if senior else "r.01"
    assert t.codes() == ["r.00", use, "pass"]
    t.play(use, "s.G", "s.G")
    assert t.me.res["G"] == 2
    assert (t.board.chairs[2] is not None) == senior  # a senior stays, a younger one goes home
    assert (t.me.track, t.me.supply) == (8, 5 if senior else 6)  # + the Recruit of option B
    assert t.held()


def test_rules_version_1_lobby_copy_ignores_the_chairs(make):
    t = lobby_copying_smuggle(make, V1, senior=False)
    assert (t.kind(), t.top().room) == ("act", "smuggle")


def test_helper_decisions_are_unchanged_by_the_elder_reading(make):
    """Both versions place the assistant; only the Elder's prestige differs."""
    for rules in (V1, None):
        t = make(rules=rules).poor().give(supply=5)
        t.stack(Helper(senior=True))
        t.play("ph.4")
        assert t.board.chairs[4].senior
