"""What The Yellow House's buttons, panels and lines say: move labels that tell what a move
does ("Strengthen Skill +2 and claim: 3 Skill cards"), the prompt, the panel's texts, the
seats' standings and the move lines (public facts only, through games/yellowhouse/pictures's words).
Every word is from the catalogue (`games/yellowhouse/locales/*/yellowhouse.toml`), in the language
of `words`; a seat's name only as `named` gives it (`locales.names`: escaped, isolated)."""

from __future__ import annotations

from collections.abc import Sequence

import engine.yellowhouse as yh
from engine.yellowhouse.content import KEYS, RULES
from engine.yellowhouse.events import Event
from engine.yellowhouse.moves import Move, Raise, Swap
from engine.yellowhouse.rules import raise_cost
from engine.yellowhouse.state import supports_left
from locales.names import Namer, namer
from locales.words import Words


def named(state: yh.State) -> Namer:
    """The seats' names as messages write them: the only names these words say."""
    return namer(state.setup.names)


def element(words: Words, key_or_index: str | int) -> str:
    key = KEYS[key_or_index] if isinstance(key_or_index, int) else key_or_index
    return words(f"yellowhouse.element.{key}")


def pair(words: Words, cards: Sequence[str]) -> str:
    """'2× Passion', 'Passion + Money'."""
    if len(set(cards)) == 1 and len(cards) > 1:
        return words("yellowhouse.label.same", count=len(cards), element=element(words, cards[0]))
    return words("yellowhouse.list.plus").join(element(words, k) for k in cards)


def both(words: Words, names: Sequence[str]) -> str:
    """'Ann', 'Ann and Kevin'."""
    if len(names) == 2:
        return words("yellowhouse.list.two", first=names[0], second=names[1])
    return words("yellowhouse.list.join").join(names)


def label(words: Words, state: yh.State, move: Move) -> str:
    """The button of `move`: what it does and what it costs."""
    name = element(words, move.e) if move.e >= 0 else ""
    match move.kind:
        case "claim":
            return words("yellowhouse.label.claim", element=name)
        case "raise":
            assert isinstance(move, Raise)
            return raise_label(words, state, move)
        case "pass":
            leader = named(state)(state.claims[-1][0])
            return words("yellowhouse.label.pass", leader=leader)
        case "swap":
            assert isinstance(move, Swap)
            return pair(words, move.cards)
        case "boost":
            return words("yellowhouse.label.boost", element=name)
        case "give":
            return words(f"yellowhouse.label.give.{KEYS[move.e]}")
        case _:
            return words(f"yellowhouse.label.back.{KEYS[move.e]}")


def raise_label(words: Words, state: yh.State, move: Raise) -> str:
    raised, cards = raise_cost(state, move.e, move.support)
    key = "yellowhouse.label.raise_support" if move.support else "yellowhouse.label.raise"
    return words(key, element=element(words, move.e), raised=raised, cards=cards + 1)


def hand_text(words: Words, counts: Sequence[int]) -> str:
    """'Passion 3 · Skill 2 · Money 4 · Inspiration 1'."""
    return words("yellowhouse.list.dot").join(
        words("yellowhouse.panel.count", element=element(words, e), count=n)
        for e, n in enumerate(counts)
    )


def cards_text(words: Words, counts: Sequence[int]) -> str:
    return pair(words, [KEYS[e] for e, n in enumerate(counts) for _ in range(n)])


def situation(words: Words, state: yh.State, seat: int) -> str:
    """The seat's hand as four counts with its Supports left, and its pending choice."""
    hand = state.hands[seat]
    other = named(state)(1 - seat)
    lines = [
        words(
            "yellowhouse.panel.situation",
            hand=hand_text(words, hand),
            size=sum(hand),
            supports=supports_left(state, seat),
        )
    ]
    choice = state.choices[seat]
    if state.phase == "exchange" and choice is not None:
        cards = cards_text(words, choice)
        lines.append(words("yellowhouse.panel.chosen", cards=cards, other=other))
    known = state.shown[1 - seat]
    if any(known):
        held = words("yellowhouse.list.join").join(
            words("yellowhouse.panel.known", count=n, element=element(words, e))
            for e, n in enumerate(known)
            if n
        )
        lines.append(words("yellowhouse.panel.knows", other=other, known=held))
    return "\n".join(lines)


def prompt(words: Words, state: yh.State, waiting: int | None, reader: int | None = None) -> str:
    """What the current decision asks, in words; to the `reader` who decides it, in the
    second person ("Beat Passion at level 3, or pass")."""
    name = named(state)
    if waiting is not None:
        if reader == waiting:
            return words("yellowhouse.own.waiting")
        return words("yellowhouse.panel.prompt_waiting", name=name(waiting))
    from games.yellowhouse.pictures.words import current_claim  # Pillow on first use
    from games.yellowhouse.pictures.words import prompt as picture_prompt

    view = yh.public_view(state)
    if reader is None or reader not in view.deciding or view.phase == "over":
        return picture_prompt(words, view, name)
    if view.phase == "exchange":
        return words("yellowhouse.own.exchange", count=RULES.deal.exchange)
    if view.phase in ("boost", "give", "back"):
        return words(f"yellowhouse.own.{view.phase}")
    claim = current_claim(words, view)
    return words("yellowhouse.own.beat", claim=claim) if claim else words("yellowhouse.own.lead")


def explain(words: Words, state: yh.State, waiting: int | None) -> str:
    name = named(state)
    other = name(1 - state.turn)
    if waiting is not None:
        return words("yellowhouse.panel.waiting", other=name(1 - waiting))
    if state.phase == "exchange":
        n = RULES.deal.exchange
        return words("yellowhouse.panel.exchange", exchange=n, given=2 * n)
    if state.phase in ("boost", "give"):
        return words(f"yellowhouse.panel.{state.phase}", other=other)
    if state.phase == "back":
        gift = "" if state.gift is None else element(words, state.gift)
        return words("yellowhouse.panel.back", other=other, gift=gift)
    if state.phase != "play":
        return ""
    if not state.claims:
        return words("yellowhouse.panel.lead")
    text = words("yellowhouse.panel.beat", claim=claim_at(words, state.claims[-1][1], state))
    return f"{text}\n{words('yellowhouse.panel.effects')}" if state.variant else text


def claim_at(words: Words, e: int, state: yh.State) -> str:
    return words("yellowhouse.panel.claim_at", element=element(words, e), level=state.levels[e])


def lines(words: Words, state: yh.State, event: Event) -> str:
    """The move in words, from its public facts only."""
    from games.yellowhouse.pictures.words import happened  # Pillow on first use

    name = named(state)
    said = happened(words, [Event(event.seat, "", event.facts)], name)
    join = words("yellowhouse_pictures.news.join")
    return join.join(said) or words("yellowhouse.line.played", name=name(event.seat))


def ended(words: Words, state: yh.State, seat: int) -> str:
    """`seat` ended its turn, and the other plays."""
    name = named(state)
    return words("yellowhouse.line.ended", name=name(seat), other=name(1 - seat))


def standing(words: Words, state: yh.State, seat: int) -> str:
    """One seat in a line: rounds won, rewards, hand size, Supports; the exchange."""
    rewards = words("yellowhouse.list.join").join(element(words, e) for e in state.rewards[seat])
    text = words(
        "yellowhouse.standing.rewards",
        rounds=words.plural("yellowhouse.standing.rounds", len(state.rewards[seat])),
        rewards=rewards or words("yellowhouse.list.none"),
        cards=sum(state.hands[seat]),
        supports=words.plural("yellowhouse.standing.supports", state.supports[seat]),
        left=supports_left(state, seat),
    )
    if state.phase == "exchange":
        chosen = "chosen" if state.choices[seat] is not None else "choosing"
        text += words("yellowhouse.list.dot") + words(f"yellowhouse.standing.{chosen}")
    return text


def progress(words: Words, state: yh.State) -> str:
    """'Round 2 of 5 · rounds won: Ann 1, Kevin 0'."""
    name = named(state)
    won = words("yellowhouse.list.join").join(
        words("yellowhouse.standing.seat_won", name=name(seat), count=len(rewards))
        for seat, rewards in enumerate(state.rewards)
    )
    return words(
        "yellowhouse.standing.progress", round=state.round, rounds=RULES.max_rounds, won=won
    )


def notice(words: Words, state: yh.State) -> str | None:
    """Who would win the game by winning this round (the end in sight)."""
    if state.over:
        return None
    name = named(state)
    near = [
        name(seat)
        for seat, rewards in enumerate(state.rewards)
        if len(rewards) >= RULES.ending.any - 1
    ]
    return words("yellowhouse.panel.notice", names=both(words, near)) if near else None
