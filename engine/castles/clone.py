"""A fast deep copy of a game (computer players try moves on copies): every mutable part is
copied by hand; tests/castles/engine/test_codec.py checks a copy saves the same JSON and
shares nothing mutable with the original."""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from .state import Flow, GameState, Offer, Piles, Player, Reward, Setup


def _pending(d: Any) -> Any:
    """A pending decision with its list fields copied."""
    new = replace(d)
    for f in fields(d):
        value = getattr(d, f.name)
        if isinstance(value, list):
            setattr(new, f.name, value[:])
    return new


def _player(p: Player) -> Player:
    return replace(
        p, rooms=p.rooms[:], bonus=p.bonus[:], index=None if p.index is None else p.index.copy()
    )


def clone(state: GameState) -> GameState:
    """A deep copy of `state` (without its undo checkpoint)."""
    f, pl = state.flow, state.piles
    return GameState(
        setup=Setup(state.setup.names[:], state.setup.seed, replace(state.setup.options)),
        players=[_player(p) for p in state.players],
        market=[Offer(o.tile, o.coins) for o in state.market],
        piles=Piles(
            pl.deck[:],
            {k: v[:] for k, v in pl.stacks.items()},
            pl.bonus_deck[:],
            pl.boxed_tiles[:],
            pl.boxed_cards[:],
            dict(pl.supply),
            dict(pl.put_by),
        ),
        favors=state.favors[:],
        flow=Flow(
            f.round,
            f.builder,
            f.seat,
            f.order[:],
            f.extra,
            f.corridor_done,
            f.last_round,
            [_pending(d) for d in f.stack],
            [Reward(r.seat, r.type, r.rooms[:]) for r in f.rewards],
            f.turn,
        ),
        rng=state.rng,
        schema=state.schema,
        over=state.over,
        history=state.history[:],
        undo_floor=state.undo_floor,
    )
