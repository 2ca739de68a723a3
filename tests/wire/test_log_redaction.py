"""The log never holds an interaction's token: discord.py's DEBUG lines (the REST calls'
webhook URLs, the gateway's INTERACTION_CREATE payload) go through `bot.tools.run`'s logging
setup, over the wire to the fake Discord."""

from __future__ import annotations

import io
import logging

from fakediscord import FakeDiscord

from bot.app import RoundHouseBot
from bot.tools.run import setup_logging


async def test_debug_lines_carry_no_interaction_token(
    fake: FakeDiscord, roundhouse: RoundHouseBot
) -> None:
    stream = io.StringIO()
    root = logging.getLogger()
    level = root.level
    handler = setup_logging("DEBUG", handler=logging.StreamHandler(stream), token="bot-secret")
    try:
        command = await fake.invoke("roundhouse", "new", user="alice")
        await fake.callback_of(command)
        await fake.original_edit(command)
        logging.getLogger("bot").debug("an accident: %s", "bot-secret")
    finally:
        root.removeHandler(handler)
        root.setLevel(level)
    text = stream.getvalue()
    assert f"/interactions/{command.id}/[redacted]/callback" in text  # discord.http
    assert "/[redacted]/messages/@original" in text  # the interaction's webhook
    assert "'token': '[redacted]'" in text  # the gateway's INTERACTION_CREATE
    assert command.token not in text and "bot-secret" not in text


def test_text_a_player_controls_stays_on_its_log_line() -> None:
    """Issue 19, part 1: a name or a forged custom id logged with a line break or a bidi
    override cannot forge a line of its own; a traceback keeps its lines."""
    stream = io.StringIO()
    root = logging.getLogger()
    level = root.level
    handler = setup_logging("INFO", handler=logging.StreamHandler(stream))
    try:
        log = logging.getLogger("bot")
        log.warning("component %s failed", "rh:l:1:join\n2026-01-01 ERROR forged\u202e")
        try:
            raise RuntimeError("boom")
        except RuntimeError:
            log.exception("and a traceback")
    finally:
        root.removeHandler(handler)
        root.setLevel(level)
    first, *rest = stream.getvalue().splitlines()
    assert first.endswith("component rh:l:1:join\\n2026-01-01 ERROR forged\\u202e failed")
    assert "and a traceback" in rest[0] and "Traceback (most recent call last):" in rest[1]
