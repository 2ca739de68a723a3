"""Which language each reader reads (issue 22; docs/i18n.md).

- Public posts, their pictures and their buttons: the game's language (`game.rules` speaks it:
  the bot binds a game's rules to its language when it loads it). `public_words(game)`.
- A private answer (a panel, a refusal, the rules help, My board): the reader's own choice
  (`/roundhouse notify language`), else their Discord's `interaction.locale`, else the game's
  language (none: English). `reader_language`.
- A DM: the recipient's stored choice, else the game's language. `recipient_language`.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.game.model import Game
from locales.words import ENGLISH, Words, supported, words_for


def game_language(game: Game | None) -> str:
    """The language a game's public surfaces are in (English without a game)."""
    return game.rules.language if game is not None else ENGLISH


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
