"""End turn (Options.confirm_end): a turn ends only when its player says so, with a summary of
what it gained and paid, and undo says why it stops (games/roundhouse/docs/rules.md §2, §13)."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

import engine.roundhouse as rh_engine
from engine.roundhouse.names import player_name
from engine.roundhouse.state import Options, Player, copy_player
from locales.words import ENGLISH, words_for
from tests.roundhouse.engine.conftest import NAMES, Table

EN = words_for(ENGLISH)  # the English catalogue


def fresh(n: int = 2, seed: int = 1, **options) -> Table:
    """A new game that confirms the end of each turn, everyone back on the hall."""
    t = Table(rh_engine.new_game(NAMES[:n], seed, Options(confirm_end=True, **options)))
    t.clear_leaders()
    t.give(coins=5, T=0, F=0, C=0, G=0, supply=5, track=9)
    # as it now begins:
    t.s.turn.before = rh_engine.from_json(rh_engine.to_json(t.s)).players[t.seat]
    return t


def deliver(t: Table) -> None:
    """Delivery Room: a Tea, an assistant to the Merchant's town, the Merchant left there."""
    t.play("m0.I0", "d.T", "tm.0")


def test_the_last_choice_asks_to_end_the_turn_and_nothing_passes_until_then():
    t = fresh()
    seat = t.seat
    deliver(t)
    assert t.kind() == "confirm"
    assert rh_engine.current_player(t.s) == seat
    assert rh_engine.end_turn_code(t.s) == "end"
    assert [(m.code, m.label) for m in rh_engine.legal_moves(EN, t.s)] == [("end", "End turn")]
    prompt = rh_engine.prompt(EN, t.s)
    assert "This turn you gained 1 Tea; placed 1 assistant." in prompt
    assert f"End turn passes to {player_name(t.s, 1 - seat)}" in prompt
    (line,) = t.play("end")
    assert line.endswith("End turn (gained 1 Tea; placed 1 assistant)")
    assert rh_engine.current_player(t.s) == 1 - seat
    assert t.kind() == "start" and rh_engine.end_turn_code(t.s) is None


def test_a_misclick_is_undone_at_the_end_of_the_turn():
    t = fresh()
    t.play("m0.I0", "d.T")
    asked = rh_engine.to_json(t.s)
    t.play("tm.0")  # the misclick: the Merchant was to move on after the action
    assert t.kind() == "confirm" and rh_engine.can_undo(t.s)
    assert rh_engine.undo_reason(EN, t.s) is None
    t.play("undo")
    assert rh_engine.to_json(t.s) == asked
    t.play("tmt", "tm.0.1")
    assert t.kind() == "confirm"
    assert "paid 1 coin" in rh_engine.prompt(EN, t.s)


def test_the_summary_names_gains_payments_cards_and_assistants():
    t = fresh()
    t.give(T=1)
    t.me.orders = ["S1"]
    t.s.turn.before = rh_engine.from_json(rh_engine.to_json(t.s)).players[t.seat]
    deliver(t)
    assert rh_engine.turn_summary(EN, t.s) == "gained 1 Tea; placed 1 assistant"
    t.me.orders.remove("S1")  # fulfilled: 2 Tea
    t.me.fulfilled.append("S1")
    t.me.res["T"] -= 2
    t.me.coins -= 2
    t.me.amulets.append("bell")
    t.me.experts.append("maiden")
    t.me.track -= 2
    t.me.supply += 2
    t.me.orders.append("R4")
    assert rh_engine.turn_summary(EN, t.s) == (
        "gained order R4, the Maiden expert and the Bell amulet; paid 2 coins and 1 Tea; "
        "fulfilled order S1; recruited 2 assistants; placed 1 assistant"
    )


def test_undo_says_why_it_stops_at_a_reveal_and_at_the_start():
    t = fresh()
    assert rh_engine.undo_reason(EN, t.s) == "Nothing to undo yet: the turn has just begun."
    t.play("m0.I1")  # the Smuggle Room
    token = t.s.decks.pirate_display[0]
    assert token
    t.play("s.p0")  # a pirate token: the next one is drawn
    while t.kind() != "confirm":
        t.play(rh_engine.legal_codes(t.s)[-1])
    if rh_engine.can_undo(t.s):  # the token brought choices after the draw
        t.play("undo")
        while rh_engine.can_undo(t.s):
            t.play("undo")
    assert rh_engine.undo_reason(EN, t.s) == "A pirate token was drawn: undo stops there."
    with pytest.raises(rh_engine.IllegalMove):
        t.play("undo")


def test_games_without_the_option_record_no_reason_and_say_so_plainly():
    t = Table(rh_engine.new_game(NAMES[:2], 1))
    t.clear_leaders()
    t.play("m0.I1", "s.p0")
    assert t.s.turn.reveal is None and t.s.turn.before is None
    if not rh_engine.can_undo(t.s):
        assert rh_engine.undo_reason(EN, t.s) == "Something hidden was revealed: undo stops there."
    assert rh_engine.turn_summary(EN, t.s) == ""


def test_the_last_turn_of_the_game_says_end_turn_ends_it():
    state = rh_engine.new_game(NAMES[:2], 4, Options(confirm_end=True))
    rng = random.Random(4)
    said = False
    while not state.over:
        last = state.final_turns == 1 and state.end_trigger != state.turn.seat
        if rh_engine.end_turn_code(state) and last:
            assert "End turn ends the game" in rh_engine.prompt(EN, state)
            said = True
        rh_engine.apply(state, rng.choice(rh_engine.legal_codes(state)))
    assert said and state.over


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_turn_ends_by_end_turn_and_replays_identically(players):
    options = Options(confirm_end=True, neutral_variant=players == 2)
    state = rh_engine.new_game(NAMES[:players], players, options)
    rng = random.Random(players)
    turns = 0
    while not state.over:
        code = rng.choice(rh_engine.legal_codes(state))
        before = (state.turn.seat, state.turn.number)
        rh_engine.apply(state, code)
        if (state.turn.seat, state.turn.number) != before:
            assert code == "end"  # no other move ends a turn
            turns += 1
    assert turns >= players
    again = rh_engine.replay(state.setup, state.history)
    assert rh_engine.to_json(again) == rh_engine.to_json(state)
    assert rh_engine.from_json(rh_engine.to_json(state)) == state


def test_without_the_option_no_turn_asks_to_be_ended():
    state = rh_engine.new_game(NAMES[:3], 2)
    rng = random.Random(2)
    while not state.over:
        assert rh_engine.current_decision(state).kind != "confirm"
        rh_engine.apply(state, rng.choice(rh_engine.legal_codes(state)))
    assert "end" not in state.history


def test_the_turns_start_is_a_copy_sharing_nothing_with_the_player():
    state = rh_engine.new_game(NAMES[:3], 5, Options(confirm_end=True))
    p = state.players[state.turn.seat]
    before = copy_player(p)
    assert before == p
    for f in fields(Player):
        value = getattr(p, f.name)
        if isinstance(value, list | dict):
            assert getattr(before, f.name) is not value, f.name
    assert state.turn.before == p and state.turn.before is not p
