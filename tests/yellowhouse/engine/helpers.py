"""Helpers for The Yellow House's engine tests (imported as tests.yellowhouse.engine.helpers):
build a position by hand, play codes on it, and count every Topic card."""

from __future__ import annotations

from collections.abc import Sequence

from engine.yellowhouse import Event, State, apply, new_game
from engine.yellowhouse.content import INDEX, KEYS, NE, RULES
from engine.yellowhouse.state import in_play

NAMES = ["Marco", "Kevin"]


def counts(text: str) -> list[int]:
    """Four counts from letters: "ppsm" -> [2, 1, 1, 0]."""
    letters = {k[0]: i for i, k in enumerate(KEYS)}
    out = [0] * NE
    for ch in text:
        out[letters[ch]] += 1
    return out


def levels(**by_key: int) -> list[int]:
    out = [RULES.canvas.start] * NE
    for key, level in by_key.items():
        out[INDEX[key]] = level
    return out


def position(
    hands: Sequence[str],
    *,
    turn: int = 0,
    at: Sequence[int] | None = None,
    claims: Sequence[tuple[int, str]] = (),
    supports: Sequence[int] = (0, 0),
    rewards: Sequence[Sequence[str]] = ((), ()),
    variant: bool = False,
    seed: int = 1,
) -> State:
    """A game in the middle of a round: the given hands ("ppsm"), token levels, claims row
    (seat, element key), Supports used and rewards; every other Topic card in the discard
    pile. `turn` decides."""
    state = new_game(NAMES, seed, {"variant": variant})
    state.phase, state.turn, state.dealer = "play", turn, turn
    state.hands = [counts(h) for h in hands]
    state.levels = list(at) if at is not None else levels()
    state.claims = [(seat, INDEX[k]) for seat, k in claims]
    state.supports = list(supports)
    state.rewards = [[INDEX[k] for k in r] for r in rewards]
    state.round = 1 + sum(len(r) for r in rewards)
    state.aside, state.discard, state.choices = [0] * NE, [0] * NE, [None, None]
    state.shown = [[0] * NE, [0] * NE]
    state.discard = [RULES.deck.copies - n for n in total(state)]
    assert min(state.discard) >= 0, "more cards than the deck holds"
    return state


def total(state: State) -> list[int]:
    """Topic cards of each element anywhere (hands, aside, face up)."""
    out = in_play(state)
    for e in range(NE):
        out[e] += state.aside[e] + state.hands[0][e] + state.hands[1][e]
    return out


def play(state: State, *codes: str) -> list[Event]:
    """Apply the codes in order; the events."""
    return [apply(state, code) for code in codes]


def kinds(event: Event) -> list[str]:
    return [f.kind for f in event.facts]
