"""The computer players' settings: data/ai.toml, validated on load by pydantic."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import Field

from engine.common import tomlfile

from .content import DATA_DIR, Strict

AI_FILE = DATA_DIR / "ai.toml"


class Weights(Strict):
    """One weight per feature of evaluate.FEATURES (the same names, in that order)."""

    cards: float
    inverse_cards: float
    groups: float
    biggest: float
    strongest: float
    supports: float
    lead: float
    claimer: float
    last_lead: float
    last_answer: float
    answers: float

    @property
    def vector(self) -> tuple[float, ...]:
        return tuple(self.__dict__.values())


class Equity(Strict):
    dealer_wins: float = Field(gt=0, lt=1)
    pair_chance: float = Field(ge=0, le=1)


class Easy(Strict):
    pass_chance: float = Field(ge=0, le=1)


class SearchConfig(Strict):
    """A search's settings (`[normal]`, `[strong]`; search.py)."""

    worlds: int = Field(ge=1)
    nodes: int = Field(ge=1)
    depth: int = Field(ge=1)
    exchange_worlds: int = Field(ge=1)
    exchange_depth: int = Field(ge=0)


class AiConfig(Strict):
    weights: Weights
    equity: Equity
    easy: Easy
    normal: SearchConfig
    strong: SearchConfig


def load(path: Path = AI_FILE) -> AiConfig:
    return tomlfile.load(AiConfig, path)


@cache
def ai_config() -> AiConfig:
    """The settings (loaded once)."""
    return load()
