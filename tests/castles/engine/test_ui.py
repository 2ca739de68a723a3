"""What a Discord adapter needs from the engine: spots with their score breakdown, best first
and lettered by doorway; each room on offer with its best spot; reports without secrets."""

from __future__ import annotations

from engine.castles import apply, legal_codes, offers, placements, public
from engine.castles.events import CardReturned, Placed
from engine.castles.state import castle_of
from engine.castles.tiles import SPECIALS
from tests.castles.engine.helpers import game, give_castle


def test_placements_best_first_with_reasons_and_doorways():
    s = game()
    give_castle(s, 0, ("piano_room", 3, 0, 1))
    spots = placements(s, 0, "gallery_of_mirrors")
    assert spots == sorted(
        spots, key=lambda p: (-p.points, -p.money, -len(p.completes), p.y, p.x, p.rot)
    )
    doorways = castle_of(s.players[0]).doorways()
    for p in spots:
        assert p.doorways and all(0 <= i < len(doorways) for i in p.doorways)
        assert p.points == sum(line.points for line in p.lines)
        assert p.links
    above = next(p for p in spots if p.code == "p:gallery_of_mirrors:1:-2:0")
    assert above.links == ("foyer",) and above.points == 4
    assert doorways[above.doorways[0]] == (1, 0, 0)  # the Foyer's top door


def test_offers_show_price_points_bonus_and_best_spot():
    s = game(3)
    apply(s, "ok")
    seat = s.flow.stack[-1].seat
    items = offers(s, seat)
    market = [o for o in items if o.slot is not None]
    assert [o.tile for o in market] == [o.tile for o in s.market if o.tile]
    assert [o.price for o in market] == [2000, 4000, 6000, 8000, 10000, 15000]
    for o in market:
        spots = placements(s, seat, o.tile)
        assert o.best == (spots[0] if spots else None)
        assert (f"b:{o.tile}" in legal_codes(s)) == (o.best is not None and o.affordable)
    assert {o.tile for o in items if o.slot is None} <= set(SPECIALS)


def test_reports_are_typed_and_public_ones_hide_secrets():
    s = game()
    apply(s, "ok")
    seat = s.flow.stack[-1].seat
    apply(s, f"b:{s.market[0].tile}")
    r = apply(s, legal_codes(s)[0])
    assert isinstance(r.events[0], Placed) and r.seat == seat
    from engine.castles.events import Report

    secret = Report(1, None, (CardReturned(1, "money_left"),))
    assert public(secret, viewer=0).events == (CardReturned(1, ""),)
    assert public(secret, viewer=1).events == secret.events
