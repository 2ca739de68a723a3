"""What a move did, in short sentences of a language, from the engine's events: the move log's
line, the turn picture's story and its alt text. Secret details (which cards, which tiles went
onto the deck) are never in public events (`engine.castles.public`), so a line of a public
event tells nothing hidden."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .events import (
    Bought,
    CardReturned,
    CardsDrawn,
    Completed,
    Declined,
    Event,
    ExtraTurn,
    FreeTaken,
    GameEnded,
    Passed,
    Placed,
    PricesFixed,
    RewardChosen,
    Rewarded,
    RoomMoved,
    RoundStarted,
    StackOpened,
    TilesOnDeck,
)
from .names import joined, money, reward, room, room_type, signed, the_room
from .scoring import ACTIVITY, BONUS, DOWNSTAIRS, LINKED, PENALTY, RESCORE, ROOM, Line

if TYPE_CHECKING:
    from locales.words import Words

Namer = Callable[[int], str]  # seat -> its name as the reader sees it
WHY = {
    ROOM: "printed",
    LINKED: "linked",
    PENALTY: "touching",
    DOWNSTAIRS: "below",
    RESCORE: "again",
    ACTIVITY: "completed",
}  # a score line's reason -> its catalogue key


def line_text(words: Words, line: Line) -> str:
    """One reason for points: '1 printed', '+3 own bonus (1 room)', '+3 Dining Room'."""
    if line.why == BONUS:
        return words.plural("castles.line.own_bonus", line.count, points=signed(line.points))
    if line.why == ROOM:
        return words("castles.line.printed", points=line.points)
    if line.why in WHY:
        return words(
            f"castles.line.{WHY[line.why]}", points=signed(line.points), room=room(words, line.tile)
        )
    return signed(line.points)


def placed_text(words: Words, e: Placed, who: str) -> str:
    parts = words("castles.comma").join(line_text(words, line) for line in e.lines)
    done = dict(who=who, room=the_room(words, e.tile), points=signed(e.points))
    if parts:
        return words("castles.line.placed_why", why=parts, **done)
    return words("castles.line.placed", **done)


def _reward(words: Words, e: Rewarded) -> str:
    got = [
        words("castles.line.gain_points", points=signed(e.points)) if e.points else "",
        words("castles.line.gain_money", money=money(words, e.money)) if e.money else "",
        words("castles.line.another_turn") if e.extra_turn else "",
        words.plural("castles.line.cards_drawn", e.cards) if e.cards else "",
    ]
    what = words("castles.comma").join(g for g in got if g) or reward(words, e.type)
    return words("castles.line.rewarded", room=room(words, e.tile), what=what)


def event_text(words: Words, e: Event, who: Namer) -> str | None:
    """One event as a sentence; None for those a reader need not be told (a room moved
    while the prices are arranged)."""
    if isinstance(e, Placed):
        return placed_text(words, e, who(e.seat))
    if isinstance(e, Bought):
        to = words("castles.line.bank") if e.to is None else who(e.to)
        key = "castles.line.bought_coins" if e.coins else "castles.line.bought"
        return words(
            key,
            who=who(e.seat),
            room=the_room(words, e.tile),
            money=money(words, e.paid),
            to=to,
            coins=money(words, e.coins),
        )
    if isinstance(e, Passed):
        return words("castles.line.passed", who=who(e.seat), money=money(words, e.money))
    if isinstance(e, Completed):
        return words(
            "castles.line.completed_room",
            room=room(words, e.tile),
            type=room_type(words, e.type),
            reward=reward(words, e.type),
        )
    if isinstance(e, Rewarded):
        return _reward(words, e)
    if isinstance(e, RoundStarted):
        key = "castles.line.round_last" if e.last else "castles.line.round"
        return words(key, round=e.round, who=who(e.builder))
    if isinstance(e, GameEnded):
        return words("castles.line.game_over", winners=joined(words, [who(s) for s in e.winners]))
    return _seat_event(words, e, who)


def _seat_event(words: Words, e: Event, who: Namer) -> str | None:
    """The events of one seat's choice that need only its name (and a number or a room)."""
    if isinstance(e, RoomMoved | RoundStarted | GameEnded):  # the last two: event_text's
        return None
    name = who(e.seat)
    if isinstance(e, TilesOnDeck):
        return words.plural("castles.line.on_deck", e.count, who=name, size=e.size)
    if isinstance(e, CardsDrawn):
        return words.plural("castles.line.drew", e.count, who=name)
    if isinstance(e, StackOpened):
        return words("castles.line.looked", who=name, size=e.size)
    if isinstance(e, RewardChosen):
        return words("castles.line.chose", who=name, type=room_type(words, e.type))
    if isinstance(e, FreeTaken):
        return words("castles.line.free", who=name, room=room(words, e.tile))
    simple = {
        PricesFixed: "prices",
        ExtraTurn: "plays_again",
        CardReturned: "gave_back",
        Declined: "declined",
    }
    return words(f"castles.line.{simple[type(e)]}", who=name)


def story(words: Words, events: Sequence[Event], who: Namer) -> list[str]:
    """The events' sentences, in order."""
    return [s for s in (event_text(words, e, who) for e in events) if s]
