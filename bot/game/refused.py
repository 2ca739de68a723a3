"""A move the game refused, told to the clicker in their language: the game's rules give the
reason in the game's language; for a reader of another one the same code is tried again, on a
copy of the state, by the rules speaking theirs (the one place this is done)."""

from __future__ import annotations

from bot.game import capabilities
from bot.game.model import Game, UserError
from bot.game.protocol import MoveRefused
from bot.game.said import say
from locales.words import Words


def reason_in(game: Game, seat: int | None, code: str, reason: str, words: Words) -> str:
    """Why `code` of `seat` was refused, in `words`' language (`reason`: in the game's)."""
    if words.language == game.rules.language or game.state is None:
        return reason
    rules = game.rules.speaking(words.language)
    try:
        rules.apply(rules.copy(game.state), code, seat)
    except MoveRefused as exc:
        return str(exc)
    return reason  # (refused by the game's rules only: not expected)


def move_refused(game: Game, seat: int | None, code: str, refusal: MoveRefused) -> UserError:
    """The UserError for a move the game's rules refused (`refusal`)."""
    reason = str(refusal)
    return UserError(
        say("bot.refusal.move", reason=lambda words: reason_in(game, seat, code, reason, words))
    )


def nothing_to_undo(game: Game) -> UserError:
    """The UserError for Undo when it is not possible: the game's reason, in the reader's words."""

    def why(words: Words) -> str:
        state, undoer = game.state, capabilities.undo(game.rules.speaking(words.language))
        note = None if state is None or undoer is None else undoer.undo_note(state)
        return note or words("bot.refusal.nothing_to_undo")

    return UserError(say("bot.refusal.undo", why=why))
