"""What a turn did, in short English sentences, from the engine's public events
(`engine.castles.public`): the turn picture prints them and the alt text says them. Secret
details (which cards, which tiles went onto the deck) are never in public events."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.castles.events import (
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
from engine.castles.scoring import (
    ACTIVITY,
    BONUS,
    DOWNSTAIRS,
    LINKED,
    PENALTY,
    RESCORE,
    ROOM,
    Line,
)

from . import words
from .shapes import name

Namer = Callable[[int], str]  # seat -> its name as the reader sees it


def line_text(line: Line) -> str:
    """One reason for points: '1 printed', '+3 own bonus (1 room)', '+3 Dining Room'."""
    n = name(line.tile)
    return {
        ROOM: f"{line.points} printed",
        BONUS: f"{line.points:+d} own bonus ({line.count} room{'s' if line.count != 1 else ''})",
        LINKED: f"{line.points:+d} {n}",
        PENALTY: f"{line.points:+d} {n} touching",
        DOWNSTAIRS: f"{line.points:+d} {n} below",
        RESCORE: f"{line.points:+d} {n} again",
        ACTIVITY: f"{line.points:+d} {n} completed",
    }.get(line.why, f"{line.points:+d}")


def placed_text(e: Placed, who: str) -> str:
    parts = ", ".join(line_text(line) for line in e.lines)
    return f"{who} placed the {name(e.tile)}: {e.points:+d}★" + (f" ({parts})" if parts else "")


def _reward(e: Rewarded) -> str:
    got = [f"{e.points:+d}★" if e.points else "", f"+{words.money(e.money)}" if e.money else "",
           "another turn" if e.extra_turn else "",
           f"{e.cards} bonus card{'s' if e.cards != 1 else ''} drawn" if e.cards else ""]
    return f"{name(e.tile)} rewarded: " + (", ".join(g for g in got if g)
                                           or words.REWARD.get(e.type, e.type))


def event_text(e: Event, who: Namer) -> str | None:
    """One event as a sentence; None for those a reader need not be told (a room moved
    while the prices are arranged)."""
    if isinstance(e, Placed):
        return placed_text(e, who(e.seat))
    if isinstance(e, Bought):
        to = "the bank" if e.to is None else who(e.to)
        coins = f", with {words.money(e.coins)} on it" if e.coins else ""
        return f"{who(e.seat)} bought the {name(e.tile)} for {words.money(e.paid)} (to {to}){coins}"
    if isinstance(e, Passed):
        return f"{who(e.seat)} passed: +{words.money(e.money)}"
    if isinstance(e, Completed):
        return f"{name(e.tile)} completed ({words.TYPE[e.type]}: {words.REWARD[e.type]})"
    if isinstance(e, Rewarded):
        return _reward(e)
    return _other(e, who)


def _other(e: Event, who: Namer) -> str | None:
    if isinstance(e, RoundStarted):
        last = " (the last round)" if e.last else ""
        return f"Round {e.round}{last}: {who(e.builder)} is the Master Builder"
    if isinstance(e, PricesFixed):
        return f"{who(e.seat)} set the prices"
    if isinstance(e, ExtraTurn):
        return f"{who(e.seat)} plays again"
    if isinstance(e, RewardChosen):
        return f"{who(e.seat)} chose the {words.TYPE.get(e.type, e.type)} reward"
    if isinstance(e, StackOpened):
        return f"{who(e.seat)} looked through the {e.size} stack"
    if isinstance(e, TilesOnDeck):
        return f"{who(e.seat)} put {e.count} {e.size} room{'s' if e.count != 1 else ''} on the deck"
    if isinstance(e, CardsDrawn):
        return f"{who(e.seat)} drew {e.count} bonus card{'s' if e.count != 1 else ''}"
    if isinstance(e, CardReturned):
        return f"{who(e.seat)} gave back a bonus card"
    if isinstance(e, FreeTaken):
        return f"{who(e.seat)} took a free {name(e.tile)}"
    if isinstance(e, Declined):
        return f"{who(e.seat)} took no free room"
    if isinstance(e, GameEnded):
        return "Game over: " + " and ".join(who(s) for s in e.winners) + " won"
    assert isinstance(e, RoomMoved)
    return None


def story(events: Sequence[Event], who: Namer) -> list[str]:
    """The turn's sentences, in order."""
    return [s for s in (event_text(e, who) for e in events) if s]


def builder_of(events: Sequence[Event]) -> tuple[int, list[tuple[str, int, int, int]]] | None:
    """The seat whose castle changed last and the rooms it placed in these events (tile, x,
    y, rotation); None if no room was placed."""
    placed = [e for e in events if isinstance(e, Placed)]
    if not placed:
        return None
    seat = placed[-1].seat
    return seat, [(e.tile, e.x, e.y, e.rot) for e in placed if e.seat == seat]
