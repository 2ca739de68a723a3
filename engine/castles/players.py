"""The Normal and Easy computer players (engine/castles/computer.py picks the level).

- Normal: greedy on a decision's immediate worth (engine/castles/evaluate.py): a placement's
  points, money and rewards; a purchase's worth less its price plus the coins on it; as
  Master Builder, the rooms the others want most on the dearest slots.
- Easy: Normal's values with noise, a softmax (data/ai.toml `[easy]`) over the options within
  `cutoff` points of the best.

Both read a redeal of the game (computer.py), never the real one.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from engine.common.rng import Rng

from .aiconfig import ai_config
from .content import content
from .evaluate import (
    card_value,
    money_weight,
    opened_value,
    placement_value,
    reward_value,
    tile_value,
    unseen_of_size,
)
from .game import legal_options
from .market import placements
from .moves import (
    BuyTile,
    ChooseReward,
    Move,
    OpenStack,
    PassTurn,
    PickRoom,
    PickTile,
    PricesSet,
    PutAt,
    RescoreRoom,
    ReturnBonus,
    TakeFree,
)
from .scoring import rescore
from .state import Arrange, ArrangeTo, GameState, Place, castle_of
from .tiles import SPECIALS, tile
from .turns import cost


def normal_choice(state: GameState, seat: int) -> str:
    values = option_values(state, seat)
    return max(values, key=lambda cv: cv[1])[0]


def easy_choice(state: GameState, seat: int, rng: Rng) -> str:
    return _softmax(option_values(state, seat), rng)


def _softmax(values: list[tuple[str, float]], rng: Rng) -> str:
    cfg = ai_config().easy
    best = max(v for _, v in values)
    weights = [
        math.exp((v - best) / cfg.temperature) if v >= best - cfg.cutoff else 0.0 for _, v in values
    ]
    pick = rng.below(1 << 30) / (1 << 30) * sum(weights)
    for (code, _), w in zip(values, weights, strict=True):
        pick -= w
        if pick <= 0 and w > 0:
            return code
    return values[0][0]


def option_values(state: GameState, seat: int) -> list[tuple[str, float]]:
    """Normal's worth of each option of the current decision, in option order."""
    d = state.flow.stack[-1]
    options = legal_options(state)
    if isinstance(d, Arrange | ArrangeTo):
        target = normal_arrangement(state)
        code = arrangement_step(state, d, target)
        return [(m.code, 0.0 if m.code == code else -100.0) for m in options]
    if isinstance(d, Place):  # every spot's worth at once (one search of the castle)
        w = money_weight(state)
        worth = {p.code: placement_value(p, w) for p in placements(state, seat, d.tile)}
        return [(m.code, worth.get(m.code, 0.0)) for m in options]
    value = VALUERS.get(d.kind, _zero)
    return [(m.code, value(state, seat, m)) for m in options]


def _zero(state: GameState, seat: int, move: Move) -> float:
    return 0.0


def buy_value(state: GameState, seat: int, move: Move) -> float:
    """A purchase's worth to the buyer: its best spot less its price plus the coins on it
    (a stairs or hallway: also the market room it opens, `opened_value`); passing: the pass
    money."""
    w = money_weight(state)
    if isinstance(move, PassTurn):
        e = content().economy
        return e.pass_money * w + ai_config().values.pass_bias
    assert isinstance(move, BuyTile)
    coins = next((o.coins for o in state.market if o.tile == move.tile), 0)
    best = tile_value(state, seat, move.tile)
    opened = opened_value(state, seat, move.tile) if move.tile in SPECIALS else 0.0
    return (best or 0.0) + opened - cost(state, move.tile) * w + coins * w


def _free_value(state: GameState, seat: int, move: Move) -> float:
    if isinstance(move, TakeFree):
        return tile_value(state, seat, move.tile) or 0.0
    return 0.0


def _reward_choice_value(state: GameState, seat: int, move: Move) -> float:
    assert isinstance(move, ChooseReward)
    e = content().economy
    d = state.flow.stack[-1]
    castle = castle_of(state.players[seat])
    if move.type == "activity":
        return float(e.activity_reward)
    if move.type == "outdoor":
        return e.outdoor_reward * money_weight(state)
    if move.type == "living":
        return float(max(rescore(castle, r).points for r in getattr(d, "rooms", [0])))
    return reward_value(move.type) if move.type != "downstairs" else 0.0


def _rescore_value(state: GameState, seat: int, move: Move) -> float:
    assert isinstance(move, RescoreRoom)
    castle = castle_of(state.players[seat])
    r = next(i for i, room in enumerate(castle.rooms) if room.tile == move.tile)
    return float(rescore(castle, r).points)


def _stack_value(state: GameState, seat: int, move: Move) -> float:
    """A stack's worth: the mean of its best two possible tiles (it is not seen yet), among
    the four with the most printed points (to keep the search short)."""
    if not isinstance(move, OpenStack):
        return ai_config().values.sleep_pick
    pool = sorted(unseen_of_size(state, move.size), key=lambda t: (-tile(t).points, t))[:4]
    values = sorted((tile_value(state, seat, t) or 0.0 for t in pool), reverse=True)
    return sum(values[:2]) / 2 if values else 0.0


def _pick_value(state: GameState, seat: int, move: Move) -> float:
    if isinstance(move, PickTile):
        return tile_value(state, seat, move.tile) or 0.0
    return ai_config().values.sleep_pick


def _return_value(state: GameState, seat: int, move: Move) -> float:
    assert isinstance(move, ReturnBonus)
    return -card_value(state, seat, move.card)


VALUERS: dict[str, Callable[[GameState, int, Move], float]] = {
    "buy": buy_value,
    "free_corridor": _free_value,
    "downstairs_choice": _reward_choice_value,
    "rescore_choice": _rescore_value,
    "sleep_stack": _stack_value,
    "sleep_pick": _pick_value,
    "return_card": _return_value,
}


def normal_arrangement(state: GameState) -> list[str | None]:
    """Normal's prices: the rooms the other seats want most on the dearest slots."""
    mb = state.flow.builder
    others = [s for s in range(len(state.players)) if s != mb]

    def wanted(t: str) -> float:
        return max((tile_value(state, o, t) or -99.0) for o in others)

    rooms = sorted((o.tile for o in state.market if o.tile), key=lambda t: (wanted(t), t))
    empty = len(state.market) - len(rooms)
    return [None] * empty + list(rooms)


def arrangement_step(state: GameState, d: Arrange | ArrangeTo, target: Sequence[str | None]) -> str:
    """The next pricing click towards `target` (each slot's room, cheapest first): at the
    first slot that differs, bring its room there, or move its room to a free slot further on
    when it is to be empty. Each click fixes that slot for good."""
    current = [o.tile for o in state.market]
    first = next((i for i, (a, b) in enumerate(zip(current, target, strict=True)) if a != b), None)
    if isinstance(d, ArrangeTo):
        if first is not None and target[first] == d.tile:
            return PutAt(first).code
        free = [k for k, t in enumerate(current) if t is None and first is not None and k > first]
        return PutAt(free[0] if free else list(target).index(d.tile)).code
    if first is None:
        return PricesSet().code
    want = target[first]
    return PickRoom(want if want is not None else str(current[first])).code
