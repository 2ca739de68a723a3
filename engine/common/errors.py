"""The error types every game's engine raises on bad input; a bot maps each to friendly words in
one place."""


class EngineError(Exception):
    """Base of every error an engine raises on bad input."""


class BadMoveCode(EngineError):
    """The move code is not well formed, or no move has that code."""


class IllegalMove(EngineError):
    """A well-formed move that the current decision does not offer."""


class NotYourTurn(EngineError):
    """The move came from a seat that has no decision to make now."""


class GameOver(EngineError):
    """The game has ended; no more moves."""


class BadState(EngineError):
    """A saved game that does not validate."""
