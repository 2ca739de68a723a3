"""The Master Builder sets the prices as one choice of an order (issue 30), then says the
prices are set, and a buyer reads each room's price, points, bonus and best spot."""

from __future__ import annotations

import pytest

import engine.castles as ca
from bot.game.protocol import MoveRefused, whose_turn
from engine.castles.content import content
from engine.castles.names import bonus, money, room
from games.castles import CastlesRules, Table
from games.castles import pricing as pr
from locales.words import words_for
from tests.support.tables import public_posts
from tests.support.text import plain

from .play import PRICES_SET, options, panel_of, pick

RULES = CastlesRules()
EN = words_for("en")


def pricing(seed: int = 7) -> Table:
    table = RULES.setup(["Ann", "Bo"], seed)
    for _ in range(2):  # both bonus cards given back
        RULES.apply(table, RULES.legal_moves(table)[0].code)
    return table


def market(table: Table) -> list[str | None]:
    return [o.tile for o in table.game.market]


def listing(table: Table, order: list[str | None]) -> str:
    prices = content().setup(2).prices
    return ", ".join(
        f"{money(EN, p)} {room(EN, t)}" for t, p in zip(order, prices, strict=True) if t
    )


def test_the_prices_are_one_choice_of_an_order_that_says_what_it_does():
    table = pricing()
    before = market(table)
    moves = RULES.legal_moves(table)
    keep, *orders = moves
    assert (keep.code, keep.label) == ("ok", "Keep these prices")
    assert keep.more == (f" · {listing(table, before)}",)
    fav = pr.favourites(table.game)
    assert orders[0].label == "What the others want most, dearest" or fav == before
    for move in orders:  # each order once, listed cheapest first, none the prices as they are
        order = pr.order_of(table.game, move.code)
        assert order != before and move.more == (f" · {listing(table, order)}",)
    assert len({m.code for m in moves}) == len(moves) <= 1 + 1 + len(before)
    cheap = next(m for m in orders if "cheapest" in m.label)
    room_name = cheap.label.split(" cheapest (")[0]
    target = pr.order_of(table.game, cheap.code)
    assert room(EN, next(t for t in target if t)) == room_name  # that room on the first slot

    line = RULES.apply(table, cheap.code)  # one tap: the whole order
    assert market(table) == target
    assert plain(line) == f"Ann ordered the prices: {listing(table, target)}."
    assert RULES.ending_move(table) == "ok" and RULES.can_undo(table)
    assert RULES.legal_moves(table)[0].label == "The prices are set"
    RULES.apply(table, RULES.legal_moves(table)[1].code)  # another order replaces it
    assert market(table) != target and sorted(map(str, market(table))) == sorted(map(str, before))
    RULES.apply(table, "undo")  # Undo: the prices as they were
    assert market(table) == before and RULES.ending_move(table) is None
    assert not RULES.can_undo(table)
    RULES.apply(table, cheap.code)
    RULES.apply(table, "ok")
    assert ca.current_decision(table.game).__class__.__name__ == "Buy"
    assert market(table) == target


def test_an_order_that_is_none_of_the_market_is_refused_changing_nothing():
    table = pricing()
    before = RULES.to_json(table)
    for code in ("pr:", "pr:00000", "pr:9", "pr:abcde"):
        with pytest.raises(MoveRefused, match="not one of the moves offered now"):
            RULES.apply(table, code)
    assert RULES.to_json(table) == before


def test_a_computer_sets_its_prices_in_one_order_then_says_so():
    table = pricing()
    code = RULES.computer_move(RULES.view(table, 0), 0, "normal", 1, 0)
    assert code in {m.code for m in RULES.legal_moves(table)}
    RULES.apply(table, code)
    if code != "ok":
        assert RULES.computer_move(RULES.view(table, 0), 1, "normal", 1, 0) == "ok"


def test_a_buyer_reads_price_points_bonus_and_best_spot():
    table = pricing()
    RULES.apply(table, "ok")
    seat = whose_turn(RULES, table)
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
            assert label.endswith(f" · {bonus(EN, offer.tile)}")  # the first to go
    assert labels["pass"] == "Pass: take 5k"


async def test_the_master_builder_prices_in_two_taps_through_the_bot(table):
    """One order, then The prices are set (green, End turn's place); Undo in between goes back
    to the prices as they were, and nothing is posted until the prices are set."""
    game_id = await table.start(humans=(table.bo,), seed=11)
    while not pr.pricing((game := await table.game(game_id)).state.game):
        member = table.member_for(game, game.deciders()[0])
        panel = await panel_of(table, member)
        await pick(member, panel, options(panel)[0])
    builder = table.member_for(game, game.current_seat())
    before, posts = market(game.state), len(public_posts(table.channel))
    panel = await panel_of(table, builder)
    assert options(panel)[0] == "Keep these prices"
    order = next(label for label in options(panel) if label.startswith("What the others want"))
    answer = await pick(builder, panel, order)
    assert options(answer)[0] == PRICES_SET
    assert next(b for b in button_dicts(answer) if b["label"] == PRICES_SET)["style"] == 3
    assert market((await table.game(game_id)).state) != before
    assert len(public_posts(table.channel)) == posts  # the turn is not over yet
    undone = (await builder.click(answer, label="Undo")).response
    assert market((await table.game(game_id)).state) == before
    assert options(undone)[0] == "Keep these prices"
    answer = await pick(builder, undone, order)
    done = await pick(builder, answer, PRICES_SET)
    assert "✅ Turn done" in plain(done.content)
    game = await table.game(game_id)
    assert not pr.pricing(game.state.game) and game.current_seat() != game.state.game.flow.builder
    assert len(public_posts(table.channel)) == posts + 1  # the turn post, once


def button_dicts(message) -> list[dict]:
    rows = [r if isinstance(r, dict) else r.to_dict() for r in message.components]
    return [c for r in rows for c in r["components"] if c.get("type") == 2]
