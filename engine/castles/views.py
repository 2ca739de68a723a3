"""What a seat may know: the public view, a seat's own view, and a determinization.

Public: castles, money, scores on the track, the market with prices and coins, the King's
Favors, the supply, how many cards and tiles each pile holds, how many bonus cards each player
holds, the pending decision without its hidden details. Hidden: bonus cards (a seat sees its
own), the order and make-up of the room deck, the stacks and the bonus deck, the tiles and
cards out of the game, the tiles a Sleeping reward put on the deck (their owner knows them).
The move history is not in a view either (it names returned cards).

`redeal(state, seat, rng)` is a copy of the game in which everything `seat` cannot see is
dealt again from `rng`; computer players decide on it, never on the real state.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from engine.common.rng import MASK, Rng

from .clone import clone
from .game import current_player
from .state import GameState, ReturnCard, SleepPick, castle_of
from .tiles import tile
from .turns import prices


def _decision(state: GameState) -> dict[str, Any] | None:
    if state.over:
        return None
    d = state.flow.stack[-1]
    data = asdict(d)
    if isinstance(d, ReturnCard):
        data["cards"] = len(d.cards)
    if isinstance(d, SleepPick):
        data["picked"] = len(d.picked)
    return data


def public_view(state: GameState) -> dict[str, Any]:
    """Everything every seat (and a spectator) may see, as plain JSON-ready data."""
    pl = state.piles
    players = []
    for p in state.players:
        castle = castle_of(p)
        players.append(
            {
                "name": p.name,
                "money": p.money,
                "score": p.score,
                "rooms": [asdict(r) for r in p.rooms],
                "complete": list(castle.complete),
                "entrances": castle.entrances(),
                "downstairs_done": p.downstairs_done,
                "bonus_cards": len(p.bonus),
            }
        )
    return {
        "round": state.flow.round,
        "builder": state.flow.builder,
        "turn": state.flow.seat,
        "deciding": current_player(state),
        "decision": _decision(state),
        "last_round": state.flow.last_round,
        "over": state.over,
        "players": players,
        "market": [
            {"tile": o.tile, "price": price, "coins": o.coins}
            for o, price in zip(state.market, prices(state), strict=True)
        ],
        "favors": list(state.favors),
        "supply": dict(pl.supply),
        "deck": len(pl.deck),
        "stacks": {size: len(tiles) for size, tiles in pl.stacks.items()},
        "bonus_deck": len(pl.bonus_deck),
        "rewards": [asdict(r) for r in state.flow.rewards],
    }


def seat_view(state: GameState, seat: int) -> dict[str, Any]:
    """The public view plus what `seat` alone knows: its bonus cards, the cards it is
    choosing from, the stack it is looking through, the tiles it put on the deck."""
    view = public_view(state)
    view["seat"] = seat
    view["bonus"] = list(state.players[seat].bonus)
    view["deck_tiles"] = sorted(t for t, s in state.piles.put_by.items() if s == seat)
    d = None if state.over else state.flow.stack[-1]
    if d is not None and d.seat == seat:
        if isinstance(d, ReturnCard):
            view["decision"]["cards"] = sorted(d.cards)
        if isinstance(d, SleepPick):
            view["decision"]["picked"] = list(d.picked)
            view["decision"]["stack"] = sorted(state.piles.stacks[str(d.size)])
    return view


def redeal(state: GameState, seat: int, rng: Rng) -> GameState:
    """A copy in which what `seat` cannot see is dealt again from `rng`: other seats' bonus
    cards and the bonus deck; the room deck's cards with those out of the game; each stack
    with the tiles out of the game and the unseen deck tiles of its size. Counts, and what the
    seat saw, stay. The result depends only on what the seat can see and on `rng`."""
    out = clone(state)
    _redeal_bonus(out, seat, rng)
    _redeal_rooms(out, seat, rng)
    out.rng = rng.below(MASK)
    out.setup.seed = 0
    out.history = []
    out.undo_floor = 0
    return out


def _redeal_bonus(out: GameState, seat: int, rng: Rng) -> None:
    pending = [d for d in out.flow.stack if isinstance(d, ReturnCard) and d.seat != seat]
    others = [p for i, p in enumerate(out.players) if i != seat]
    pool = sorted(
        [b for p in others for b in p.bonus]
        + out.piles.bonus_deck
        + [b for d in pending for b in d.cards]
    )
    rng.shuffle(pool)
    for p in others:
        p.bonus, pool = pool[: len(p.bonus)], pool[len(p.bonus) :]
    for d in pending:
        d.cards, pool = pool[: len(d.cards)], pool[len(d.cards) :]
    out.piles.bonus_deck = pool


def _redeal_rooms(out: GameState, seat: int, rng: Rng) -> None:
    pl = out.piles
    seen_stack = next(
        (str(d.size) for d in out.flow.stack if isinstance(d, SleepPick) and d.seat == seat), None
    )
    unseen = [i for i, e in enumerate(pl.deck) if not e.isdigit() and pl.put_by.get(e) != seat]
    cards = sorted([e for e in pl.deck if e.isdigit()] + pl.boxed_cards)
    rng.shuffle(cards)
    slots = [i for i, e in enumerate(pl.deck) if e.isdigit()]
    for i in slots:
        pl.deck[i] = cards.pop()
    pl.boxed_cards = cards
    boxed = []
    for size in sorted(pl.stacks, key=int):
        deck_slots = [i for i in unseen if tile(pl.deck[i]).size == int(size)]
        stack = pl.stacks[size]
        pool = sorted(
            [t for t in pl.boxed_tiles if tile(t).size == int(size)]
            + [pl.deck[i] for i in deck_slots]
            + ([] if size == seen_stack else stack)
        )
        rng.shuffle(pool)
        owners = [pl.put_by.pop(pl.deck[i]) for i in deck_slots]
        for i, owner in zip(deck_slots, owners, strict=True):
            pl.deck[i] = pool.pop()
            pl.put_by[pl.deck[i]] = owner
        if size == seen_stack:  # its tiles are known, not their order
            pl.stacks[size] = sorted(stack)
            rng.shuffle(pl.stacks[size])
        else:
            pl.stacks[size], pool = pool[: len(stack)], pool[len(stack) :]
        boxed += pool
    pl.boxed_tiles = boxed
