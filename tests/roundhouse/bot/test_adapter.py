"""Round House's adapter (games/roundhouse/adapter.py) through the protocol: what the bot used to
ask the engine, answered as the engine does; its options, refusals, rules help and pictures."""

from __future__ import annotations

import pytest

import engine.roundhouse as rh_engine
from bot.game.protocol import MoveRefused, UnreadableState, whose_turn
from engine.roundhouse.players import pick_move
from games.roundhouse import ROUND_HOUSE, RoundHouseRules
from games.roundhouse.pictures.names import SCORE_KEYS, score_category
from locales.words import ENGLISH, words_for
from tests.support.tictactoe import TIC_TAC_TOE


def test_round_house_setup_takes_its_options_by_name():
    plain = ROUND_HOUSE.setup(["Ann", "Bo"], 4)
    variant = ROUND_HOUSE.setup(["Ann", "Bo"], 4, {"neutral_variant": True})
    assert not plain.setup.options.neutral_variant and variant.setup.options.neutral_variant
    confirmed = rh_engine.new_game(["Ann", "Bo"], 4, rh_engine.Options(confirm_end=True))
    assert ROUND_HOUSE.to_json(plain) == rh_engine.to_json(confirmed)  # the bot's games: End turn
    assert plain.setup.options.confirm_end and variant.setup.options.confirm_end
    own = ROUND_HOUSE.setup(["Ann", "Bo"], 4, {"confirm_end": False})
    assert rh_engine.to_json(own) == rh_engine.to_json(rh_engine.new_game(["Ann", "Bo"], 4))
    with pytest.raises(ValueError, match="Unknown Round House option"):
        ROUND_HOUSE.setup(["Ann", "Bo"], 4, {"speed": True})
    with pytest.raises(ValueError):
        ROUND_HOUSE.setup(["Ann"], 4)


def test_round_house_refusals_are_the_protocols_and_change_nothing():
    state = ROUND_HOUSE.setup(["Ann", "Bo", "Cy"], 2)
    before = ROUND_HOUSE.to_json(state)
    with pytest.raises(MoveRefused) as refused:
        ROUND_HOUSE.apply(state, "zz.nope")
    assert str(refused.value) and ROUND_HOUSE.to_json(state) == before
    with pytest.raises(UnreadableState, match="saved game is invalid"):
        ROUND_HOUSE.from_json('{"schema": 2}')
    setup = ROUND_HOUSE.setup_json(state)
    with pytest.raises(MoveRefused):
        ROUND_HOUSE.replay(setup, ["zz.nope"])
    assert ROUND_HOUSE.seat_names(setup) == ["Ann", "Bo", "Cy"]


def test_round_house_answers_as_the_engine_does():
    state = ROUND_HOUSE.setup(["Ann", "Bo", "Cy"], 9)
    codes = []
    for version in range(12):
        move = ROUND_HOUSE.computer_move(state, version)
        assert move == pick_move(state, "greedy", state.setup.seed + version)
        assert [m.code for m in ROUND_HOUSE.legal_moves(state)] == rh_engine.legal_codes(state)
        assert ROUND_HOUSE.turn_key(state) == f"{state.turn.seat}.{state.turn.number}"
        ROUND_HOUSE.apply(state, move)
        codes.append(move)
    replayed = ROUND_HOUSE.replay(ROUND_HOUSE.setup_json(state), codes)
    assert ROUND_HOUSE.to_json(replayed) == ROUND_HOUSE.to_json(state)
    rows = rh_engine.score_breakdown(state)
    scores = ROUND_HOUSE.outcome(state).scores
    assert [s.total for s in scores] == [r["total"] for r in rows]
    names = {key: score_category(words_for(ENGLISH), key) for key in SCORE_KEYS}
    assert [dict(s.categories) for s in scores] == [
        {names[k]: v for k, v in r.items() if k != "total"} for r in rows
    ]
    named = ["during play", "amulets", "orders", "family", "assistants", "coins"]
    assert [c for c, _ in scores[0].categories] == named  # the score chart's names too
    assert whose_turn(ROUND_HOUSE, state) == rh_engine.current_player(state)
    assert ROUND_HOUSE.outcome(state).winners == tuple(rh_engine.winners(state))


def test_round_house_is_a_fresh_instance_away():
    assert RoundHouseRules().rules_help() is ROUND_HOUSE.rules_help()  # built once
    topics = ROUND_HOUSE.rules_help().topics
    assert topics[0].group == "guide" and len({t.key for t in topics}) == len(topics)


def test_round_house_pictures_for_the_turn_post_and_a_seat():
    """The turn post's picture is the phone picture with the board's alt text; a seat's
    picture is its own board with its holdings in the alt text."""
    import games.roundhouse.pictures as rh_render

    state = ROUND_HOUSE.setup(["Ann", "Bo", "Cy"], 9)
    turn = ROUND_HOUSE.turn_picture(state, ["Ann: moved"])
    english = words_for(ENGLISH)
    turn_png = rh_render.render_turn_picture(state, english)
    assert turn.png == turn_png != ROUND_HOUSE.picture(state, []).png
    assert turn.alt == ROUND_HOUSE.picture(state, ["Ann: moved"]).alt
    seat = ROUND_HOUSE.seat_picture(state, 1)
    assert seat.png == rh_render.render_my_board(state, english, 1)
    assert seat.alt.startswith("\u2068Bo\u2069 (purple)'s board:")  # the name isolated
    assert not hasattr(TIC_TAC_TOE, "seat_picture")  # a game without the capability


def test_only_the_seat_whose_end_it_was_takes_it_back():
    """`back` is the one move a seat plays out of turn, and only the seat `take_back` names."""
    state = ROUND_HOUSE.setup(["Ann", "Bo", "Cy"], 1)
    seat = rh_engine.current_player(state)
    while ROUND_HOUSE.ending_move(state) is None:
        ROUND_HOUSE.apply(state, rh_engine.legal_codes(state)[-1], seat)
    ROUND_HOUSE.apply(state, "end", seat)
    third = next(s for s in range(3) if s not in (seat, rh_engine.current_player(state)))
    assert ROUND_HOUSE.take_back(state, seat) == "back"
    assert ROUND_HOUSE.take_back(state, third) is None
    for wrong in (third, rh_engine.current_player(state)):
        with pytest.raises(MoveRefused):
            ROUND_HOUSE.apply(state, "back", wrong)
    with pytest.raises(MoveRefused):  # another move out of turn is refused as before
        ROUND_HOUSE.apply(state, rh_engine.legal_codes(state)[0], seat)
    ROUND_HOUSE.apply(state, "back", seat)
    assert rh_engine.current_player(state) == seat

