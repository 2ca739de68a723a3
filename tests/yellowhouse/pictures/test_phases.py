"""Every phase of real games is drawn: random games, standard and variant, render at every
position (the turn, board, final and both "My hand" pictures, with their alt texts), and
between them they pass through every phase (exchange, play, the variant's boost, give and
back, and game over). The alt text names the game, both players and whose turn it is."""

from __future__ import annotations

from dataclasses import replace

import games.yellowhouse.pictures as yh
from engine.yellowhouse import public_view, seat_view
from engine.yellowhouse.state import PHASES
from games.yellowhouse.pictures import canvas, hand, samples, turn
from games.yellowhouse.pictures.style import WIDTH
from tests.yellowhouse.pictures.pictures import EN, NAMES, image, positions

SEEDS = {False: (1, 2), True: (1, 3)}  # each of these variant games reaches every phase


def test_every_position_of_random_games_draws_and_every_phase_is_reached():
    seen = set()
    for variant, seeds in SEEDS.items():
        for seed in seeds:
            for i, (state, event) in enumerate(positions(seed, variant)):
                seen.add(state.phase)
                view, views = public_view(state), (seat_view(state, 0), seat_view(state, 1))
                sheets = [
                    turn.draw(EN, view, [event], board=False),
                    turn.draw(EN, view, [event], board=True),
                    turn.draw(EN, view, [event], board=False, hands=[v.hand for v in views]),
                    *(hand.draw_hand(EN, v) for v in views),
                ]
                assert all(s.im.width == WIDTH for s in sheets)
                words = [yh.alt_text(EN, view, [event]), *(yh.hand_alt_text(EN, v) for v in views)]
                assert all("The Yellow House" in w and len(w) <= 1000 for w in words)
                if i % 25 == 0:
                    assert image(yh.turn_picture(EN, view, [event])).width == WIDTH
                    assert image(yh.final_picture(EN, views, [event])).width == WIDTH
    assert seen == set(PHASES)


def test_the_alt_text_names_the_players_and_whose_turn_it_is():
    for state, event in positions(2, True):
        view = public_view(state)
        text = yh.alt_text(EN, view, [event])
        assert all(name in text for name in NAMES)
        if state.phase == "over":
            assert f"Game over · \u2068{NAMES[state.winner]}\u2069 wins" in text
        elif len(view.deciding) == 2:
            assert "Both players to choose 2 cards to exchange" in text
        else:
            assert f"\u2068{NAMES[view.deciding[0]]}\u2069 to " in text.split(". ")[2]


def test_the_samples_cover_every_phase_and_levels_past_8():
    phases = {make()[0].phase for make in samples.ALL.values()}
    assert {"exchange", "play", "boost", "over"} <= phases
    view, _ = samples.variant_high()
    assert max(view.levels.values()) > 8
    sheet = turn.draw(EN, view, [], board=False)
    tokens = {m.what: m.box for m in sheet.marks if m.what.startswith("token ")}
    assert tokens["token skill"][0] > tokens["token money"][0] > tokens["token passion"][0]


def test_a_token_past_the_last_column_stands_in_it_marked_n_plus():
    view, events = samples.variant_high()
    view = replace(view, levels={**view.levels, "money": 20})
    sheet = turn.draw(EN, view, events, board=False)
    tokens = {m.what: m.box for m in sheet.marks if m.what.startswith("token ")}
    assert tokens["token money"][0] > tokens["token skill"][0]  # money 20 in column 12
    texts = [m.what for m in sheet.marks if m.region == "canvas"]
    assert f"{canvas.MAX_COLUMNS}+" in texts and "20" in texts
