"""Setting up a round: the deal, the set-aside cards, the simultaneous secret exchange."""

from __future__ import annotations

import pytest

from engine.common.errors import IllegalMove, NotYourTurn
from engine.yellowhouse import (
    apply,
    current_player,
    legal_codes,
    new_game,
    pending_seats,
    public_view,
    seat_view,
)
from engine.yellowhouse.events import Chose, Chosen, Exchanged
from engine.yellowhouse.rounds import deal_round
from tests.yellowhouse.engine.helpers import NAMES, counts, total


def test_the_deal_gives_twelve_each_and_sets_four_aside():
    state = new_game(NAMES, 11)
    assert [sum(h) for h in state.hands] == [12, 12]
    assert sum(state.aside) == 4
    assert total(state) == [7, 7, 7, 7]
    assert state.levels == [1, 1, 1, 1]  # every token on the Canvas's first level
    assert state.round == 1 and state.phase == "exchange"
    assert public_view(state).aside == 4


def test_the_dealer_is_drawn_from_the_seed_and_the_same_seed_deals_the_same():
    dealers = {new_game(NAMES, seed).dealer for seed in range(20)}
    assert dealers == {0, 1}
    a, b = new_game(NAMES, 5), new_game(NAMES, 5)
    assert (a.hands, a.aside, a.dealer) == (b.hands, b.aside, b.dealer)
    assert new_game(NAMES, 6).hands != a.hands


def test_setup_refuses_bad_seat_counts_and_unknown_options():
    with pytest.raises(ValueError):
        new_game(["solo"], 1)
    with pytest.raises(ValueError):
        new_game(NAMES, 1, {"turbo": True})


def test_both_seats_choose_at_once_and_a_choice_stays_hidden():
    state = new_game(NAMES, 2)
    assert pending_seats(state) == (0, 1)
    hand0 = state.hands[0][:]
    first = legal_codes(state, 0)[0]
    event = apply(state, first, seat=0)
    assert event.facts == (Chose(0),)
    assert isinstance(event.secrets[0][1], Chosen) and event.secrets[0][0] == 0
    assert pending_seats(state) == (1,) and current_player(state) == 1
    assert state.hands[0] == hand0  # nothing moves before the reveal
    assert public_view(state).chosen == (True, False)
    assert seat_view(state, 0).choice is not None
    assert seat_view(state, 1).choice is None


def test_a_seat_may_change_its_choice_until_the_last_seat_chooses():
    state = new_game(NAMES, 2)
    codes = legal_codes(state, 0)
    apply(state, codes[0], seat=0)
    assert codes[0] not in legal_codes(state, 0)  # choosing it again would change nothing
    apply(state, codes[1], seat=0)
    assert state.choices[0] is not None and codes[1].endswith(_letters(state.choices[0]))


def _letters(c: list[int]) -> str:
    return "".join("psmi"[e] * n for e, n in enumerate(c))


def test_the_reveal_advances_each_revealed_element_and_makes_the_exchange():
    state = new_game(NAMES, 3)
    state.hands = [counts("pppmmiiiisss"), counts("ssssmmmmmppi")]
    state.aside = counts("ppii")
    apply(state, "swap.1.sm", seat=1)
    event = apply(state, "swap.0.pm", seat=0)
    assert event.facts == (
        Chose(0),
        Exchanged((("passion", "money"), ("skill", "money")), (2, 2, 3, 1)),
    )
    assert state.levels == [2, 2, 3, 1]
    assert state.hands == [counts("ppssssmmiiii"), counts("pppsssmmmmmi")]
    assert state.shown == [counts("sm"), counts("pm")]  # each knows what it gave
    assert state.phase == "play" and state.turn == state.dealer
    view = public_view(state)
    assert view.exchanged[0] == {"passion": 1, "skill": 0, "money": 1, "inspiration": 0}


def test_exchange_codes_name_their_seat_and_need_the_cards():
    state = new_game(NAMES, 3)
    state.hands = [counts("pppmmiiiisss"), counts("ssssmmmmmppi")]
    state.aside = counts("ppii")
    with pytest.raises(NotYourTurn):
        apply(state, "swap.1.sm", seat=0)
    with pytest.raises(IllegalMove):
        apply(state, "swap.1.ii")  # seat 1 holds one Inspiration
    with pytest.raises(IllegalMove):
        apply(state, "claim.p")  # nobody claims before the exchange
    assert len(legal_codes(state, 0)) == 10


def test_each_later_round_deals_one_card_fewer_aside_and_the_fifth_none():
    state = new_game(NAMES, 4)
    for n, aside in ((2, 3), (3, 2), (4, 1), (5, 0)):
        state.rewards[n % 2].append(n % 4)
        deal_round(state, n, n % 2, None)
        assert [sum(h) for h in state.hands] == [12, 12]
        assert sum(state.aside) == aside
        assert total(state) == [7, 7, 7, 7]
        assert state.dealer == state.turn == n % 2
