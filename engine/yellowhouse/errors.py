"""The engine's error types (its own: no game imports another game's)."""


class EngineError(Exception):
    """Base of every error the engine raises on bad input."""


class BadMoveCode(EngineError):
    """The move code is not well formed, or no move has that code."""


class IllegalMove(EngineError):
    """A well-formed move that is not legal now."""


class NotYourTurn(EngineError):
    """The move came from a seat that has no decision to make now."""


class GameOver(EngineError):
    """The game has ended; no more moves."""


class BadState(EngineError):
    """A saved game that does not validate."""
