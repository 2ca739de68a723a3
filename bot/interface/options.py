"""Slash command option values, checked again by the bot: Discord enforces each option's limits
(`max_length`, a range, the choices), but a command synced by an older version, or a forged
interaction, can send any value. A value out of bounds is refused in words, never quoted back,
and nothing is changed.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Coroutine
from types import MethodType
from typing import Any

from discord import app_commands

from bot.game.model import UserError
from bot.game.said import say
from locales.formats import number

Method = Callable[..., Coroutine[Any, Any, None]]


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


def ranged(cog: object, method: Method, option: str, low: int, high: int) -> Method:
    """A cog's command `method`, bound to `cog`, with its optional whole-number `option` typed
    `app_commands.Range[int, low, high]`, for `app_commands.Command(callback=…)`: a range known
    only once the bot is built (the seats a game of its catalogue takes). discord.py reads a
    range from the callback's signature (`inspect.signature`), so the copy carries one with that
    annotation; the method's describe and choices decorations come with it (`functools.wraps`)."""
    signature = inspect.signature(method, eval_str=True)
    bounds = app_commands.Range[int, low, high] | None
    parameters = [
        p.replace(annotation=bounds) if p.name == option else p
        for p in signature.parameters.values()
    ]

    @functools.wraps(method)
    async def call(*args: Any, **kwargs: Any) -> Any:
        return await method(*args, **kwargs)

    call.__signature__ = signature.replace(parameters=parameters)  # type: ignore[attr-defined]
    bound: Method = MethodType(call, cog)
    return bound
