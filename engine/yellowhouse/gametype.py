"""What The Yellow House is (engine/common/contract.py's `GameType`): its seats are the rules
data's (content.SEATS), read by game.py and the adapter from here."""

from engine.common.contract import GameType

from .content import KEYS, SEATS

GAME_TYPE = GameType(
    key="yellowhouse",
    min_seats=SEATS,
    max_seats=SEATS,
    default_seats=SEATS,
    levels=("easy", "normal", "strong"),  # players.LEVELS
    categories=KEYS,  # reward cards by element; the total is the rounds won
    simultaneous=True,  # both seats choose their exchange cards at once
    hidden=("hands", "set_aside", "exchange_choices"),
    undo=True,
    offered=("easy", "normal", "strong"),  # what a lobby offers (games/yellowhouse/docs/ai.md)
    default_level="normal",
)
