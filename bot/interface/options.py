"""Slash command option values, checked again by the bot: Discord enforces each option's limits
(`max_length`, a range, the choices), but a command synced by an older version, or a forged
interaction, can send any value. A value out of bounds is refused in words, never quoted back,
and nothing is changed.
"""

from __future__ import annotations

from bot.game.model import UserError


def limited(option: str, value: str | None, limit: int) -> str | None:
    """A text option's value; a UserError past `limit` characters (which never quotes it)."""
    if value is not None and len(value) > limit:
        raise UserError(
            f"The `{option}` option takes at most {limit} characters (you gave "
            f"{len(value):,}). Nothing was changed."
        )
    return value


def bounded(option: str, value: int | None, low: int, high: int) -> int | None:
    """A whole-number option's value; a UserError unless it is from `low` to `high`."""
    if value is not None and (type(value) is not int or not low <= value <= high):
        raise UserError(
            f"The `{option}` option is a whole number from {low} to {high}. Nothing was changed."
        )
    return value
