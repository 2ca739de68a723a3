"""The data files: complete, consistent with the components file, and validated on load."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from engine.castles.content import DATA, TILE_TYPE_COUNTS, ContentError, content, load

COMPONENTS = Path("/work/shared/rules/castles-components.md")


def test_seventy_five_rooms_by_type_and_size():
    c = content()
    rooms = [c.tiles[r] for r in c.rooms]
    assert len(rooms) == 75
    assert Counter(t.type for t in rooms) == Counter(TILE_TYPE_COUNTS)
    by_size = Counter(t.size for t in rooms)
    assert by_size == {
        100: 9,
        150: 9,
        200: 9,
        250: 9,
        300: 9,
        350: 6,
        400: 6,
        450: 6,
        500: 6,
        600: 6,
    }


def test_specials_foyer_stairs_hallways():
    c = content()
    foyer, stairs = c.tiles["foyer"], c.tiles["stairs"]
    assert (foyer.type, foyer.sqft, foyer.doors) == ("corridor", 125, ("T1", "L1", "R1"))
    assert stairs.doors == ("L1", "R1") and stairs.down_doors == {"R1"}
    assert len(c.tiles["hallway"].doors) == 14 and not c.tiles["hallway"].down_doors
    assert c.tiles["lower_hallway"].down_doors == set(c.tiles["lower_hallway"].doors)


@pytest.mark.skipif(not COMPONENTS.exists(), reason="the shared components file is not here")
def test_every_room_matches_the_components_table():
    """Each row of the components file's §7 table, read again here, is the data file's room."""
    c = content()
    rows = [line for line in COMPONENTS.read_text().splitlines() if line.startswith("| ")]
    seen = 0
    for line in rows:
        cells = [x.strip() for x in line.strip("|").split("|")]
        if len(cells) < 9 or not cells[2].isdigit():
            continue
        name, typ, size, _, pts = cells[:5]
        doors = [f"{tok[0]}{i}" for tok in cells[6].split() for i in tok[1:].split(",")]
        (tid,) = [t for t in c.rooms if c.name(t) == name]
        t = c.tiles[tid]
        assert (t.type, t.size, t.points) == (typ.lower(), int(size), int(pts)), name
        assert list(t.doors) == doors, name
        bonus = re.match(r"([+-]\d+) per", cells[5])
        assert t.bonus_points == (int(bonus.group(1)) if bonus else 0), name
        seen += 1
    assert seen == 75


def test_setup_by_player_count():
    c = content()
    for n in (2, 3, 4):
        s = c.setup(n)
        assert len(s.prices) == n + 3
        assert s.room_cards == 11 * n
        assert s.favors == n
    assert c.setup(4).prices == [1000, 2000, 4000, 6000, 8000, 10000, 15000]
    assert c.setup(2).prices == c.setup(4).prices[-5:]


def test_favors_and_bonus_cards():
    c = content()
    assert len(c.favors) == 24 and len(c.bonus_cards) == 27
    assert c.favors["most_completed"].excludes == "most_incomplete"


def _copy_data(tmp_path: Path) -> tuple[Path, Path]:
    tiles, game = tmp_path / "tiles.toml", tmp_path / "game.toml"
    tiles.write_text((DATA / "tiles.toml").read_text())
    game.write_text((DATA / "game.toml").read_text())
    return tiles, game


@pytest.mark.parametrize(
    ("file", "old", "new", "message"),
    [
        ("tiles", 'doors = ["R2", "L1"]', 'doors = ["R2", "L9"]', "buttery: door 'L9'"),
        ("tiles", 'id = "larder"', 'id = "buttery"', "duplicate tile id"),
        (
            "tiles",
            'points = 2\ndoors = ["R2", "L1"]',
            'points = -2\ndoors = ["R2", "L1"]',
            "points",
        ),
        ("tiles", 'doors = ["B1", "B5"]', 'doors = ["T1", "B5"]', "a door on the fence"),
        ("game", "room_cards = 22", "room_cards = 99", "more room cards"),
        ("game", "prices = [4000, 6000", "prices = [6000, 4000", "prices rise"),
        ("game", 'measure = "money"', 'measure = "wealth"', "favors.16.measure"),
    ],
)
def test_a_bad_value_fails_loudly_naming_it(tmp_path, file, old, new, message):
    tiles, game = _copy_data(tmp_path)
    path = tiles if file == "tiles" else game
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(ContentError, match=re.escape(message)):
        load(tiles, game)


def test_the_engine_data_loads():
    assert load().rooms == content().rooms
