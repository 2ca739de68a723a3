"""What a buyer sees of each thing on offer: price, coins on it, printed points and bonus,
and its best spot in the buyer's castle (None: it cannot be placed, so cannot be bought)."""

from __future__ import annotations

from dataclasses import dataclass

from .content import content
from .preview import Placement, ranked
from .rewards import supply_left
from .state import GameState, castle_of
from .tiles import SPECIALS, tile
from .turns import prices


@dataclass(frozen=True, slots=True)
class Offer:
    """A market room (`slot` its price slot) or a stairs/hallway from the supply (slot
    None). `affordable`: the buyer has the price; `best`: its best spot, or None."""

    tile: str
    slot: int | None
    price: int
    coins: int
    points: int
    bonus_points: int
    bonus_per: tuple[str, ...]
    best: Placement | None
    affordable: bool


def placements(state: GameState, seat: int, tile_id: str) -> list[Placement]:
    """Every legal spot of the tile in the seat's castle with its score, best first."""
    return ranked(castle_of(state.players[seat]), tile_id)


def best_spot(state: GameState, seat: int, tile_id: str) -> Placement | None:
    found = placements(state, seat, tile_id)
    return found[0] if found else None


def offers(state: GameState, seat: int) -> list[Offer]:
    """The market rooms, cheapest slot first, then the stairs and hallways left."""
    money = state.players[seat].money
    out = []
    items: list[tuple[str, int | None, int, int]] = [
        (o.tile, slot, price, o.coins)
        for slot, (o, price) in enumerate(zip(state.market, prices(state), strict=True))
        if o.tile
    ]
    corridor = content().economy.corridor_price
    items += [(t, None, corridor, 0) for t in SPECIALS if supply_left(state, t)]
    for tile_id, slot, price, coins in items:
        t = tile(tile_id)
        out.append(
            Offer(
                tile_id,
                slot,
                price,
                coins,
                t.points,
                t.bonus_points,
                tuple(sorted(t.bonus_per)),
                best_spot(state, seat, tile_id),
                price <= money,
            )
        )
    return out
