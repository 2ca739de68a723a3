"""Rules help (engine/roundhouse/rules_help.py): every topic exists, and its words come from the
data."""

from __future__ import annotations

import pytest

from engine.roundhouse.content import RESOURCE_NAMES, ContentError, ScoreBonuses, components
from engine.roundhouse.names import amulet_name
from engine.roundhouse.rules_help import (
    HELP_FILE,
    Topic,
    guide_key,
    help_data,
    load_help,
    order_text,
    rules_topics,
)
from engine.roundhouse.rules_values import join, set_table, stairs, track_scores, values
from locales.words import ENGLISH, words_for

EN = words_for(ENGLISH)  # the English catalogue

GUIDES = {
    "turn": "Your turn",
    "movement": "Moving a leader",
    "worship": "Worship at the Ancestral Hall",
    "assistants": "Assistants, chairs",
    "action:recruit": "Recruit",
    "action:tm": "Traveling Merchant",
    "action:helper": "Helper",
    "action:perm_helper": "Permanent Helper",
    "action:fire": "Fire an assistant",
    "experts": "Expert cards",
    "orders": "Order cards",
    "amulets": "Amulets and amulet sets",
    "bonuses": "Score-track bonuses",
    "end": "Round track and the end of the game",
    "scoring": "Final scoring and ties",
    "neutral": "Neutral leaders (two players)",
    "pirates": "Pirate tokens",
}


def by_key() -> dict[str, Topic]:
    return {t.key: t for t in rules_topics(ENGLISH)}


def component_keys() -> list[str]:
    c = components()
    keys = [f"room:{r.id}" for r in c.rooms] + [f"tile:{t.id}" for t in c.tiles]
    keys += [f"expert:{e.id}" for e in c.experts] + [f"order:{o.id}" for o in c.orders]
    keys += [f"pirate:{p.id}" for p in c.pirates] + [f"temple:{t.id}" for t in c.temples]
    keys += [f"amulet:{k}" for k in c.amulets.kinds + c.amulets.expert_only_kinds]
    return keys


@pytest.mark.parametrize("key", list(GUIDES))
def test_every_general_topic_answers(key):
    topic = by_key()[key]
    assert topic.title.startswith(GUIDES[key])
    assert topic.group == "guide" and len(topic.text) > 200 and topic.words


@pytest.mark.parametrize("key", component_keys())
def test_every_component_has_its_own_topic(key):
    topic = by_key()[key]
    assert topic.group == key.split(":")[0] and topic.text and topic.title


def test_topics_are_unique_and_fit_an_autocomplete_choice():
    topics = rules_topics(ENGLISH)
    assert len({t.key for t in topics}) == len(topics) == len(GUIDES) + len(component_keys())
    assert len({t.title for t in topics}) == len(topics)
    assert all(len(t.title) <= 100 and len(t.key) <= 100 for t in topics)
    assert all(w == w.lower() for t in topics for w in t.words)
    assert [t.group for t in topics][: len(GUIDES)] == ["guide"] * len(GUIDES)


def test_no_placeholder_is_left_unfilled():
    for t in rules_topics(ENGLISH):
        assert "{" not in t.text and "}" not in t.text, t.key


def test_guide_placeholders_all_have_values():
    names = set(values(EN, components()))
    for key in help_data().guides:
        EN(f"{guide_key(key)}.text", **dict.fromkeys(names, ""))  # a missing name: KeyError


def test_a_bad_help_file_fails_loudly_naming_the_entry(tmp_path):
    good = HELP_FILE.read_text(encoding="utf-8")
    bad = tmp_path / "help.toml"
    bad.write_text(good.replace('    "turn",', "    1,", 1), encoding="utf-8")
    with pytest.raises(ContentError, match=r"guides\.0"):
        load_help(bad)
    bad.write_text(good + "\nsomething = 'x'\n", encoding="utf-8")
    with pytest.raises(ContentError, match="something"):
        load_help(bad)
    with pytest.raises(ContentError, match=r"missing\.toml"):
        load_help(tmp_path / "missing.toml")
    assert load_help(HELP_FILE) == help_data()


def test_amulets_topic_has_the_set_table_from_the_data():
    text = by_key()["amulets"].text
    for size, points in enumerate(components().amulets.set_values):
        if size:
            assert f"{size} → {points}" in text
    for kind in components().amulets.kinds + components().amulets.expert_only_kinds:
        assert amulet_name(EN, kind) in text
    assert f"{components().amulets.copies * len(components().amulets.kinds)} in all" in text


def test_score_bonus_thresholds_round_track_and_track_scores_come_from_the_data():
    c = components()
    assert join(EN, [str(t) for t in c.score_bonuses.thresholds]) in by_key()["bonuses"].text
    end = by_key()["end"].text
    for players, space in c.round_track.end_space.items():
        assert f"space {space} with {players} players" in end
    scoring = by_key()["scoring"].text
    assert "4 with 1 left" in scoring and "12 with none left" in scoring
    assert "0 with 2 or more assistants left" in scoring
    assert "most coins" in scoring and "share the victory" in scoring


def test_a_changed_data_value_changes_the_help():
    c = components()
    changed = c.model_copy(update={"score_bonuses": ScoreBonuses(thresholds=[7, 33])})
    assert values(EN, changed)["bonus_thresholds"] == "7 and 33"
    amulets = c.amulets.model_copy(update={"set_values": [0, 2, 5]})
    assert set_table(c.model_copy(update={"amulets": amulets})) == "1 → 2 · 2 → 5"
    player = c.player.model_copy(update={"track_values": [0, 0, 3]})
    assert track_scores(EN, c.model_copy(update={"player": player})) == (
        "0 with 1 or more assistants left on it and 3 with none left"
    )


def test_worship_covers_temples_chain_seniors_and_the_table():
    text = by_key()["worship"].text
    for word in ("temple", "chain", "senior", "top-left", "round marker", "face down"):
        assert word in text
    assert all(f"\n{n}." in text for n in range(1, 6))  # the five steps
    assert "  4   8  12  16" in text  # the last row of box values
    assert "1 permanent Helper" in text and "right of row 4" in text
    for temple in components().temples:
        assert f"{temple.id}: " in text


def test_movement_names_the_stairs_the_hall_and_occupied_rooms():
    text = by_key()["movement"].text
    assert stairs(EN, components()) in text
    assert "from the Ancestral Hall down to the Delivery Room" in text
    assert "to the Expert Room" in text and "Selling Market up to" in text
    assert "without counting as a step" in text and "Ancestral Hall" in text


def test_help_follows_the_rulebook_where_the_engine_is_being_corrected():
    topics = by_key()
    assert "Before or right after each Merchant action" in topics["action:tm"].text
    assert "Gold included" in topics["orders"].text
    assert "another player's turn" in topics["orders"].text
    assert "discarded experts are shuffled into a new deck" in topics["experts"].text
    r1 = next(o for o in components().orders if o.ability.kind == "vp_or_more")
    assert "Gold included" in order_text(EN, r1)
    coins = next(o for o in components().orders if o.ability.kind == "coins")
    assert "another player's turn" in order_text(EN, coins)


def test_neutral_topic_names_the_colours_cubes_and_variant():
    text = by_key()["neutral"].text
    p = components().player
    for color, res in p.neutral_cube.items():
        assert f"{RESOURCE_NAMES[res]} for {color}" in text
    assert join(EN, p.two_player_colors) in text and "**Variant**" in text
    assert "never enters the Ancestral Hall" in text


@pytest.mark.parametrize("order", components().orders, ids=lambda o: o.id)
def test_order_text_has_cost_prestige_and_ability(order):
    text = by_key()[f"order:{order.id}"].text
    assert text == order_text(EN, order)
    assert f"worth {order.vp} prestige" in text
    assert ("Gold can stand in" in text) == any(getattr(order.cost, r) for r in "TFC")
    if order.ability.res in RESOURCE_NAMES:
        assert RESOURCE_NAMES[order.ability.res] in text


@pytest.mark.parametrize("expert", components().experts, ids=lambda e: e.id)
def test_expert_topic_has_its_effect_and_how_it_is_used(expert):
    text = by_key()[f"expert:{expert.id}"].text
    assert text.startswith(expert.text)
    if expert.use == "permanent":
        assert "Permanent (∞)" in text
    elif expert.amulet:
        assert f"as a {amulet_name(EN, expert.amulet)} amulet" in text
    else:
        assert "then discard it" in text


def test_amulet_kinds_say_which_experts_carry_them():
    topics = by_key()
    assert "no token" in topics["amulet:ruyi"].text
    assert "Su Trader and Amulet Merchant" in topics["amulet:ruyi"].text
    assert "2 tokens" in topics["amulet:bell"].text and "Expert" not in topics["amulet:bell"].text
    assert "Sales Lady" in topics["amulet:bagua"].text


def test_pirates_and_temples_show_their_rewards():
    topics = by_key()
    assert topics["pirate:P1"].title == "Pirate token P1 (4 coins)"
    assert "4 coins" in topics["pirate:P1"].text and "Smuggle Room" in topics["pirate:P1"].text
    assert topics["temple:1"].title == "Temple 1 (2 assistants to the Merchant's town)"
    assert "round marker does not move" in topics["temple:1"].text
