"""The game the bot plays unless it is given another: Round House (`games.roundhouse`).

Imported when first asked for, so a bot built for another game never loads Round House.
"""

from __future__ import annotations

from typing import Any

from bot.game.protocol import GameRules


def default_rules() -> GameRules[Any]:
    from games.roundhouse import ROUND_HOUSE

    return ROUND_HOUSE
