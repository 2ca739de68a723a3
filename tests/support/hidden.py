"""For the public-surface tests: games that deal the same table with other secrets, and every
public payload a scripted stretch of play produces, to compare byte for byte.

`OtherBonus` is secret tic-tac-toe dealing seat 1 another bonus square; `ReorderedDecks` is
Round House with every face-down stack in reverse order. Each pair differs only in what no
public surface may show.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from bot.app import create_bot
from bot.config import Settings
from bot.game.catalogue import Catalogue
from bot.storage.store import Store
from engine.roundhouse import GameState
from engine.roundhouse.determinize import HIDDEN_STACKS
from games.roundhouse import RoundHouseRules
from tests.support.secretgame import SecretTicTacToe
from tests.support.tables import public_posts

SNOWFLAKE = re.compile(r"\d{17,20}")  # message and interaction ids: new for every message


class OtherBonus(SecretTicTacToe):
    """Seat 1's bonus square is another one; everything else is dealt the same."""

    def deal(self, seed: int) -> list[int]:
        first, second = super().deal(seed)
        return [first, next(sq for sq in range(9, 0, -1) if sq not in (first, second))]


class ReorderedDecks(RoundHouseRules):
    """Round House with every face-down stack in reverse order."""

    def setup(self, names: Sequence[str], seed: int, options: Any = None) -> GameState:
        state = super().setup(names, seed, options)
        for name in HIDDEN_STACKS:
            setattr(state.decks, name, list(reversed(getattr(state.decks, name))))
        return state


async def payload(message: Any) -> tuple[Any, ...]:
    """What a reader gets of one message: its text, embeds, attachments (bytes, alt text and
    name) and buttons."""
    files = [(await a.read(), a.description, a.filename) for a in message.attachments]
    embeds = [e.to_dict() for e in message.embeds]
    rows = [r if isinstance(r, dict) else r.to_dict() for r in message.components]
    return message.content, embeds, files, rows


async def payloads(messages: Sequence[Any]) -> list[tuple[Any, ...]]:
    return [await payload(m) for m in messages]


def posts_since(channel: Any, start: int) -> list[Any]:
    return public_posts(channel)[start:]


def log_lines(records: Sequence[Any]) -> list[str]:
    """The bot's log lines, message ids aside."""
    return [SNOWFLAKE.sub("#", r.getMessage()) for r in records if r.name.startswith("bot")]


async def bot_on(table: Any, tmp_path: Any, name: str, rules: Any) -> Store:
    """A bot hosting `rules` alone on a database file of its own (`name`.db) in the table's
    simcord (the one before it stopped); its store."""
    path = str(tmp_path / f"{name}.db")
    settings = Settings(database_path=path, computer_delay=30, shard_count=1)
    store = await Store.open(path)
    await table.env.restart_bot(create_bot(settings, store=store, games=Catalogue(rules)))
    return store


async def spectate(table: Any) -> list[Any]:
    """A spectator's (cy's) answers: status, the log and Show board on the latest post."""
    status = (await table.cy.slash(table.channel, "roundhouse status")).response
    log = (await table.cy.slash(table.channel, "roundhouse log")).response
    board = (await table.cy.click(table.posts()[-1], label="Show board")).response
    return [status, log, board]


def normal(found: list[Any]) -> list[Any]:
    """Payloads with message, channel and interaction ids made alike (each run posts in a
    channel of its own: a jump link names it)."""
    return [
        (
            SNOWFLAKE.sub("#", text),
            SNOWFLAKE.sub("#", str(embeds)),
            files,
            SNOWFLAKE.sub("#", str(rows)),
        )
        for text, embeds, files, rows in found
    ]


def dm_history(member: Any) -> list[Any]:
    """The bot's DMs to a member (its public messages there), oldest first."""
    channel = member.user.dm_channel
    return [] if channel is None else [m for m in channel.history() if not m.flags.ephemeral]


async def collected(
    table: Any, game_id: int, posts: int, dms: list[int], answers: list[Any], records: Any
) -> list[Any]:
    """Every public payload of a stretch of play: the channel's posts since the first `posts`,
    the spectator's `answers`, ann's and bo's DMs since their first `dms` (their words, embeds
    and pictures: a turn DM's buttons are its reader's own choices, sent to that seat alone, as
    its panel is), the move log and the bot's log lines (`records`)."""
    lines = [m.line for m in await table.service.store.moves(game_id)]
    dm = [dm_history(m)[n:] for m, n in zip((table.ann, table.bo), dms, strict=True)]
    return [
        normal(await payloads(posts_since(table.channel, posts))),
        normal(await payloads(answers)),
        [
            [(text, embeds, files) for text, embeds, files, _ in normal(await payloads(d))]
            for d in dm
        ],
        lines,
        log_lines(records),
    ]
