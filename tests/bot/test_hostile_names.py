"""Issue 19, part 1, through discord.py's real code (simcord, which refuses what Discord
refuses): a member whose name holds line breaks, controls, bidi overrides, right-to-left script
or 3,000 characters hosts a game in a thread of its own, plays it, lists it and abandons it;
every message, answer and thread name keeps Discord's limits and lets no bidi control loose. And
issue 28: members called `محمد` and `**Zed** `Quill`` play each game of the catalogue, and every
post, answer and DM writes their names escaped and isolated (`locales.names.written`), and as
typed, isolated, where Discord shows text unformatted (footers, labels, alt text)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import discord
import pytest
from simcord.backend.models.channel import Overwrite
from simcord.enums import OverwriteType

from bot.app import create_bot
from bot.game.protocol import Picture
from bot.game.text import named, seat_name
from games import catalogue
from tests.support.fixtures import PNG_1x1
from tests.support.tables import add_computer, buttons, is_lobby, public_posts
from tests.support.text import (
    THREAD_NAME,
    bare_names,
    posted_parts,
    posted_problems,
    text_problems,
    texts_of,
)

NAMES = [
    "a\nb",
    "Ann\u202eevil\u202c",
    "\x1c\x85\r\u2066x\u2069",
    "שלום " * 600,  # 3,000 characters, right to left
    "\u200b\u3164",  # nothing visible
]


GAMES = catalogue()
MARKED = ["محمد", "**Zed** `Quill`"]  # right to left; Markdown that would make it bold and code
DECISIONS = 40  # of each game, through the members' panels
NOT_MOVES = ("Undo", "Show board", "My board", "My hand", "My castle")


@pytest.fixture
def simcord_bot(settings, store):
    """The bot hosting every game of the catalogue, as `roundhouse bot` does."""
    return create_bot(settings, store=store, games=GAMES)


def said(rules: Any, state: Any, events: Sequence[str] = ()) -> Picture:
    """A stand-in picture whose alt text says the turn's lines (names in them, as a game's
    alt text has them)."""
    return Picture(PNG_1x1, " ".join(events) or "board")


def seat_said(rules: Any, state: Any, seat: int) -> Picture:
    return Picture(PNG_1x1, "seat", "seat.png")


@pytest.fixture(autouse=True)
def quick_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every game's pictures drawn as a 1×1 stand-in (Round House's are by the conftest)."""
    for rules in GAMES:
        monkeypatch.setattr(type(rules), "picture", said)
        monkeypatch.setattr(type(rules), "turn_picture", said)
        monkeypatch.setattr(type(rules), "seat_picture", seat_said)
        if hasattr(rules, "decision_picture"):
            monkeypatch.setattr(type(rules), "decision_picture", lambda *_: None)


class Answers:
    """Every message a flow produced: the bot's answers to each interaction."""

    def __init__(self) -> None:
        self.messages: list = []

    def __call__(self, result):
        self.messages += [m for m in (result.response, *result.followups) if m is not None]
        return result


def problems(messages) -> list[str]:
    return [p for m in messages for p in posted_problems(m)]


@pytest.mark.parametrize("nick", NAMES, ids=["newline", "rlo", "controls", "long", "blank"])
async def test_a_hostile_name_hosts_plays_lists_and_abandons_a_game(table, nick):
    dee = table.guild.add_member(table.env.create_user("dee"), nick=nick)
    eve = table.guild.add_member(table.env.create_user("eve"), nick=nick[::-1])
    seen = Answers()
    seen(await dee.slash(table.channel, "roundhouse new", thread=True))
    (thread,) = table.channel.threads
    assert thread.name == f"Round House — {seat_name(nick)}"  # the clean name: no isolates
    assert not text_problems(thread.name, "thread name", THREAD_NAME)
    lobby = next(m for m in public_posts(thread) if is_lobby(m))
    seen(await table.bo.click(lobby, label="Join"))
    seen(await eve.slash(thread, "roundhouse join"))
    seen(await add_computer(dee, lobby))
    seen(await dee.click(lobby, label="Start"))
    game = await table.service.game_in(thread.id)
    assert game is not None  # the names as saved: seat names, as every path makes them
    saved = [seat_name(nick), "bo", seat_name(nick[::-1]), "Computer 1"]
    assert [s.name for s in game.seats] == saved
    for command in ("status", "log", "board", "me", "games", "mygames", "turn"):
        seen(await dee.slash(thread, f"roundhouse {command}"))
    seen(await table.bo.slash(thread, "roundhouse status"))
    seen(await dee.slash(thread, "roundhouse abandon"))
    assert seen.messages[-1].content == "The game is abandoned."
    notice = public_posts(thread)[-1]
    assert f"was abandoned by {named(nick)}." in notice.content
    dms = [m for member in (dee, eve, table.bo) if member.user.dm_channel for m in
           member.user.dm_channel.history()]  # fmt: skip
    assert not problems([*public_posts(thread), *seen.messages, *dms])


async def test_a_notice_discord_refuses_leaves_the_game_abandoned_and_says_so(table):
    """The abandon notice used to fail after the game was abandoned, with a generic error."""
    await table.ann.slash(table.channel, "roundhouse new")
    game = await table.service.game_in(table.channel.id)
    deny = discord.Permissions(send_messages=True).value
    bot_id = table.env.bot.user.id
    table.env.backend.edit_channel(
        table.channel.id, {}, overwrites=[Overwrite(bot_id, OverwriteType.MEMBER, deny=deny)]
    )  # a moderator took the bot's right to post here
    done = await table.ann.slash(table.channel, "roundhouse abandon")
    assert done.response.content == (
        "The game is abandoned. I could not post the notice in this channel."
    )
    assert (await table.game(game.id)).status == "abandoned"
    assert await table.service.game_in(table.channel.id) is None


def offered(panel: Any) -> list[tuple[str, str | None]]:
    """A panel's moves: (label, None) for a button, (label, value) for a menu's option."""
    moves: list[tuple[str, str | None]] = [(b, None) for b in buttons(panel) if b not in NOT_MOVES]
    for row in panel.components:
        row = row if isinstance(row, dict) else row.to_dict()
        moves += [(o["label"], o["value"]) for c in row["components"] for o in c.get("options", [])]
    return moves


async def decide(table, member, rng: random.Random) -> list[Any]:
    """`member` opens their panel from the latest post and makes one of its decisions (or
    opening played their only one); the answers (the panel, the one after the click)."""
    post = next(p for p in reversed(public_posts(table.channel)) if "Take my turn" in buttons(p))
    opened = await member.click(post, label="Take my turn")
    panel = opened.response
    moves = offered(panel)
    if not moves:  # a decision with one option played itself on opening
        return [m for m in (opened.response, *opened.followups) if m is not None]
    label, value = rng.choice(moves)
    clicked = await (member.select(panel, [value]) if value else member.click(panel, label=label))
    return [m for r in (opened, clicked) for m in (r.response, *r.followups) if m is not None]


@pytest.mark.parametrize("key", GAMES.keys())
async def test_every_game_writes_the_members_names_escaped_and_isolated(table, key):
    """Issue 28: `محمد` hosts a game of each kind against `**Zed** `Quill``; through the lobby,
    decisions on their panels, every command and the abandon notice, no post, answer or DM shows
    a name bare, and none lets its Markdown loose."""
    dee = table.guild.add_member(table.env.create_user("dee"), nick=MARKED[0])
    eve = table.guild.add_member(table.env.create_user("eve"), nick=MARKED[1])
    members = {dee.id: dee, eve.id: eve}
    seen = Answers()
    seen(await dee.slash(table.channel, "roundhouse new", game=key))
    lobby = next(m for m in public_posts(table.channel) if is_lobby(m))
    seen(await eve.click(lobby, label="Join"))
    seen(await dee.click(lobby, label="Start"))
    game = await table.service.game_in(table.channel.id)
    assert game is not None and game.rules.info.key == key
    rng = random.Random(5)
    for _ in range(DECISIONS):
        game = await table.game(game.id)
        if game.status != "playing":
            break
        seen.messages += await decide(table, members[game.user_of(game.deciders()[0])], rng)
        await table.env.advance_time(60)
    for command in ("status", "log", "board", "me", "games", "mygames", "turn"):
        seen(await dee.slash(table.channel, f"roundhouse {command}"))
    seen(await eve.slash(table.channel, "roundhouse abandon"))
    dms = [m for member in (dee, eve) if member.user.dm_channel for m in
           member.user.dm_channel.history()]  # fmt: skip
    everything = [*public_posts(table.channel), *seen.messages, *dms]
    shown = [bare for m in everything for bare in bare_names(texts_of(posted_parts(m)), MARKED)]
    assert not shown, "\n".join(shown[:20])
    assert not problems(everything)
    assert any(named(MARKED[1]) in m.content for m in everything)  # the names were said
