"""The component data file validates, and a bad entry is named in the error."""

from pathlib import Path

import pytest

from engine.roundhouse.content import ContentError, components, load


def test_components_load_with_expected_counts():
    c = components()
    assert len(c.tiles) == 8
    assert sum(t.size == "large" for t in c.tiles) == 3
    assert len(c.experts) == 24
    assert len(c.orders) == 20
    assert sum(o.start for o in c.orders) == 5
    assert len(c.pirates) == 10
    assert len(c.amulets.kinds) * c.amulets.copies == 18
    assert len(c.temples) == 4


def test_bad_entry_is_named(tmp_path: Path):
    from engine.roundhouse.content import DATA_FILE

    text = DATA_FILE.read_text().replace(
        'use = "permanent"\ntrigger = { on = "helper"',
        'use = "sometimes"\ntrigger = { on = "helper"',
        1,
    )
    bad = tmp_path / "bad.toml"
    bad.write_text(text)
    with pytest.raises(ContentError, match=r"experts\.2\.use"):
        load(bad)
