"""`/roundhouse rules`: finding topics (bot/rules.py), Discord's limits, and the command itself."""

from __future__ import annotations

import pytest
from simcord.backend.errors import OptionError

from bot.posts import answers
from bot.posts.rules_help import TopicIndex
from engine.roundhouse.content import components
from engine.roundhouse.names import amulet_name
from games.roundhouse import ROUND_HOUSE
from locales.words import ENGLISH, words_for
from tests.support.tables import forget_length_limits

EN = words_for(ENGLISH)  # the English catalogue

rules = TopicIndex(ROUND_HOUSE)  # Round House's topics, as the bot's /roundhouse rules has them

EVERY = list(rules.topics().values())

# (what a player types, the topic it must find first)
SYNONYMS = [
    ("hall", "worship"),
    ("Ancestral Hall", "worship"),
    ("ancestors", "worship"),
    ("temple", "worship"),
    ("chain", "worship"),
    ("seniors", "worship"),
    ("worship", "worship"),
    ("stairs", "movement"),
    ("move", "movement"),
    ("occupied", "movement"),
    ("neutral", "neutral"),
    ("two players", "neutral"),
    ("variant", "neutral"),
    ("recruit", "action:recruit"),
    ("merchant", "action:tm"),
    ("Traveling Merchant", "action:tm"),
    ("helper", "action:helper"),
    ("permanent helper", "action:perm_helper"),
    ("fire", "action:fire"),
    ("amulet", "amulets"),
    ("sets", "amulets"),
    ("bonus", "bonuses"),
    ("round track", "end"),
    ("game end", "end"),
    ("final scoring", "scoring"),
    ("tie", "scoring"),
    ("order", "orders"),
    ("expert", "experts"),
    ("chairs", "assistants"),
    ("pirate", "pirates"),
    ("turn", "turn"),
    ("r1", "order:R1"),
    ("p10", "pirate:P10"),
    ("Temple 2", "temple:2"),
    ("bank", "tile:bank"),
]
AMULET_KINDS = components().amulets.kinds + components().amulets.expert_only_kinds


@pytest.mark.parametrize(("typed", "key"), SYNONYMS)
def test_search_and_lookup_find_a_topic_by_its_words(typed, key):
    assert rules.search(typed)[0].key == key
    assert rules.lookup(typed).key == key


@pytest.mark.parametrize("kind", AMULET_KINDS)
def test_an_amulet_kind_name_finds_its_topic(kind):
    name = amulet_name(EN, kind)
    assert rules.search(name)[0].key == f"amulet:{kind}"
    assert rules.search(name.split()[0].lower())[0].key == f"amulet:{kind}"
    assert rules.lookup(name).key == f"amulet:{kind}"


@pytest.mark.parametrize("topic", EVERY, ids=lambda t: t.key)
def test_every_topic_is_found_by_its_title_and_key(topic):
    assert topic in rules.search(topic.title)
    assert rules.lookup(topic.title) == topic
    assert rules.lookup(topic.key) == topic


@pytest.mark.parametrize("topic", EVERY, ids=lambda t: t.key)
def test_every_answer_fits_one_discord_message(topic):
    """Sent as one embed: title ≤ 256, description ≤ 4,096, whole embed ≤ 6,000 characters."""
    embed = answers.rules_answer(topic).embed
    assert embed.title == topic.title and embed.description == topic.text
    assert len(embed.title) <= 256 and len(embed.description) <= 4096 and len(embed) <= 6000
    assert len(topic.title) <= 100 and len(topic.key) <= 100  # an autocomplete choice


def test_search_offers_at_most_25_choices_general_topics_first():
    first = rules.search("")
    assert len(first) == 25
    assert [t.key for t in first[:4]] == ["turn", "movement", "worship", "assistants"]
    assert all(len(rules.search(q)) <= 25 for q in ("", "a", "e", "order", "amulet", "gold"))
    assert len(rules.search("amulet")) == 25  # more match than fit; the general topic first
    assert rules.search("amulet")[0].key == "amulets"


def test_unclear_or_unknown_queries_find_nothing():
    assert rules.search("zzz") == [] and rules.lookup("zzz") is None
    assert rules.lookup("ord") is None  # the general topic and every card start alike
    assert rules.lookup("   ") is None
    assert rules.search("x" * 2000) == [] and rules.lookup("x" * 2000) is None


def test_not_found_is_short_and_explains_how_to_find_topics():
    text = rules.not_found("zzz")
    assert len(text) <= 2000 and "“\u2068zzz\u2069”" in text and "suggestions" in text
    assert all(t.title in text for t in EVERY if t.group == "guide")
    long = rules.not_found("x" * 2000)
    assert len(long) <= 2000 and "2,000 characters" in long and "x" * 101 not in long
    assert "@" not in rules.not_found("@everyone").replace("@\u200beveryone", "")
    assert "Which rules topic?" in rules.not_found("  ")


# -- through the command, under simcord ---------------------------------------------------------


async def test_autocomplete_finds_topics_by_synonyms(table):
    choices = await table.ann.autocomplete(table.channel, "roundhouse rules", "topic", "hall")
    assert choices[0] == {"name": "Worship at the Ancestral Hall", "value": "worship"}
    neutral = await table.ann.autocomplete(table.channel, "roundhouse rules", "topic", "neutral")
    assert neutral[0]["value"] == "neutral"
    jade = await table.ann.autocomplete(table.channel, "roundhouse rules", "topic", "jade")
    assert jade[0] == {"name": "Jade Pendant (amulet)", "value": "amulet:jade_pendant"}
    empty = await table.ann.autocomplete(table.channel, "roundhouse rules", "topic", "")
    assert len(empty) == 25 and all(len(c["name"]) <= 100 for c in empty)
    long = await table.ann.autocomplete(table.channel, "roundhouse rules", "topic", "x" * 2000)
    assert long == []


@pytest.mark.parametrize("key", ["worship", "amulets", "neutral", "scoring", "movement"])
async def test_a_picked_topic_answers_privately(table, key):
    answer = await table.cy.slash(table.channel, "roundhouse rules", topic=key)
    assert answer.response.ephemeral
    (embed,) = answer.response.embeds
    assert embed.title == rules.topics()[key].title
    assert embed.description == rules.topics()[key].text


async def test_a_typed_synonym_answers_without_picking(table):
    answer = await table.cy.slash(table.channel, "roundhouse rules", topic="hall")
    assert answer.response.ephemeral and answer.response.embeds[0].title.startswith("Worship")


async def test_unknown_and_overlong_topics_get_a_friendly_private_answer(table):
    unknown = await table.cy.slash(table.channel, "roundhouse rules", topic="zzz")
    assert unknown.response.ephemeral and not unknown.response.embeds
    assert "No rules topic matches" in unknown.response.content
    assert "General topics:" in unknown.response.content
    with pytest.raises(OptionError, match="at most 100 characters"):  # Discord refuses it
        await table.cy.slash(table.channel, "roundhouse rules", topic="x" * 2000)
    forget_length_limits(table.env)  # as synced by an older version: the body checks it
    long = await table.cy.slash(table.channel, "roundhouse rules", topic="x" * 2000)
    assert long.response.ephemeral
    assert "2,000 characters long" in long.response.content
    assert table.public_posts(table.channel) == []
