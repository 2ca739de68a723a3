"""The Yellow House's words in Discord, from games/yellowhouse/help.toml: the rules topics and
the panel's longer texts (checked on first use: a missing or misspelt entry fails loudly)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from bot.game.protocol import RulesHelp, Topic
from engine.common import tomlfile

HELP_FILE = Path(__file__).parent / "help.toml"


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Panel(Strict):
    exchange: str
    lead: str
    beat: str
    effects: str
    boost: str
    give: str
    back: str
    waiting: str
    undo_exchange: str
    undo_hidden: str
    undo_none: str
    undo_over: str
    situation: str
    chosen: str
    knows: str
    notice: str


class HelpTopic(Strict):
    key: str = Field(pattern=r"^[a-z_]{1,100}$")
    title: str = Field(min_length=1, max_length=100)
    words: list[str]
    text: str = Field(min_length=1)


class Texts(Strict):
    panel: Panel
    topic: list[HelpTopic] = Field(min_length=1)


@cache
def texts() -> Texts:
    return tomlfile.load(Texts, HELP_FILE)


def panel() -> Panel:
    return texts().panel


@cache
def rules_help() -> RulesHelp:
    """Every topic of the help file, in its order."""
    return RulesHelp(tuple(Topic(t.key, t.title, t.text, tuple(t.words)) for t in texts().topic))
