"""Slash command option values, checked again by the bot: Discord enforces each option's limits
(`max_length`, a range, the choices), but a command synced by an older version, or a forged
interaction, can send any value. A value out of bounds is refused in words, never quoted back,
and nothing is changed.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from discord import app_commands

from bot.game.model import UserError
from bot.game.said import say
from locales.formats import number


def limited(option: str, value: str | None, limit: int) -> str | None:
    """A text option's value; a UserError past `limit` characters (which never quotes it)."""
    if value is not None and len(value) > limit:
        given = len(value)
        raise UserError(
            say("bot.option.too_long", option=option, limit=limit, given=lambda w: number(w, given))
        )
    return value


def bounded(option: str, value: int | None, low: int, high: int) -> int | None:
    """A whole-number option's value; a UserError unless it is from `low` to `high`."""
    if value is not None and (type(value) is not int or not low <= value <= high):
        raise UserError(say("bot.option.out_of_range", option=option, low=low, high=high))
    return value


def set_range(
    command: app_commands.Command[Any, ..., Any], option: str, low: int, high: int
) -> None:
    """Give a whole-number option of `command` (this cog's own copy) the range `low`..`high`,
    known only once the bot is built (the seats a game of its catalogue takes). discord.py
    reads a range from the annotation alone; its parameter records are dataclasses, replaced
    here with the bounds before the tree is synced."""
    params = command._params  # discord.py has no public setter for a range
    params[option] = replace(params[option], min_value=low, max_value=high)
