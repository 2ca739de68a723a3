"""The computer players' settings: engine/roundhouse/data/ai.toml, validated on load by pydantic.

`[weights]` are the strong player's evaluation weights (engine/roundhouse/evaluate.py), `[budget]`
its default thinking budget (engine/roundhouse/search.py `Budget`), `[easy]` the easy player's
randomness. A bad entry fails loudly with the file and the entry's path (``ContentError``).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import Field

from engine.common.tomlfile import read, validate

from .content import Strict

DATA_FILE = Path(__file__).parent / "data" / "ai.toml"


class Weights(Strict):
    """Prestige per unit of each holding, beyond what final scoring gives for it now."""

    tea: float
    fruit: float
    celadon: float
    gold: float
    coin: float
    supply: float
    town: float
    chain: float
    chair: float
    senior_chair: float
    expert_single: float
    expert_permanent: float
    expert_amulet: float
    order_open: float
    order_ready: float
    ability: float
    recruit: float
    horizon: float = Field(ge=0)  # worships left at which holdings count in full
    final: float = Field(ge=0, le=1)  # phase factor for a seat with its last turn to come
    opponent: float = Field(ge=0)  # weight of the strongest opponent's value in `relative`


class BudgetConfig(Strict):
    nodes: int = Field(ge=0)
    candidates: int = Field(ge=1)
    playout_steps: int = Field(ge=0)
    samples: int = Field(ge=1)
    replies: bool
    rounds: int = Field(ge=1)


class EasyConfig(Strict):
    temperature: float = Field(ge=0)
    cutoff: float = Field(ge=0)
    inner: float = Field(ge=0)


class AiConfig(Strict):
    weights: Weights
    budget: BudgetConfig
    easy: EasyConfig


def load(path: Path = DATA_FILE) -> AiConfig:
    """Read and validate a settings file; raise ContentError naming the bad entry."""
    return validate(AiConfig, read(path), str(path))


@cache
def ai_config() -> AiConfig:
    """The settings (loaded once)."""
    return load()
