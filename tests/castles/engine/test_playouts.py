"""Random playouts, 2 to 4 players over many seeds, with invariants after every move: no
room overlaps another, every castle keeps an external entrance, money never goes below 0,
every tile and bonus card is somewhere exactly once (engine/castles/codec.py `check`)."""

from __future__ import annotations

import pytest

from engine.castles import apply, legal_codes, new_game, scores, winners
from engine.castles.stall import market_usable
from engine.common.rng import Rng
from tests.castles.engine.helpers import NAMES, invariants


@pytest.mark.parametrize("seed", range(24))
def test_random_playout(seed):
    n = 2 + seed % 3
    s = new_game(NAMES[:n], seed)
    rng = Rng(seed * 7 + 1)
    moves = 0
    while not s.over:
        codes = legal_codes(s)
        assert codes
        apply(s, codes[rng.below(len(codes))])
        moves += 1
        invariants(s)
        assert moves < 3000
    assert s.flow.last_round
    # every room card was drawn, or the market stalled (judgement 23)
    assert not any(e.isdigit() for e in s.piles.deck) or not market_usable(s)
    totals = [x.total for x in scores(s)]
    assert winners(s) == [i for i, t in enumerate(totals) if t == max(totals)]
