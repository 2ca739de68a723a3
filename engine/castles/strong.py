"""The Strong computer player: searches, on a redeal of the game (never the real one).

- As Master Builder it tries every arrangement of the market (up to `pricing_limit`): for
  each, the other seats buy in turn as Normal would (their castles and money are public; their
  bonus cards are not used), then it buys the best of what is left; it keeps the arrangement
  where its own gain (the money paid to it and its purchase) most exceeds the others' mean.
- Elsewhere it plays each option (each purchase with its best `spots` placements) on a copy,
  finishes its own decisions of the turn as Normal would, and scores the result with `standing`
  (its castle's worth and prospects against the others'), less a share of what the seats still
  to buy this round lose when it takes the room they want.
"""

from __future__ import annotations

import math
from functools import lru_cache
from itertools import permutations

from engine.common.rng import Rng

from .aiconfig import ai_config
from .clone import clone
from .content import content
from .endgame import card_points
from .evaluate import money_weight, opened_value, placement_value, reward_value, tile_value
from .game import apply, legal_options
from .market import placements
from .moves import BuyTile, PassTurn
from .players import arrangement_step, normal_choice
from .results import favor_table
from .rewards import supply_left
from .state import Arrange, ArrangeTo, Buy, GameState, Place, castle_of
from .tiles import SPECIALS
from .turns import prices


def strong_choice(state: GameState, seat: int, rng: Rng) -> str:
    d = state.flow.stack[-1]
    if isinstance(d, Arrange | ArrangeTo):
        return arrangement_step(state, d, best_arrangement(state))
    if isinstance(d, Buy):
        return _best_buy(state, seat)
    if isinstance(d, Place):
        return _best_of(state, seat, _top_spots(state, seat, d.tile))
    options = legal_options(state)
    if len(options) > 12:
        return normal_choice(state, seat)
    return _best_of(state, seat, [m.code for m in options])


def standing(state: GameState, seat: int) -> float:
    """A seat's worth now against the others' mean: points on the track, King's Favors as
    they stand, its own bonus cards (only its own: the others' are unknown), money, and its
    castle's prospects (rooms one door from completion, external entrances)."""
    favors = favor_table(state)
    w = money_weight(state)
    values = []
    for s, p in enumerate(state.players):
        v = p.score + sum(f[s] for f in favors.values()) + p.money * w + _prospects(state, s)
        if s == seat:
            cards = content().bonus_cards
            v += sum(card_points(castle_of(p), p.money, cards[b]) for b in p.bonus)
        values.append(v)
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - sum(others) / len(others)


def _prospects(state: GameState, seat: int) -> float:
    cfg = ai_config().strong
    activity = content().economy.activity_reward
    castle = castle_of(state.players[seat])
    near = 0.0
    for r, kind in enumerate(castle.kinds):
        if not castle.complete[r] and not castle.blocked[r] and castle.pending[r] == 1:
            bonus = activity if kind.type == "activity" else reward_value(kind.type)
            near += cfg.near_complete * (bonus + (kind.points if kind.type == "living" else 0))
    doors = castle.entrances()
    if doors < cfg.entrance_floor:
        return near - cfg.entrance_penalty * (cfg.entrance_floor - doors)
    return near + cfg.open_door * min(doors - cfg.entrance_floor, 6)


def _finish_turn(state: GameState, seat: int) -> None:
    """Play the seat's own decisions as Normal would until another seat decides."""
    steps = 0
    while not state.over and state.flow.stack[-1].seat == seat and steps < 12:
        d = state.flow.stack[-1]
        if isinstance(d, Buy | Arrange | ArrangeTo):  # an extra turn or a new round
            break
        apply(state, normal_choice(state, seat))
        steps += 1


def _after(state: GameState, seat: int, codes: list[str]) -> float:
    """The seat's standing once `codes` are played and the rest of its turn as Normal would;
    an extra turn still to come (a Food reward) counts at its reward's worth."""
    world = clone(state)
    for code in codes:
        apply(world, code)
    _finish_turn(world, seat)
    extra = 0.0
    if not world.over and world.flow.stack[-1] == Buy(seat):
        extra = reward_value("food") * (1 + world.flow.extra)
    return standing(world, seat) + extra


def _best_of(state: GameState, seat: int, codes: list[str]) -> str:
    return max(codes, key=lambda c: (_after(state, seat, [c]), c))


def _top_spots(state: GameState, seat: int, tile_id: str) -> list[str]:
    k = ai_config().strong.spots
    w = money_weight(state)
    found = sorted(placements(state, seat, tile_id), key=lambda p: -placement_value(p, w))
    return [p.code for p in found[:k]]


def _best_buy(state: GameState, seat: int) -> str:
    """Each purchase played with its best spots, passing too; the best standing after it,
    less a share of what the rest of the round's buyers lose by it (a stairs or hallway:
    plus the market room it opens, `opened_value`)."""
    best: tuple[float, str] | None = None
    denial = ai_config().strong.denial
    later = [s for s in state.flow.order if s != seat]
    now = {s: _best_choice_value(state, s, None) for s in later}
    for move in legal_options(state):
        if isinstance(move, PassTurn):
            value = _after(state, seat, [move.code])
        else:
            assert isinstance(move, BuyTile)
            world = clone(state)
            apply(world, move.code)
            spots = _top_spots(world, seat, move.tile)
            value = max(_after(world, seat, [c]) for c in spots)
            if move.tile not in SPECIALS:
                value += denial * _denied(state, now, move.tile)
            else:
                value += opened_value(state, seat, move.tile)
        if best is None or (value, move.code) > best:
            best = (value, move.code)
    assert best is not None
    return best[1]


def _denied(state: GameState, now: dict[int, float], tile_id: str) -> float:
    """What the seats still to buy this round (`now`: each one's best choice as things
    stand) lose, on average, if this room is gone."""
    if not now:
        return 0.0
    loss = 0.0
    for s, with_it in now.items():
        loss += with_it - _best_choice_value(state, s, tile_id)
    return loss / (len(state.players) - 1)


def _best_choice_value(state: GameState, seat: int, gone: str | None) -> float:
    w = money_weight(state)
    best = content().economy.pass_money * w
    money = state.players[seat].money
    for offer, price in zip(state.market, prices(state), strict=True):
        if offer.tile and offer.tile != gone and price <= money:
            v = tile_value(state, seat, offer.tile)
            if v is not None:
                best = max(best, v - price * w + offer.coins * w)
    return best


def best_arrangement(state: GameState) -> list[str | None]:
    """The Master Builder's search over arrangements (see the module doc): every assignment
    of the market's rooms to distinct slots, up to `pricing_limit`, in a fixed order."""
    mb = state.flow.builder
    n = len(state.players)
    order = [(mb + i) % n for i in range(1, n)]
    w = money_weight(state)
    rooms = sorted(o.tile for o in state.market if o.tile)
    coins = {o.tile: o.coins for o in state.market if o.tile}
    slots = tuple(prices(state))
    perm = _search(
        tuple(_gain_table(state, s, rooms, coins, slots, w) for s in order),
        tuple(_fallback(state, s) for s in order),
        tuple(tile_value(state, mb, t) for t in rooms),
        tuple(coins[t] for t in rooms),
        _fallback(state, mb),
        state.players[mb].money,
        slots,
        w,
        ai_config().strong.pricing_limit,
    )
    arrangement: list[str | None] = [None] * len(slots)
    for i, slot in enumerate(perm):
        arrangement[slot] = rooms[i]
    return arrangement


@lru_cache(maxsize=64)
def _search(
    gains: tuple[tuple[tuple[float, ...], ...], ...],
    fallback: tuple[float, ...],
    mine: tuple[float | None, ...],
    coins: tuple[int, ...],
    own_fallback: float,
    own_money: int,
    slots: tuple[int, ...],
    w: float,
    limit: int,
) -> tuple[int, ...]:
    """The best arrangement as each room's slot (rooms in `mine`'s order), given each later
    buyer's gain table and fallback (in turn order) and the Master Builder's own worths. A
    pure function of its arguments, so remembered: each pricing click asks it again."""
    best: tuple[float, tuple[int, ...]] | None = None
    for k, perm in enumerate(permutations(range(len(slots)), len(mine))):
        if k >= limit:
            break
        received, taken, others = 0, 0, 0.0
        for table, gain in zip(gains, fallback, strict=True):
            pick = -1
            for i, slot in enumerate(perm):
                if not taken >> i & 1 and table[i][slot] > gain:
                    gain, pick = table[i][slot], i
            if pick >= 0:
                taken |= 1 << pick
                received += slots[perm[pick]]
            others += gain
        own = own_fallback
        money = own_money + received
        for i, slot in enumerate(perm):
            v = mine[i]
            if not taken >> i & 1 and v is not None and slots[slot] <= money:
                own = max(own, v - (slots[slot] - coins[i]) * w)
        utility = received * w + own - others / len(gains)
        if best is None or utility > best[0]:
            best = (utility, perm)
    return best[1] if best else ()


def _gain_table(
    state: GameState,
    seat: int,
    rooms: list[str],
    coins: dict[str, int],
    slots: tuple[int, ...],
    w: float,
) -> tuple[tuple[float, ...], ...]:
    """What buying room i on slot j would be worth to the seat (-inf: it cannot)."""
    money = state.players[seat].money
    out = []
    for t in rooms:
        v = tile_value(state, seat, t)
        out.append(
            tuple(
                v - (p - coins[t]) * w if v is not None and p <= money else -math.inf for p in slots
            )
        )
    return tuple(out)


def _fallback(state: GameState, seat: int) -> float:
    """A seat's worth when it buys no market room: pass, or a stairs or hallway."""
    w = money_weight(state)
    best = content().economy.pass_money * w
    if state.players[seat].money >= content().economy.corridor_price:
        for t in SPECIALS:
            if supply_left(state, t):
                v = tile_value(state, seat, t)
                if v is not None:
                    best = max(best, v - content().economy.corridor_price * w)
    return best
