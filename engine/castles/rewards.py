"""Completion rewards (excerpt, "Completion Rewards") and the choices some of them ask.

A placement queues one reward per room it completes (`queue_completions`), in completion
order; the Downstairs rooms it completes count together, and each 2nd, 4th, ... Downstairs
room completed queues one Downstairs reward for that batch. The game runs the queue when no
decision is pending (engine/castles/flow.py): points and money at once, an extra turn owed,
or a decision pushed: the free Corridor tile, the Downstairs choice (then, for a Living choice
among several rooms, which one scores again), the Sleeping stack and tiles, the Utility card
to return. A chosen reward runs before the rest of the queue.
"""

from __future__ import annotations

from .content import RoomType, content
from .events import (
    CardReturned,
    CardsDrawn,
    Declined,
    Event,
    FreeTaken,
    RewardChosen,
    Rewarded,
    StackOpened,
    TilesOnDeck,
)
from .moves import (
    ChooseReward,
    Move,
    OpenStack,
    PickTile,
    RescoreRoom,
    ReturnBonus,
    Skip,
    StopPicking,
    TakeFree,
)
from .placement import placeable
from .scoring import rescore
from .state import (
    DownstairsChoice,
    FreeCorridor,
    GameState,
    Place,
    RescoreChoice,
    ReturnCard,
    Reward,
    SleepPick,
    SleepStack,
    castle_of,
    mark_reveal,
)
from .tiles import SPECIALS, tile

CHOICES: tuple[RoomType, ...] = (
    "activity",
    "corridor",
    "food",
    "living",
    "outdoor",
    "sleeping",
    "utility",
)


def queue_completions(state: GameState, seat: int, completed: list[int]) -> None:
    """Queue the rewards of the rooms a placement completed (room indexes, in order)."""
    p = state.players[seat]
    castle = castle_of(p)
    downs = []
    for r in completed:
        kind = castle.kinds[r].type
        if kind == "downstairs":
            downs.append(r)
        else:
            state.flow.rewards.append(Reward(seat, kind, [r]))
    if downs:
        every = content().economy.downstairs_every
        before = p.downstairs_done
        p.downstairs_done += len(downs)
        for _ in range(p.downstairs_done // every - before // every):
            state.flow.rewards.append(Reward(seat, "downstairs", downs))


def run_reward(state: GameState, reward: Reward, ev: list[Event]) -> None:
    """Carry out one queued reward (or push the decision it asks)."""
    e = content().economy
    seat, f = reward.seat, state.flow
    p = state.players[seat]
    castle = castle_of(p)
    room = castle.tile_of(reward.rooms[0])
    kind = reward.type
    if kind == "activity":
        p.score += e.activity_reward
        ev.append(Rewarded(seat, kind, room, points=e.activity_reward))
    elif kind == "outdoor":
        p.money += e.outdoor_reward
        ev.append(Rewarded(seat, kind, room, money=e.outdoor_reward))
    elif kind == "living":
        line = rescore(castle, reward.rooms[0])
        p.score += line.points
        ev.append(Rewarded(seat, kind, room, points=line.points))
    elif kind == "food":
        f.extra += 1
        ev.append(Rewarded(seat, kind, room, extra_turn=True))
    elif kind == "corridor":
        if not f.corridor_done and free_tiles(state, seat):
            f.corridor_done = True
            f.stack.append(FreeCorridor(seat))
    elif kind == "sleeping":
        if any(state.piles.stacks.values()):
            f.stack.append(SleepStack(seat))
    elif kind == "utility":
        _draw_utility(state, seat, room, ev)
    else:
        f.stack.append(DownstairsChoice(seat, list(reward.rooms)))


def _draw_utility(state: GameState, seat: int, room: str, ev: list[Event]) -> None:
    deck = state.piles.bonus_deck
    n = min(content().economy.utility_drawn, len(deck))
    cards = [deck.pop() for _ in range(n)]
    ev.append(Rewarded(seat, "utility", room, cards=n))
    if not cards:
        return
    mark_reveal(state)
    ev.append(CardsDrawn(seat, n, tuple(cards)))
    if n == 1:
        state.players[seat].bonus += cards
    else:
        state.flow.stack.append(ReturnCard(seat, cards))


def supply_left(state: GameState, tile_id: str) -> bool:
    """Whether the supply still holds a stairs or hallway of that tile's kind."""
    return state.piles.supply[tile(tile_id).supply] > 0


def free_tiles(state: GameState, seat: int) -> list[str]:
    """The stairs and hallways the seat could take from the supply and place now."""
    castle = castle_of(state.players[seat])
    return [t for t in SPECIALS if supply_left(state, t) and placeable(castle, t)]


def free_options(state: GameState, d: FreeCorridor) -> list[Move]:
    return [*(TakeFree(t) for t in free_tiles(state, d.seat)), Skip()]


def take_free(state: GameState, d: FreeCorridor, move: Move, ev: list[Event]) -> None:
    if isinstance(move, TakeFree):
        state.piles.supply[tile(move.tile).supply] -= 1
        ev.append(FreeTaken(d.seat, move.tile))
        state.flow.stack.append(Place(d.seat, move.tile, free=True))
    else:
        ev.append(Declined(d.seat))


def choice_options(state: GameState, d: DownstairsChoice) -> list[Move]:
    f = state.flow
    ok = {
        "corridor": not f.corridor_done and bool(free_tiles(state, d.seat)),
        "sleeping": any(state.piles.stacks.values()),
        "utility": bool(state.piles.bonus_deck),
    }
    return [ChooseReward(t) for t in CHOICES if ok.get(t, True)]


def choose(state: GameState, d: DownstairsChoice, move: Move, ev: list[Event]) -> None:
    assert isinstance(move, ChooseReward)
    ev.append(RewardChosen(d.seat, move.type))
    if move.type == "living" and len(d.rooms) > 1:
        state.flow.stack.append(RescoreChoice(d.seat, list(d.rooms)))
    else:
        kind = next(t for t in CHOICES if t == move.type)
        state.flow.rewards.insert(0, Reward(d.seat, kind, list(d.rooms)))


def rescore_options(state: GameState, d: RescoreChoice) -> list[Move]:
    castle = castle_of(state.players[d.seat])
    return [RescoreRoom(castle.tile_of(r)) for r in d.rooms]


def rescore_one(state: GameState, d: RescoreChoice, move: Move, ev: list[Event]) -> None:
    assert isinstance(move, RescoreRoom)
    castle = castle_of(state.players[d.seat])
    r = next(r for r in d.rooms if castle.tile_of(r) == move.tile)
    state.flow.rewards.insert(0, Reward(d.seat, "living", [r]))


def stack_options(state: GameState, d: SleepStack) -> list[Move]:
    sizes = [int(s) for s, tiles in state.piles.stacks.items() if tiles]
    return [*(OpenStack(s) for s in sorted(sizes)), Skip()]


def open_stack(state: GameState, d: SleepStack, move: Move, ev: list[Event]) -> None:
    if isinstance(move, OpenStack):
        mark_reveal(state)
        ev.append(StackOpened(d.seat, move.size))
        state.flow.stack.append(SleepPick(d.seat, move.size))
    else:
        ev.append(Declined(d.seat))


def pick_options(state: GameState, d: SleepPick) -> list[Move]:
    """The stack's tiles in id order (never in stack order, which stays hidden)."""
    left = sorted(set(state.piles.stacks[str(d.size)]) - set(d.picked))
    return [*(PickTile(t) for t in left), StopPicking()]


def pick(state: GameState, d: SleepPick, move: Move, ev: list[Event]) -> None:
    if isinstance(move, PickTile):
        d.picked.append(move.tile)
        if len(d.picked) < content().economy.sleeping_max:
            state.flow.stack.append(d)
            return
    stack = state.piles.stacks[str(d.size)]
    for t in d.picked:
        stack.remove(t)
        state.piles.put_by[t] = d.seat
    state.piles.deck.extend(reversed(d.picked))  # the first one picked is drawn first
    ev.append(TilesOnDeck(d.seat, d.size, len(d.picked), tuple(d.picked)))


def return_options(state: GameState, d: ReturnCard) -> list[Move]:
    return [ReturnBonus(c) for c in sorted(set(d.cards))]


def return_card(state: GameState, d: ReturnCard, move: Move, ev: list[Event]) -> None:
    """Keep the others; the returned card goes under the bonus deck (RECONSTRUCTED)."""
    assert isinstance(move, ReturnBonus)
    kept = list(d.cards)
    kept.remove(move.card)
    state.players[d.seat].bonus += kept
    state.piles.bonus_deck.insert(0, move.card)
    ev.append(CardReturned(d.seat, move.card))
