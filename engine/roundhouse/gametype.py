"""What Round House is (engine/common/contract.py's `GameType`): the one place of its seat
range, which setup.py and the adapter read."""

from engine.common.contract import GameType

from .scoring import CATEGORIES

GAME_TYPE = GameType(
    key="roundhouse",
    min_seats=2,
    max_seats=5,
    default_seats=4,
    # players.py's strategies; "greedy" is Normal's older name, "random" any legal move
    levels=("random", "easy", "greedy", "normal", "strong"),
    categories=CATEGORIES,
    simultaneous=False,
    hidden=("stack_order",),  # the face-down stacks' order (determinize.py); all else is open
    undo=True,
    offered=("easy", "normal", "strong"),  # what a lobby offers (games/roundhouse/docs/ai.md)
    default_level="normal",
)
