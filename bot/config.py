"""Bot settings from the environment or a `.env` file, validated at start.

Variables: DISCORD_TOKEN (required to connect), DATABASE_PATH (default `roundhouse.db`),
DEV_GUILD_ID (optional: sync slash commands to that server instantly), LOG_LEVEL (default INFO),
COMPUTER_DELAY (seconds a computer seat waits before each of its turns, default 2).
Values already in the environment win over the `.env` file.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator

TOKEN_HELP = (
    "DISCORD_TOKEN is not set. Create an application at https://discord.com/developers/"
    "applications, open its Bot page, press 'Reset Token' and put the token in a .env file "
    "next to where you run the bot (DISCORD_TOKEN=...) or in the environment. "
    "See .env.example."
)

LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR"]


class ConfigError(ValueError):
    """The configuration is missing or invalid; the message says what to fix."""


class Settings(BaseModel):
    """Everything the bot reads from its environment."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    discord_token: SecretStr | None = None
    database_path: str = "roundhouse.db"
    dev_guild_id: int | None = Field(default=None, gt=0)
    log_level: LogLevel = "INFO"
    computer_delay: float = Field(default=2.0, ge=0, le=600)

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

    @classmethod
    def from_env(
        cls, env: Mapping[str, str] | None = None, dotenv_path: str | Path | None = ".env"
    ) -> Settings:
        """Read settings from `env` (default: os.environ) over the `.env` file, if any.

        Raises ConfigError with a readable message on a bad value.
        """
        values: dict[str, str] = {}
        if dotenv_path is not None and Path(dotenv_path).is_file():
            values.update(parse_dotenv(Path(dotenv_path).read_text(encoding="utf-8")))
        values.update(os.environ if env is None else env)
        raw: dict[str, object] = {}
        for name in (
            "DISCORD_TOKEN",
            "DATABASE_PATH",
            "DEV_GUILD_ID",
            "LOG_LEVEL",
            "COMPUTER_DELAY",
        ):
            value = values.get(name, "").strip()
            if value:
                raw[name.lower()] = value
        try:
            return cls.model_validate(raw)
        except ValidationError as exc:
            problems = []
            for error in exc.errors():
                field = str(error["loc"][0]).upper() if error["loc"] else "settings"
                problems.append(f"{field}: {error['msg']}")
            raise ConfigError("Invalid configuration: " + "; ".join(problems)) from None

    def require_token(self) -> str:
        """The token, or ConfigError explaining how to get one."""
        if self.discord_token is None or not self.discord_token.get_secret_value():
            raise ConfigError(TOKEN_HELP)
        return self.discord_token.get_secret_value()


def parse_dotenv(text: str) -> dict[str, str]:
    """Parse `KEY=value` lines; `#` comments, blank lines, `export ` and quotes allowed."""
    out: dict[str, str] = {}
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        line = line.removeprefix("export ").strip()
        key, sep, value = line.partition("=")
        key = key.strip()
        if not sep or not key.isidentifier():
            raise ConfigError(f".env line {number}: expected KEY=value")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        elif " #" in value:
            value = value.split(" #", 1)[0].rstrip()
        out[key] = value
    return out
