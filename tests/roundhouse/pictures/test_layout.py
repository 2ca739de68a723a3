"""Layout: no two regions of the board overlap, and everything lies inside the picture."""

from __future__ import annotations

import itertools

import pytest

from engine.roundhouse.content import components
from games.roundhouse.pictures import geometry as g
from games.roundhouse.pictures import house, icons, round_track
from games.roundhouse.pictures.samples import busy_state


def _overlap(a: g.Box, b: g.Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _regions(players: int) -> dict[str, g.Box]:
    c = components()
    regions: dict[str, g.Box] = dict(g.SPACE_CELLS)
    regions |= {"round": g.ROUND_TRACK_CELL, "stairs": g.HALL_STAIRS}
    regions |= {"corridor": g.INNER_CORRIDOR, "courtyard": g.COURTYARD}
    regions |= {f"town{t}": g.town_box(t) for t in range(len(c.house.towns))}
    regions |= {f"box{b}": g.table_box(b) for b in range(c.worship.rows * c.worship.cols)}
    regions |= {f"temple{i}": g.temple_box(i) for i in range(len(c.temples))}
    regions |= {f"order{i}": g.display_card(0, i) for i in range(3)}
    regions |= {f"expert{i}": g.display_card(1, i) for i in range(3)}
    regions |= {f"token{i}": g.display_card(2, i, count=6) for i in range(6)}
    regions |= {f"panel{s}": g.panel_box(s, players) for s in range(players)}
    return regions


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_regions_do_not_overlap_and_fit_the_picture(players: int) -> None:
    regions = _regions(players)
    for (na, a), (nb, b) in itertools.combinations(regions.items(), 2):
        assert not _overlap(a, b), f"{na} {a} overlaps {nb} {b}"
    for name, (x0, y0, x1, y1) in regions.items():
        assert 0 <= x0 < x1 <= g.WIDTH and g.HEADER_H <= y0 < y1 <= g.HEIGHT, name


def test_tile_contents_and_slots_stay_inside_their_cells() -> None:
    s = busy_state(5)
    for i, tile_id in enumerate(s.board.tiles):
        x0, y0, x1, y1 = g.SPACE_CELLS[f"O{i}"]
        _, slots = house.tile_layout("en", f"O{i}", tile_id)
        for sx, sy in slots.values():
            assert x0 < sx < x1 and y0 < sy < y1
    per_room = components().house.chairs_per_room
    assert len(s.board.chairs) == len(house.inner_spaces()) * per_room
    for chair in range(len(s.board.chairs)):
        x0, y0, x1, y1 = g.INNER_CELLS[f"I{chair // per_room}"]
        cx, cy = house.chair_center(chair)
        assert x0 + 20 <= cx <= x1 - 20 and y0 <= cy - 18 and cy + 18 <= y1
        if chair % per_room:  # side by side with the room's previous chair, not on it
            assert cx - house.chair_center(chair - 1)[0] >= 40


def test_the_longest_round_track_in_the_data_fits_its_cell() -> None:
    longest = max(components().round_track.end_space.values())
    x0, y0, x1, y1 = g.ROUND_TRACK_CELL
    r = round_track.SPACE_R
    first, last = round_track.round_space_center(0), round_track.round_space_center(longest)
    assert y0 + 30 < first[1] - r and last[1] + r < y1 - 31  # under the title, above "↑ Hall"
    assert x0 < first[0] - r and first[0] + r < x1
    assert round_track.space_step() >= 2 * r  # neighbouring spaces do not overlap


def test_room_hints_show_the_data() -> None:
    """The Lobby's entry fee and the Selling Market's boxes are the data's."""
    c = components()
    lobby = house.room_hints("en", house.inner_space("lobby"))
    assert ("coin", str(c.house.lobby_entry_coins)) in lobby
    _, _, slots = house.room_layout("en", house.inner_space("selling_market"))
    assert set(slots) == {f"selling:{res}" for res in c.room("selling_market").sell}
    smuggle = house.room_hints("en", house.inner_space("smuggle"))
    assert ("cube", "G") in smuggle and c.room("smuggle").reward.G == 1


@pytest.mark.parametrize(
    "tile_id",
    [
        "market_a",
        "market_b",
        "bank",
        "black_market",
        "trading_post",
        "meeting_large",
        "meeting_small",
        "warehouse",
    ],
)
def test_every_tile_fits_every_slot_of_its_size(tile_id: str) -> None:
    """Rows of tokens never run past the cell (the leader area excluded)."""
    sizes = components().house.outer_sizes
    size = components().tile(tile_id).size
    for i, slot_size in enumerate(sizes):
        if slot_size != size:
            continue
        x0, _, x1, y1 = g.SPACE_CELLS[f"O{i}"]
        for language in ("en", "zh-TW"):
            rows, _ = house.tile_layout(language, f"O{i}", tile_id)
            for x, cy, tokens in rows:
                assert x0 < x and x + icons.tokens_width(language, tokens) <= x1, (tile_id, i)
                assert cy + 15 <= y1
