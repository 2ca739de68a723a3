"""The rules data: engine/yellowhouse/data/rules.toml, validated on import by pydantic.

Every number the rules use lives in that file; this module gives it types and checks that the
numbers fit together (the deck can be dealt in every round the game can last). A bad file
fails loudly with the entry's path in the message (``ContentError``, engine/common/tomlfile.py).
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.common import tomlfile

DATA_DIR = Path(__file__).parent / "data"
RULES_FILE = DATA_DIR / "rules.toml"
EFFECT_KEYS = ("passion", "skill", "money", "inspiration")  # the variant's effects name these


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Element(Strict):
    key: str = Field(pattern=r"^[a-z]{1,20}$")
    letter: str = Field(pattern=r"^[a-z]$")


class Deck(Strict):
    copies: int = Field(ge=1)


class Deal(Strict):
    hand: int = Field(ge=1)
    exchange: int = Field(ge=0)


class Canvas(Strict):
    start: int = Field(ge=1)
    top: int = Field(ge=2)


class Supports(Strict):
    total: int = Field(ge=0)
    per_player_round: int = Field(ge=0)
    per_strengthening: int = Field(ge=0, le=1)  # the engine's moves offer one Support or none


class Ending(Strict):
    same_element: int = Field(ge=1)
    any: int = Field(ge=1)


class Variant(Strict):
    money_support_levels: int = Field(ge=1)
    skill_advance: int = Field(ge=1)
    lower_by: int = Field(ge=1)


class Rules(Strict):
    seats: int = Field(ge=2, le=2)
    elements: list[Element] = Field(min_length=4, max_length=4)
    deck: Deck
    deal: Deal
    canvas: Canvas
    supports: Supports
    ending: Ending
    variant: Variant

    @model_validator(mode="after")
    def _fits(self) -> Rules:
        keys = [e.key for e in self.elements]
        if sorted(keys) != sorted(EFFECT_KEYS):
            raise ValueError(f"the elements must be {', '.join(EFFECT_KEYS)}")
        if len({e.letter for e in self.elements}) != len(self.elements):
            raise ValueError("two elements share a letter")
        if self.canvas.start >= self.canvas.top:
            raise ValueError("canvas.start must be below canvas.top")
        if self.deal.exchange > self.deal.hand:
            raise ValueError("deal.exchange is more than a hand")
        last_round_cards = self.cards - (self.max_rounds - 1)
        if last_round_cards < self.seats * self.deal.hand:
            raise ValueError(f"round {self.max_rounds} cannot deal {self.deal.hand} cards each")
        if self.ending.any > len(self.elements) * (self.ending.same_element - 1) + 1:
            raise ValueError("ending.any can never be reached without ending.same_element")
        return self

    @property
    def cards(self) -> int:
        """Topic cards in the box."""
        return self.deck.copies * len(self.elements)

    @property
    def max_rounds(self) -> int:
        """The most rounds a game can last: every seat one reward short of `ending.any`, and
        then one more round (each round gives exactly one reward)."""
        return self.seats * (self.ending.any - 1) + 1

    @cached_property
    def keys(self) -> tuple[str, ...]:
        return tuple(e.key for e in self.elements)

    @cached_property
    def letters(self) -> tuple[str, ...]:
        return tuple(e.letter for e in self.elements)


def load(path: Path = RULES_FILE) -> Rules:
    """Read and validate a rules file."""
    return tomlfile.load(Rules, path)


RULES = load()
KEYS: tuple[str, ...] = RULES.keys  # element keys in the engine's order
LETTERS: tuple[str, ...] = RULES.letters
NE = len(KEYS)  # number of elements
ELEMENTS = range(NE)
INDEX: dict[str, int] = {k: i for i, k in enumerate(KEYS)}
PASSION, SKILL, MONEY, INSPIRATION = (INDEX[k] for k in EFFECT_KEYS)
SEATS = RULES.seats
