"""The computer players' weights: data/ai.toml, validated on load by pydantic."""

from __future__ import annotations

from functools import cache

from pydantic import Field

from .content import DATA, read
from .datafile import Strict


class Values(Strict):
    money_early: float = Field(ge=0)
    money_late: float = Field(ge=0)
    pass_bias: float
    food: float
    corridor: float
    sleeping: float
    utility: float
    downstairs: float
    card_prior: float
    sleep_pick: float


class Easy(Strict):
    temperature: float = Field(gt=0)
    cutoff: float = Field(ge=0)


class Strong(Strict):
    spots: int = Field(ge=1)
    entrance_floor: int = Field(ge=0)
    entrance_penalty: float = Field(ge=0)
    near_complete: float = Field(ge=0, le=1)
    open_door: float = Field(ge=0)
    denial: float = Field(ge=0)
    pricing_limit: int = Field(ge=1)


class AiConfig(Strict):
    values: Values
    easy: Easy
    strong: Strong


@cache
def ai_config() -> AiConfig:
    return read(DATA / "ai.toml", AiConfig)
