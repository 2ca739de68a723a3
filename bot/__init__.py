"""The Round House Discord bot: `create_bot(settings)` builds it (see bot/app.py)."""

from bot.app import RoundHouseBot, create_bot
from bot.config import ConfigError, Settings

__all__ = ["ConfigError", "RoundHouseBot", "Settings", "create_bot"]
