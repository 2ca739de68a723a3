"""Which game a command is about: the `game:` option of `new`, `rules`, `history` and
`leaderboard`, offered from the bot's catalogue (`bot.game.catalogue`) as autocomplete choices.

`new` opens the game named (default: the catalogue's first); `rules`, `history` and
`leaderboard` answer for the game named, else the game of the channel they are used in, else
the default game. A name typed by hand is found by key or name (in either language), in any
case; another is refused with the games this bot hosts.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.game.catalogue import Catalogue
from bot.game.model import UserError
from bot.game.protocol import GameRules
from bot.game.said import say
from bot.game.service import GameService
from bot.interface.options import limited
from bot.storage.results import ResultStore
from locales.words import Words

GAME_LIMIT = 100  # a `game:` option's text (an autocomplete choice's value)
CHOICES = 25  # Discord shows at most 25 autocomplete choices


def game_choices(games: Catalogue, current: str) -> list[app_commands.Choice[str]]:
    """The catalogue's games whose name or key holds what was typed, in its order."""
    words = current.strip().lower()
    return [
        app_commands.Choice(name=rules.info.name[:100], value=rules.info.key)
        for rules in games
        if words in rules.info.name.lower() or words in rules.info.key
    ][:CHOICES]


def named_game(games: Catalogue, text: str) -> GameRules[Any]:
    """The game `text` (a `game:` option's value) names, by its key or its name in either
    language, in any case (`Catalogue.named`); UserError if none (or past `GAME_LIMIT`
    characters), never quoting it."""
    found = games.named(str(limited("game", text, GAME_LIMIT)))
    if found is not None:
        return found

    def hosted(words: Words) -> str:
        names = [rules.speaking(words.language).info.name for rules in games]
        return words("bot.list.separator").join(names)

    raise UserError(say("bot.refusal.not_hosted", hosted=hosted))


async def game_of_channel(service: GameService, channel_id: int | None) -> GameRules[Any] | None:
    """The rules of the channel's game: in its lobby or in play, else its latest (None: none,
    or a game this bot does not host)."""
    key = None if channel_id is None else await ResultStore(service.store).channel_game(channel_id)
    return None if key is None or key not in service.games else service.games.rules(key)


async def chosen_game(
    service: GameService, interaction: discord.Interaction[Any], text: str | None
) -> GameRules[Any]:
    """The game a command is about: the one `text` names (a `game:` option's value), else the
    channel's, else the default."""
    if text is not None:
        return named_game(service.games, text)
    here = await game_of_channel(service, interaction.channel_id)
    return service.games.default if here is None else here
