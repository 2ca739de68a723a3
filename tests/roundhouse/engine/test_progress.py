"""The progress wording every surface shows: the round, never above the total, then the final
turns once the round marker has reached the amulet (rulebook: "When the round marker reaches the
Amulet token, each player, except the one who triggered the end of the game, takes one more
turn")."""

from __future__ import annotations

import engine.roundhouse as rh_engine
from engine.roundhouse.names import player_name
from engine.roundhouse.players import pick_move
from engine.roundhouse.progress import end_notice, progress_text
from games.roundhouse.pictures.samples import played_state
from locales.words import ENGLISH, words_for

EN = words_for(ENGLISH)  # the English catalogue


def first_final_turn(s) -> bool:
    return s.end_trigger is not None and not s.over and s.turn.seat != s.end_trigger


def past_the_end(s) -> bool:
    return s.board.round > s.board.end_space and not s.over


def test_before_the_end_only_the_round(make):
    t = make(3)
    t.board.round = 4
    assert progress_text(EN, t.s) == "Round 4 of 8"
    assert progress_text(EN, t.s, compact=True) == "Round 4/8"
    assert end_notice(EN, t.s) is None
    assert end_notice(EN, t.s, reader=t.seat) is None


def test_the_trigger_starts_the_count_of_final_turns(make):
    t = make(3, seed=5).poor().give(supply=0)
    trigger = t.seat
    t.board.round = t.board.end_space - 1
    t.board.towns[0][trigger] = 1
    t.replace_top("worship")
    t.play("wa.0")
    assert progress_text(EN, t.s) == "Round 8 of 8 · final turns: 2 left"
    notice = end_notice(EN, t.s, reader=trigger)
    name = player_name(t.s, trigger)  # isolated: "\u2068Ann\u2069"
    assert notice == (
        f"The round marker reached the amulet ({name} took it): every other player has one more "
        "turn."
    )  # the trigger player finishes the turn: not "your last turn"


def test_a_final_turn_is_counted_until_it_is_played():
    s = played_state(3, first_final_turn)
    seat = s.turn.seat
    assert s.final_turns == 2
    assert progress_text(EN, s).endswith(" · final turns: 2 left")
    assert end_notice(EN, s, reader=seat).endswith(" This is your last turn.")
    other = next(i for i in range(3) if i not in (seat, s.end_trigger))
    assert "last turn" not in end_notice(EN, s, reader=other)  # not that seat's turn
    while s.turn.seat == seat:
        rh_engine.apply(s, pick_move(s, "random", 1))
    assert progress_text(EN, s).endswith(" · final turns: 1 left")


def test_a_marker_past_the_end_space_shows_the_last_round():
    s = played_state(3, past_the_end)
    total = s.board.end_space
    assert s.board.round == total + 1
    assert progress_text(EN, s).startswith(f"Round {total} of {total} · final turns: ")
    assert progress_text(EN, s, compact=True).startswith(f"Round {total}/{total} · ")
    assert f"{total + 1}" not in progress_text(EN, s)


def test_never_a_round_above_the_total_in_a_whole_game():
    s = rh_engine.new_game(["Ann", "Bo", "Cy", "Di", "Ed"], 2)
    seen = set()
    while not s.over:
        rh_engine.apply(s, pick_move(s, "random", 2))
        seen.add(progress_text(EN, s))
    total = s.board.end_space
    assert s.board.round > total  # this playout does pass the end space
    assert f"Round {total} of {total}" in seen
    rounds = {int(text.split()[1]) for text in seen}
    assert max(rounds) == total
    assert progress_text(EN, s) == f"Round {total} of {total}"  # over: no final turns left to count
    assert end_notice(EN, s) is None
