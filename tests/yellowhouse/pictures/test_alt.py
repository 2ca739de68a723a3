"""What the alt texts say: the game, the players, the round and whose turn it is, the Canvas
and the Claims row, each Palette, what just happened; the hand's four counts and Supports
left; the final picture's two hands; never more than 1000 characters."""

from __future__ import annotations

from dataclasses import replace

import pytest

import games.yellowhouse.pictures as yh
from engine.yellowhouse.events import Claimed, Event, Passed
from games.yellowhouse.pictures import samples
from games.yellowhouse.pictures.names import FSI, PDI
from tests.yellowhouse.pictures.pictures import EN

MARCO, KEVIN = f"{FSI}Marco{PDI}", f"{FSI}Kevin{PDI}"


def test_the_turn_alt_text_says_the_table():
    text = yh.alt_text(EN, *samples.mid_trick())
    assert text.startswith(f"The Yellow House: {MARCO} against {KEVIN}. Round 1 of 5.")
    assert f"{KEVIN} to beat Inspiration at level 4 or pass." in text
    assert "Canvas levels: Inspiration 4, Skill 3, Money 3, Passion 2." in text
    assert f"in order: {MARCO} Passion, {KEVIN} Skill, {MARCO} Inspiration." in text
    assert f"{MARCO}: 0 rounds won (rewards: none), 7 cards in hand, 0 Supports used" in text
    assert f"{KEVIN}: 0 rounds won (rewards: none), 11 cards in hand, 1 Support used" in text
    assert "strengthened this trick with 3 Inspiration" in text
    assert (
        f"Just happened: {MARCO} strengthened Inspiration +3 (3 cards) to 4 and claimed it." in text
    )


def test_the_alt_text_of_the_variant_the_exchange_and_the_end():
    assert "The Yellow House (variant)" in yh.alt_text(EN, *samples.variant_high())
    assert f"{KEVIN}: 0 rounds won" in yh.alt_text(EN, *samples.exchange())
    assert "exchange cards chosen." in yh.alt_text(EN, *samples.exchange())
    over = yh.alt_text(EN, *samples.game_over())
    assert f"Game over · {KEVIN} wins." in over and "(rewards: Skill, Inspiration, Skill)" in over


def test_the_hand_and_final_alt_texts_hold_the_counts():
    view, events = samples.mid_trick()
    marco, kevin = samples.hands_for(view)
    mine = yh.hand_alt_text(EN, kevin)
    assert mine.startswith(f"The Yellow House, {KEVIN}'s hand against {MARCO}. Round 1 of 5.")
    assert "Your turn: beat Inspiration at level 4 or pass." in mine
    assert "Hand: Passion 5, Skill 2, Money 2, Inspiration 2 (11 cards)." in mine
    assert "Supports left this round: 2." in mine
    assert "Your turn" not in yh.hand_alt_text(EN, marco)
    final = yh.final_alt_text(EN, [kevin, marco], events)
    assert "(holds Passion 1, Skill 0, Money 6, Inspiration 0)" in final
    assert "(holds Passion 5, Skill 2, Money 2, Inspiration 2)" in final
    assert "holds" not in yh.alt_text(EN, view, events)


def test_long_news_is_cut_at_1000_characters():
    view, _ = samples.mid_trick(("M" * 32, "K" * 32))
    events = [Event(0, "claim.p", (Claimed(0, "passion", 3), Passed(1)))] * 40
    text = yh.alt_text(EN, view, events)
    assert len(text) <= 1000 and text.endswith("…")
    assert text.count(FSI) == text.count(PDI)


def test_final_views_must_be_both_seats_of_one_position():
    view, events = samples.mid_trick()
    marco, kevin = samples.hands_for(view)
    with pytest.raises(ValueError, match="seats 0 and 1"):
        yh.final_picture(EN, [marco, marco], events)
    with pytest.raises(ValueError, match="different positions"):
        yh.final_alt_text(EN, [marco, replace(kevin, hand_sizes=(1, 1))], events)
