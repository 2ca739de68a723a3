"""The slash commands in every language (issue 22): discord.py's `app_commands.Translator`,
which `setup_hook` sets on the tree, so that each sync sends Discord the `zh-TW` name and
description of every command, group and option and the name of every choice.

The English is the code's own (the decorators' text, sent as the default): the translator
answers None for English and every locale no catalogue speaks. The other catalogues' texts are
in `commands.toml`, keyed by where the string is: `commands.<group> <command>…` with spaces as
dots, then `.name` or `.description` (`commands.roundhouse.new.name`), an option's under its
command (`commands.roundhouse.new.seats.description`), and a choice's by its value
(`commands.choice.off`); a choice naming a language is that language's own name
(`common.language.*`, "繁體中文" in every locale). A text chosen as the bot is built (what a
`deadline:` option does, as its catalogue's games can) names its key itself:
`locale_str(text, key=…)`. The English catalogue holds the code's text
under the same keys (a test keeps the two equal).
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from locales.words import ENGLISH, LANGUAGES, words_for

NAMED = {  # where a string is -> the last part of its key
    Where.command_name: "name",
    Where.group_name: "name",
    Where.parameter_name: "name",
    Where.command_description: "description",
    Where.group_description: "description",
    Where.parameter_description: "description",
}


def key_of(
    context: app_commands.TranslationContextTypes, string: app_commands.locale_str | None = None
) -> str | None:
    """The catalogue key of a string of the command tree (None: not one of ours)."""
    if string is not None and "key" in string.extras:
        return str(string.extras["key"])
    data: Any = context.data
    if context.location is Where.choice_name:
        if data.value in LANGUAGES:
            return f"common.language.{data.value}"
        return f"commands.choice.{data.value}"
    part = NAMED.get(context.location)
    if part is None:
        return None
    if context.location in (Where.parameter_name, Where.parameter_description):
        path = f"{data.command.qualified_name} {data.name}"
    else:
        path = data.qualified_name
    return f"commands.{path.replace(' ', '.')}.{part}"


def catalogue_of(locale: discord.Locale) -> str | None:
    """The catalogue other than English that speaks a Discord locale exactly, or None."""
    language = str(locale)
    return language if language in LANGUAGES and language != ENGLISH else None


class CommandTranslator(app_commands.Translator):
    """Every command string in the locales our catalogues speak (English: the code's)."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        language, key = catalogue_of(locale), key_of(context, string)
        if language is None or key is None:
            return None
        if key.startswith("common.language."):  # a language's own name
            value = key.removeprefix("common.language.")
            return words_for(value)(key)
        return words_for(language)(key)
