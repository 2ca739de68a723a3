"""Every tile of the data file placed and scored in one fixture castle: its legal spots agree
with the slow reference, and its best spot scores what the printed rules say."""

from __future__ import annotations

import pytest

from engine.castles.castle import Room
from engine.castles.content import content
from engine.castles.preview import ranked
from engine.castles.scoring import ACTIVITY, RESCORE
from tests.castles.engine import reference as ref
from tests.castles.engine.helpers import castle

FIXTURE = (
    ("stairs", 3, 1, 0),  # up from the Foyer's right door; its lower end at (5, 1)
    ("lower_hallway", 6, 1, 0),  # downstairs, 6 doors on each long side
    ("gallery_of_mirrors", 1, -2, 0),  # a Living room above the Foyer
    ("piano_room", -3, 0, 0),  # an Activity room left of the Foyer
)
TILES = [t for t in content().tiles if t != "foyer"]


@pytest.mark.parametrize("tile_id", TILES)
def test_the_tile_is_placed_and_scored(tile_id):
    k = castle(*FIXTURE)
    placements = ranked(k, tile_id)
    assert placements, f"{tile_id} has no spot in the fixture"
    assert {(p.x, p.y, p.rot) for p in placements} == ref.legal_spots(k.rooms, tile_id)
    assert [p.points for p in placements] == sorted((p.points for p in placements), reverse=True)
    best = placements[0]
    geos = ref.geos(k.rooms)
    g = ref.geo(tile_id, best.x, best.y, best.rot)
    printed = ref.placement_points([r.tile for r in k.rooms], geos, tile_id, g)
    rewards = sum(line.points for line in best.lines if line.why in (ACTIVITY, RESCORE))
    assert best.points == printed + rewards
    k.add(Room(tile_id, best.x, best.y, best.rot))
    geos.append(g)
    done = [r.tile for i, r in enumerate(k.rooms) if ref.complete(geos, i)]
    assert set(best.completes) <= set(done)
    assert k.complete == [ref.complete(geos, i) for i in range(len(geos))]
