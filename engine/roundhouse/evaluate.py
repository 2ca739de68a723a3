"""The strong player's evaluation: final score now plus what the holdings are still worth.

`seat_value` is prestige if the game ended now (coins counted exactly, not rounded down), plus
each holding times its weight (engine/roundhouse/data/ai.toml) times a phase factor that shrinks
to 0 as the game's end comes near: a cube is worth more with many turns left to sell it. `relative`
compares a seat with its strongest opponent, which is what winning asks.

Everything read here is public: the board, holdings and displays (never a face-down stack).
"""

from __future__ import annotations

from .aiconfig import Weights, ai_config
from .content import BASIC, Components, for_game
from .scoring import amulet_counts, amulet_kinds, best_sets, coins_after_exchange, seat_score
from .state import GameState, Player
from .worship import chain_ends


def default_weights() -> Weights:
    return ai_config().weights


def turns_to_come(state: GameState, seat: int) -> bool:
    """`seat` has a turn still to start or finish."""
    if state.over:
        return False
    if state.end_trigger is None:
        return True
    n = len(state.players)
    cur = state.turn.seat
    if cur == state.end_trigger:  # the trigger's own turn goes on; then the others' last ones
        return seat == cur or any((cur + 1 + i) % n == seat for i in range(state.final_turns))
    return any((cur + i) % n == seat for i in range(state.final_turns))


def phase(state: GameState, seat: int, w: Weights) -> float:
    """How much holdings still count: 1 early, falling as the round marker nears the end."""
    if not turns_to_come(state, seat):
        return 0.0
    if state.end_trigger is not None:
        return w.final
    left = state.board.end_space - state.board.round
    return min(1.0, left / w.horizon) if w.horizon > 0 else 1.0


def exact_score(state: GameState, seat: int) -> float:
    """Final scoring now (`scoring.seat_score`), with the coin exchange not rounded down."""
    row = seat_score(state, seat)
    return row["total"] - row["coins"] + coins_after_exchange(state.players[seat]) / 3


def best_worship(state: GameState, seat: int) -> int:
    """Prestige of the best ancestor worship available now (box value + own chairs)."""
    w = for_game(state).worship
    rules = state.setup.rules
    seniors = frozenset(state.board.table[seat])
    best = 0
    for town in state.board.towns:
        if town[seat]:
            ends = chain_ends(seniors, town[seat], rules)
            if ends:
                best = max(best, max(w.value(box) for box in ends))
    if not best:
        return 0
    return best + sum(1 for ch in state.board.chairs if ch and ch.seat == seat)


def order_readiness(c: Components, p: Player, oid: str) -> float:
    """Share of an open order's cost already in hand (Gold covering any shortfall)."""
    cost = c.order(oid).cost
    wants: list[int] = [getattr(cost, r) for r in BASIC]
    need = cost.coins + cost.G + sum(wants)
    if not need:
        return 1.0
    have = min(p.coins, cost.coins)
    short = 0
    for r, wanted in zip(BASIC, wants, strict=True):
        have += min(p.res[r], wanted)
        short += max(0, wanted - p.res[r])
    have += min(p.res["G"], cost.G + short)
    return have / need


def expert_value(c: Components, p: Player, w: Weights) -> float:
    """What the held experts are worth (single-use ones also by the amulet they would add)."""
    total = 0.0
    kinds = amulet_kinds(c, p)
    values = tuple(c.amulets.set_values)
    base = best_sets(amulet_counts(kinds), values)
    for eid in p.experts:
        e = c.expert(eid)
        if e.use == "permanent":
            total += w.expert_permanent
            continue
        total += w.expert_single
        if e.amulet:
            counts = amulet_counts([*kinds, e.amulet])
            total += w.expert_amulet * (best_sets(counts, values) - base)
    return total


def holdings(state: GameState, seat: int, w: Weights) -> float:
    """What the seat's holdings are worth beyond final scoring now, at full phase."""
    p = state.players[seat]
    c = for_game(state)
    b = state.board
    res = p.res
    value = w.tea * res["T"] + w.fruit * res["F"] + w.celadon * res["C"] + w.gold * res["G"]
    value += w.coin * p.coins + w.supply * p.supply
    value += w.recruit * (len(c.player.track_values) - p.track)
    value += w.town * sum(town[seat] for town in b.towns) + w.chain * best_worship(state, seat)
    for ch in b.chairs:
        if ch and ch.seat == seat:
            value += w.senior_chair if ch.senior else w.chair
    for oid in p.orders:
        vp = c.order(oid).vp
        ready = order_readiness(c, p, oid)
        value += vp * (w.order_open + w.order_ready * ready) * (1.5 if ready >= 1 else 1.0)
    value += w.ability * len(p.fulfilled) + expert_value(c, p, w)
    return value


def seat_value(state: GameState, seat: int, w: Weights) -> float:
    """Expected final prestige of `seat`, as this evaluation sees it."""
    m = phase(state, seat, w)
    score = exact_score(state, seat)
    return score + m * holdings(state, seat, w) if m else score


def relative(state: GameState, seat: int, w: Weights) -> float:
    """`seat`'s value minus a share of its strongest opponent's."""
    mine = seat_value(state, seat, w)
    others = [seat_value(state, s, w) for s in range(len(state.players)) if s != seat]
    return mine - w.opponent * max(others) if others else mine
