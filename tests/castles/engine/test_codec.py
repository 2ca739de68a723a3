"""Saving and loading, replay, undo and clone."""

from __future__ import annotations

import json

import pytest

from engine.castles import (
    BadState,
    IllegalMove,
    apply,
    can_undo,
    clone,
    from_json,
    legal_codes,
    new_game,
    replay,
    to_json,
)
from engine.castles.state import castle_of
from engine.common.rng import Rng
from tests.castles.engine.helpers import NAMES


def played(n: int, seed: int, moves: int) -> tuple:  # type: ignore[type-arg]
    s = new_game(NAMES[:n], seed)
    rng = Rng(seed + 1000)
    codes = []
    for _ in range(moves):
        if s.over:
            break
        options = legal_codes(s)
        code = options[rng.below(len(options))]
        apply(s, code)
        codes.append(code)
    return s, codes


@pytest.mark.parametrize("n", [2, 3, 4])
def test_json_round_trip_and_replay(n):
    s, codes = played(n, 7, 120)
    text = to_json(s)
    assert to_json(from_json(text)) == text
    assert to_json(replay(s.setup, codes)) == text
    assert json.loads(text)["schema"] == 1


def test_a_loaded_game_plays_on_identically():
    s, _ = played(3, 8, 60)
    t = from_json(to_json(s))
    rng = Rng(1)
    for _ in range(30):
        if s.over:
            break
        code = legal_codes(s)[rng.below(len(legal_codes(s)))]
        apply(s, code)
        apply(t, code)
    assert to_json(s) == to_json(t)


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d.update(schema=9), "schema 9"),
        (lambda d: d["players"][0].update(money=-1), "negative money"),
        (lambda d: d["players"][0]["rooms"].append(dict(d["players"][0]["rooms"][0])), "foyer"),
        (lambda d: d["piles"]["stacks"]["100"].append("buttery"), "room tiles"),
        (lambda d: d["piles"]["bonus_deck"].pop(), "bonus cards"),
        (lambda d: d["flow"]["stack"].append({"kind": "fly", "seat": 0}), "flow.stack"),
        (lambda d: d["players"][0].update(money="lots"), "money"),
        (lambda d: d.update(favors=["most_money"]), "King's Favors"),
    ],
)
def test_a_malformed_save_raises_a_clear_error(edit, message):
    s, _ = played(2, 3, 40)
    data = json.loads(to_json(s))
    edit(data)
    with pytest.raises(BadState, match=message):
        from_json(json.dumps(data))


def test_a_save_with_overlapping_rooms_is_refused():
    s, _ = played(2, 4, 80)
    data = json.loads(to_json(s))
    rooms = data["players"][0]["rooms"]
    rooms.append({"tile": "stairs", "x": 0, "y": 0, "rot": 0})
    with pytest.raises(BadState, match="overlaps"):
        from_json(json.dumps(data))
    with pytest.raises(BadState, match="JSON"):
        from_json("{not json")


def test_undo_takes_back_the_last_move_until_a_card_is_drawn():
    s, _ = played(3, 5, 3)  # the bonus returns, then the Master Builder's pricing
    while s.flow.stack[-1].kind != "arrange":
        apply(s, legal_codes(s)[0])
    assert not can_undo(s)  # the market was just drawn
    before = to_json(s)
    tile = s.market[3].tile
    apply(s, f"mv:{tile}")
    apply(s, "to:0")
    assert can_undo(s)
    apply(s, "undo")
    apply(s, "undo")
    assert to_json(s) == before and not can_undo(s)
    with pytest.raises(IllegalMove):
        apply(s, "undo")


def test_undo_stops_when_the_deciding_seat_changes_and_works_after_loading():
    s, _ = played(2, 6, 2)
    while s.flow.stack[-1].kind != "buy":
        apply(s, legal_codes(s)[-1])  # "ok" ends the pricing
    assert not can_undo(s)  # the Master Builder's "ok" is not the buyer's to take back
    buy = next(c for c in legal_codes(s) if c.startswith("b:") and c != "b:stairs")
    before = to_json(s)
    apply(s, buy)
    t = from_json(to_json(s))  # no checkpoint: undo replays from the setup
    apply(s, "undo")
    apply(t, "undo")
    assert to_json(s) == to_json(t) == before


def test_clone_shares_nothing_mutable():
    s, _ = played(4, 9, 150)
    castle_of(s.players[0])
    c = clone(s)
    assert to_json(c) == to_json(s)
    assert c.players[0].index is not s.players[0].index
    for code in legal_codes(c)[:1]:
        apply(c, code)
    assert to_json(s) != to_json(c) or s.over
    d = clone(s)
    d.players[1].rooms.append(d.players[1].rooms[0])
    d.piles.deck.clear()
    d.flow.stack.clear()
    d.market[0].coins = 99
    assert to_json(clone(s)) == to_json(s)
