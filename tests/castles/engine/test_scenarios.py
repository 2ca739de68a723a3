"""Scenarios on hand-built castles: a Living room completed that scores again; two Downstairs
completions that give a reward choice; an Activity room penalised by rooms touching it without
a door; ties on a King's Favor split as printed."""

from __future__ import annotations

from engine.castles.events import Placed, RewardChosen, Rewarded
from engine.castles.game import apply, current_decision, legal_codes
from engine.castles.results import favor_table, scores
from engine.castles.scoring import BONUS, PENALTY, ROOM, Line
from engine.castles.state import DownstairsChoice, FreeCorridor, RescoreChoice
from tests.castles.engine.helpers import game, give_castle, place_now


def test_a_completed_living_room_scores_again_with_its_bonus():
    s = game()
    give_castle(
        s, 0, ("observatory", -4, 0, 0), ("meat_locker", -3, -4, 3), ("food_prep_room", -6, -1, 1)
    )
    place_now(s, 0, "berchta_room", order=[1])
    before = s.players[0].score
    r = apply(s, "p:berchta_room:-3:4:1")
    # the Observatory (3 points, +2 per Activity or Living linked) links the Berchta Room now
    assert Rewarded(0, "living", "observatory", points=3 + 2) in r.events
    assert s.players[0].score == before + (3 - 1 + 2) + 5  # the placement, then the rescore


def test_every_second_downstairs_room_gives_a_choice_of_reward():
    s = game()
    give_castle(s, 0, ("stairs", 3, 1, 0), ("the_hole", 6, 0, 1), ("stairs", -3, 1, 2))
    s.players[0].downstairs_done = 1  # the Hole was completed
    place_now(s, 0, "bottomless_pit", order=[1])
    apply(s, "p:bottomless_pit:-6:0:1")  # completes the Pit (2nd) and the stairs
    assert current_decision(s) == FreeCorridor(0)  # the stairs' reward comes first
    apply(s, "skip")
    d = current_decision(s)
    assert isinstance(d, DownstairsChoice)
    assert "rw:downstairs" not in legal_codes(s)
    assert {"rw:activity", "rw:food", "rw:living", "rw:outdoor"} <= set(legal_codes(s))
    assert "rw:corridor" not in legal_codes(s)  # taken this turn already
    money = s.players[0].money
    r = apply(s, "rw:outdoor")
    assert RewardChosen(0, "outdoor") in r.events
    assert s.players[0].money == money + 10000


def test_two_downstairs_rooms_completed_at_once_choose_which_scores_again():
    s = game()
    give_castle(s, 0, ("stairs", 3, 1, 0), ("crypt", 6, 0, 0))
    place_now(s, 0, "the_hole", order=[1])
    apply(s, "p:the_hole:9:2:2")  # the Hole and the Crypt: 0 -> 2 Downstairs rooms done
    assert isinstance(current_decision(s), DownstairsChoice)
    apply(s, "rw:living")
    assert current_decision(s) == RescoreChoice(0, [3, 2])
    assert legal_codes(s) == ["rs:the_hole", "rs:crypt"]
    before = s.players[0].score
    r = apply(s, "rs:crypt")  # 2 points, +1 per Living room anywhere: none
    assert Rewarded(0, "living", "crypt", points=2) in r.events
    assert s.players[0].score == before + 2


def test_an_activity_room_is_penalised_by_a_room_touching_it_without_a_door():
    s = game()
    give_castle(s, 0, ("piano_room", 3, 0, 1))  # -1 per Living or Sleeping room adjacent
    place_now(s, 0, "gallery_of_mirrors", order=[1])
    r = apply(s, "p:gallery_of_mirrors:1:-2:0")  # joins the Foyer; its wall meets the Piano
    placed = next(e for e in r.events if isinstance(e, Placed))
    assert placed.links == ("foyer",)
    assert placed.lines == (
        Line(ROOM, 3, "gallery_of_mirrors"),
        Line(BONUS, 2, "gallery_of_mirrors", 1),  # +2 per Corridor linked: the Foyer
        Line(PENALTY, -1, "piano_room"),
    )
    assert placed.points == 4


def test_tied_players_split_a_kings_favor_as_printed():
    s = game(4)
    s.favors = ["most_living", "most_money"]
    give_castle(s, 0, ("gallery_of_mirrors", 1, -2, 0))
    give_castle(s, 1, ("gallery_of_mirrors", 1, -2, 0))
    give_castle(s, 2, ("gallery_of_mirrors", 1, -2, 0), ("study", 6, -5, 0))
    for p, money in zip(s.players, [9000, 7000, 7000, 7000], strict=True):
        p.money = money
    table = favor_table(s)
    # most Living rooms: seat 2 first (8); seats 0 and 1 tie for 2nd: (4 + 2) / 2 = 3 each;
    # seat 3 has none and scores nothing
    assert table["most_living"] == [3, 3, 8, 0]
    # most money: seat 0 first; three tie for 2nd: (4 + 2 + 1) / 3, rounded down = 2
    assert table["most_money"] == [8, 2, 2, 2]
    assert [x.get("favors") for x in scores(s)] == [11, 5, 10, 2]
