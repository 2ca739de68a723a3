"""Every option reads apart from the others of its decision (each becomes one button)."""

import random

import pytest

import engine.roundhouse as rh_engine
from engine.roundhouse.content import components
from engine.roundhouse.names import LABEL_LIMIT, cost_text, expert_effect, order_label
from engine.roundhouse.rooms import take_expert_label
from engine.roundhouse.state import Options
from locales.words import ENGLISH, words_for

EN = words_for(ENGLISH)  # the English catalogue


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_labels_are_distinct_short_and_present(players):
    for seed in range(12):
        state = rh_engine.new_game([f"P{i}" for i in range(players)], seed)
        rng = random.Random(seed)
        while not rh_engine.is_over(state):
            moves = rh_engine.legal_moves(EN, state)
            labels = [m.label for m in moves]
            assert all(0 < len(text) <= 80 for text in labels)
            assert len(set(labels)) == len(labels), (rh_engine.prompt(EN, state), labels)
            rh_engine.apply(state, rng.choice(moves).code)


def test_two_alike_amulets_on_display_are_one_choice(make):
    t = make(2).give(coins=8)
    t.decks.amulet_display[:] = ["bell", "bell", "mirror"]
    t.act("black_market")
    amulet_codes = [c for c in t.codes() if c.startswith("bm.a.")]
    assert amulet_codes == ["bm.a.0", "bm.a.2"]


# ---------------------------------------------------------------- labels say what they do


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_label_fits_a_button_without_clipping(players):
    """The labels as the decisions word them (the API clips at 80 only as a guard), in games
    that confirm the end of a turn, with the 2-player variant and rules version 1 too."""
    for seed in range(10):
        options = Options(confirm_end=True, neutral_variant=players == 2 and seed % 2 == 0)
        state = rh_engine.new_game(
            [f"P{i}" for i in range(players)], seed, options, rules=1 + seed % 2
        )
        rng = random.Random(seed)
        while not rh_engine.is_over(state):
            d = rh_engine.current_decision(state)
            labels = [d.label(EN, state, m) for m in rh_engine.legal_options(state)]
            assert all(0 < len(text) <= LABEL_LIMIT for text in labels), labels
            assert len(set(labels)) == len(labels), (rh_engine.prompt(EN, state), labels)
            rh_engine.apply(state, rng.choice(rh_engine.legal_codes(state)))


def test_every_order_and_expert_label_fits_whatever_the_card():
    c = components()
    for order in c.orders:
        for verb in ("Take", "Fulfil"):
            text = order_label(EN, verb, order)
            assert len(text) <= LABEL_LIMIT and f"order {order.id} — pay " in text
            assert f"{order.vp}★" in text
    state = rh_engine.new_game(["Ann", "Bo"], 1)
    for e in c.experts:
        state.decks.expert_display[0] = e.id
        for verb, price in (("take", ""), ("take_free", ""), ("pay", "3 coins"), ("fire", "")):
            text = take_expert_label(EN, state, verb, e.id, price)
            assert len(text) <= LABEL_LIMIT and e.name in text
        for supply in range(16):
            effect = expert_effect(EN, c, e, supply=supply)
            assert len(f"Use {e.name}: {effect}") <= LABEL_LIMIT or e.per_supply_coins == 0


def test_an_order_bonus_says_its_cost_prestige_and_ability(make):
    t = make(2)
    t.decks.order_display[0] = "R14"
    t.me.prestige = 5
    t.s.turn.start_prestige = 0
    t.decide("bonus")
    label = dict(rh_engine.legal_moves(EN, t.s))["bo.o0"]
    order = components().order("R14")
    assert label.startswith(f"Take order R14 — pay {cost_text(EN, order.cost)} · {order.vp}★")
    assert "ability: " in label
    assert "• R14 ability, once a turn: whenever you gain coins" in rh_engine.explain(EN, t.s)


def test_meeting_place_labels_say_the_price_the_firing_and_the_expert(make):
    t = make(2, rules=1).give(coins=5, supply=3)  # version 1: the first expert costs 1 coin
    t.decks.expert_display[:] = ["servant", "maiden", "elder"]
    t.act("meeting_small")
    labels = dict(rh_engine.legal_moves(EN, t.s))
    assert labels["mt.0.c"] == "Pay Servant (1 coin): 1 Helper (one use, kept as an amulet)"
    fire = "Fire for Servant: return an assistant to the track, gain 1 Helper"
    assert labels["mt.0.f"].startswith(fire)
    assert labels["mt.2.c"].startswith("Pay Elder (1 coin): +3 prestige once a turn when")
    explain = rh_engine.explain(EN, t.s)
    assert "• Maiden: Gain 2 basic resources; every other player gains 1 coin." in explain
    assert "Fire for an expert instead of paying" in explain


def test_a_free_meeting_place_action_says_free(make):
    t = make(2).give(coins=5, supply=3)  # version 2: the small Meeting Place's first is free
    t.decks.expert_display[:] = ["servant", "maiden", "elder"]
    t.act("meeting_small")
    labels = dict(rh_engine.legal_moves(EN, t.s))
    assert labels["mt.0.c"] == "Take Servant (free): 1 Helper (one use, kept as an amulet)"


def test_use_expert_counts_the_booksellers_coins(make):
    t = make(2).give(supply=4)
    t.me.experts = ["bookseller", "mistress"]
    labels = dict(rh_engine.legal_moves(EN, t.s))
    assert labels["x.bookseller"] == "Use Bookseller: 5 coins"
    assert labels["x.mistress"] == "Use Mistress: fire an assistant for 4 coins, 1 Gold"


def test_a_chain_end_says_its_prestige_rewards_and_amulet(make):
    t = make(2)
    t.chair(0)
    t.board.table_amulets["c1"] = "bell"
    t.board.table_amulets["r1"] = None
    t.decide("chain", k=2, ends=[1, 4])
    labels = dict(rh_engine.legal_moves(EN, t.s))
    assert (
        labels["wc.1"]
        == "End the chain on box B1: 3 prestige, 1 Fruit, 1 permanent Helper, Bell amulet"
    )
    assert labels["wc.4"] == "End the chain on box A2: 3 prestige, 2 coins, 1 Recruit"
    assert rh_engine.prompt(EN, t.s).startswith("Place your 2 assistants on the worship table")
    t.decide("chain", k=1, ends=[0])
    assert rh_engine.prompt(EN, t.s).startswith("Place your assistant on the worship table")
