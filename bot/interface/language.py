"""Which language each reader reads (issue 22; docs/i18n.md).

- Public posts, their pictures and their buttons: the game's language (`game.rules` speaks it:
  the bot binds a game's rules to its language when it loads it). `public_words(game)`.
- A private answer (a panel, a refusal, the rules help, My board): the reader's own choice
  (`/roundhouse notify language`), else their Discord's `interaction.locale`, else the game's
  language (none: English). `reader_language`.
- A DM: the recipient's stored choice, else the game's language. `recipient_language`.
- A new game (`/roundhouse new` without `language:`): a zh-TW server's games are zh-TW; else the
  host's own language (their choice, else their Discord's, else English). `new_game_language`.

The stored choice is read through the pacing store: `chosen_language`, `dm_language`
(`bot.interface.readers` gives a private answer's words).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import discord
from discord import app_commands

from bot.game.model import Game, UserError
from bot.posts.messages import Outgoing
from bot.storage.pacing import PacingStore
from locales.words import ENGLISH, LANGUAGES, Words, supported, words_for

DISCORDS = "discord"  # `/roundhouse notify language:` "Discord's": no choice of one's own


def game_language(game: Game | None) -> str:
    """The language a game's public surfaces are in (English without a game)."""
    return game.rules.info.language if game is not None else ENGLISH


def public_words(game: Game | None) -> Words:
    """The catalogue of a game's public posts."""
    return words_for(game_language(game))


def reader_language(
    interaction: discord.Interaction[Any], game: Game | None, chosen: str | None = None
) -> str:
    """The language of a private answer to `interaction`: `chosen` (the reader's stored
    choice), else their Discord's locale when a catalogue speaks it, else the game's."""
    return supported(chosen) or supported(str(interaction.locale)) or game_language(game)


def recipient_language(game: Game | None, chosen: str | None = None) -> str:
    """The language of a DM: the recipient's stored choice, else the game's."""
    return supported(chosen) or game_language(game)


def new_game_language(interaction: discord.Interaction[Any], chosen: str | None) -> str:
    """The language of a game `interaction`'s user opens: their server's when a catalogue
    other than English speaks it, else theirs (`chosen`, else their Discord's), else English."""
    server = supported(str(interaction.guild_locale or ""))
    if server is not None and server != ENGLISH:
        return server
    return reader_language(interaction, None, chosen)


async def chosen_language(prefs: PacingStore, user_id: int) -> str | None:
    """The language the user chose (`/roundhouse notify language:`), or None."""
    return (await prefs.prefs(user_id)).language


async def dm_language(game: Game | None, prefs: PacingStore, user_id: int) -> str:
    """`recipient_language` with the recipient's stored choice."""
    return recipient_language(game, await chosen_language(prefs, user_id))


def with_language(game: Game, out: Outgoing) -> Outgoing:
    """A lobby message with the game's language in its footer ("Language: English")."""
    words = public_words(game)
    if out.embed is not None:
        language = words(f"common.language.{words.language}")
        out.embed.set_footer(text=words("commands.lobby.language", language=language))
    return out


def choices_of_language(discords: str | None = None) -> list[app_commands.Choice[str]]:
    """A `language:` option's choices: each catalogue's language named in itself ("English",
    "繁體中文"), then, given its English name, "Discord's" (`DISCORDS`)."""
    named = [app_commands.Choice(name=_own_name(code), value=code) for code in LANGUAGES]
    extra = [] if discords is None else [app_commands.Choice(name=discords, value=DISCORDS)]
    return named + extra


def _own_name(language: str) -> str:
    return words_for(language)(f"common.language.{language}")


def offered(language: str, words: Words, *, discords: bool = False) -> str:
    """A `language:` option's value when it is one offered (a catalogue's, or with `discords`
    `DISCORDS`), else a UserError in `words` (a forged value, or a command synced long ago)."""
    if language in LANGUAGES or (discords and language == DISCORDS):
        return language
    raise UserError(words("commands.reply.unknown_language"))


async def choose(interaction: discord.Interaction[Any], prefs: PacingStore, language: str) -> str:
    """Store the user's choice of `language` (`DISCORDS`: none, their Discord's); the line that
    says so, in the language they now read, and a line break. UserError if not one offered."""
    before = await prefs.prefs(interaction.user.id)
    words = words_for(reader_language(interaction, None, before.language))
    stored = None if offered(language, words, discords=True) == DISCORDS else language
    await prefs.save_prefs(replace(before, language=stored))
    words = words_for(reader_language(interaction, None, stored))
    if stored is None:
        return words("commands.reply.language_discords") + "\n"
    return words("commands.reply.language", language=words(f"common.language.{stored}")) + "\n"
