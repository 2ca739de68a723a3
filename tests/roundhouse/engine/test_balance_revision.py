"""The balance revision of rules version 2 (games/roundhouse/docs/balance.md,
games/roundhouse/docs/rules.md §16): three RECONSTRUCTED cost ladders cheapened, nothing else;
version 1 keeps the old values, and each tile's text states its own version's costs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.roundhouse.content import components

RULES_MD = Path(__file__).resolve().parents[3] / "games" / "roundhouse" / "docs" / "rules.md"
CHANGED = {  # tile id: (version 1 costs, version 2 costs)
    "trading_post": ([1, 2, 3, 4], [0, 1, 2, 3]),
    "meeting_small": ([1, 2, 3], [0, 1, 2]),
    "warehouse": ([1, 2, 3], [0, 1, 2]),
}


def flat(value: object, path: str = "") -> dict[str, object]:
    """Every leaf value by its path; records of a list by their id."""
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, list) and all(isinstance(v, dict) and "id" in v for v in value):
        items = ((str(v["id"]), v) for v in value)
    else:
        return {path: value}
    out: dict[str, object] = {}
    for key, v in items:
        out.update(flat(v, f"{path}.{key}" if path else str(key)))
    return out


def differences(old: int, new: int) -> set[str]:
    a, b = flat(components(old).model_dump()), flat(components(new).model_dump())
    return {k for k in a.keys() | b.keys() if a.get(k) != b.get(k)}


def test_version_2_changes_only_the_rules_switches_and_three_cost_ladders():
    switched = {k for k, on in components(2).rules.model_dump().items() if on}
    expected = {f"rules.{k}" for k in switched} | {"version"}
    expected |= {f"tiles.{tile}.{key}" for tile in CHANGED for key in ("costs", "text")}
    assert differences(1, 2) == expected


@pytest.mark.parametrize("tile", sorted(CHANGED))
def test_a_version_1_game_keeps_the_old_costs_and_a_version_2_game_gets_the_new(tile):
    old, new = CHANGED[tile]
    assert components(1).tile(tile).costs == old
    assert components(2).tile(tile).costs == new
    assert new[0] == 0 and new == sorted(set(new))  # "Each additional action increases in cost"


@pytest.mark.parametrize("rules", [1, 2])
def test_every_tile_text_states_the_costs_of_its_version(rules):
    stated = 0
    for tile in components(rules).tiles:
        found = re.search(r"costing ([\d, ]+) coins", tile.text)
        if tile.costs and tile.id != "bank":
            assert found, f"{tile.id}: its text names no costs"
        if found:
            assert [int(n) for n in found.group(1).split(",")] == tile.costs, tile.id
            stated += 1
    assert stated == 4  # trading post, both meeting places, warehouse


def test_docs_list_every_changed_value_with_its_old_and_new_number():
    text = RULES_MD.read_text(encoding="utf-8")
    for tile, (old, new) in CHANGED.items():
        row = re.search(rf"^\|[^\n]*`{tile}`[^\n]*$", text, re.MULTILINE)
        assert row, f"games/roundhouse/docs/rules.md lists no change of {tile}"
        assert f"`{old}` → `{new}`" in row.group(0)
        assert "RECONSTRUCTED" in row.group(0)
