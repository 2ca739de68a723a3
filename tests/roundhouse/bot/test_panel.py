"""Round House's panel as a player reads it (issue 30): a Merchant action costs one tap, the
Helper action's options say what differs, rooms and buttons say what a Traveling Merchant
action does, labels too long for a button leave out their least important part, and panels
stay short."""

from __future__ import annotations

import random
import re

import engine.roundhouse as rh_engine
from bot.game.protocol import whose_turn
from bot.posts.labels import BUTTON_LIMIT, distinct
from engine.roundhouse.actions import Helper
from engine.roundhouse.merchant import Merchant
from engine.roundhouse.perform import Act
from games.roundhouse import ROUND_HOUSE
from locales.words import ENGLISH, words_for

EN = words_for(ENGLISH)
PANEL_MOST = 860  # the longest situation + decision + explanation in these games (was 1,249)


def at(state, decision) -> None:
    """`decision` on top of the current player's stack (a position built by hand)."""
    state.turn.stack.append(decision)
    rh_engine.refresh(state)


def playout(seed: int, seats: int = 2):
    """A game played by random choices: each state before a decision, the seat deciding."""
    state = ROUND_HOUSE.setup(["Ann", "Bo", "Cy", "Di"][:seats], seed)
    rng = random.Random(seed)
    while (seat := whose_turn(ROUND_HOUSE, state)) is not None:
        yield state, seat
        ROUND_HOUSE.apply(state, rng.choice(ROUND_HOUSE.legal_moves(state)).code)


def test_a_merchant_action_is_one_tap_and_moving_the_merchant_after_it_stays_offered():
    state = ROUND_HOUSE.setup(["Ann", "Bo"], 3)
    seat = state.turn.seat
    state.players[seat].coins, state.players[seat].supply = 4, 3
    at(state, Merchant())
    labels = {m.code: m.label for m in ROUND_HOUSE.legal_moves(state)}
    assert labels["tmt"] == "Send an assistant, then pay to move the Merchant on…"
    ROUND_HOUSE.apply(state, "tm.0")
    codes = [m.code for m in ROUND_HOUSE.legal_moves(state)]
    assert "pass" not in codes and not any(c.startswith("tmm.") for c in codes)  # no question


def test_the_helper_action_offers_rooms_and_says_their_chairs_are_equal():
    state = ROUND_HOUSE.setup(["Ann", "Bo"], 3)
    state.players[state.turn.seat].supply = 3
    at(state, Helper(senior=False))
    labels = [m.label for m in ROUND_HOUSE.legal_moves(state)]
    assert len(labels) <= 7  # six rooms and Skip (there were 13 chairs and Skip)
    assert not any("chair of" in label for label in labels)
    assert "Put an assistant beside the Smuggle Room" in labels
    assert "both chairs of a room do the same" in ROUND_HOUSE.prompt(state)


def test_no_tm_in_room_texts_and_no_merchant_action_on_buttons():
    for key in ("selling_market", "money_lender", "lobby", "black_market", "trading_post"):
        assert not re.search(r"\bTM\b", EN(f"roundhouse.room_text.{key}", costs="0, 1"))
    for seed in (1, 2):
        for state, _ in playout(seed):
            for move in ROUND_HOUSE.legal_moves(state):
                text = move.label + "".join(move.more)
                assert "Merchant action" not in text.replace("Traveling Merchant action", "")
            assert not re.search(r"\bTM\b", ROUND_HOUSE.explain(state))


def test_a_long_label_leaves_out_its_least_important_part_never_a_word():
    state = ROUND_HOUSE.setup(["Ann", "Bo"], 3)
    state.players[state.turn.seat].coins = 5
    state.decks.expert_display[:] = ["wealthy_man", "amulet_merchant", "shopkeeper"]
    at(state, Act(room="meeting_small"))
    moves = ROUND_HOUSE.legal_moves(state)
    shown = {m.code: f for m, f in zip(moves, distinct(moves, BUTTON_LIMIT), strict=True)}
    wealthy = shown["mt.0.c"]
    assert wealthy.label == "Take Wealthy Man (free): +2 prestige once a turn when you gain Gold"
    assert wealthy.left_out == "(permanent)"
    for fitted in shown.values():
        assert "…" not in fitted.label  # nothing is cut: parts are left out whole


def test_panels_are_short():
    longest = 0
    for seed in (1, 2, 3):
        for state, seat in playout(seed):
            parts = (
                ROUND_HOUSE.situation(state, seat),
                ROUND_HOUSE.prompt(state),
                ROUND_HOUSE.explain(state),
            )
            longest = max(longest, sum(map(len, parts)))
    assert longest <= PANEL_MOST
