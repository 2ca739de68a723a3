"""The games one bot hosts: `Catalogue`, an ordered mapping of a game's key to its `GameRules`.

The command line builds it (`games.catalogue()`) and hands it to `create_bot`; bot/ knows no
game. The first game is the default: `/roundhouse new` offers it first, and `rules`,
`history` and `leaderboard` answer for it where no game is named and the channel has none.
Every game row records its game's key (`GameRow.game`), which finds the rules that read it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from bot.game.capabilities import capabilities
from bot.game.model import UserError
from bot.game.protocol import GameRules
from bot.game.said import say
from locales.words import ENGLISH, LANGUAGES, Words, words_for

KEY = re.compile(r"[a-z0-9_]{1,20}")  # a game's key: stored in every row of that game


class UnknownGame(UserError):
    """A key no game of the catalogue has; the message says so in words a player may read."""

    def __init__(self, key: str) -> None:
        super().__init__(say("bot.refusal.unknown_game", code=repr(key)))
        self.key = key


class Catalogue:
    """Every game a bot hosts, in the order it offers them (the first is the default)."""

    def __init__(self, *games: GameRules[Any]) -> None:
        if not games:
            raise ValueError("a catalogue holds one game at least")
        self._games: dict[str, GameRules[Any]] = {}
        for rules in games:
            if not KEY.fullmatch(rules.info.key):
                raise ValueError(
                    f"{rules.info.name}'s key is not 1-20 of a-z0-9_: {rules.info.key!r}"
                )
            if rules.info.key in self._games:
                raise ValueError(f"two games have the key {rules.info.key!r}")
            self._games[rules.info.key] = rules
            capabilities(rules)  # found once, here: what the bot offers of each game

    @property
    def seat_range(self) -> tuple[int, int]:
        """The fewest and the most seats a game of this bot takes (each game checks its own
        range in its lobby)."""
        return min(g.info.min_seats for g in self), max(g.info.max_seats for g in self)

    @property
    def default(self) -> GameRules[Any]:
        """The first game: what a lobby opens unless told otherwise."""
        return next(iter(self._games.values()))

    def rules(self, key: str | None) -> GameRules[Any]:
        """The rules of the game `key` (None: the default); UnknownGame if none has it."""
        if key is None:
            return self.default
        try:
            return self._games[key]
        except (KeyError, TypeError):
            raise UnknownGame(str(key)) from None

    def named(self, text: str) -> GameRules[Any] | None:
        """The game `text` names: its key, or its name in any language of the catalogues
        ("Castles of Mad King Ludwig", "瘋狂國王路德維希的城堡"), in any case; None if no game
        of this bot has it."""
        wanted = text.strip().casefold()
        for rules in self:
            names = {rules.speaking(language).info.name.casefold() for language in LANGUAGES}
            if wanted == rules.info.key or wanted in names:
                return rules
        return None

    def hosting(self, key: str) -> GameRules[Any]:
        """The rules of `key`'s game if this bot hosts it, else the default game's (to name a
        row no rules can read, as an abandoned broken game)."""
        return self._games.get(key, self.default) if isinstance(key, str) else self.default

    @property
    def noun(self) -> str:
        """What a message calls a game of this bot, in English (`noun_in`)."""
        return self.noun_in(words_for(ENGLISH))

    def noun_in(self, words: Words, *, many: bool = False) -> str:
        """What a message calls a game of this bot (`many`: games), in `words`: "Round House
        game" when it hosts one game, "game" when several."""
        if len(self._games) > 1:
            return words("bot.noun.games" if many else "bot.noun.game")
        name = self.default.speaking(words.language).info.name
        return words("bot.noun.named_games" if many else "bot.noun.named_game", name=name)

    def keys(self) -> list[str]:
        return list(self._games)

    def __iter__(self) -> Iterator[GameRules[Any]]:
        return iter(self._games.values())

    def __len__(self) -> int:
        return len(self._games)

    def __contains__(self, key: object) -> bool:
        return key in self._games
