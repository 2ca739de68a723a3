"""The words of whoever reads a private answer or a DM, in one place; which language each
reader reads is `bot.interface.language`'s (their stored choice, their Discord's, the game's).
A private answer's reader's choice is read through the bot's pacing store; a choice that
cannot be read (the database down: the very error being answered) counts as none."""

from __future__ import annotations

import logging
from typing import Any, Protocol, cast

import discord

from bot.game.model import Game
from bot.interface.language import chosen_language, dm_language, reader_language
from bot.storage.pacing import PacingStore
from locales.words import Words, words_for

log = logging.getLogger(__name__)


class HasPacing(Protocol):
    """What the bot is to a reader's words: the preferences are its pacing store's."""

    @property
    def pacing(self) -> Any: ...


async def chosen(interaction: discord.Interaction[Any]) -> str | None:
    """The language the interaction's user chose (`/roundhouse notify language:`), or None."""
    try:
        prefs: PacingStore = cast(HasPacing, interaction.client).pacing.db
        return await chosen_language(prefs, interaction.user.id)
    except Exception as exc:  # answer in the Discord's language rather than not at all
        log.warning("could not read the language of user %s: %s", interaction.user.id, exc)
        return None


async def reader_language_of(interaction: discord.Interaction[Any], game: Game | None) -> str:
    """The language of a private answer to `interaction` (about `game`, if any)."""
    return reader_language(interaction, game, await chosen(interaction))


async def reader_words(interaction: discord.Interaction[Any], game: Game | None = None) -> Words:
    """The words of a private answer to `interaction` (about `game`, if any)."""
    return words_for(await reader_language_of(interaction, game))


async def for_reader(interaction: discord.Interaction[Any], game: Game) -> Game:
    """`game` speaking the language of the private answer to `interaction` (its panel)."""
    return game.speaking(await reader_language_of(interaction, game))


async def recipient_words(game: Game, prefs: PacingStore, user_id: int) -> Words:
    """The words of a DM about `game` to `user_id`."""
    return words_for(await dm_language(game, prefs, user_id))
