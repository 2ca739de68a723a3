"""What else a player types besides a name (issue 19, part 1): a rules query, a time zone, quiet
hours, a forged lobby value, each quoted back clean and short or refused in words (fuzzed with
hypothesis, from test_names' texts)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.game.lobby_rules import hours_choice, parse_choice, with_choice
from bot.game.model import UserError
from bot.game.text import clean
from bot.pacing.notices import iana_zone
from bot.pacing.service import parse_quiet_hours
from bot.posts import answers
from bot.posts.rules_help import TopicIndex
from bot.storage.lobby import LobbySetup
from games.roundhouse import ROUND_HOUSE
from tests.bot.test_names import any_text, names
from tests.support.text import outgoing_problems, text_problems

RULES = TopicIndex(ROUND_HOUSE)


@given(any_text | names)
def test_a_rules_query_is_quoted_back_clean_and_short(query: str) -> None:
    found = RULES.lookup(query)
    if found is None:
        assert not text_problems(RULES.not_found(query), "rules", 2000)
    else:
        assert not outgoing_problems(answers.rules_answer(found))


@given(any_text | names)
def test_a_time_zone_and_quiet_hours_are_refused_in_words(value: str) -> None:
    for parse in (iana_zone, parse_quiet_hours):
        try:
            parse(value)
        except ValueError as refusal:
            assert not text_problems(str(refusal), "refusal", 300)


@given(any_text | st.sampled_from(["seats:²", "deadline:²", "idle:²", "seats:٣", "idle:1²"]))
def test_a_lobby_value_is_one_of_the_menus_or_refused(value: str) -> None:
    """A forged menu value: the lobby's own, or a UserError (never another exception)."""
    try:
        kind, argument = parse_choice(value)
        if kind in ("seats", "option"):
            with_choice(ROUND_HOUSE, LobbySetup(7), kind, argument)
        else:
            hours_choice(kind, argument)
    except UserError as refusal:
        assert not text_problems(str(refusal), "refusal", 300)


def test_text_a_player_types_is_cleaned_before_it_is_quoted() -> None:
    assert clean("Europe/\u202eParis\n" + "x" * 100, 40) == "Europe/Paris " + "x" * 27
