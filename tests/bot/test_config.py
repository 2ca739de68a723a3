"""Settings from the environment and `.env`, validated with clear messages."""

from __future__ import annotations

import argparse
import re

import pytest

from bot.config import ConfigError, Settings, parse_dotenv
from tests.support.catalogues import ROUND_HOUSE_ONLY


def test_defaults_need_nothing_but_a_token(tmp_path):
    settings = Settings.from_env({"DISCORD_TOKEN": "abc"}, dotenv_path=tmp_path / "none")
    assert settings.database_path == "roundhouse.db"
    assert settings.dev_guild_id is None and settings.log_level == "INFO"
    assert settings.require_token() == "abc"
    assert "abc" not in repr(settings) and "abc" not in str(settings.model_dump())


def test_missing_token_says_how_to_get_one(tmp_path):
    settings = Settings.from_env({}, dotenv_path=tmp_path / "none")
    with pytest.raises(ConfigError, match=r"Reset Token|developers/applications"):
        settings.require_token()


def test_dotenv_is_read_and_the_environment_wins(tmp_path):
    dotenv = tmp_path / ".env"
    dotenv.write_text(
        "# comment\nexport DISCORD_TOKEN='from-file'\nDATABASE_PATH=games.db  # trailing\n"
        'LOG_LEVEL="debug"\nDEV_GUILD_ID=\n'
    )
    settings = Settings.from_env({"DATABASE_PATH": "env.db"}, dotenv_path=dotenv)
    assert settings.require_token() == "from-file"
    assert settings.database_path == "env.db"
    assert settings.log_level == "DEBUG"
    assert settings.dev_guild_id is None


@pytest.mark.parametrize(
    ("env", "field"),
    [
        ({"DEV_GUILD_ID": "not-a-number"}, "DEV_GUILD_ID"),
        ({"LOG_LEVEL": "LOUD"}, "LOG_LEVEL"),
        ({"COMPUTER_DELAY": "-1"}, "COMPUTER_DELAY"),
    ],
)
def test_bad_values_are_named(env, field, tmp_path):
    with pytest.raises(ConfigError, match=field):
        Settings.from_env(env, dotenv_path=tmp_path / "none")


def test_bad_dotenv_line_is_reported():
    with pytest.raises(ConfigError, match="line 2"):
        parse_dotenv("A=1\nnot a setting\n")


def test_roundhouse_bot_without_a_token_explains_and_exits(tmp_path, monkeypatch, capsys):
    from bot.tools import run as cli

    for name in ("DISCORD_TOKEN", "DATABASE_PATH", "DEV_GUILD_ID", "LOG_LEVEL", "COMPUTER_DELAY"):
        monkeypatch.delenv(name, raising=False)
    missing = argparse.Namespace(env_file=str(tmp_path / "missing.env"))
    assert cli.run(missing, ROUND_HOUSE_ONLY) == cli.NO_TOKEN
    assert "DISCORD_TOKEN is not set" in capsys.readouterr().err
    assert not (tmp_path / "roundhouse.db").exists()


def test_a_given_environment_replaces_the_process_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("DATABASE_PATH", "from-process.db")
    assert Settings.from_env({}, dotenv_path=tmp_path / "none").database_path == "roundhouse.db"
    assert Settings.from_env(dotenv_path=tmp_path / "none").database_path == "from-process.db"


def test_other_programs_variables_in_dotenv_are_ignored(tmp_path):
    dotenv = tmp_path / ".env"
    dotenv.write_text("OTHER_TOOL_KEY=1\nCOMPUTER_DELAY=5\n")
    assert Settings.from_env({}, dotenv_path=dotenv).computer_delay == 5.0


@pytest.mark.parametrize(
    ("env", "count", "ids"),
    [
        ({}, None, None),
        ({"SHARD_COUNT": "4"}, 4, None),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "0-3"}, 4, (0, 1, 2, 3)),
        ({"SHARD_COUNT": "4", "SHARD_IDS": " 0, 2 "}, 4, (0, 2)),
        ({"SHARD_COUNT": "8", "SHARD_IDS": "5,0-1"}, 8, (0, 1, 5)),
    ],
)
def test_shard_settings(env, count, ids, tmp_path):
    sharding = Settings.from_env(env, dotenv_path=tmp_path / "none").sharding
    assert (sharding.count, sharding.ids) == (count, ids)


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"SHARD_IDS": "0-3"}, "SHARD_IDS: needs SHARD_COUNT as well"),
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT: Input should be greater than or equal to 1"),
        ({"SHARD_COUNT": "two"}, "SHARD_COUNT: Input should be a valid integer"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0-3"}, "shard 2 does not exist: with SHARD_COUNT=2"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "1,1"}, "'1,1' names a shard twice"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "3-1"}, "'3-1' is not a range of shard ids"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "a"}, "'a' is not a shard id or a range like 0-3"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "0,,1"}, "has an empty entry"),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "-1"}, "is not a shard id or a range"),
    ],
)
def test_bad_shard_settings_say_what_is_wrong(env, message, tmp_path):
    with pytest.raises(ConfigError, match=re.escape(message)):
        Settings.from_env(env, dotenv_path=tmp_path / "none")


def test_the_bot_runs_the_shards_it_is_given(tmp_path):
    from bot.app import create_bot

    env = {"DISCORD_TOKEN": "abc", "SHARD_COUNT": "4", "SHARD_IDS": "1-2"}
    bot = create_bot(Settings.from_env(env, dotenv_path=tmp_path / "none"), games=ROUND_HOUSE_ONLY)
    assert (bot.shard_count, bot.shard_ids) == (4, [1, 2])
    automatic = create_bot(
        Settings.from_env({"DISCORD_TOKEN": "abc"}, dotenv_path=None), games=ROUND_HOUSE_ONLY
    )
    assert (automatic.shard_count, automatic.shard_ids) == (None, None)


@pytest.mark.parametrize(
    ("env", "owner"),
    [
        ({}, "all shards"),
        ({"SHARD_COUNT": "4"}, "all shards"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "0-1"}, "all shards"),
        ({"SHARD_COUNT": "8", "SHARD_IDS": "2,3,5"}, "shards 2-3,5/8"),
    ],
)
def test_a_process_is_named_by_its_shards(env, owner, tmp_path):
    """The name its claims on shared work are held by: the same after a restart."""
    assert Settings.from_env(env, dotenv_path=tmp_path / "none").sharding.owner == owner
