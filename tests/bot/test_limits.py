"""Issue 10, point 5: every text option has a length limit, which Discord enforces and the body
checks again, with a clear answer that never echoes the text; every interaction is answered
exactly once, and the error log names the command."""

from __future__ import annotations

import logging

import pytest
from simcord.backend.errors import OptionError

from tests.support.tables import forget_length_limits

# every text option of every /roundhouse command: (command, option, its limit)
TEXT_OPTIONS = [
    ("roundhouse rules", "topic", 100),
    ("roundhouse rules", "game", 100),
    ("roundhouse history", "game", 100),
    ("roundhouse leaderboard", "game", 100),
    ("roundhouse new", "game", 100),
    ("roundhouse new", "variant", 40),
    ("roundhouse notify", "timezone", 64),
    ("roundhouse notify", "quiet_hours", 20),
]
REQUIRED = {"roundhouse rules": {"topic": "bank"}}  # the other options a command needs


def text_options(env) -> list[tuple[str, str, int]]:
    """(command, option, max_length) of every free-text option as synced to Discord (a
    string option with choices takes one of them only)."""
    root = env.backend.find_command("roundhouse", None)
    return [
        (f"roundhouse {sub['name']}", option["name"], option.get("max_length"))
        for sub in root["options"]
        for option in sub.get("options", [])
        if option["type"] == 3 and not option.get("choices")  # STRING, free text
    ]


async def test_every_text_option_is_listed_with_its_limit(table):
    assert sorted(text_options(table.env)) == sorted(TEXT_OPTIONS)  # (in any order)


@pytest.mark.parametrize(("command", "option", "limit"), TEXT_OPTIONS)
async def test_discord_refuses_overlong_text(table, command, option, limit):
    with pytest.raises(OptionError, match=f"at most {limit} characters"):
        await table.ann.slash(table.channel, command, **{option: "x" * (limit + 1)})


@pytest.mark.parametrize(("command", "option", "limit"), TEXT_OPTIONS)
async def test_the_body_refuses_overlong_text_once_without_echoing_it(
    table, command, option, limit
):
    before = await table.env.bot.pacing.db.prefs(table.ann.id)
    forget_length_limits(table.env)  # synced by an older version: the text reaches the bot
    options = {**REQUIRED.get(command, {}), option: "Europe/Paris" * 175}
    result = await table.ann.slash(table.channel, command, **options)
    messages = [m for m in [result.response, *result.followups] if m is not None]
    (answer,) = messages
    assert answer.ephemeral and f"at most {limit}" in answer.content
    assert "Europe/Paris" not in answer.content and len(answer.content) < 400
    assert await table.env.bot.pacing.db.prefs(table.ann.id) == before  # nothing saved


async def test_a_long_partial_topic_gets_no_suggestion_and_no_error(table):
    choices = await table.ann.autocomplete(table.channel, "roundhouse rules", "topic", "x" * 2100)
    assert choices == []


async def test_an_error_escaping_a_command_body_is_answered_once(table, monkeypatch, caplog):
    def broken(query: str):
        raise RuntimeError("index on fire")

    cog = table.env.bot.get_cog("RoundHouseCommands")
    monkeypatch.setattr(cog.topics["roundhouse"], "lookup", broken)
    with caplog.at_level(logging.ERROR, logger="bot.errors"):
        result = await table.ann.slash(table.channel, "roundhouse rules", topic="bank")
    answers = [m for m in [result.response, *result.followups] if m is not None]
    (answer,) = answers
    assert answer.ephemeral and "reference `RH-" in answer.content
    (record,) = [r for r in caplog.records if "RH-" in r.getMessage()]
    reference = answer.content.split("`")[1]
    assert record.getMessage().startswith(f"[{reference}] /roundhouse rules by user ")


async def test_a_failed_click_is_logged_with_its_custom_id(table, monkeypatch, caplog):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())

    async def broken(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(table.service, "load", broken)
    with caplog.at_level(logging.ERROR, logger="bot.errors"):
        post = table.last_post()
        await member.click(post, label="Take my turn")
    (record,) = [r for r in caplog.records if "RH-" in r.getMessage()]
    assert f"component rh:t:{game_id}:0 by user {member.id}" in record.getMessage()
