"""A post Discord refuses is not lost (issue 19, part 2): a channel that refuses the bot (403)
and then allows it again, a deleted channel (404) and `/roundhouse move-here`, a 500 or a 429
that succeeds when tried again; the players are told by DM and `status` says it."""

from __future__ import annotations

import discord
import pytest
from simcord.backend.models.channel import Overwrite
from simcord.enums import OverwriteType

from bot.posts import ids
from bot.sending.delivery import FAILURES_LIMIT, REFUSED_RETRY, RETRY_FIRST, backoff
from bot.storage.outbox import OutboxStore
from tests.support.tables import buttons

NOTICE = "I cannot post in"


def refuse_posts(table, channel) -> None:
    """A moderator takes Send Messages from the bot in `channel`."""
    deny = discord.Permissions(send_messages=True).value
    bot_id = table.env.bot.user.id
    table.env.backend.set_overwrite(channel.id, Overwrite(bot_id, OverwriteType.MEMBER, deny=deny))


def allow_posts(table, channel) -> None:
    table.env.backend.delete_overwrite(channel.id, table.env.bot.user.id)


def turn_posts(table, game_id: int, version: int, channel=None) -> list:
    """The channel's posts whose 'Take my turn' is for this game and version."""
    wanted = ids.turn(game_id, version)
    return [p for p in table.posts(channel) if wanted in buttons(p).values()]


async def play_turn(table, game_id: int) -> int:
    """The waiting player plays their whole turn from their latest turn DM (its panel, first
    options, End turn); the version that ended it."""
    game = await table.game(game_id)
    member = table.member(game.user_of(game.current_seat()))
    seat = game.current_seat()
    dm = next(m for m in reversed(table.dms(member)) if "Take my turn" in buttons(m))
    panel = (await member.user.click(dm, label="Take my turn")).response
    while (game := await table.game(game_id)).current_seat() == seat:
        options = [k for k in buttons(panel) if k not in ("Undo", "Show board", "My board")]
        panel = (await member.user.click(panel, label=options[0])).response
    return game.version


def notices(table, member) -> list:
    return [m for m in table.dms(member) if NOTICE in m.content]


async def test_a_channel_that_refuses_then_allows_gets_every_post(table):
    game = await table.start(humans=(table.bo,))
    refuse_posts(table, table.channel)
    refused = await play_turn(table, game.id)
    assert turn_posts(table, game.id, refused) == []  # Discord refused it: not marked sent
    outbox = OutboxStore(table.service.store)
    assert [row.version for row in await outbox.unsent()] == [refused]
    assert (await outbox.refusal(game.id)).reason == "missing permission"

    for member in (table.ann, table.bo):  # both players are told, once, where to fix it
        (notice,) = notices(table, member)
        assert f"<#{table.channel.id}>" in notice.content and "missing permission" in notice.content
        assert f"/roundhouse move-here game:{game.id}" in notice.content
    status = await table.ann.slash(table.channel, "roundhouse status")
    assert status.response.content.startswith(
        f"⚠️ The bot could not post in <#{table.channel.id}>: missing permission since <t:"
    )
    refused_again = await play_turn(table, game.id)  # the game goes on from the turn DMs
    assert all(len(notices(table, m)) == 1 for m in (table.ann, table.bo))  # told once

    allow_posts(table, table.channel)
    later = await play_turn(table, game.id)  # its posts go out, and the refused ones with them
    await table.env.advance_time(5)  # one after the other, oldest first
    assert len(turn_posts(table, game.id, later)) == 1
    order = [p.id for p in table.posts()]
    (first,), (second,) = (turn_posts(table, game.id, v) for v in (refused, refused_again))
    assert order.index(first.id) < order.index(second.id)
    assert await outbox.unsent() == [] and await outbox.refusal(game.id) is None
    now = await table.game(game.id)  # the posts sent late left the game's wait as it was:
    assert (await table.pacing.db.wait(game.id)).seat == now.current_seat()
    turn_dm = ("It's your turn", "✅ **")  # (a DM of a turn done says the game moved on)
    for member in (table.ann, table.bo):  # one turn DM per turn, none for a late post
        assert len([m for m in table.dms(member) if m.content.startswith(turn_dm)]) == 2
    status = await table.ann.slash(table.channel, "roundhouse status")
    assert "could not post" not in status.response.content


async def test_a_refused_post_is_tried_again_without_a_later_post(table):
    game = await table.start(humans=(table.bo,))
    refuse_posts(table, table.channel)
    refused = await play_turn(table, game.id)
    allow_posts(table, table.channel)
    await table.env.advance_time(REFUSED_RETRY - 60)
    assert turn_posts(table, game.id, refused) == []
    await table.env.advance_time(120)
    assert len(turn_posts(table, game.id, refused)) == 1
    assert await OutboxStore(table.service.store).unsent() == []


@pytest.mark.parametrize("status", [500, 503, 429])
async def test_a_failure_of_discord_is_tried_again_after_a_while(table, status):
    game = await table.start(humans=(table.bo,))
    path = f"/channels/{table.channel.id}/messages"
    table.env.inject_error("POST", path, status=status, message="Try again", times=2)
    version = await play_turn(table, game.id)
    assert turn_posts(table, game.id, version) == []
    await table.env.advance_time(RETRY_FIRST + 1)  # the first retry fails again
    assert turn_posts(table, game.id, version) == []
    await table.env.advance_time(backoff(2) + 1)
    assert len(turn_posts(table, game.id, version)) == 1
    assert await OutboxStore(table.service.store).unsent() == []
    assert notices(table, table.ann) == []  # a passing failure is nobody's business


async def test_discord_failing_for_long_counts_as_refused(table):
    game = await table.start(humans=(table.bo,))
    path = f"/channels/{table.channel.id}/messages"
    table.env.inject_error("POST", path, status=503, message="Unavailable", times=None)
    version = await play_turn(table, game.id)
    for failures in range(1, FAILURES_LIMIT):
        await table.env.advance_time(backoff(failures) + 1)
    refusal = await OutboxStore(table.service.store).refusal(game.id)
    assert refusal.reason == f"Discord answered 503, {FAILURES_LIMIT} times"
    assert len(notices(table, table.ann)) == 1
    table.env.backend.faults.clear()
    await table.env.advance_time(REFUSED_RETRY + 1)
    assert len(turn_posts(table, game.id, version)) == 1


async def test_a_deleted_channel_then_move_here(table):
    game = await table.start(humans=(table.bo,))
    old = table.channel
    table.env.backend.delete_channel(old.id)
    refused = await play_turn(table, game.id)
    outbox = OutboxStore(table.service.store)
    assert (await outbox.refusal(game.id)).reason == "the channel was deleted"
    assert "the channel was deleted" in notices(table, table.ann)[0].content

    new = table.guild.create_text_channel("games-2")
    choices = await table.ann.autocomplete(new, "roundhouse move-here", "game", "")
    assert [c["value"] for c in choices] == [game.id]
    nobody = await table.cy.slash(new, "roundhouse move-here", game=game.id)
    assert "Only the host or someone with Manage Server" in nobody.response.content
    moved = await table.ann.slash(new, "roundhouse move-here", game=game.id)
    assert moved.response.content == f"Round House #{game.id} is in this channel now."
    assert (await table.game(game.id)).row.channel_id == new.id
    first, post = table.posts(new)  # where it came from, then the post Discord refused
    assert first.content.startswith(f"Round House #{game.id} continues here")
    assert turn_posts(table, game.id, refused, new) == [post]
    assert await outbox.unsent() == []
    later = await play_turn(table, game.id)  # the old DM buttons work, posts go here
    assert len(turn_posts(table, game.id, later, new)) == 1


async def test_move_here_needs_a_free_channel_the_bot_can_post_in(table):
    game = await table.start(humans=(table.bo,))
    busy = table.guild.create_text_channel("busy")
    await table.cy.slash(busy, "roundhouse new")
    answer = await table.ann.slash(busy, "roundhouse move-here", game=game.id)
    assert "This channel already has a game" in answer.response.content
    assert (await table.game(game.id)).row.channel_id == table.channel.id
    here = await table.ann.slash(table.channel, "roundhouse move-here", game=game.id)
    assert "in this channel already" in here.response.content
    quiet = table.guild.create_text_channel("quiet")
    refuse_posts(table, quiet)
    answer = await table.ann.slash(quiet, "roundhouse move-here", game=game.id)
    assert answer.response.content == (
        "I cannot post in this channel: give me Send Messages here first. Nothing was changed."
    )
    assert (await table.game(game.id)).row.channel_id == table.channel.id


async def test_a_lobby_moves_with_its_lobby_message(table):
    await table.ann.slash(table.channel, "roundhouse new")
    game = await table.service.game_in(table.channel.id)
    new = table.guild.create_text_channel("games-2")
    table.env.backend.delete_channel(table.channel.id)
    moved = await table.ann.slash(new, "roundhouse move-here", game=game.id)
    assert moved.response.content == f"Round House #{game.id} is in this channel now."
    notice, lobby = table.posts(new)
    assert notice.content.startswith(f"Round House #{game.id} continues here")
    assert "Seats" in str(lobby.embeds[0].to_dict())
    await table.bo.click(lobby, label="Join")  # the lobby goes on here
    assert len((await table.game(game.id)).seats) == 2
    assert (await table.game(game.id)).row.lobby_message_id == lobby.id


def test_a_refusals_reason_is_kept_in_english_and_read_in_the_readers_words() -> None:
    """The database and the log keep a reason in English; a status line or DM says it again
    in its reader's words, a reason inside a reason too; a text no reason makes stays."""
    from bot.sending.delivery import english_reason, reason_in
    from locales.words import words_for

    zh, en = words_for("zh-TW"), words_for("en")
    refused = english_reason("refused", status=403, code=50999)
    assert refused == "Discord refused it (403, code 50999)"
    repeated = english_reason("times", reason=english_reason("answered", status=503), count=8)
    assert repeated == "Discord answered 503, 8 times"
    assert reason_in(zh, refused) == "Discord 拒絕了（403，代碼 50999）"
    assert reason_in(zh, repeated) == "Discord 回應 503，共8次"
    assert reason_in(zh, "no access to the channel") == "無法存取這個頻道"
    assert reason_in(en, repeated) == repeated
    assert reason_in(zh, "something else") == "something else"
