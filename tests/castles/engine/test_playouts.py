"""Random playouts, 2 to 4 players over many seeds, with invariants after every move: no
room overlaps another, every castle keeps an external entrance, money never goes below 0,
every tile and bonus card is somewhere exactly once (engine/castles/codec.py `check`)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.castles import apply, legal_codes, new_game, scores, winners
from engine.castles.codec import check
from engine.castles.content import content
from engine.castles.state import GameState, Place, castle_of
from engine.castles.tiles import tile, turn
from engine.common.rng import Rng
from tests.castles.engine.helpers import NAMES


def invariants(s: GameState) -> None:
    for p in s.players:
        k = castle_of(p)
        cells = sum(len(turn(r.tile, r.rot).cells) for r in p.rooms)  # type: ignore[union-attr]
        assert len(k.occ) == cells  # no two rooms share a cell
        assert k.entrances() >= 1
        assert p.money >= 0
    where = [r.tile for p in s.players for r in p.rooms[1:]]
    where += [d.tile for d in s.flow.stack if isinstance(d, Place)]
    where += [o.tile for o in s.market if o.tile] + s.piles.boxed_tiles
    where += [t for v in s.piles.stacks.values() for t in v]
    where += [e for e in s.piles.deck if not e.isdigit()]
    assert Counter(t for t in where if not tile(t).special) == Counter(content().rooms)
    assert check(s) is None


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
    assert not any(e.isdigit() for e in s.piles.deck)  # every room card was drawn
    totals = [x.total for x in scores(s)]
    assert winners(s) == [i for i, t in enumerate(totals) if t == max(totals)]
