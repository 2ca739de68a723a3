"""The games the bot can play: one module per game, adapting its rules (engine/<game>/) and
pictures (render/<game>/) to the bot's `GameRules` (bot/game/protocol.py);
games/roundhouse/adapter.py is Round House, games/yellowhouse/ The Yellow House, games/castles/
Castles of Mad King Ludwig.

`catalogue()` is the catalogue the command line hands to the bot (`bot.game.catalogue`), its
first game the default. Each game is imported only when the catalogue is built.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.game.catalogue import Catalogue


def catalogue() -> Catalogue:
    """Every game this bot hosts, the default first."""
    from bot.game.catalogue import Catalogue
    from games.castles import CASTLES
    from games.roundhouse import ROUND_HOUSE
    from games.yellowhouse import YELLOW_HOUSE

    return Catalogue(ROUND_HOUSE, YELLOW_HOUSE, CASTLES)
