"""A test per scoring rule (excerpt, "Scoring: Rooms"; components §3)."""

from __future__ import annotations

from engine.castles.castle import Castle, Room
from engine.castles.content import content
from engine.castles.placement import spot_at, spots
from engine.castles.scoring import (
    BONUS,
    DOWNSTAIRS,
    LINKED,
    PENALTY,
    RESCORE,
    ROOM,
    Line,
    placement_lines,
    rescore,
    total,
)
from engine.common.rng import Rng
from tests.castles.engine import reference as ref
from tests.castles.engine.helpers import castle


def lines_of(k: Castle, t: str, x: int, y: int, rot: int) -> list[Line]:
    spot = spot_at(k, t, x, y, rot)
    assert spot is not None
    return placement_lines(k, t, spot.links, spot.touches)


def test_a_room_scores_its_printed_points():
    assert lines_of(castle(), "buttery", 3, 1, 0) == [Line(ROOM, 2, "buttery")]


def test_a_bonus_counts_per_linked_room_not_per_door():
    k = castle(("oratory", -1, -2, 2))
    spot = spot_at(k, "stables", -8, -3, 0)
    assert spot and len(spot.joins) == 2 and spot.links == (1,)  # two doorways, one room
    lines = placement_lines(k, "stables", spot.links, spot.touches)
    assert lines == [Line(ROOM, 5, "stables"), Line(BONUS, 1, "stables", 1)]


def test_a_new_rooms_bonus_counts_linked_rooms():
    # the Gallery of Mirrors (+2 per Corridor) joins the Foyer, a Corridor
    lines = lines_of(castle(), "gallery_of_mirrors", 1, -2, 0)
    assert Line(BONUS, 2, "gallery_of_mirrors", 1) in lines


def test_an_older_rooms_bonus_counts_the_new_room():
    k = castle(("gallery_of_mirrors", 1, -2, 0))  # +2 per Corridor: its right door is at (7,-1)
    spot = next(s for s in spots(k, "stairs") if 1 in s.links)
    lines = placement_lines(k, "stairs", spot.links, spot.touches)
    assert Line(LINKED, 2, "gallery_of_mirrors") in lines  # the stairs are a Corridor


def test_an_activity_room_is_penalised_by_touching_rooms_without_a_door():
    k = castle(("piano_room", 3, 0, 1))  # -1 per Living/Sleeping adjacent
    spot = spot_at(k, "gallery_of_mirrors", 1, -2, 0)
    assert spot and spot.links == (0,) and 1 in spot.touches  # touches the Piano, no doorway
    lines = placement_lines(k, "gallery_of_mirrors", spot.links, spot.touches)
    assert Line(PENALTY, -1, "piano_room") in lines
    assert total(lines) == 3 + 2 - 1


def test_an_activity_rooms_own_penalty_counts_touching_rooms():
    k = castle(("gallery_of_mirrors", 1, -2, 0))
    lines = lines_of(k, "piano_room", 3, 0, 1)
    assert lines == [Line(ROOM, 3, "piano_room"), Line(BONUS, -1, "piano_room", 1)]


def test_a_downstairs_bonus_counts_matching_rooms_anywhere():
    # The Fungus Room: +1 per Food room anywhere in the castle
    k = castle(("buttery", -2, 0, 0), ("stairs", 3, 1, 0))
    lines = lines_of(k, "fungus_room", 6, 0, 0)
    assert lines == [Line(ROOM, 3, "fungus_room"), Line(BONUS, 1, "fungus_room", 1)]
    k = castle(("stairs", 3, 1, 0), ("fungus_room", 6, 0, 0))
    lines = lines_of(k, "buttery", -2, 0, 0)  # far from the Fungus Room, upstairs
    assert lines == [Line(ROOM, 2, "buttery"), Line(DOWNSTAIRS, 1, "fungus_room")]


def test_a_downstairs_bonus_does_not_count_itself():
    k = castle(("stairs", 3, 1, 0))
    spot = next(s for s in spots(k, "dungeon"))  # +2 per Downstairs room: none yet
    lines = placement_lines(k, "dungeon", spot.links, spot.touches)
    assert lines == [Line(ROOM, 1, "dungeon")]


def test_rescoring_counts_points_and_the_bonus_as_the_room_stands():
    k = castle(("gallery_of_mirrors", 1, -2, 0))
    assert rescore(k, 1) == Line(RESCORE, 3 + 2, "gallery_of_mirrors")
    k = castle(("buttery", -2, 0, 0), ("stairs", 3, 1, 0), ("fungus_room", 6, 0, 0))
    assert rescore(k, 3) == Line(RESCORE, 3 + 1, "fungus_room")


def test_points_match_the_reference_for_every_spot_of_random_castles():
    pool = [t for t in content().tiles if t != "foyer"]
    for seed in range(20):
        rng = Rng(seed)
        k = Castle.build([Room("foyer", 0, 0, 0)])
        for _ in range(12):
            t = pool[rng.below(len(pool))]
            found = spots(k, t)
            geos = ref.geos(k.rooms)
            tiles = [r.tile for r in k.rooms]
            for s in found:
                want = ref.placement_points(tiles, geos, t, ref.geo(t, s.x, s.y, s.rot))
                assert total(placement_lines(k, t, s.links, s.touches)) == want
            if found:
                s = found[rng.below(len(found))]
                k.add(Room(t, s.x, s.y, s.rot))
