"""The data of a message the bot posts (`Outgoing`) and of its components (`ButtonSpec`,
`SelectSpec`): `bot.interface.views` turns the specs into discord.py DynamicItems,
`bot.tools.demo` into a transcript."""

from __future__ import annotations

from dataclasses import dataclass, field

import discord

from bot.game.protocol import Picture

COLOUR = discord.Colour(0xB5462E)  # a lacquer red
CONTENT_LIMIT = 2000  # Discord's limit for a message's text
MAX_BUTTON_OPTIONS = 20  # four rows of five; the fifth row holds Undo, Show board and My board


@dataclass(frozen=True)
class ButtonSpec:
    label: str
    custom_id: str
    style: str = "primary"  # primary | secondary | success | danger
    disabled: bool = False


@dataclass(frozen=True)
class SelectSpec:
    custom_id: str
    placeholder: str
    options: list[tuple[str, str]]  # (label, value)
    descriptions: dict[str, str] = field(default_factory=dict)  # value -> what its label left out


@dataclass
class Outgoing:
    """One message: text, embed, picture and components, and who may be pinged."""

    content: str = ""
    embed: discord.Embed | None = None
    picture: Picture | None = None
    buttons: list[ButtonSpec] = field(default_factory=list)
    select: SelectSpec | None = None
    mentions: list[int] = field(default_factory=list)  # user ids allowed to be pinged
    # Discord keeps one message per nonce for a few minutes: a post sent again after a
    # restart (`bot.sending.outbox`) is not posted twice.
    nonce: str | None = None
