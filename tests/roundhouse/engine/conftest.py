"""Shared scenario helpers for the engine tests.

A test asks for the `make` fixture and gets a `Table`: a new game plus helpers to build a
position by hand (the way the lead's brief describes: set fields, replace the decision stack,
refresh) and to play codes on it.

A "hold" is a decision kept at the bottom of the stack so that the turn does not end while a
test looks at the result of a room action: when the room's action and everything it pushed are
resolved, the hold is on top again (`t.held()`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import engine.roundhouse as rh_engine
from engine.roundhouse.actions import ChooseBasic
from engine.roundhouse.state import Chair, Decision, GameState, Options, load_decision
from locales.words import ENGLISH, words_for

EN = words_for(ENGLISH)  # the English catalogue

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]
BASIC = ("T", "F", "C")


class Hold(ChooseBasic):
    """A basic-resource decision kept at the bottom of the stack (tests only)."""

    kind = "hold"


def decision(kind: str, **data: Any) -> Decision[Any]:
    """A decision by its kind and fields, as a saved game has it (`decision("helper",
    senior=True)`)."""
    return load_decision({"kind": kind, "data": data})


class Table:
    """A game state with helpers for building and playing scenarios."""

    def __init__(self, state: GameState) -> None:
        self.s = state

    # ------------------------------------------------------------ reading
    @property
    def seat(self) -> int:
        return self.s.turn.seat

    @property
    def me(self):
        return self.s.players[self.s.turn.seat]

    @property
    def board(self):
        return self.s.board

    @property
    def decks(self):
        return self.s.decks

    def top(self) -> Any:
        return self.s.turn.stack[-1]

    def kind(self) -> str:
        return self.top().kind

    def held(self) -> bool:
        return bool(self.s.turn.stack) and isinstance(self.top(), Hold)

    def codes(self) -> list[str]:
        rh_engine.refresh(self.s)
        return rh_engine.legal_codes(self.s)

    def dests(self, leader: int = 0) -> set[str]:
        """Spaces the current player's leader `leader` may move to."""
        pre = f"m{leader}."
        return {c[len(pre) :] for c in self.codes() if c.startswith(pre)}

    # ------------------------------------------------------------ building
    def give(self, seat: int | None = None, **values) -> Table:
        """Set exact values on a player: coins, supply, track, prestige, T/F/C/G."""
        p = self.s.players[self.seat if seat is None else seat]
        for key, value in values.items():
            if key in ("T", "F", "C", "G"):
                p.res[key] = value
            else:
                setattr(p, key, value)
        rh_engine.refresh(self.s)
        return self

    def poor(self, seat: int | None = None) -> Table:
        """No coins and no resources (assistants untouched)."""
        return self.give(seat, coins=0, T=0, F=0, C=0, G=0)

    def chair(self, index: int, seat: int | None = None, senior: bool = False) -> Table:
        self.s.board.chairs[index] = Chair(self.seat if seat is None else seat, senior)
        rh_engine.refresh(self.s)
        return self

    def stack(self, *decisions: Decision, held: bool = True) -> Table:
        """Replace the decision stack (a hold at the bottom unless held=False)."""
        self.s.turn.stack = [Hold(), *decisions] if held else list(decisions)
        rh_engine.refresh(self.s)
        return self

    def decide(self, kind: str, held: bool = True, **data: Any) -> Table:
        return self.stack(decision(kind, **data), held=held)

    def act(self, room: str, held: bool = True, **data: Any) -> Table:
        """One performance of `room`'s action (an inner room id or a tile id)."""
        return self.decide("act", held=held, room=room, n=0, **data)

    def replace_top(self, kind: str, **data: Any) -> Table:
        """Replace the current decision (the turn's own steps stay below it)."""
        self.s.turn.stack[-1:] = [decision(kind, **data)]
        rh_engine.refresh(self.s)
        return self

    def leaders(self, seat: int, *spaces: str) -> Table:
        self.s.players[seat].leaders = list(spaces)
        rh_engine.refresh(self.s)
        return self

    def clear_leaders(self) -> Table:
        """Every leader back on the hall, and no neutrals."""
        for p in self.s.players:
            p.leaders = ["H"] * len(p.leaders)
        self.s.board.neutrals = {}
        rh_engine.refresh(self.s)
        return self

    # ------------------------------------------------------------ playing
    def play(self, *codes: str) -> list[str]:
        lines = []
        for code in codes:
            rh_engine.refresh(self.s)
            lines.append(rh_engine.apply(self.s, code, words=EN))
        return lines


@pytest.fixture
def make() -> Callable[..., Table]:
    """`make(n=3, seed=1, rules=None, **options)`: a Table on a new game (rules: the rules
    version, default the newest)."""

    def factory(n: int = 3, seed: int = 1, rules: int | None = None, **options) -> Table:
        opts = Options(**options) if options else None
        return Table(rh_engine.new_game(NAMES[:n], seed, opts, rules=rules))

    return factory


def assistants_accounted(state: GameState, seat: int) -> int:
    """Where a player's 15 assistants are (must always sum to 15)."""
    from engine.roundhouse.worship import assistants_in_worship

    p = state.players[seat]
    b = state.board
    total = p.supply + p.track + 1  # the score marker
    total += sum(town[seat] for town in b.towns)
    total += sum(1 for ch in b.chairs if ch is not None and ch.seat == seat)
    total += len(b.table[seat])
    if seat == state.turn.seat and not state.over:
        total += assistants_in_worship(state)
    return total


@pytest.fixture
def accounted() -> Callable[[GameState, int], int]:
    return assistants_accounted
