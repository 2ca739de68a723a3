"""The gateway: one websocket session per client connection (HELLO, IDENTIFY, READY, …).

Sharding as Discord does it: a client identifies with `shard: [id, count]`; a guild's events go
to the session of shard `(guild_id >> 22) % count` only (READY and GUILD_CREATE included), and
every DM interaction to shard 0. Sessions without a shard get everything.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import zlib
from typing import Any

from aiohttp import WSMsgType, web

from .world import World, guild_payload, member_payload, ready_payload

DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE, RESUME, RECONNECT = 0, 1, 2, 3, 6, 7
REQUEST_MEMBERS, INVALID_SESSION, HELLO, HEARTBEAT_ACK = 8, 9, 10, 11
AUTHENTICATION_FAILED = 4004
DECODE_ERROR = 4002
INVALID_SHARD = 4010


def shard_of(guild_id: int, count: int) -> int:
    """The shard Discord sends a guild's events to."""
    return (guild_id >> 22) % count


def guild_of(data: Any) -> int | None:
    """The guild a dispatch belongs to (None: a DM, or no guild)."""
    guild_id = data.get("guild_id") if isinstance(data, dict) else None
    return None if guild_id is None else int(guild_id)


class GatewaySession:
    """One connected client: sends HELLO, answers IDENTIFY/heartbeats, carries dispatches."""

    def __init__(
        self,
        ws: web.WebSocketResponse,
        gateway: Gateway,
        session_id: str,
        *,
        zlib_stream: bool,
    ) -> None:
        self.ws = ws
        self.gateway = gateway
        self.session_id = session_id
        self.sequence = 0
        self.identified = False
        self.shard: tuple[int, int] | None = None  # (id, count) from IDENTIFY
        self._compressor = zlib.compressobj() if zlib_stream else None

    async def send(self, op: int, data: Any = None, event: str | None = None) -> None:
        """Send one gateway payload (a dispatch carries a sequence number)."""
        payload: dict[str, Any] = {"op": op, "d": data, "s": None, "t": event}
        if op == DISPATCH:
            self.sequence += 1
            payload["s"] = self.sequence
        text = json.dumps(payload)
        if self._compressor is None:
            await self.ws.send_str(text)
        else:
            chunk = self._compressor.compress(text.encode()) + self._compressor.flush(
                zlib.Z_SYNC_FLUSH
            )
            await self.ws.send_bytes(chunk)

    async def dispatch(self, event: str, data: Any) -> None:
        """Send a DISPATCH (op 0) event."""
        self.gateway.delivered.append((self.shard, event, data))
        await self.send(DISPATCH, data, event)

    def receives(self, guild_id: int | None) -> bool:
        """Whether a guild's events (None: a DM's) come to this session."""
        if self.shard is None:
            return True
        shard, count = self.shard
        return shard == (0 if guild_id is None else shard_of(guild_id, count))

    async def run(self) -> None:
        """Greet the client, then answer its frames until it goes away."""
        await self.send(HELLO, {"heartbeat_interval": self.gateway.heartbeat_interval_ms})
        async for message in self.ws:
            if message.type != WSMsgType.TEXT:
                break
            try:
                frame = json.loads(message.data)
            except ValueError:
                await self.ws.close(code=DECODE_ERROR, message=b"Error while decoding payload.")
                break
            self.gateway.frames.append(frame)
            await self._handle(frame)

    async def _handle(self, frame: dict[str, Any]) -> None:
        op, data = frame.get("op"), frame.get("d")
        if op == HEARTBEAT:
            await self.send(HEARTBEAT_ACK)
        elif op == IDENTIFY:
            await self._identify(data)
        elif op == RESUME:
            await self._resume(data)
        elif op == REQUEST_MEMBERS:
            await self._member_chunk(data)

    async def _identify(self, data: dict[str, Any]) -> None:
        world = self.gateway.world
        if data.get("token") != world.token:
            await self.ws.close(code=AUTHENTICATION_FAILED, message=b"Authentication failed.")
            return
        self.gateway.intents = data.get("intents")
        if not await self._take_shard(data.get("shard")):
            return
        ready = ready_payload(world, self.session_id, self.gateway.url)
        if self.shard is not None:
            ready["shard"] = list(self.shard)
            if not self.receives(world.guild_id):
                ready["guilds"] = []
        await self.dispatch("READY", ready)
        if self.receives(world.guild_id):
            await self.dispatch("GUILD_CREATE", guild_payload(world))
        self.identified = True
        self.gateway.session_ids.add(self.session_id)
        self.gateway.identified.set()

    async def _take_shard(self, shard: Any) -> bool:
        """Record the session's shard; close it (4010) if the shard is not a valid one."""
        if shard is None:
            return True
        counts = {s.shard[1] for s in self.gateway.sessions if s.shard is not None}
        valid = (
            isinstance(shard, list)
            and len(shard) == 2
            and all(isinstance(n, int) for n in shard)
            and 0 <= shard[0] < shard[1]
            and counts <= {shard[1]}
        )
        if not valid:
            await self.ws.close(code=INVALID_SHARD, message=b"Invalid shard.")
            return False
        self.shard = (shard[0], shard[1])
        return True

    async def _resume(self, data: dict[str, Any]) -> None:
        known = data.get("session_id") in self.gateway.session_ids
        if data.get("token") != self.gateway.world.token or not known:
            await self.send(INVALID_SESSION, False)
            return
        self.session_id = data["session_id"]
        self.sequence = int(data.get("seq") or 0)
        await self.dispatch("RESUMED", {"_trace": ["fake-discord"]})
        self.identified = True

    async def _member_chunk(self, data: dict[str, Any]) -> None:
        world = self.gateway.world
        members = [member_payload(world.bot)] + [member_payload(p) for p in world.people]
        chunk = {
            "guild_id": str(data.get("guild_id")),
            "members": members,
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
            "presences": [],
        }
        if data.get("nonce") is not None:
            chunk["nonce"] = data["nonce"]
        await self.dispatch("GUILD_MEMBERS_CHUNK", chunk)


class Gateway:
    """The websocket endpoint and its sessions; records every frame a client sends."""

    def __init__(self, world: World, *, heartbeat_interval_ms: int = 41_250) -> None:
        self.world = world
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.url = ""
        self.frames: list[dict[str, Any]] = []
        self.connect_queries: list[dict[str, str]] = []
        self.sessions: list[GatewaySession] = []
        self.intents: int | None = None
        self.identified = asyncio.Event()
        self.session_ids: set[str] = set()
        # Every dispatch sent: (the session's shard or None, event, data).
        self.delivered: list[tuple[tuple[int, int] | None, str, Any]] = []
        self._session_ids = itertools.count(1)

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        """aiohttp handler for the gateway URL."""
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self.connect_queries.append(dict(request.query))
        session = GatewaySession(
            ws,
            self,
            f"fake-session-{next(self._session_ids)}",
            zlib_stream=request.query.get("compress") == "zlib-stream",
        )
        self.sessions.append(session)
        try:
            await session.run()
        finally:
            self.sessions.remove(session)
        return ws

    def ops(self, op: int) -> list[dict[str, Any]]:
        """Frames the client sent with opcode `op`."""
        return [frame for frame in self.frames if frame.get("op") == op]

    async def dispatch(self, event: str, data: Any) -> None:
        """Send a dispatch to every identified session that receives it: a guild's to its
        shard, a DM's to shard 0 (RuntimeError if there is none)."""
        live = self.receivers(data)
        if not live:
            guild_id = guild_of(data)
            raise RuntimeError(f"no identified gateway session receives {event} ({guild_id})")
        for session in live:
            await session.dispatch(event, data)

    async def request_reconnect(self) -> None:
        """Ask every identified session to reconnect and resume (op 7 RECONNECT)."""
        for session in [s for s in self.sessions if s.identified]:
            await session.send(RECONNECT)

    def receivers(self, data: Any) -> list[GatewaySession]:
        """The identified sessions a dispatch of `data` goes to."""
        guild_id = guild_of(data)
        return [s for s in self.sessions if s.identified and s.receives(guild_id)]

    def shards(self) -> list[tuple[int, int] | None]:
        """The shards of the identified sessions (None: a session without one)."""
        return [s.shard for s in self.sessions if s.identified]

    def live(self) -> bool:
        """Whether some session is identified (or resumed) and can carry dispatches."""
        return any(session.identified for session in self.sessions)

    async def close_all(self) -> None:
        """Close every open session with a normal closure."""
        for session in list(self.sessions):
            await session.ws.close(code=1000, message=b"fake discord shutting down")
