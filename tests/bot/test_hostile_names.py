"""Issue 19, part 1, through discord.py's real code (simcord, which refuses what Discord
refuses): a member whose name holds line breaks, controls, bidi overrides, right-to-left script
or 3,000 characters hosts a game in a thread of its own, plays it, lists it and abandons it;
every message, answer and thread name keeps Discord's limits and lets no bidi control loose."""

from __future__ import annotations

import discord
import pytest
from simcord.backend.models.channel import Overwrite
from simcord.enums import OverwriteType

from bot.game.text import named, seat_name
from tests.support.tables import add_computer, is_lobby, public_posts
from tests.support.text import THREAD_NAME, posted_problems, text_problems

NAMES = [
    "a\nb",
    "Ann\u202eevil\u202c",
    "\x1c\x85\r\u2066x\u2069",
    "שלום " * 600,  # 3,000 characters, right to left
    "\u200b\u3164",  # nothing visible
]


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
