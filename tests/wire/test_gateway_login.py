"""Login and the gateway over a real socket: REST login, HELLO/IDENTIFY/READY, heartbeats."""

from __future__ import annotations

import asyncio
import math

import discord
import pytest
from discord.gateway import DiscordWebSocket
from discord.http import Route
from fakediscord import FakeDiscord, pointed_at, running
from fakediscord.demo import demo_bot
from fakediscord.patience import PATIENCE


def plain_client() -> discord.Client:
    return discord.Client(intents=discord.Intents.default())


async def test_login_and_ready_over_the_wire(fake: FakeDiscord) -> None:
    client = plain_client()
    async with running(client, fake):
        assert client.user is not None and client.user.id == fake.world.bot.id
        assert client.application_id == fake.world.application_id
        channel = client.get_channel(fake.world.channel_id)
        assert isinstance(channel, discord.TextChannel)
        assert channel.guild.id == fake.world.guild_id
        assert channel.guild.member_count == 1 + len(fake.world.people)

    me = fake.requests.of("GET", "/users/@me")
    assert len(me) == 1 and me[0].authorization == f"Bot {fake.world.token}"
    assert len(fake.requests.of("GET", "/oauth2/applications/@me")) == 1
    assert fake.requests.unmatched == []


async def test_identify_carries_token_and_intents_on_a_zlib_stream(fake: FakeDiscord) -> None:
    client = plain_client()
    async with running(client, fake):
        pass
    assert fake.gateway.connect_queries == [
        {"v": "10", "encoding": "json", "compress": "zlib-stream"}
    ]
    (identify,) = fake.gateway.ops(2)
    assert identify["d"]["token"] == fake.world.token
    assert identify["d"]["intents"] == discord.Intents.default().value
    assert fake.gateway.intents == discord.Intents.default().value


async def test_heartbeats_are_acknowledged(fake: FakeDiscord) -> None:
    client = plain_client()
    async with running(client, fake):
        # discord.py heartbeats as soon as HELLO arrives; latency stays inf until the ACK.
        async def acknowledged() -> None:
            while math.isinf(client.latency):
                await asyncio.sleep(0.01)

        await asyncio.wait_for(acknowledged(), PATIENCE)
        assert fake.gateway.ops(1), "no HEARTBEAT frame reached the fake"


async def test_wrong_token_fails_login(fake: FakeDiscord) -> None:
    client = plain_client()
    with pointed_at(fake), pytest.raises(discord.LoginFailure):
        await asyncio.wait_for(client.login("not-the-token"), PATIENCE)
    await client.close()
    (attempt,) = fake.requests.of("GET", "/users/@me")
    assert attempt.status == 401


async def test_gateway_closes_4004_on_a_bad_identify(fake: FakeDiscord) -> None:
    client = plain_client()
    with pointed_at(fake):
        await asyncio.wait_for(client.login(fake.world.token), PATIENCE)
        client.http.token = "tampered"
        with pytest.raises(discord.ConnectionClosed) as closed:
            await asyncio.wait_for(client.connect(reconnect=False), PATIENCE)
        await client.close()
    assert closed.value.code == 4004
    assert not fake.gateway.identified.is_set()


async def test_pointed_at_restores_discord_urls(fake: FakeDiscord) -> None:
    before = (Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY)
    with pointed_at(fake):
        assert fake.api_base == Route.BASE
        assert str(DiscordWebSocket.DEFAULT_GATEWAY) == fake.gateway_url
    assert before == (Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY)
    assert Route.BASE.startswith("https://discord.com/api/v10")


async def test_reconnect_request_is_resumed_and_events_keep_flowing(fake: FakeDiscord) -> None:
    client = demo_bot()
    async with running(client, fake):
        (first,) = fake.gateway.sessions
        await fake.gateway.request_reconnect()

        async def resumed() -> None:
            while not any(s.identified and s is not first for s in fake.gateway.sessions):
                await asyncio.sleep(0.01)

        await asyncio.wait_for(resumed(), PATIENCE)
        (resume,) = fake.gateway.ops(6)
        assert resume["d"]["session_id"] == first.session_id
        assert resume["d"]["seq"] == 2  # READY and GUILD_CREATE were seen
        interaction = await fake.invoke("demo", "ping", word="again")
        callback = await fake.callback_of(interaction)
    assert callback.payload["data"]["content"] == "pong again"
    assert len(fake.gateway.ops(2)) == 1  # resumed, not identified again
