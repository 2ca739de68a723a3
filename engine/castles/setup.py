"""A new game (components §4): the room cards in play, the stacks, the bonus cards, the King's
Favors, the supply, each player's Foyer, money and start score; then each player returns one
of the bonus cards drawn, the first Master Builder first."""

from __future__ import annotations

from collections.abc import Sequence

from engine.common.rng import Rng

from .castle import Room
from .content import content
from .flow import advance
from .gametype import GAME_TYPE
from .state import Flow, GameState, Offer, Options, Piles, Player, ReturnCard, Setup

FOYER = Room("foyer", 0, 0, 0)


def _favors(rng: Rng, count: int) -> list[str]:
    """`count` King's Favors drawn at random, never two that exclude each other."""
    favors = content().favors
    pool = sorted(favors)
    rng.shuffle(pool)
    chosen: list[str] = []
    for fid in pool:
        if len(chosen) == count:
            break
        if not any(favors[c].excludes == fid for c in chosen):
            chosen.append(fid)
    return chosen


def _piles(rng: Rng, players: int) -> Piles:
    c = content()
    pc = c.setup(players)
    cards = [str(s.size) for s in c.game.sizes for _ in range(s.cards)]
    rng.shuffle(cards)
    stacks: dict[str, list[str]] = {}
    boxed: list[str] = []
    for s in c.game.sizes:
        pool = c.stack_pool(s.size)
        rng.shuffle(pool)
        k = pc.small_stack if s.small else pc.large_stack
        stacks[str(s.size)], boxed = pool[:k], boxed + pool[k:]
    bonus = sorted(c.bonus_cards)
    rng.shuffle(bonus)
    return Piles(
        deck=cards[: pc.room_cards],
        stacks=stacks,
        bonus_deck=bonus,
        boxed_tiles=boxed,
        boxed_cards=cards[pc.room_cards :],
        supply={"stairs": pc.stairs, "hallway": pc.hallways},
    )


def new_game(names: Sequence[str], seed: int, options: Options | None = None) -> GameState:
    """A new game for 2–4 seat names; the same seed and options give the same game."""
    n = len(names)
    if n not in GAME_TYPE.seats():
        raise ValueError("Castles of Mad King Ludwig seats 2 to 4 players")
    opts = options or Options()
    c = content()
    e = c.economy
    rng = Rng(seed)
    piles = _piles(rng, n)
    favors = _favors(rng, c.setup(n).favors)
    first = opts.first_builder if opts.first_builder is not None else rng.below(n)
    if not 0 <= first < n:
        raise ValueError(f"no seat {first}")
    players = [
        Player(name, e.start_money, e.start_scores[(seat - first) % n], [FOYER])
        for seat, name in enumerate(names)
    ]
    flow = Flow(builder=first, seat=first)
    for i in reversed(range(n)):  # the first Master Builder decides first
        seat = (first + i) % n
        drawn = [piles.bonus_deck.pop() for _ in range(e.bonus_drawn)]
        if e.bonus_drawn > e.bonus_kept:
            flow.stack.append(ReturnCard(seat, drawn))
        else:
            players[seat].bonus = drawn
    market = [Offer() for _ in c.setup(n).prices]
    state = GameState(
        Setup(list(names), seed, opts), players, market, piles, favors, flow, rng.state
    )
    if not flow.stack:
        advance(state, [])
    return state
