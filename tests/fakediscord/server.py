"""FakeDiscord: an aiohttp REST API and websocket gateway on 127.0.0.1 with a request log."""

from __future__ import annotations

import json
import logging
import socket
import time
from collections.abc import Awaitable, Callable
from types import TracebackType
from typing import Any

from aiohttp import hdrs, web

from .commands import CommandRegistry
from .gateway import Gateway
from .interactions import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    FakeInteraction,
    InteractionRegistry,
    command_options,
)
from .messages import MessageStore, find_component
from .patience import PATIENCE
from .records import RecordedFile, RecordedRequest, RequestLog
from .responses import API_PREFIX, BODY, FILES, error
from .rest import Rest
from .world import Snowflakes, World

log = logging.getLogger(__name__)
GATEWAY_PATH = "/gateway-ws"
CATCH_ALL = "/{tail}"
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
_UNAUTHENTICATED = (API_PREFIX + "/interactions/", API_PREFIX + "/webhooks/", "/attachments/")


def _refuse_body(exc: ValueError) -> Handler:
    async def refuse(request: web.Request) -> web.StreamResponse:
        return error(400, 50109, f"The request body contains invalid JSON. ({exc})")

    return refuse


async def _read_body(request: web.Request) -> tuple[Any, list[RecordedFile], bool]:
    """The JSON body (plain or `payload_json`), the uploaded files, and whether it was multipart."""
    if request.content_type.startswith("multipart/"):
        body: Any = None
        files: list[RecordedFile] = []
        reader = await request.multipart()
        while (part := await reader.next()) is not None:
            if part.name == "payload_json":
                body = json.loads(await part.text())
            else:
                data = bytes(await part.read())
                content_type = part.headers.get(hdrs.CONTENT_TYPE, "")
                files.append(RecordedFile(part.name or "", part.filename or "", content_type, data))
        return body, files, True
    raw = await request.read()
    return (json.loads(raw) if raw else None), [], False


class FakeDiscord:
    """A local stand-in for Discord's HTTP API v10 and gateway, for driving discord.py."""

    def __init__(self, world: World | None = None, *, heartbeat_interval_ms: int = 41_250) -> None:
        self.world = world or World()
        self.ids = Snowflakes()
        self.requests = RequestLog()
        self.gateway = Gateway(self.world, heartbeat_interval_ms=heartbeat_interval_ms)
        self.messages = MessageStore(self.world, self.ids, cdn_base="")
        self.commands = CommandRegistry(self.world, self.ids)
        self.interactions = InteractionRegistry(self.world, self.ids)
        self.rest = Rest(self.world, self.ids, self.messages, self.commands, self.interactions)
        self.rest.dispatch = self._dispatch_if_connected
        self.base_url = ""
        self._runner: web.AppRunner | None = None

    # -- lifecycle ---------------------------------------------------------------------

    @property
    def api_base(self) -> str:
        """What discord.py's `Route.BASE` must be set to."""
        return self.base_url + API_PREFIX

    @property
    def gateway_url(self) -> str:
        """The websocket URL (without query) discord.py must connect to."""
        return self.base_url.replace("http://", "ws://", 1) + GATEWAY_PATH

    async def start(self) -> None:
        """Listen on 127.0.0.1 on a free port."""
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
        self.base_url = f"http://127.0.0.1:{port}"
        self.messages.cdn_base = self.base_url
        self.rest.gateway_url = self.gateway_url
        self.gateway.url = self.gateway_url
        app = web.Application(middlewares=[self._record])
        app.add_routes([web.get(GATEWAY_PATH, self.gateway.handle), *self.rest.routes()])
        app.router.add_route("*", CATCH_ALL.replace("}", ":.*}"), self._unmatched)
        self._runner = web.AppRunner(app, handle_signals=False)
        await self._runner.setup()
        await web.SockSite(self._runner, sock).start()

    async def stop(self) -> None:
        """Close gateway sessions and stop listening."""
        await self.gateway.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.stop()

    # -- driving the client ------------------------------------------------------------

    async def invoke(
        self,
        name: str,
        *path: str,
        user: str = "alice",
        channel_id: int | None = None,
        **options: Any,
    ) -> FakeInteraction:
        """Send a slash command `/name path… option=value…` that the client synced.

        It is used in the text channel unless `channel_id` names a thread or DM the fake knows.
        """
        return await self._command(APPLICATION_COMMAND, name, path, user, channel_id, options, None)

    async def autocomplete(
        self,
        name: str,
        *path: str,
        focused: str,
        user: str = "alice",
        channel_id: int | None = None,
        **options: Any,
    ) -> FakeInteraction:
        """Send an autocomplete request while the user types option `focused` (one of options)."""
        return await self._command(AUTOCOMPLETE, name, path, user, channel_id, options, focused)

    async def _command(
        self,
        kind: int,
        name: str,
        path: tuple[str, ...],
        user: str,
        channel_id: int | None,
        options: dict[str, Any],
        focused: str | None,
    ) -> FakeInteraction:
        command = self.commands.find(name, self.world.guild_id)
        opts, resolved = command_options(command, path, options, self.world, focused=focused)
        data: dict[str, Any] = {"id": command["id"], "name": name, "type": 1, "options": opts}
        if resolved:
            data["resolved"] = resolved
        if "guild_id" in command:
            data["guild_id"] = command["guild_id"]
        channel = self.rest.channel_payload(channel_id or self.world.channel_id)
        interaction = self.interactions.new(kind, self.world.person(user), data, channel=channel)
        await self.gateway.dispatch("INTERACTION_CREATE", interaction.payload)
        return interaction

    async def click(
        self,
        message_id: int,
        custom_id: str,
        *,
        user: str = "alice",
        values: list[str] | None = None,
    ) -> FakeInteraction:
        """Click a component that is on a stored message and enabled (LookupError if not)."""
        message = self.messages.get(message_id)
        component = find_component(message, custom_id)
        if component is None:
            raise LookupError(f"message {message_id} has no component {custom_id!r}")
        if component.get("disabled"):
            raise LookupError(f"component {custom_id!r} is disabled")
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
        if values is not None:
            data["values"] = values
        channel = self.rest.channel_payload(int(message["channel_id"]))
        person = self.world.person(user)
        recipients = {int(u["id"]) for u in channel.get("recipients", [])}
        if recipients and person.id not in recipients:
            raise LookupError(f"{user} cannot see the DM channel {channel['id']}")
        interaction = self.interactions.new(
            MESSAGE_COMPONENT, self.world.person(user), data, channel=channel, message=message
        )
        await self.gateway.dispatch("INTERACTION_CREATE", interaction.payload)
        return interaction

    async def callback_of(
        self, interaction: FakeInteraction, timeout: float = PATIENCE
    ) -> RecordedRequest:
        """The client's (first) callback request for `interaction`, waiting for it."""
        path = f"{API_PREFIX}/interactions/{interaction.id}/{interaction.token}/callback"
        return await self.requests.wait_for(lambda r: r.path == path, timeout=timeout)

    async def _dispatch_if_connected(self, event: str, data: Any) -> None:
        if self.gateway.receivers(data):
            await self.gateway.dispatch(event, data)

    async def original_edit(
        self, interaction: FakeInteraction, timeout: float = PATIENCE
    ) -> RecordedRequest:
        """The client's first PATCH of `interaction`'s original response (a deferred answer)."""
        path = (
            f"{API_PREFIX}/webhooks/{self.world.application_id}/{interaction.token}"
            "/messages/@original"
        )
        return await self.requests.wait_for(
            lambda r: r.method == "PATCH" and r.path == path, timeout=timeout
        )

    async def message_update(
        self, interaction: FakeInteraction, timeout: float = PATIENCE
    ) -> RecordedRequest:
        """The client's request that updated a clicked message: its UPDATE_MESSAGE callback
        (type 7), or the PATCH of the original after a deferred update (type 6)."""
        callback = await self.callback_of(interaction, timeout=timeout)
        if callback.payload.get("type") == 7:
            return callback
        return await self.original_edit(interaction, timeout=timeout)

    # -- recording ---------------------------------------------------------------------

    @web.middleware
    async def _record(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.path == GATEWAY_PATH:
            return await handler(request)
        received_at = time.perf_counter()
        try:
            body, files, multipart = await _read_body(request)
        except ValueError as exc:  # not JSON: answer like Discord, never 5xx (clients retry those)
            body, files, multipart = None, [], False
            handler = _refuse_body(exc)
        request[BODY], request[FILES] = body, files
        resource = request.match_info.route.resource
        route = resource.canonical if resource is not None else request.path
        record = RecordedRequest(
            method=request.method,
            path=request.path,
            route=route.removeprefix(API_PREFIX),
            query=dict(request.query),
            authorization=request.headers.get(hdrs.AUTHORIZATION),
            json=body,
            files=files,
            multipart=multipart,
            received_at=received_at,
        )
        if not request.path.startswith(_UNAUTHENTICATED) and (
            record.authorization != f"Bot {self.world.token}"
        ):
            response: web.StreamResponse = error(401, 0, "401: Unauthorized")
        else:
            try:
                response = await handler(request)
            except Exception as exc:  # a fake bug must fail fast, not look like a 5xx outage
                record.fake_error = repr(exc)
                log.exception("fake discord failed on %s %s", request.method, request.path)
                response = error(400, 0, f"the fake Discord failed: {exc!r}")
        record.status = response.status
        record.matched = route != CATCH_ALL
        if (
            isinstance(response, web.Response)
            and isinstance(response.body, bytes)
            and response.content_type == "application/json"
        ):
            record.response = json.loads(response.body)
        self.requests.append(record)
        return response

    async def _unmatched(self, request: web.Request) -> web.Response:
        return error(404, 0, "404: Not Found")
