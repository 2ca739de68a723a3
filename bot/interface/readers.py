"""The words of whoever reads a private answer or a DM, in one place (`bot.interface.language`
decides the language): a reader's stored choice is not read yet, so `chosen` is None until the
player's language preference is stored (p22-bot-lang), the one line to change then."""

from __future__ import annotations

from typing import Any

import discord

from bot.game.model import Game
from bot.interface.language import reader_language, recipient_language
from locales.words import Words, words_for


def chosen(user_id: int) -> str | None:
    """The language `user_id` chose for the bot's words (None: none chosen)."""
    return None


def reader_words(interaction: discord.Interaction[Any], game: Game | None = None) -> Words:
    """The words of a private answer to `interaction` (about `game`, if any)."""
    return words_for(reader_language(interaction, game, chosen(interaction.user.id)))


def for_reader(interaction: discord.Interaction[Any], game: Game) -> Game:
    """`game` speaking the language of the private answer to `interaction` (its panel)."""
    return game.speaking(reader_language(interaction, game, chosen(interaction.user.id)))


def recipient_words(game: Game, user_id: int) -> Words:
    """The words of a DM about `game` to `user_id`."""
    return words_for(recipient_language(game, chosen(user_id)))
