"""The games the bot hosts, a package each: games/<key>/ holds everything of a game but its pure
rules (engine/<key>/): its adapter to the bot's `GameRules` (bot/game/protocol.py), pictures/,
locales/ (its catalogues, which locales.words finds), docs/ and render_cli.py (`roundhouse
render --game <key>`). games/common/ is what their pictures share, and names no game.

`GAMES` is the one registry, a line per game, the default first: the command line, the bot
(`catalogue()`), `simulate`, `render`, `demo` and the benchmarks read it. A game's package
exports its adapter as `RULES`, its engine package (engine/<key>/) its rules as `ENGINE`
(engine/common/contract.py); each is imported only when asked for (`rules(key)`,
`engine(key)`).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.game.catalogue import Catalogue
    from bot.game.protocol import GameRules
    from engine.common.contract import Engine

GAMES = (  # each game's key (its package's name, saved in its games' rows), the default first
    "roundhouse",
    "yellowhouse",
    "castles",
)


def rules(key: str) -> GameRules[Any]:
    """The adapter of the game `key` (one of GAMES): `games.<key>.RULES`, imported now."""
    found: GameRules[Any] = importlib.import_module(f"{__name__}.{key}").RULES
    return found


def engine(key: str) -> Engine[Any, Any, Any, Any]:
    """The rules engine of the game `key` (one of GAMES): `engine.<key>.ENGINE`, imported now."""
    found: Engine[Any, Any, Any, Any] = importlib.import_module(f"engine.{key}").ENGINE
    return found


def catalogue() -> Catalogue:
    """Every game this bot hosts, the default first."""
    from bot.game.catalogue import Catalogue

    return Catalogue(*(rules(key) for key in GAMES))
