"""A move the game refused, told to the clicker in their language: the refusal carries its
words (`MoveRefused.to`), so nothing is played again to word it."""

from __future__ import annotations

from bot.game import capabilities
from bot.game.model import Game, UserError
from bot.game.protocol import MoveRefused
from bot.game.said import say
from locales.words import Words


def move_refused(refusal: MoveRefused) -> UserError:
    """The UserError for a move the game's rules refused (`refusal`), in the reader's words."""
    return UserError(say("bot.refusal.move", reason=refusal.to))


def nothing_to_undo(game: Game) -> UserError:
    """The UserError for Undo when it is not possible: the game's reason, in the reader's words."""

    def why(words: Words) -> str:
        state, undoer = game.state, capabilities.undo(game.rules.speaking(words.language))
        note = None if state is None or undoer is None else undoer.undo_note(state)
        return note or words("bot.refusal.nothing_to_undo")

    return UserError(say("bot.refusal.undo", why=why))
