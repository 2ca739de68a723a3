"""What Castles of Mad King Ludwig is (engine/common/contract.py's `GameType`): the one place of
its seat range, which setup.py and the adapter read."""

from engine.common.contract import GameType

from .results import CATEGORIES

GAME_TYPE = GameType(
    key="castles",
    min_seats=2,
    max_seats=4,
    default_seats=4,
    levels=("random", "easy", "normal", "strong"),  # computer.LEVELS
    categories=CATEGORIES,
    simultaneous=False,
    hidden=("bonus_cards", "card_order", "tile_order"),  # views.redeal draws them anew
    undo=True,
    offered=("easy", "normal", "strong"),  # what a lobby offers (games/castles/docs/ai.md)
    default_level="normal",
)
