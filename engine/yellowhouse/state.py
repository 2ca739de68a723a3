"""The game state: plain mutable dataclasses, saved as JSON by pydantic (codec.py).

Cards of one element are identical, so every pile is a list of four counts in element order
(content.KEYS). Hidden from the table: `hands`, `aside`, `choices`, `rng` (it decides every
later deal), `setup.seed` and `history` (it holds the secret exchange choices). `shown[s]` is
what seat s's opponent knows s holds (cards it gave s, not played since). Everything else is
public; views.py draws the line.

Phases: "exchange" (both seats choose their cards in secret), "play" (`turn` claims, raises or
passes), "boost" / "give" (`turn` resolves its Support's Skill / Inspiration effect), "back"
(`turn` gives a card back for an Inspiration), "over".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from .content import NE, RULES

SCHEMA_VERSION = 1
Phase = Literal["exchange", "play", "boost", "give", "back", "over"]
PHASES: tuple[Phase, ...] = ("exchange", "play", "boost", "give", "back", "over")


def zeros() -> list[int]:
    return [0] * NE


def pair() -> list[list[int]]:
    return [zeros(), zeros()]


@dataclass
class Options:
    """Lobby options: `variant` turns on the Support effects (rules.md, Variant)."""

    variant: bool = False


@dataclass
class Setup:
    """Everything `replay` needs besides the move codes."""

    names: list[str]
    seed: int
    options: Options = field(default_factory=Options)


@dataclass
class State:
    setup: Setup
    rng: int  # the seeded generator's state (engine.common.rng.Rng)
    round: int  # 1..max_rounds
    dealer: int  # the round's dealer, who leads its first trick
    phase: Phase
    turn: int  # the seat deciding (unused in "exchange" and "over")
    levels: list[int]  # each Element token's level on the Canvas
    hands: list[list[int]]
    aside: list[int]  # the round's set-aside cards, face down
    choices: list[list[int] | None]  # exchange: each seat's secret choice (None: not yet)
    exchanged: list[list[int]] = field(default_factory=pair)  # the round's revealed exchange
    claims: list[tuple[int, int]] = field(default_factory=list)  # this trick: (seat, element)
    strengthened: list[list[int]] = field(default_factory=pair)  # this trick, per seat
    supports: list[int] = field(default_factory=lambda: [0, 0])  # used this round, per seat
    discard: list[int] = field(default_factory=zeros)
    rewards: list[list[int]] = field(default_factory=lambda: [[], []])  # elements, as won
    shown: list[list[int]] = field(default_factory=pair)
    gift: int | None = None  # "back": the element just given (the card back must differ)
    winner: int | None = None
    history: list[str] = field(default_factory=list)  # every move code, in order
    movers: list[int] = field(default_factory=list)  # the seat of each move in `history`
    undo_floor: int = 0  # moves before it cannot be undone (something hidden was revealed)
    schema: int = SCHEMA_VERSION

    @property
    def variant(self) -> bool:
        return self.setup.options.variant

    @property
    def over(self) -> bool:
        return self.phase == "over"


def in_play(state: State) -> list[int]:
    """Cards of each element that are not in a hand nor set aside: the claims row, the
    strengthening cards, the discard pile and the rewards (everything face up)."""
    out = state.discard[:]
    for _, e in state.claims:
        out[e] += 1
    for seat in (0, 1):
        for e in range(NE):
            out[e] += state.strengthened[seat][e]
        for e in state.rewards[seat]:
            out[e] += 1
    return out


def supports_left(state: State, seat: int) -> int:
    """Supports `seat` may still use this round (its own limit, and the pile)."""
    pile = RULES.supports.total - sum(state.supports)
    return min(pile, RULES.supports.per_player_round - state.supports[seat])
