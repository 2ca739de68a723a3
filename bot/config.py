"""Bot settings from the environment or a `.env` file, validated at start (pydantic-settings).

Variables: DISCORD_TOKEN (required to connect), DATABASE_PATH (default `roundhouse.db`, SQLite),
DATABASE_URL (optional: `postgresql://…` keeps every game in PostgreSQL instead), DEV_GUILD_ID
(optional: sync slash commands to that server instantly), LOG_LEVEL (default INFO),
COMPUTER_DELAY (seconds a computer seat waits before each of its turns, default 2),
SHARD_COUNT and SHARD_IDS (optional: the bot's total shards, and the ones this process runs,
e.g. `0-3` or `0,2`; unset, discord.py's automatic sharding runs every shard here).
Values already in the environment win over the `.env` file; empty values count as unset.
"""

from __future__ import annotations

import io
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Literal

from dotenv.parser import parse_stream
from pydantic import Field, SecretStr, ValidationError, ValidationInfo, field_validator
from pydantic_settings import (
    BaseSettings,
    EnvSettingsSource,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
)
from pydantic_settings.sources.utils import parse_env_vars

from bot.sharding import MAX_SHARDS, Sharding, format_ids, parse_shard_ids

TOKEN_HELP = (
    "DISCORD_TOKEN is not set. Create an application at https://discord.com/developers/"
    "applications, open its Bot page, press 'Reset Token' and put the token in a .env file "
    "next to where you run the bot (DISCORD_TOKEN=...) or in the environment. "
    "See .env.example."
)

DATABASE_SCHEMES = ("postgresql://", "postgres://", "sqlite:///")

LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR"]

# The variables `Settings.from_env(env)` reads instead of os.environ (None: os.environ).
_environ: ContextVar[Mapping[str, str] | None] = ContextVar("roundhouse_environ", default=None)


class ConfigError(ValueError):
    """The configuration is missing or invalid; the message says what to fix."""


class MissingToken(ConfigError):
    """DISCORD_TOKEN is unset: nothing is wrong yet, the bot is not set up (TOKEN_HELP)."""


class MappingEnvSource(EnvSettingsSource):
    """The environment source of pydantic-settings, reading a given mapping, not os.environ."""

    def __init__(self, settings_cls: type[BaseSettings], environ: Mapping[str, str]) -> None:
        super().__init__(settings_cls)
        self.env_vars = parse_env_vars(
            environ, self.case_sensitive, self.env_ignore_empty, self.env_parse_none_str
        )


class Settings(BaseSettings):
    """Everything the bot reads from its environment."""

    model_config = SettingsConfigDict(
        frozen=True,
        extra="ignore",  # a .env file may hold other programs' variables too
        env_file=".env",
        env_file_encoding="utf-8",
        env_ignore_empty=True,
        str_strip_whitespace=True,
    )

    discord_token: SecretStr | None = None
    database_path: str = "roundhouse.db"
    database_url: SecretStr | None = None  # may hold a password: never shown
    dev_guild_id: int | None = Field(default=None, gt=0)
    log_level: LogLevel = "INFO"
    computer_delay: float = Field(default=2.0, ge=0, le=600)
    # Seconds a computer seat waits while the person before it may take their turn back.
    take_back_window: float = Field(default=30.0, ge=0, le=600)
    shard_count: int | None = Field(default=None, ge=1, le=MAX_SHARDS)
    shard_ids: str | None = None  # as written; `sharding` has them parsed

    @field_validator("log_level", mode="before")
    @classmethod
    def _upper(cls, value: object) -> object:
        return value.strip().upper() if isinstance(value, str) else value

    @field_validator("database_path")
    @classmethod
    def _path(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must not be empty")
        return value

    @field_validator("database_url")
    @classmethod
    def _url(cls, value: SecretStr | None) -> SecretStr | None:
        if value is not None and not value.get_secret_value().startswith(DATABASE_SCHEMES):
            raise ValueError("must start with postgresql:// (or sqlite:/// for a SQLite file)")
        return value

    @field_validator("shard_ids")
    @classmethod
    def _shard_ids(cls, value: str | None, info: ValidationInfo) -> str | None:
        if value is None:
            return None
        if "shard_count" not in info.data:
            raise ValueError("needs a valid SHARD_COUNT as well")
        return format_ids(parse_shard_ids(value, info.data["shard_count"]))

    @property
    def sharding(self) -> Sharding:
        """The shards this process runs (automatic when SHARD_COUNT is unset)."""
        if self.shard_count is None:
            return Sharding()
        ids = None if self.shard_ids is None else parse_shard_ids(self.shard_ids, self.shard_count)
        return Sharding(self.shard_count, ids)

    @property
    def database(self) -> str:
        """Where the games are: DATABASE_URL when set, else the SQLite file DATABASE_PATH."""
        if self.database_url is not None:
            return self.database_url.get_secret_value()
        return self.database_path

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        """Arguments, then the environment (or `from_env`'s mapping), then the `.env` file."""
        environ = _environ.get()
        if environ is not None:
            env_settings = MappingEnvSource(settings_cls, environ)
        return init_settings, env_settings, dotenv_settings

    @classmethod
    def from_env(
        cls, env: Mapping[str, str] | None = None, dotenv_path: str | Path | None = ".env"
    ) -> Settings:
        """Read settings from `env` (default: os.environ) over the `.env` file, if any.

        Raises ConfigError with a readable message on a bad value or a bad `.env` line.
        """
        if dotenv_path is not None and Path(dotenv_path).is_file():
            parse_dotenv(Path(dotenv_path).read_text(encoding="utf-8"))  # a bad line: say which
        try:
            with _reading(env):
                return cls(_env_file=dotenv_path)
        except ValidationError as exc:
            problems = []
            for error in exc.errors():
                field = str(error["loc"][0]).upper() if error["loc"] else "settings"
                problems.append(f"{field}: {error['msg'].removeprefix('Value error, ')}")
            raise ConfigError("Invalid configuration: " + "; ".join(problems)) from None

    def require_token(self) -> str:
        """The token, or MissingToken explaining how to get one."""
        if self.discord_token is None or not self.discord_token.get_secret_value():
            raise MissingToken(TOKEN_HELP)
        return self.discord_token.get_secret_value()


@contextmanager
def _reading(env: Mapping[str, str] | None) -> Iterator[None]:
    token = _environ.set(env)
    try:
        yield
    finally:
        _environ.reset(token)


def parse_dotenv(text: str) -> dict[str, str]:
    """`KEY=value` lines as python-dotenv reads them (`#` comments, blank lines, `export ` and
    quotes allowed); ConfigError naming the first line that is not one."""
    out: dict[str, str] = {}
    for binding in parse_stream(io.StringIO(text)):
        if binding.error or (binding.key is not None and binding.value is None):
            raise ConfigError(f".env line {binding.original.line}: expected KEY=value")
        if binding.key is not None and binding.value is not None:
            out[binding.key] = binding.value
    return out
