"""`roundhouse bot`: read the settings, set up logging, build the bot with `create_bot` for the
catalogue of games the command line passes in, run it (on uvloop's event loop where installed:
`run_loop`) until Ctrl-C or SIGTERM, either of which closes it (`serve`).

The log never holds a secret: discord.py's DEBUG lines carry interaction webhook URLs and
gateway payloads whose tokens answer an interaction for 15 minutes, so every line is written
through `Redacting`, which replaces those tokens (and the bot token, should it ever appear).
Nor can a player's text forge a line: `Redacting` writes each message on one line, its line
breaks, controls and bidi overrides escaped (`bot.game.text.loggable`; a traceback keeps its
lines).

A start that cannot go on says why in one line, without a traceback: no DISCORD_TOKEN (exit
status NO_TOKEN, which `make run` takes for a clean stop), a bad setting or a token Discord
rejects (2), Discord out of reach (1: `unreachable`).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import re
import signal
import socket
import sys
from collections.abc import Coroutine
from typing import Any, TypeVar

import aiohttp
import discord

try:
    import uvloop
except ImportError:  # not on Windows
    uvloop = None  # type: ignore[assignment]

from bot.app import RoundHouseBot, create_bot
from bot.config import ConfigError, MissingToken, Settings
from bot.game.catalogue import Catalogue
from bot.game.text import loggable
from bot.storage.database import describe

log = logging.getLogger("bot")
T = TypeVar("T")

SECRETS = (
    # …/interactions/{id}/{token}/callback and …/webhooks/{application id}/{token}/…
    re.compile(r"(/(?:interactions|webhooks)/[0-9]+/)[^/\s'\"?]+"),
    # a gateway payload's 'token': '…' (INTERACTION_CREATE) as a dict or as JSON
    re.compile(r"""(['"]token['"]\s*:\s*['"])[^'"]+"""),
)
REDACTED = "[redacted]"
# Seconds a thread waiting for the GIL waits for a busy event loop to let go of it (Python's
# default: 0.005). SQLite's threads take it around every statement: during a burst of clicks,
# with the loop busy, a save would wait up to the default interval several times over.
SWITCH_INTERVAL = 0.0005
NO_TOKEN = 3  # the exit status of a start without DISCORD_TOKEN (the Makefile's NO_TOKEN)


def redact(text: str, *, token: str | None = None) -> str:
    """`text` with interaction and webhook tokens (and `token`, the bot's) replaced."""
    for pattern in SECRETS:
        text = pattern.sub(rf"\g<1>{REDACTED}", text)
    if token:
        text = text.replace(token, REDACTED)
    return text


class Redacting(logging.Formatter):
    """A formatter around another: what it writes (message and traceback) is redacted, and the
    message is one line (`loggable`)."""

    def __init__(self, inner: logging.Formatter | None, *, token: str | None = None) -> None:
        super().__init__()
        self.inner = inner or logging.Formatter()
        self.token = token

    def format(self, record: logging.LogRecord) -> str:
        message = record.getMessage()
        if not message.isprintable():  # a name, a custom id…: never a line of its own
            record = logging.makeLogRecord({**record.__dict__, "msg": loggable(message)})
            record.args = None
        return redact(self.inner.format(record), token=self.token)


def setup_logging(
    level: str, *, handler: logging.Handler | None = None, token: str | None = None
) -> logging.Handler:
    """discord.py's logging setup on the root logger at `level`, through `Redacting`; the
    handler (default: stderr)."""
    handler = handler or logging.StreamHandler()
    discord.utils.setup_logging(handler=handler, level=getattr(logging, level))
    handler.setFormatter(Redacting(handler.formatter, token=token))
    return handler


def run_loop(main: Coroutine[Any, Any, T]) -> T:
    """Run `main` on uvloop's event loop where it is installed (every click then costs the
    loop less CPU), else on asyncio's own; with a GIL switch interval of SWITCH_INTERVAL."""
    sys.setswitchinterval(SWITCH_INTERVAL)
    if uvloop is None:
        return asyncio.run(main)
    return uvloop.run(main)


async def serve(bot: RoundHouseBot, token: str) -> None:
    """Run `bot` until it is closed. SIGTERM (how a service manager or a deploy stops it) closes
    it as Ctrl-C does, instead of ending the process where it stands: its loops and computer
    seats stop, its heartbeat is deleted (so the next process of its place takes back at once
    the posts it left unsent), its database is closed and it leaves the gateway."""
    closing: list[asyncio.Task[None]] = []  # the close SIGTERM started, kept until it ends
    with contextlib.suppress(NotImplementedError):  # Windows: Ctrl-C only
        asyncio.get_running_loop().add_signal_handler(
            signal.SIGTERM, lambda: closing.append(asyncio.ensure_future(bot.close()))
        )
    async with bot:
        await bot.start(token)


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--env-file", default=".env", help="settings file (default: .env)")


def run(args: argparse.Namespace, games: Catalogue) -> int:
    try:
        settings = Settings.from_env(dotenv_path=args.env_file)
        token = settings.require_token()
    except ConfigError as exc:
        print(f"roundhouse bot: {exc}", file=sys.stderr)
        return NO_TOKEN if isinstance(exc, MissingToken) else 2
    setup_logging(settings.log_level, token=token)
    log.info("database: %s", describe(settings.database))
    bot = create_bot(settings, games=games, freeze_start_up=True)
    try:
        run_loop(serve(bot, token))
    except KeyboardInterrupt:
        pass
    except discord.LoginFailure:
        print(
            "roundhouse bot: Discord rejected DISCORD_TOKEN. Reset the token on your "
            "application's Bot page and update .env.",
            file=sys.stderr,
        )
        return 2
    except aiohttp.ClientConnectionError as exc:
        print(f"roundhouse bot: {unreachable(exc)}", file=sys.stderr)
        return 1
    return 0


def unreachable(error: aiohttp.ClientConnectionError) -> str:
    """One sentence: Discord could not be reached (where, and the system's reason), and what to
    check."""
    if isinstance(error, aiohttp.ClientConnectorError):
        cause = error.os_error  # "Connection refused", or the resolver's "Name or service…"
        errno = None if isinstance(cause, socket.gaierror) else cause.errno
        reason = os.strerror(errno) if errno else cause.strerror or str(cause)
        where = f"Discord at {error.host}:{error.port} ({reason})"
    else:
        where = f"Discord ({error or type(error).__name__})"
    return (
        f"could not reach {where}; check this machine's internet connection, its DNS and any "
        "firewall or proxy in the way, then start the bot again."
    )
