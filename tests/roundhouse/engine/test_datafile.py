"""engine/roundhouse/datafile.py: playing with another components file, and back, with nothing built
from the old file surviving the switch; a bad file is refused and changes nothing."""

from __future__ import annotations

import pytest

from engine.roundhouse import datafile, house, rules_help, worship
from engine.roundhouse.content import ContentError, components


@pytest.fixture
def files(tmp_path):
    data = datafile.ENGINE_FILE.read_text(encoding="utf-8")
    changed = tmp_path / "components.toml"
    changed.write_text(data.replace("costs = [0, 1, 2]", "costs = [5, 6, 7]"), encoding="utf-8")
    bad = tmp_path / "bad.toml"
    bad.write_text(data.replace("chairs_per_room = 2", "chairs_per_room = 0"), encoding="utf-8")
    bad_v1 = tmp_path / "bad_v1.toml"  # only version 1 is bad: the newest version is valid
    fixed_in_v2 = '\n[revisions."2".house]\nchairs_per_room = 2\n'
    bad_v1.write_text(bad.read_text(encoding="utf-8") + fixed_in_v2, encoding="utf-8")
    yield changed, bad, bad_v1
    datafile.use_file(None)


def test_another_file_is_played_and_the_engine_file_restored(files):
    changed, bad, bad_v1 = files
    original = components().tile("meeting_large").costs
    components(1), components()  # both versions cached before the switch
    datafile.use_file(changed)
    assert datafile.current_file() == changed
    for version in (1, None):
        assert components(version).tile("meeting_large").costs == [5, 6, 7]
    for wrong in (bad, bad_v1):
        with pytest.raises(ContentError):
            datafile.use_file(wrong)
        assert datafile.current_file() == changed
        assert components(1).tile("meeting_large").costs == [5, 6, 7]
    datafile.use_file(None)
    assert datafile.current_file() == datafile.ENGINE_FILE
    assert components().tile("meeting_large").costs == original
    assert components(1).tile("meeting_large").costs == original


def test_every_cache_built_from_the_data_is_cleared_by_a_switch(files):
    changed, _, _ = files
    house.edges(2), house.reach(2), worship.chain_ends(frozenset(), 2, 2)
    rules_help.rules_topics("en", 2)
    marked = {house.edges, house.space_bits, house.reach, house.moves_among, worship.chain_ends,
              rules_help.rules_topics}  # fmt: skip
    assert marked <= set(datafile.DERIVED)
    datafile.use_file(changed)
    assert all(cached.cache_info().currsize == 0 for cached in datafile.DERIVED)
    assert components.cache_info().currsize == 0
