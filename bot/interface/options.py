"""Slash command option values, checked again by the bot: Discord enforces each option's limits
(`max_length`, a range, the choices), but a command synced by an older version, or a forged
interaction, can send any value. A value out of bounds is refused in words, never quoted back,
and nothing is changed.
"""

from __future__ import annotations

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
