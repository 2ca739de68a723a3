"""A test per placement rule (excerpt, "Room Placement"; components §2), and the engine's
placements cross-checked against a slow reference over random castles."""

from __future__ import annotations

from engine.castles.castle import Castle, Room
from engine.castles.content import content
from engine.castles.placement import placeable, spot_at, spots
from engine.castles.tiles import turns
from engine.common.rng import Rng
from tests.castles.engine import reference as ref
from tests.castles.engine.helpers import FOYER, castle, draw


def test_a_room_must_join_an_open_doorway():
    k = castle()
    assert spot_at(k, "buttery", 3, 1, 0)  # its L1 door meets the Foyer's right door
    assert spot_at(k, "buttery", 3, 2, 0) is None  # touching the Foyer, no door meets


def test_two_doors_on_the_same_edge_but_other_levels_do_not_join():
    k = castle(("stairs", 3, 1, 0))  # the stairs' lower end is at (5, 1), facing right
    assert spot_at(k, "buttery", 6, 1, 0) is None  # its door meets the lower end: no link
    assert spot_at(k, "the_hole", 6, 0, 1)  # a Downstairs room links there


def test_rooms_cannot_overlap():
    k = castle()
    assert spot_at(k, "larder", 3, 0, 0)  # L2 meets the Foyer's right door
    k = castle(("buttery", 3, 1, 0))
    assert spot_at(k, "larder", 3, 0, 0) is None  # the same spot now overlaps the Buttery
    for s in spots(k, "great_hall"):
        assert not any(c in k.occ for c in _cells(s.tile, s.x, s.y, s.rot))


def _cells(t: str, x: int, y: int, rot: int) -> set[int]:
    from engine.castles.geometry import cell

    o = next(o for o in turns(t) if o.rot == rot)
    return {cell(x, y) + off for off in o.cells}


def test_the_castle_keeps_an_external_entrance():
    k = castle(("broom_closet", 1, -2, 0), ("cloak_room", -2, 0, 3))
    assert k.entrances() == 1, draw(k)
    # a one-door room would close the last entrance wherever it links: never legal
    assert spots(k, "powder_room") == [] and not placeable(k, "powder_room")
    assert all(s.entrances >= 1 for s in spots(k, "buttery")) and placeable(k, "buttery")


def test_downstairs_rooms_connect_only_downstairs():
    k = castle()
    assert spots(k, "the_hole") == []  # the Foyer is upstairs
    assert spots(k, "lower_hallway") == []
    k = castle(("stairs", 3, 1, 0))
    assert spot_at(k, "the_hole", 6, 0, 1)  # the bottom of the stairs
    assert all(s.links == (1,) for s in spots(k, "lower_hallway"))  # only the stairs' end
    k = castle(("stairs", 3, 1, 0), ("lower_hallway", 6, 1, 0))
    hole = {s.links for s in spots(k, "the_hole")}
    assert hole == {(2,)}  # the downstairs hallway, never the Foyer
    assert all(2 not in s.links for s in spots(k, "buttery"))  # upstairs never joins it


def test_the_stairs_join_upstairs_at_one_end_only():
    k = castle()
    ends = {next(d.name for d in turns("stairs")[0].doors if d.down)}
    assert ends == {"R1"}
    for s in spots(k, "stairs"):
        o = next(o for o in turns("stairs") if o.rot == s.rot)
        assert len(s.joins) == 1 and not [d for d in o.doors if d.down and d.name == "L1"]


def test_an_outdoor_rooms_fence_touches_no_room():
    k = castle(("food_prep_room", -2, -2, 0))
    assert spot_at(k, "shed", -5, 0, 0) is None, draw(k)  # its fence would touch the room
    k2 = castle()
    assert spot_at(k2, "shed", -5, 0, 0)  # the same spot without that room is legal


def test_no_room_touches_a_fence():
    k = castle(("stables", 3, 0, 0), ("terrace_gardens", 0, -7, 3))
    assert spot_at(k, "gatehouse", -2, -3, 3) is None, draw(k)
    geos = ref.geos(k.rooms)
    g = ref.geo("gatehouse", -2, -3, 3)
    unfenced = [ref.Geo(q.cells, q.outline, set(), q.doors) for q in geos]
    assert ref.legal(unfenced, ref.Geo(g.cells, g.outline, set(), g.doors))  # only the fence


def test_a_circle_touches_only_at_its_midpoints():
    """A rectangle beside a circle's box corner does not touch it (no penalty, no fence)."""
    k = castle(("piano_room", 3, 0, 1))
    assert k.touching(1) == {0}
    k = castle(("piano_room", 3, 0, 1), ("gallery_of_mirrors", 1, -2, 0))
    assert k.touching(1) == {0, 2}  # the Gallery's bottom edge meets the circle's top point


def test_rotations_turn_doors_clockwise():
    k = castle()
    o = next(o for o in turns("the_hole") if o.rot == 1)  # B1 turned once: on the left
    assert [d.dir for d in o.doors] == [3]
    assert [o.rot for o in turns("parlor")] == [0]  # four identical rotations: listed once
    assert [o.rot for o in turns("hallway")] == [0, 1]
    assert spot_at(k, "parlor", 1, -3, 1) is None  # not a distinct rotation


def test_placements_match_a_slow_reference_over_random_castles():
    c = content()
    pool = [t for t in c.tiles if t != "foyer"]
    for seed in range(4):  # (slow: the reference tries every cell of a window)
        rng = Rng(seed)
        rooms = [FOYER]
        k = Castle.build(rooms)
        for _ in range(6):
            t = pool[rng.below(len(pool))]
            got = {(s.x, s.y, s.rot) for s in spots(k, t)}
            want = ref.legal_spots(rooms, t)
            assert got == want, (seed, t)
            assert {p for p in ref.window(rooms, t) if spot_at(k, t, *p)} == want, (seed, t)
            assert all(spot_at(k, t, s.x, s.y, s.rot) == s for s in spots(k, t))
            if got:
                x, y, r = sorted(got)[rng.below(len(got))]
                room = Room(t, x, y, r)
                rooms.append(room)
                k.add(room)
                geos = ref.geos(rooms)
                assert k.complete == [ref.complete(geos, i) for i in range(len(rooms))]
                assert k.entrances() == ref.entrances(geos)
