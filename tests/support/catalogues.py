"""The catalogues the tests' bots host: Round House alone (as the bot has always been), the
tic-tac-toe alone, and both (one bot, two games)."""

from __future__ import annotations

from bot.game.catalogue import Catalogue
from games.roundhouse import ROUND_HOUSE
from tests.support.tictactoe import TIC_TAC_TOE

ROUND_HOUSE_ONLY = Catalogue(ROUND_HOUSE)
TIC_TAC_TOE_ONLY = Catalogue(TIC_TAC_TOE)
BOTH = Catalogue(ROUND_HOUSE, TIC_TAC_TOE)
