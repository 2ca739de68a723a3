"""The pictures' words: whose turn it is and what they must do (`prompt`), and what the last
moves did (`happened`), from the public view and the events' public facts only (an event's
`secrets` are never read). `name(seat)` says how a seat is named: the picture and the alt
text name players differently (names.py). Every word is from the catalogue
(`games/yellowhouse/locales/*/yellowhouse_pictures.toml`), in the language of `words`."""

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
from locales.words import Words

Namer = Callable[[int], str]
P = "yellowhouse_pictures."  # the pictures' catalogue


def element(words: Words, key: str) -> str:
    return words(f"yellowhouse.element.{key}")


def letter(words: Words, key: str) -> str:
    """The element's mark on its sign ("P" for Passion)."""
    return words(f"{P}letter.{key}")


def joined(words: Words, parts: Sequence[str]) -> str:
    """'a, b, c' in the language's list separator."""
    return words("yellowhouse.list.join").join(parts)


def cards(words: Words, keys: Sequence[str]) -> str:
    """'2× Passion', 'Skill + Money', 'nothing'."""
    if not keys:
        return words(f"{P}nothing")
    if len(set(keys)) == 1 and len(keys) > 1:
        return words("yellowhouse.label.same", count=len(keys), element=element(words, keys[0]))
    return words("yellowhouse.list.plus").join(element(words, k) for k in keys)


def round_text(words: Words, view: PublicView) -> str:
    return words(f"{P}round", round=view.round, rounds=RULES.max_rounds)


def current_claim(words: Words, view: PublicView) -> str | None:
    """'Money at level 5': the Claim to beat, if the trick has one."""
    if not view.claims:
        return None
    key = view.claims[-1][1]
    return words("yellowhouse.panel.claim_at", element=element(words, key), level=view.levels[key])


def task(words: Words, view: PublicView) -> str:
    """What the deciding seat must do: 'beat Money at level 5 or pass'."""
    if view.phase == "exchange":
        return words(f"{P}task.exchange", count=RULES.deal.exchange)
    if view.phase in ("boost", "give", "back", "over"):
        return words(f"{P}task.{view.phase}")
    claim = current_claim(words, view)
    return words(f"{P}task.beat", claim=claim) if claim else words(f"{P}task.lead")


def prompt(words: Words, view: PublicView, name: Namer) -> str:
    """Who must decide and what: 'Kevin to beat Money at level 5 or pass'."""
    if view.phase == "over":
        if view.winner is None:
            return words(f"{P}prompt.over")
        return words(f"{P}prompt.won", name=name(view.winner))
    if len(view.deciding) > 1:
        return words(f"{P}prompt.both", task=task(words, view))
    seat = view.deciding[0] if view.deciding else view.dealer
    return words(f"{P}prompt.one", name=name(seat), task=task(words, view))


def fact_text(words: Words, fact: Fact, name: Namer) -> str | None:
    """One public fact in words (None: nothing to say)."""
    f = f"{P}fact."
    match fact:
        case Dealt():
            dealt = dict(round=fact.round, dealer=name(fact.dealer), hand=fact.hand)
            if fact.aside:
                return words(f"{f}dealt_aside", aside=fact.aside, **dealt)
            return words(f"{f}dealt", **dealt)
        case Chose():
            return words(f"{f}chose", name=name(fact.seat))
        case Exchanged():
            given = words(f"{f}gave_join").join(
                words(f"{f}gave", name=name(s), cards=cards(words, g))
                for s, g in enumerate(fact.given)
            )
            return words(f"{f}exchanged", given=given)
        case Claimed():
            return _claimed(words, fact, name)
        case Passed():
            return words(f"{f}passed", name=name(fact.seat))
        case TrickEnded():
            why = words(f"{f}why.{fact.reason}") if words.has(f"{f}why.{fact.reason}") else ""
            return words(f"{f}trick_ended", why=why, leader=name(fact.leader))
        case Boosted():
            what = element(words, fact.element)
            return words(f"{f}boosted", name=name(fact.seat), element=what, level=fact.level)
        case Lowered():
            return words(f"{f}lowered")
        case Gave():
            return words(f"{f}gave_card", name=name(fact.seat))
        case GaveBack():
            return words(
                f"{f}{'gave_back' if fact.returned else 'no_card_back'}", name=name(fact.seat)
            )
        case RoundWon():
            reward = element(words, fact.reward)
            return words(f"{f}round_won", name=name(fact.seat), round=fact.round, element=reward)
        case GameWon():
            return words(f"{f}game_won", name=name(fact.seat))
        case Undone():
            return words(f"{f}undone", name=name(fact.seat))
    return None


def _claimed(words: Words, fact: Claimed, name: Namer) -> str:
    said = dict(name=name(fact.seat), element=element(words, fact.element), level=fact.level)
    if not fact.raised:
        return words(f"{P}fact.claimed", **said)
    paid = [words.plural(f"{P}fact.paid_cards", fact.cards)] if fact.cards else []
    paid += [words(f"{P}fact.paid_support")] if fact.support else []
    how = words(f"{P}fact.paid_join").join(paid)
    return words(f"{P}fact.strengthened", raised=fact.raised, paid=how, **said)


def happened(words: Words, events: Sequence[Event], name: Namer) -> list[str]:
    """The events' public facts in words, in order."""
    out = []
    for event in events:
        for fact in event.facts:
            said = fact_text(words, fact, name)
            if said:
                out.append(said)
    return out
