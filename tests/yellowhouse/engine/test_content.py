"""The rules data file: loaded and validated; a bad file fails naming its entry."""

from __future__ import annotations

import tomllib

import pytest

from engine.common.tomlfile import ContentError, validate
from engine.yellowhouse.content import RULES, RULES_FILE, Rules, load


def raw():
    return tomllib.loads(RULES_FILE.read_text(encoding="utf-8"))


def test_the_rules_data_holds_the_rulebook_numbers():
    assert [e.key for e in RULES.elements] == ["passion", "skill", "money", "inspiration"]
    assert RULES.cards == 28 and RULES.deal.hand == 12 and RULES.deal.exchange == 2
    assert (RULES.canvas.start, RULES.canvas.top) == (1, 8)
    assert (RULES.supports.total, RULES.supports.per_player_round) == (5, 3)
    assert (RULES.ending.same_element, RULES.ending.any) == (2, 3)
    assert RULES.max_rounds == 5 and RULES.variant.money_support_levels == 2


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d["deal"].update(hand=13), "round 5 cannot deal"),
        (lambda d: d["deck"].update(copies=0), "deck.copies"),
        (lambda d: d["elements"][0].update(key="fire"), "elements must be"),
        (lambda d: d["elements"][1].update(letter="p"), "share a letter"),
        (lambda d: d["canvas"].update(start=8), "below canvas.top"),
        (lambda d: d.update(extra=1), "extra"),
        (lambda d: d["supports"].update(per_strengthening=2), "per_strengthening"),
    ],
)
def test_a_bad_rules_file_is_refused(edit, message):
    data = raw()
    edit(data)
    with pytest.raises(ContentError, match=message):
        validate(Rules, data, "rules.toml")


def test_a_missing_file_is_a_content_error(tmp_path):
    with pytest.raises(ContentError):
        load(tmp_path / "nothing.toml")
