"""The Yellow House's rules help (games/yellowhouse/help.toml): a topic for every rule of the
rulebook and the variant, found through `/roundhouse rules` like Round House's."""

from __future__ import annotations

import pytest

from bot.posts.rules_help import TopicIndex
from games.yellowhouse import YellowHouseRules

HELP = TopicIndex(YellowHouseRules())
TOPICS = HELP.topics()
RULE_WORDS = {  # each rule of the rulebook and the issue, in its topic
    "setup": ["12 cards", "set aside face down", "5 Support cards"],
    "exchange": ["2 cards", "same time, in secret", "advances its element by 1 level"],
    "trick": ["passes", "all 4 elements", "discard pile", "last Claim leads the next"],
    "claim": ["any card", "stronger", "new"],
    "strengthen": ["exactly one level above", "one card of that element per level", "+ 2"],
    "supports": [
        "3 per player per round",
        "5 in all",
        "a Support alone",
        "never used for the Claim",
    ],
    "pass": ["last Claim leads the next", "leader of a trick may not pass"],
    "round_end": ["hand is empty", "reward", "deal the next round", "without the reward cards"],
    "game_end": ["two reward cards of one element, or any three", "5 rounds"],
    "canvas": ["above level 8", "every token drops by 1"],
    "variant": [
        "lobby option",
        "Passion",
        "Skill",
        "Money",
        "Inspiration",
        "two levels",
        "win the round",
    ],
    "hidden": ["Hidden", "Public", "hand sizes", "Replay shows both hands"],
}


@pytest.mark.parametrize("key", sorted(RULE_WORDS))
def test_every_rule_has_its_topic(key):
    text = TOPICS[key].text.replace("**", "")
    for words in RULE_WORDS[key]:
        assert words in text, f"{key}: {words!r}"


def test_topics_are_found_by_their_words():
    assert HELP.search("support")[0].key == "supports"
    assert HELP.lookup("variant").key == "variant"
    assert HELP.search("exchange")[0].key == "exchange"


async def test_the_command_answers_with_the_topic(table):
    answer = await table.cy.slash(table.channel, "roundhouse rules", topic="variant")
    assert answer.response.ephemeral
    (embed,) = answer.response.embeds
    assert embed.title == "The variant: Support effects"
    assert embed.description == TOPICS["variant"].text
    choices = await table.ann.autocomplete(table.channel, "roundhouse rules", "topic", "swap")
    assert choices[0]["value"] == "exchange"
