"""The Master Builder sets the prices in a few clicks (a room, then its price; the others
keep their order), and a buyer reads each room's price, points, bonus and best spot."""

from __future__ import annotations

import engine.castles as ca
from engine.castles.content import content
from engine.castles.names import money, room
from games.castles import CastlesRules, Table
from games.castles.labels import bonus_words
from locales.words import words_for
from tests.support.text import plain

RULES = CastlesRules()
EN = words_for("en")


def pricing(seed: int = 7) -> Table:
    table = RULES.setup(["Ann", "Bo"], seed)
    for _ in range(2):  # both bonus cards given back
        RULES.apply(table, RULES.legal_moves(table)[0].code)
    return table


def market(table: Table) -> list[str | None]:
    return [o.tile for o in table.game.market]


def test_a_room_moves_to_its_price_in_two_clicks_the_others_keep_their_order():
    table = pricing()
    before = market(table)
    first = before[0]
    pick = next(m for m in RULES.legal_moves(table) if m.code == f"mv:{first}")
    cheapest = money(EN, content().setup(2).prices[0])
    assert pick.label == f"Move the {room(EN, first)} (now {cheapest})"
    RULES.apply(table, pick.code)
    assert plain(RULES.prompt(table)) == f"Ann: which price for the {room(EN, first)}?"
    last = len(before) - 1
    to = next(m for m in RULES.legal_moves(table) if m.code == f"to:{last}")
    price = money(EN, content().setup(2).prices[last])
    assert to.label == f"To {price} (now the {room(EN, before[last])})"
    line = RULES.apply(table, to.code)
    assert plain(line) == f"Ann put the {room(EN, first)} at {price}."
    assert market(table) == [*before[1:], first]  # the others one slot cheaper, in order
    assert RULES.can_undo(table)
    done = RULES.legal_moves(table)[-1]
    assert done.label == "The prices are set"
    RULES.apply(table, done.code)
    assert ca.current_decision(table.game).__class__.__name__ == "Buy"


def test_a_buyer_reads_price_points_bonus_and_best_spot():
    table = pricing()
    RULES.apply(table, "ok")
    seat = RULES.whose_turn(table)
    moves = RULES.legal_moves(table, seat)
    labels = {m.code: m.label + "".join(m.more) for m in moves}
    for offer in ca.offers(table.game, seat):
        code = f"b:{offer.tile}"
        if code not in labels:
            assert not offer.affordable or offer.best is None  # cannot pay, or fits nowhere
            continue
        label = labels[code]
        assert label.startswith(f"Buy the {room(EN, offer.tile)} · {money(EN, offer.price)}")
        assert f"best spot {offer.best.points:+d}" in label
        if offer.points:
            assert f" · {offer.points}★" in label
        if offer.bonus_per:
            assert label.endswith(f" · {bonus_words(EN, offer.tile)}")  # the first to go
    assert labels["pass"] == "Pass: take 5k"
