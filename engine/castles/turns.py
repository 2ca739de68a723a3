"""The Master Builder's pricing and a player's turn: buy (or pass), then place.

Pricing takes a few clicks: pick a room (`mv:`), then its price slot (`to:`); the other
slots keep their order; `ok` confirms. A turn offers every market room the player can pay for
and place, a stairs or a hallway (either side) for the corridor price, and passing. The others
pay the Master Builder; the Master Builder pays the bank. The buyer takes the coins laid on the
room. The tile is then placed at once; its completions queue their rewards
(engine/castles/rewards.py).
"""

from __future__ import annotations

from .castle import Room
from .content import content
from .events import Bought, Completed, Event, Passed, Placed, PricesFixed, RoomMoved
from .moves import BuyTile, Move, PassTurn, PickRoom, PlaceAt, PricesSet, PutAt
from .placement import placeable, spot_at
from .preview import ranked
from .rewards import free_tiles, queue_completions
from .scoring import placement_lines
from .state import Arrange, ArrangeTo, Buy, GameState, Place, castle_of
from .tiles import SPECIALS, tile


def prices(state: GameState) -> list[int]:
    return content().setup(len(state.players)).prices


def arrange_options(state: GameState, d: Arrange) -> list[Move]:
    rooms: list[Move] = [PickRoom(o.tile) for o in state.market if o.tile]
    return [*rooms, PricesSet()]


def arrange(state: GameState, d: Arrange, move: Move, ev: list[Event]) -> None:
    if isinstance(move, PickRoom):
        state.flow.stack += [Arrange(d.seat), ArrangeTo(d.seat, move.tile)]
        return
    f = state.flow
    n = len(state.players)
    f.order = [(f.builder + i) % n for i in range(1, n + 1)]  # the Master Builder last
    ev.append(
        PricesFixed(
            d.seat, tuple((o.tile, p) for o, p in zip(state.market, prices(state), strict=True))
        )
    )


def arrange_to_options(state: GameState, d: ArrangeTo) -> list[Move]:
    return [PutAt(i) for i in range(len(state.market))]


def arrange_to(state: GameState, d: ArrangeTo, move: Move, ev: list[Event]) -> None:
    """Put the picked room on the slot: onto an empty slot it just moves; onto a room, the
    rooms between shift one room along towards the slot it left (empty slots stay empty)."""
    assert isinstance(move, PutAt)
    market = state.market
    i = next(k for k, o in enumerate(market) if o.tile == d.tile)
    if market[move.slot].tile is None:
        market[move.slot], market[i] = market[i], market[move.slot]
    else:
        filled = [k for k, o in enumerate(market) if o.tile]
        rooms = [market[k] for k in filled]
        picked = rooms.pop(filled.index(i))
        rooms.insert(filled.index(move.slot), picked)
        for k, offer in zip(filled, rooms, strict=True):
            market[k] = offer
    ev.append(RoomMoved(d.seat, d.tile, move.slot))


def cost(state: GameState, tile_id: str) -> int:
    """What buying the tile costs now (a market room: its slot's price)."""
    if tile_id in SPECIALS:
        return content().economy.corridor_price
    slot = next(i for i, o in enumerate(state.market) if o.tile == tile_id)
    return prices(state)[slot]


def buy_options(state: GameState, d: Buy) -> list[Move]:
    p = state.players[d.seat]
    castle = castle_of(p)
    out: list[Move] = []
    for slot, o in enumerate(state.market):
        if o.tile and prices(state)[slot] <= p.money and placeable(castle, o.tile):
            out.append(BuyTile(o.tile))
    if p.money >= content().economy.corridor_price:
        out += [BuyTile(t) for t in free_tiles(state, d.seat)]
    return [*out, PassTurn()]


def buy(state: GameState, d: Buy, move: Move, ev: list[Event]) -> None:
    p = state.players[d.seat]
    if isinstance(move, PassTurn):
        gain = content().economy.pass_money
        p.money += gain
        ev.append(Passed(d.seat, gain))
        return
    assert isinstance(move, BuyTile)
    price = cost(state, move.tile)
    coins = 0
    if move.tile in SPECIALS:
        state.piles.supply[tile(move.tile).supply] -= 1
    else:
        offer = next(o for o in state.market if o.tile == move.tile)
        coins, offer.tile, offer.coins = offer.coins, None, 0
    to = None if d.seat == state.flow.builder else state.flow.builder
    p.money += coins - price
    if to is not None:
        state.players[to].money += price
    ev.append(Bought(d.seat, move.tile, price, to, coins))
    state.flow.stack.append(Place(d.seat, move.tile))


def place_options(state: GameState, d: Place) -> list[Move]:
    castle = castle_of(state.players[d.seat])
    return [PlaceAt(p.tile, p.x, p.y, p.rot) for p in ranked(castle, d.tile)]


def place(state: GameState, d: Place, move: Move, ev: list[Event]) -> None:
    """Add the tile, score it line by line, and queue the rewards of what it completes."""
    assert isinstance(move, PlaceAt)
    p = state.players[d.seat]
    castle = castle_of(p)
    spot = spot_at(castle, move.tile, move.x, move.y, move.rot)
    assert spot is not None  # the move was one of the options
    lines = placement_lines(castle, spot.tile, spot.links, spot.touches)
    room = Room(move.tile, move.x, move.y, move.rot)
    added = castle.add(room)
    p.rooms.append(room)
    points = sum(line.points for line in lines)
    p.score += points
    links = tuple(castle.tile_of(r) for r in added.links)
    ev.append(Placed(d.seat, move.tile, move.x, move.y, move.rot, points, tuple(lines), links))
    for r in added.completed:
        ev.append(Completed(d.seat, castle.tile_of(r), castle.kinds[r].type))
    queue_completions(state, d.seat, list(added.completed))
