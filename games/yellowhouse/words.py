"""What The Yellow House's buttons, panels and lines say: move labels that tell what a move
does ("Strengthen Skill +2 and claim: 3 Skill cards"), the prompt, the panel's texts, the
seats' standings and the move lines (public facts only, through render/yellowhouse's words).
Longer sentences come from help.toml (`texts.panel`)."""

from __future__ import annotations

from collections.abc import Sequence

import engine.yellowhouse as yh
from engine.yellowhouse.content import KEYS, RULES
from engine.yellowhouse.events import Event
from engine.yellowhouse.moves import Move, Raise, Swap
from engine.yellowhouse.rules import raise_cost
from engine.yellowhouse.state import supports_left

from .texts import panel

END_LABEL = "End turn"


def element(key_or_index: str | int) -> str:
    key = KEYS[key_or_index] if isinstance(key_or_index, int) else key_or_index
    return key.capitalize()


def article(word: str) -> str:
    return "an" if word[0] in "AEIOU" else "a"


def pair(cards: Sequence[str]) -> str:
    """'2× Passion', 'Passion + Money'."""
    if len(set(cards)) == 1 and len(cards) > 1:
        return f"{len(cards)}× {element(cards[0])}"
    return " + ".join(element(k) for k in cards)


def label(state: yh.State, move: Move) -> str:
    """The button of `move`: what it does and what it costs."""
    name = element(move.e) if move.e >= 0 else ""
    match move.kind:
        case "claim":
            return f"Claim {name} (1 card)"
        case "raise":
            assert isinstance(move, Raise)
            return raise_label(state, move)
        case "pass":
            leader = state.claims[-1][0]
            return f"Pass: the trick ends, {state.setup.names[leader]} leads"
        case "swap":
            assert isinstance(move, Swap)
            return pair(move.cards)
        case "boost":
            return f"Advance {name} +1 (Skill effect)"
        case "give":
            return f"Give {article(name)} {name} card"
        case _:
            return f"Give back {article(name)} {name} card"


def raise_label(state: yh.State, move: Raise) -> str:
    raised, cards = raise_cost(state, move.e, move.support)
    name = element(move.e)
    head = f"Strengthen {name} +{raised} and claim"
    if not move.support:
        return f"{head}: {cards + 1} {name} cards"
    return f"{head} with a Support: {cards + 1} {name} + Support"


def hand_text(counts: Sequence[int]) -> str:
    """'Passion 3 · Skill 2 · Money 4 · Inspiration 1'."""
    return " · ".join(f"{element(e)} {n}" for e, n in enumerate(counts))


def cards_text(counts: Sequence[int]) -> str:
    return pair([KEYS[e] for e, n in enumerate(counts) for _ in range(n)])


def situation(state: yh.State, seat: int) -> str:
    """The seat's hand as four counts with its Supports left, and its pending choice."""
    p = panel()
    hand = state.hands[seat]
    other = state.setup.names[1 - seat]
    lines = [
        p.situation.format(
            hand=hand_text(hand), size=sum(hand), supports=supports_left(state, seat)
        )
    ]
    choice = state.choices[seat]
    if state.phase == "exchange" and choice is not None:
        lines.append(p.chosen.format(cards=cards_text(choice), other=other))
    known = state.shown[1 - seat]
    if any(known):
        held = ", ".join(f"{n} {element(e)}" for e, n in enumerate(known) if n)
        lines.append(p.knows.format(other=other, known=held))
    return "\n".join(lines)


def prompt(state: yh.State, waiting: int | None) -> str:
    """What the current decision asks, in words."""
    if waiting is not None:
        return f"{state.setup.names[waiting]}: end your turn, or undo your move"
    from render.yellowhouse.words import prompt as picture_prompt  # Pillow on first use

    return picture_prompt(yh.public_view(state), lambda s: state.setup.names[s])


def explain(state: yh.State, waiting: int | None) -> str:
    p = panel()
    other = state.setup.names[1 - state.turn]
    if waiting is not None:
        return p.waiting.format(other=state.setup.names[1 - waiting])
    if state.phase == "exchange":
        return p.exchange.format(exchange=RULES.deal.exchange, given=2 * RULES.deal.exchange)
    if state.phase in ("boost", "give"):
        effect: str = p.boost if state.phase == "boost" else p.give
        return effect.format(other=other)
    if state.phase == "back":
        gift = "" if state.gift is None else element(state.gift)
        return p.back.format(other=other, gift=gift)
    if state.phase != "play":
        return ""
    if not state.claims:
        return p.lead
    e = state.claims[-1][1]
    text = p.beat.format(claim=f"{element(e)} at level {state.levels[e]}")
    return f"{text}\n{p.effects}" if state.variant else text


def lines(state: yh.State, event: Event) -> str:
    """The move in words, from its public facts only."""
    from render.yellowhouse.words import happened  # Pillow on first use

    said = happened([Event(event.seat, "", event.facts)], lambda s: state.setup.names[s])
    return " ".join(said) or f"{state.setup.names[event.seat]} played."


def standing(state: yh.State, seat: int) -> str:
    """One seat in a line: rounds won, rewards, hand size, Supports; the exchange."""
    rewards = ", ".join(element(e) for e in state.rewards[seat]) or "none"
    won = len(state.rewards[seat])
    used = state.supports[seat]
    text = (
        f"{won} round{'s' * (won != 1)} won (rewards: {rewards}) · "
        f"{sum(state.hands[seat])} cards in hand · "
        f"{used} Support{'s' * (used != 1)} used, {supports_left(state, seat)} left"
    )
    if state.phase == "exchange":
        text += " · " + ("has chosen" if state.choices[seat] is not None else "is choosing")
    return text


def progress(state: yh.State) -> str:
    """'Round 2 of 5 · rounds won: Ann 1, Kevin 0'."""
    won = ", ".join(f"{n} {len(r)}" for n, r in zip(state.setup.names, state.rewards, strict=True))
    return f"Round {state.round} of {RULES.max_rounds} · rounds won: {won}"


def notice(state: yh.State) -> str | None:
    """Who would win the game by winning this round (the end in sight)."""
    if state.over:
        return None
    near = [
        name
        for name, rewards in zip(state.setup.names, state.rewards, strict=True)
        if len(rewards) >= RULES.ending.any - 1
    ]
    return panel().notice.format(names=" and ".join(near)) if near else None
