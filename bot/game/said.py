"""Words said before the reader is known: a catalogue key and its values (`Said`), turned into
text in the reader's language once the bot knows who reads it (`said(words)`). A refusal
(`bot.game.model.UserError`) is raised with one, deep in the service, and answered in the
clicker's language by the one error handler (`bot.interface.errors.report`).

A value is a number, a finished string (a name, a move code), or a function of the reader's
words for a value that is itself in words (the game's name in the reader's language).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from locales.words import ENGLISH, Words, words_for

Value = str | int | Callable[[Words], str]


@dataclass(frozen=True)
class Said:
    """`key` of the catalogue with its `params`; `said(words)` is its text in `words`."""

    key: str
    params: Mapping[str, Value] = field(default_factory=dict)

    def __call__(self, words: Words) -> str:
        values = {name: v(words) if callable(v) else v for name, v in self.params.items()}
        return words(self.key, **values)

    def english(self) -> str:
        """The text in English (the log's and an exception's `str`)."""
        return self(words_for(ENGLISH))


def say(key: str, **params: Value) -> Said:
    """`Said(key, params)`: `raise UserError(say("bot.refusal.full", seats=4))`."""
    return Said(key, params)
