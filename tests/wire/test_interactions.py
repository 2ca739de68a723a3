"""One slash command, one click and PNG uploads, driven through a reference discord.py bot."""

from __future__ import annotations

import asyncio
import io

import discord
import pytest
from fakediscord import EPHEMERAL, FakeDiscord, find_component, running
from fakediscord.demo import demo_bot, png_bytes
from fakediscord.patience import PATIENCE
from PIL import Image

CALLBACK = "/interactions/{interaction_id}/{token}/callback"
FOLLOWUP = "/webhooks/{application_id}/{token}"
WEBHOOK_MESSAGE = "/webhooks/{application_id}/{token}/messages/{message_id}"


async def test_commands_are_bulk_overwritten_globally(fake: FakeDiscord) -> None:
    async with running(demo_bot(), fake):
        pass
    (put,) = fake.requests.of("PUT", "/applications/{application_id}/commands")
    assert [c["name"] for c in put.json] == ["demo"]
    subcommands = {o["name"]: o for o in put.json[0]["options"]}
    assert set(subcommands) == {"ping", "buttons", "picture", "upload"}
    word = subcommands["ping"]["options"][0]
    assert (word["name"], word["type"], word["required"]) == ("word", 3, True)
    assert fake.commands.find("demo")["id"] == put.response[0]["id"]


async def test_guild_sync_uses_the_guild_route(fake: FakeDiscord) -> None:
    async with running(demo_bot(sync_guild=fake.world.guild_id), fake) as bot:
        interaction = await fake.invoke("demo", "ping", word="guild")
        callback = await fake.callback_of(interaction)
        assert bot.tree.get_command("demo", guild=discord.Object(fake.world.guild_id))
    (put,) = fake.requests.of("PUT", "/applications/{application_id}/guilds/{guild_id}/commands")
    assert put.path.endswith(f"/guilds/{fake.world.guild_id}/commands")
    assert interaction.payload["data"]["guild_id"] == str(fake.world.guild_id)
    assert callback.payload["data"]["content"] == "pong guild"


async def test_slash_command_is_answered_ephemerally(fake: FakeDiscord) -> None:
    async with running(demo_bot(), fake):
        interaction = await fake.invoke("demo", "ping", word="hello", user="bob")
        callback = await fake.callback_of(interaction)
    assert callback.query == {"with_response": "1"}
    assert callback.payload["type"] == 4
    assert callback.payload["data"]["content"] == "pong hello"
    assert callback.payload["data"]["flags"] & EPHEMERAL
    original = fake.messages.get(interaction.original_id or 0)
    assert original["flags"] & EPHEMERAL and original["content"] == "pong hello"
    assert fake.requests.unmatched == []


async def test_unknown_option_is_refused_by_the_fake(fake: FakeDiscord) -> None:
    async with running(demo_bot(), fake):
        with pytest.raises(LookupError):
            await fake.invoke("demo", "ping", colour="red")
        with pytest.raises(LookupError):
            await fake.invoke("nonexistent")


async def test_button_click_round_trips_its_custom_id(fake: FakeDiscord) -> None:
    async with running(demo_bot(), fake):
        command = await fake.invoke("demo", "buttons", n=7)
        posted = await fake.callback_of(command)
        message_id = command.original_id
        assert message_id is not None
        (row,) = posted.payload["data"]["components"]
        assert row["components"][0]["custom_id"] == "demo:press:7"
        assert not posted.payload["data"].get("flags", 0) & EPHEMERAL

        click = await fake.click(message_id, "demo:press:7", user="carol")
        answered = await fake.callback_of(click)

    assert click.payload["data"] == {"custom_id": "demo:press:7", "component_type": 2}
    assert answered.payload["type"] == 7
    assert answered.payload["data"]["content"] == "pressed 7 by carol"
    message = fake.messages.get(message_id)
    assert message["content"] == "pressed 7 by carol"
    assert find_component(message, "demo:press:7") is None


async def test_clicking_a_button_that_is_not_there_is_refused(fake: FakeDiscord) -> None:
    async with running(demo_bot(), fake):
        command = await fake.invoke("demo", "buttons", n=1)
        await fake.callback_of(command)
        with pytest.raises(LookupError):
            await fake.click(command.original_id or 0, "demo:press:2")
        message = fake.messages.get(command.original_id or 0)
        message["components"][0]["components"][0]["disabled"] = True
        with pytest.raises(LookupError, match="disabled"):
            await fake.click(command.original_id or 0, "demo:press:1")


async def test_deferred_command_posts_a_png_followup(fake: FakeDiscord) -> None:
    async with running(demo_bot(), fake):
        interaction = await fake.invoke("demo", "picture")
        deferred = await fake.callback_of(interaction)
        followup = await fake.requests.wait_for(lambda r: r.is_("POST", FOLLOWUP))
        edit = await fake.requests.wait_for(lambda r: r.is_("PATCH", WEBHOOK_MESSAGE))

    assert deferred.payload["type"] == 5
    assert followup.multipart and followup.query.get("wait") == "1"
    (upload,) = followup.files
    assert upload.filename == "board.png" and upload.is_png
    assert Image.open(io.BytesIO(upload.data)).size == (64, 48)
    assert followup.payload["content"] == "the board"
    assert edit.path.endswith("/messages/@original")
    assert fake.messages.get(interaction.original_id or 0)["content"] == "board posted"


async def test_png_in_the_interaction_response_itself(fake: FakeDiscord) -> None:
    async with running(demo_bot(), fake):
        interaction = await fake.invoke("demo", "upload")
        callback = await fake.callback_of(interaction)
    assert callback.multipart and callback.payload["type"] == 4
    (upload,) = callback.files
    assert upload.is_png and upload.field == "files[0]"
    (attachment,) = fake.messages.get(interaction.original_id or 0)["attachments"]
    assert (attachment["width"], attachment["height"]) == (32, 32)


async def test_channel_message_with_png_can_be_downloaded_back(fake: FakeDiscord) -> None:
    picture = png_bytes(20, 10)
    async with running(discord.Client(intents=discord.Intents.default()), fake) as client:
        channel = client.get_channel(fake.world.channel_id)
        assert isinstance(channel, discord.TextChannel)
        sent = await channel.send("turn 1", file=discord.File(io.BytesIO(picture), "turn.png"))
        downloaded = await asyncio.wait_for(sent.attachments[0].read(), PATIENCE)
    (post,) = fake.requests.of("POST", "/channels/{channel_id}/messages")
    assert post.multipart and post.payload["content"] == "turn 1"
    assert post.files[0].data == picture == downloaded
    assert sent.attachments[0].content_type == "image/png"


async def test_closed_dms_answer_50007(fake: FakeDiscord) -> None:
    bob = fake.world.person("bob")
    fake.rest.closed_dms.add(bob.id)
    async with running(discord.Client(intents=discord.Intents.default()), fake) as client:
        user = await client.fetch_user(bob.id)
        with pytest.raises(discord.Forbidden) as refused:
            await user.send("your turn")
        await fake.requests.wait_for(lambda r: r.is_("POST", "/users/@me/channels"))
    assert user.name == "bob"
    assert refused.value.code == 50007
