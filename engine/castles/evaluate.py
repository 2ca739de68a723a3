"""What the computer players think things are worth, in castle points: money by how far the
game has gone, completion rewards that are neither points nor money, a placement, a tile, a
bonus card. Everything here reads only what the seat may see (its own bonus cards included);
the players call it on a redeal (engine/castles/views.py)."""

from __future__ import annotations

from .aiconfig import ai_config
from .content import content
from .endgame import card_points
from .market import placements
from .placement import placeable
from .preview import Placement, ranked
from .stall import openings
from .state import GameState, castle_of
from .turns import prices


def progress(state: GameState) -> float:
    """0 at the start, 1 once the last room card is drawn."""
    total = content().setup(len(state.players)).room_cards
    left = sum(1 for e in state.piles.deck if e.isdigit())
    return 1.0 - left / total


def money_weight(state: GameState) -> float:
    """Points per unit of money now."""
    v = ai_config().values
    p = progress(state)
    return (v.money_early * (1 - p) + v.money_late * p) / 1000


def reward_value(kind: str) -> float:
    """A completion reward's worth beyond the points and money a Placement already counts."""
    v = ai_config().values
    return {
        "food": v.food,
        "corridor": v.corridor,
        "sleeping": v.sleeping,
        "utility": v.utility,
        "downstairs": v.downstairs,
    }.get(kind, 0.0)


def placement_value(p: Placement, w: float) -> float:
    """A spot's immediate worth: its points, its money at `w` points each (`money_weight`),
    and its other rewards."""
    return p.points + p.money * w + sum(reward_value(r) for r in p.rewards)


def tile_value(state: GameState, seat: int, tile_id: str) -> float | None:
    """The worth of the tile's best spot in the seat's castle (None: nowhere to put it)."""
    found = placements(state, seat, tile_id)
    if not found:
        return None
    return best_worth(found, money_weight(state))


def best_worth(found: list[Placement], w: float) -> float:
    """The worth of the best of a tile's spots (`found`, ranked best first: the first 8
    are weighed)."""
    return max(placement_value(p, w) for p in found[:8])


def opened_value(state: GameState, seat: int, corridor: str) -> float:
    """What a stairs or hallway opens when the seat can place no market room: the best
    market room it would let the seat place next (that spot's worth less the room's price
    plus the coins on it), 0 when some market room fits already or none would. Without it a
    player whose castle fits nothing on offer passes forever."""
    castle = castle_of(state.players[seat])
    net = {
        o.tile: price - o.coins
        for o, price in zip(state.market, prices(state), strict=True)
        if o.tile
    }
    if any(placeable(castle, t) for t in net):
        return 0.0
    w = money_weight(state)
    return max(
        [
            0.0,
            *(
                best_worth(ranked(after, t), w) - net[t] * w
                for after, t in openings(castle, corridor, list(net))
            ),
        ]
    )


def card_value(state: GameState, seat: int, card: str) -> float:
    """A bonus card's worth to its holder: what it scores now, and a prior for what may come."""
    p = state.players[seat]
    return card_points(castle_of(p), p.money, content().bonus_cards[card]) + (
        ai_config().values.card_prior
    )


def unseen_of_size(state: GameState, size: int) -> list[str]:
    """Room tiles of a size that are in no castle, the market or a pending decision: the ones
    a stack of that size may hold, as far as anybody at the table can tell."""
    seen = {r.tile for p in state.players for r in p.rooms}
    seen |= {o.tile for o in state.market if o.tile}
    seen |= {getattr(d, "tile", "") for d in state.flow.stack}
    return [t for t in content().stack_pool(size) if t not in seen]
