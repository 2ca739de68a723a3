"""The Round House Discord bot: `create_bot(settings)` builds it (see bot/app.py)."""

from .app import RoundHouseBot, create_bot
from .config import ConfigError, Settings

__all__ = ["ConfigError", "RoundHouseBot", "Settings", "create_bot"]
