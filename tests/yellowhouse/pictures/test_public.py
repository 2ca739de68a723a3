"""The turn and board pictures and their alt text are built from the public view only: two
positions that differ only in the hands give the same bytes and the same words; a seat's view
(which carries its hand) gives the same as the public view; an event's secrets change
nothing. And the check would see a leak: a public difference does change the picture."""

from __future__ import annotations

from dataclasses import replace

import games.yellowhouse.pictures as yh
from engine.yellowhouse import clone, public_view, seat_view
from engine.yellowhouse.content import NE
from engine.yellowhouse.events import CardPassed, Chosen, Event
from engine.yellowhouse.state import State
from games.yellowhouse.pictures import samples
from tests.yellowhouse.pictures.pictures import EN, positions


def other_hands(state: State) -> State | None:
    """A copy in which the two hands trade a card of different elements (same hand sizes,
    same table); None if no such trade exists."""
    a, b = state.hands
    for x in range(NE):
        for y in range(NE):
            if x != y and a[x] and b[y]:
                twin = clone(state)
                twin.hands[0][x] -= 1
                twin.hands[0][y] += 1
                twin.hands[1][y] -= 1
                twin.hands[1][x] += 1
                return twin
    return None


def pictures(state: State, event: Event) -> tuple[bytes, bytes, str]:
    view = public_view(state)
    return (
        yh.turn_picture(EN, view, [event]),
        yh.board_picture(EN, view, [event]),
        yh.alt_text(EN, view, [event]),
    )


def test_positions_that_differ_only_in_the_hands_give_identical_pictures_and_alt_texts():
    checked = 0
    for variant in (False, True):
        for i, (state, event) in enumerate(positions(11, variant)):
            twin = other_hands(state) if i % 6 == 0 else None
            if twin is None:
                continue
            assert twin.hands != state.hands
            assert pictures(twin, event) == pictures(state, event)
            checked += 1
    assert checked >= 10


def test_a_seat_view_draws_exactly_the_public_view():
    for i, (state, event) in enumerate(positions(5, True)):
        if i % 10:
            continue
        public = public_view(state)
        for seat in (0, 1):
            mine = seat_view(state, seat)
            assert yh.turn_picture(EN, mine, [event]) == yh.turn_picture(EN, public, [event])
            assert yh.alt_text(EN, mine, [event]) == yh.alt_text(EN, public, [event])


def test_an_events_secrets_change_nothing():
    view, events = samples.exchange()
    event = events[0]
    told = replace(event, secrets=((1, Chosen(1, ("skill", "money"))), (0, CardPassed(0, "money"))))
    assert yh.turn_picture(EN, view, [told]) == yh.turn_picture(EN, view, [event])
    assert yh.alt_text(EN, view, [told]) == yh.alt_text(EN, view, [event])


def test_a_public_difference_does_change_the_picture():
    """The equalities above are not vacuous: one more card in a hand (its size is public)."""
    view, events = samples.mid_trick()
    more = replace(view, hand_sizes=(view.hand_sizes[0] + 1, view.hand_sizes[1]))
    assert yh.turn_picture(EN, more, events) != yh.turn_picture(EN, view, events)
    assert yh.alt_text(EN, more, events) != yh.alt_text(EN, view, events)
