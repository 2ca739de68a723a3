"""`roundhouse bot`: read the settings, build the bot with `create_bot`, run it."""

from __future__ import annotations

import argparse
import logging
import sys

import discord

from bot.app import create_bot
from bot.config import ConfigError, Settings

log = logging.getLogger("bot")


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--env-file", default=".env", help="settings file (default: .env)")


def run(args: argparse.Namespace) -> int:
    try:
        settings = Settings.from_env(dotenv_path=args.env_file)
        token = settings.require_token()
    except ConfigError as exc:
        print(f"roundhouse bot: {exc}", file=sys.stderr)
        return 2
    discord.utils.setup_logging(level=getattr(logging, settings.log_level))
    log.info("database: %s", settings.database_path)
    bot = create_bot(settings)
    try:
        bot.run(token, log_handler=None)
    except discord.LoginFailure:
        print(
            "roundhouse bot: Discord rejected DISCORD_TOKEN. Reset the token on your "
            "application's Bot page and update .env.",
            file=sys.stderr,
        )
        return 2
    return 0
