"""The pictures' words: whose turn it is and what they must do (`prompt`), and what the last
moves did (`happened`), from the public view and the events' public facts only (an event's
`secrets` are never read). `name(seat)` says how a seat is named: the picture and the alt
text name players differently (names.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.yellowhouse.content import RULES
from engine.yellowhouse.events import (
    Boosted,
    Chose,
    Claimed,
    Dealt,
    Event,
    Exchanged,
    Fact,
    GameWon,
    Gave,
    GaveBack,
    Lowered,
    Passed,
    RoundWon,
    TrickEnded,
    Undone,
)
from engine.yellowhouse.views import PublicView

from .style import LOOKS

Namer = Callable[[int], str]
TRICK_ENDS = {
    "pass": "after a pass",
    "all_elements": "with all four elements played",
    "passion": "by the Passion effect",
}


def element(key: str) -> str:
    return LOOKS[key].name


def cards(keys: Sequence[str]) -> str:
    """'2× Passion', 'Skill + Money', 'nothing'."""
    if not keys:
        return "nothing"
    if len(set(keys)) == 1 and len(keys) > 1:
        return f"{len(keys)}× {element(keys[0])}"
    return " + ".join(element(k) for k in keys)


def round_text(view: PublicView) -> str:
    return f"Round {view.round} of {RULES.max_rounds}"


def current_claim(view: PublicView) -> str | None:
    """'Money at level 5': the Claim to beat, if the trick has one."""
    if not view.claims:
        return None
    key = view.claims[-1][1]
    return f"{element(key)} at level {view.levels[key]}"


def task(view: PublicView) -> str:
    """What the deciding seat must do: 'beat Money at level 5 or pass'."""
    if view.phase == "exchange":
        return f"choose {RULES.deal.exchange} cards to exchange"
    claim = current_claim(view)
    return {
        "boost": "advance another element (Skill effect)",
        "give": "give a card (Inspiration effect)",
        "back": "give a card of another element back",
        "over": "nothing: the game is over",
    }.get(view.phase, f"beat {claim} or pass" if claim else "lead: Claim any card")


def prompt(view: PublicView, name: Namer) -> str:
    """Who must decide and what: 'Kevin to beat Money at level 5 or pass'."""
    if view.phase == "over":
        return "Game over" if view.winner is None else f"Game over · {name(view.winner)} wins"
    if len(view.deciding) > 1:
        return f"Both players to {task(view)}"
    seat = view.deciding[0] if view.deciding else view.dealer
    return f"{name(seat)} to {task(view)}"


def fact_text(fact: Fact, name: Namer) -> str | None:
    """One public fact in words (None: nothing to say)."""
    match fact:
        case Dealt():
            aside = f", {fact.aside} set aside" if fact.aside else ""
            return f"Round {fact.round}: {name(fact.dealer)} deals {fact.hand} cards each{aside}."
        case Chose():
            return f"{name(fact.seat)} has chosen their exchange cards."
        case Exchanged():
            given = "; ".join(f"{name(s)} gave {cards(g)}" for s, g in enumerate(fact.given))
            return f"Exchange revealed: {given}."
        case Claimed():
            return _claimed(fact, name)
        case Passed():
            return f"{name(fact.seat)} passed."
        case TrickEnded():
            why = TRICK_ENDS.get(fact.reason, "")
            return f"The trick ended {why}; {name(fact.leader)} leads the next.".replace("  ", " ")
        case Boosted():
            return f"{name(fact.seat)} advanced {element(fact.element)} to {fact.level} (Skill)."
        case Lowered():
            return "A token passed level 8: every token went down one level."
        case Gave():
            return f"{name(fact.seat)} gave a card (Inspiration effect)."
        case GaveBack():
            if fact.returned:
                return f"{name(fact.seat)} gave a card back."
            return f"{name(fact.seat)} had no card of another element to give back."
        case RoundWon():
            won = f"{name(fact.seat)} emptied their hand and won round {fact.round}"
            return f"{won}, keeping {element(fact.reward)} as a reward."
        case GameWon():
            return f"{name(fact.seat)} wins the game!"
        case Undone():
            return f"{name(fact.seat)} took back a move."
    return None


def _claimed(fact: Claimed, name: Namer) -> str:
    who, what = name(fact.seat), element(fact.element)
    if not fact.raised:
        return f"{who} claimed {what} (level {fact.level})."
    paid = [f"{fact.cards} card{'s' * (fact.cards != 1)}"] if fact.cards else []
    paid += ["a Support"] if fact.support else []
    how = " and ".join(paid)
    return f"{who} strengthened {what} +{fact.raised} ({how}) to {fact.level} and claimed it."


def happened(events: Sequence[Event], name: Namer) -> list[str]:
    """The events' public facts in words, in order."""
    out = []
    for event in events:
        for fact in event.facts:
            said = fact_text(fact, name)
            if said:
                out.append(said)
    return out
