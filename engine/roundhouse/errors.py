"""The engine's error types; the bot maps each to friendly text in one place."""


class EngineError(Exception):
    """Base of every error the engine raises on bad input."""


class BadMoveCode(EngineError):
    """The move code is not well formed."""


class IllegalMove(EngineError):
    """A well-formed move that the current decision does not offer."""


class NotYourTurn(EngineError):
    """The move came from a seat whose decision it is not."""


class GameOver(EngineError):
    """The game has ended; no more moves."""


class BadState(EngineError):
    """A saved game that does not validate."""
