"""The database a maintenance command works on: its `--database` option and the check that the
database is there."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from bot.config import ConfigError, Settings
from bot.storage.database import BadTarget, parse_target


def add_database_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--database",
        help="a SQLite file, sqlite:///FILE or postgresql://… (default: DATABASE_URL, else "
        "DATABASE_PATH, else roundhouse.db)",
    )


def existing_database(named: str | None) -> str | None:
    """The database `named` (else the settings'), or None after saying why it cannot be used:
    a bad setting or URL, or a SQLite file that does not exist (never created here)."""
    try:
        target = named or Settings.from_env().database
        kind, location = parse_target(target)
    except (ConfigError, BadTarget) as exc:
        print(exc, file=sys.stderr)
        return None
    if kind == "sqlite" and not Path(location).is_file():
        print(f"No database at {location}.", file=sys.stderr)
        return None
    return target
