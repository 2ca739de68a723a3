"""The Yellow House's saved state (games/yellowhouse/table.py): the table round-trips through
JSON at every step of random games (its news too), replays from its setup and codes, and text
that is not a saved table is refused in words."""

from __future__ import annotations

import json
import random

import pytest

from bot.game.protocol import UNDO, UnreadableState, whose_turn
from games.yellowhouse import YellowHouseRules

RULES = YellowHouseRules()


@pytest.mark.parametrize("seed", [1, 2])
def test_every_step_saves_reads_back_and_replays(seed):
    rng = random.Random(seed)
    table = RULES.setup(["Marco", "Kevin"], seed, {"variant": seed == 2})
    codes = []
    while whose_turn(RULES, table) is not None:
        seat = rng.choice(RULES.deciders(table))
        code = UNDO if RULES.can_undo(table) and rng.random() < 0.2 else None
        code = code or rng.choice(RULES.legal_moves(table, seat)).code
        RULES.apply(table, code, seat)
        codes.append(code)
        saved = RULES.to_json(table)
        assert RULES.to_json(RULES.from_json(saved)) == saved
    assert UNDO in codes and "end" in codes
    assert RULES.to_json(RULES.replay(RULES.setup_json(table), codes)) == RULES.to_json(table)


def test_text_that_is_not_a_saved_table_is_refused():
    saved = json.loads(RULES.to_json(RULES.setup(["Marco", "Kevin"], 3)))
    for text in (
        "[]",
        "{}",
        json.dumps({**saved, "waiting": 7}),
        json.dumps({**saved, "news": [[{"kind": "x"}]]}),
    ):
        with pytest.raises(UnreadableState, match="not a saved Yellow House game"):
            RULES.from_json(text)
