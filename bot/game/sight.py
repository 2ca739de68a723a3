"""What each reader may see of a game.

Every public surface (posts, pictures, alt text, status, lists, turn DMs, the game's clock:
`clock`) is built from `public(game)`, the game as everybody may know it; a seat's own panel
and pictures from `seen_by(game, seat)`, after the caller checked that the reader holds that
seat. Who must decide is public: `Game.deciders` (several seats at a simultaneous decision).
"""

from __future__ import annotations

from dataclasses import replace

from bot.game.model import Game
from bot.storage.records import Status


def seen_by(game: Game, seat: int | None) -> Game:
    """`game` as `seat` may know it (None: everybody); a game not started has nothing hidden,
    a finished one nothing if its rules say so (`GameInfo.reveals_at_end`)."""
    if game.state is None or (game.status == Status.FINISHED and game.rules.info.reveals_at_end):
        return game
    return replace(game, state=game.rules.view(game.state, seat))


def public(game: Game) -> Game:
    """`game` as everybody may know it: what every public surface is drawn from."""
    return seen_by(game, None)


def simultaneous(game: Game) -> bool:
    """Whether the game waits on several seats at once."""
    return len(game.deciders()) > 1


def clock(game: Game) -> str:
    """The game's one clock (`GameRules.progress`: "Round 3 of 8 · turn 9") as everybody may
    read it, as its posts show it; "" in a lobby."""
    seen = public(game)
    return "" if seen.state is None else seen.rules.texts(seen.state).progress
