"""What a reader may know of a table (`GameRules.view`): the engine's state with everything
hidden from the reader dealt again from a fixed generator (`engine.castles.redeal`), which
depends only on what the reader can see, so two tables differing only in hidden things (other
seats' bonus cards, the deck order, the stacks) give equal views.

The move history is replaced by placeholders of the same length (it names returned cards);
the undo floor stays, so a view still says whether undo is possible. The news are public
reports already (`Table.news`).
"""

from __future__ import annotations

from engine.castles import redeal
from engine.common.rng import Rng

from .table import Table

NOBODY = -1  # redeal's seat for the public view: every seat's secrets dealt again
HIDDEN_MOVE = "hidden"  # a history entry in a view
VIEW_SEED = 0  # the generator a view deals the hidden things from


def view(table: Table, reader: int | None) -> Table:
    """`table` as `reader` (a seat; None: everybody) may know it."""
    truth = table.game
    game = redeal(truth, NOBODY if reader is None else reader, Rng(VIEW_SEED))
    game.history = [HIDDEN_MOVE] * len(truth.history)
    game.undo_floor = truth.undo_floor
    return Table(
        game,
        list(table.news),
        table.ended,
        table.turn_start,
        table.page,
        truth=False,
        reader=reader,
    )
