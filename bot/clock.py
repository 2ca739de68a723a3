"""The bot's one time source: every "now" (store time stamps, reminders, deadlines, results).

`discord_now` is Discord's idea of now: the real UTC time in production and simcord's virtual
clock under test. Whatever needs the time takes a `Clock`, so a test can also pass its own.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import discord

Clock = Callable[[], datetime]  # an aware UTC datetime


def discord_now() -> datetime:
    return discord.utils.utcnow()
