"""The fake's own protocol rules, checked with a bare aiohttp client (no discord.py)."""

from __future__ import annotations

import asyncio
import json
import zlib
from typing import Any

import aiohttp
from fakediscord import FakeDiscord
from fakediscord.patience import PATIENCE


async def receive_json(ws: aiohttp.ClientWebSocketResponse) -> dict[str, Any]:
    message = await asyncio.wait_for(ws.receive(), PATIENCE)
    assert message.type == aiohttp.WSMsgType.TEXT, message
    return json.loads(message.data)


async def test_uncompressed_gateway_speaks_text_frames(fake: FakeDiscord) -> None:
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(fake.gateway_url + "?v=10&encoding=json") as ws,
    ):
        hello = await receive_json(ws)
        assert hello["op"] == 10 and hello["d"]["heartbeat_interval"] > 0
        await ws.send_json({"op": 1, "d": None})
        assert (await receive_json(ws))["op"] == 11
        await ws.send_json({"op": 2, "d": {"token": fake.world.token, "intents": 1}})
        ready, guild = await receive_json(ws), await receive_json(ws)
    assert (ready["t"], ready["s"]) == ("READY", 1)
    assert (guild["t"], guild["s"]) == ("GUILD_CREATE", 2)
    assert guild["d"]["channels"][0]["id"] == str(fake.world.channel_id)


async def test_zlib_stream_frames_share_one_context(fake: FakeDiscord) -> None:
    inflate = zlib.decompressobj()
    url = fake.gateway_url + "?v=10&encoding=json&compress=zlib-stream"
    async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
        frames = []
        await ws.send_json({"op": 1, "d": None})
        for _ in range(2):
            message = await asyncio.wait_for(ws.receive(), PATIENCE)
            assert message.type == aiohttp.WSMsgType.BINARY
            assert message.data.endswith(b"\x00\x00\xff\xff")
            frames.append(json.loads(inflate.decompress(message.data)))
    assert [f["op"] for f in frames] == [10, 11]


async def test_rest_requires_the_bot_token_and_flags_unknown_routes(fake: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as session:
        async with session.get(fake.api_base + "/users/@me") as anonymous:
            assert anonymous.status == 401
        headers = {"Authorization": f"Bot {fake.world.token}"}
        async with session.get(fake.api_base + "/guilds/1/roles", headers=headers) as unknown:
            assert unknown.status == 404
            assert unknown.headers["Content-Type"] == "application/json"
    (unmatched,) = fake.requests.unmatched
    assert unmatched.path == "/api/v10/guilds/1/roles"


async def test_an_interaction_can_be_acknowledged_only_once(fake: FakeDiscord) -> None:
    fake.commands.overwrite(None, [{"name": "ping", "description": "p"}])
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(fake.gateway_url) as ws:
            await receive_json(ws)
            await ws.send_json({"op": 2, "d": {"token": fake.world.token, "intents": 1}})
            ready_and_guild = [await receive_json(ws) for _ in range(2)]
            assert [f["t"] for f in ready_and_guild] == ["READY", "GUILD_CREATE"]
            interaction = await fake.invoke("ping")
            dispatched = await receive_json(ws)
        assert dispatched["t"] == "INTERACTION_CREATE"
        assert dispatched["d"]["data"]["name"] == "ping"
        url = f"{fake.api_base}/interactions/{interaction.id}/{interaction.token}/callback"
        async with session.post(url, json={"type": 7, "data": {"content": "x"}}) as wrong:
            assert wrong.status == 400  # a slash command has no message to update
        body = {"type": 4, "data": {"content": "pong"}}
        async with session.post(url, json=body) as first:
            assert first.status == 200
            answered = await first.json()
        async with session.post(url, json=body) as second:
            assert second.status == 400
            assert (await second.json())["code"] == 40060
    assert answered["resource"]["message"]["content"] == "pong"
    assert answered["interaction"]["response_message_id"] == str(interaction.original_id)


async def test_resuming_an_unknown_session_is_invalidated(fake: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as session, session.ws_connect(fake.gateway_url) as ws:
        await receive_json(ws)
        resume = {"token": fake.world.token, "session_id": "never-issued", "seq": 3}
        await ws.send_json({"op": 6, "d": resume})
        invalid = await receive_json(ws)
    assert (invalid["op"], invalid["d"]) == (9, False)
    assert not fake.gateway.live()


async def test_bad_json_and_fake_failures_are_400_not_5xx(fake: FakeDiscord) -> None:
    headers = {"Authorization": f"Bot {fake.world.token}", "Content-Type": "application/json"}
    url = f"{fake.api_base}/channels/{fake.world.channel_id}/messages"
    async with aiohttp.ClientSession() as session:
        async with session.post(url, data=b"{not json", headers=headers) as bad:
            assert bad.status == 400 and (await bad.json())["code"] == 50109
        # a message edit whose body is a list makes the fake's handler fail
        message = fake.messages.create(fake.world.channel_id, {"content": "x"}, [])
        edit = f"{url}/{message['id']}"
        async with session.patch(edit, data=b"[1, 2]", headers=headers) as broken:
            assert broken.status == 400
    (failed,) = fake.requests.fake_errors
    assert failed.method == "PATCH" and "AttributeError" in (failed.fake_error or "")


async def identify(session: aiohttp.ClientSession, fake: FakeDiscord, shard: Any) -> Any:
    ws = await session.ws_connect(fake.gateway_url + "?v=10&encoding=json")
    await receive_json(ws)  # HELLO
    await ws.send_json({"op": 2, "d": {"token": fake.world.token, "intents": 1, "shard": shard}})
    return ws


async def test_shards_get_their_guilds_and_dms_go_to_shard_0(fake: FakeDiscord) -> None:
    guild_shard = (fake.world.guild_id >> 22) % 2
    async with aiohttp.ClientSession() as session:
        zero, one = [await identify(session, fake, [n, 2]) for n in (0, 1)]
        ready = {n: await receive_json(ws) for n, ws in enumerate((zero, one))}
        assert [ready[n]["d"]["shard"] for n in (0, 1)] == [[0, 2], [1, 2]]
        assert [len(ready[n]["d"]["guilds"]) for n in (0, 1)] == [guild_shard == 0, guild_shard]
        holder = (zero, one)[guild_shard]
        assert (await receive_json(holder))["t"] == "GUILD_CREATE"  # to the guild's shard only
        guild_event = {"guild_id": str(fake.world.guild_id), "n": 1}
        await fake.gateway.dispatch("TEST_GUILD", guild_event)
        await fake.gateway.dispatch("TEST_DM", {"n": 2})
        assert (await receive_json(holder))["t"] == "TEST_GUILD"
        assert (await receive_json(zero))["t"] == "TEST_DM"
        assert [(s, e) for s, e, _ in fake.gateway.delivered if e.startswith("TEST")] == [
            ((guild_shard, 2), "TEST_GUILD"),
            ((0, 2), "TEST_DM"),
        ]
        for ws in (zero, one):
            await ws.close()


async def test_an_invalid_shard_is_closed_with_4010(fake: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as session:
        for shard in ([2, 2], [0], "x", [1, 0]):
            ws = await identify(session, fake, shard)
            message = await asyncio.wait_for(ws.receive(), PATIENCE)
            assert message.type == aiohttp.WSMsgType.CLOSE and message.data == 4010, shard
        ws = await identify(session, fake, [0, 2])
        await receive_json(ws)  # READY
        other = await identify(session, fake, [1, 3])  # a different shard count
        message = await asyncio.wait_for(other.receive(), PATIENCE)
        assert message.type == aiohttp.WSMsgType.CLOSE and message.data == 4010
        await ws.close()
