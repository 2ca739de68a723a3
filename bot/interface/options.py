"""Slash command option values, checked again by the bot: Discord enforces each option's limits
(`max_length`, a range, the choices), but a command synced by an older version, or a forged
interaction, can send any value. A value out of bounds is refused in words, never quoted back,
and nothing is changed. And what only the bot's catalogue knows of an option, set through
discord.py's public API when the commands are built: a range (`ranged`), what a deadline does
(`deadline_text`), the descriptions (`described`).
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Coroutine, Iterable, Mapping
from types import MethodType
from typing import Any

from discord import app_commands
from discord.app_commands import locale_str

from bot.game import capabilities
from bot.game.model import UserError
from bot.game.protocol import GameRules
from bot.game.said import say
from locales.formats import number
from locales.words import ENGLISH, words_for

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


def described(
    command: app_commands.Command[Any, ..., None], texts: Mapping[str, str | locale_str]
) -> app_commands.Command[Any, ..., None]:
    """`command` with every option's description (`app_commands.describe` of a built command
    sets them all: an option not in `texts` would read "…"), each translated by the tree."""
    return app_commands.describe(
        **{
            name: text if isinstance(text, locale_str) else locale_str(text)
            for name, text in texts.items()
        }
    )(command)


def deadline_text(games: Iterable[GameRules[Any]], command: str, every: str) -> locale_str:
    """What a `deadline:` option of `command` does with these games: `every` when each has
    computer players (one takes the turn), else the text for some or none of them (then the
    channel is told), from the catalogue under its own key (`bot.interface.command_words`)."""
    having = [capabilities.computers(rules) is not None for rules in games]
    if all(having):
        return locale_str(every)
    key = f"commands.roundhouse.{command}.deadline.description_{'some' if any(having) else 'none'}"
    return locale_str(words_for(ENGLISH)(key), key=key)


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
