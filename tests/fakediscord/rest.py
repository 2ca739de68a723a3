"""The REST API v10 routes the fake server answers, as aiohttp handlers (an interaction's
response and webhooks: webhooks.py)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from .commands import CommandRegistry
from .interactions import InteractionRegistry
from .messages import MessageStore
from .responses import API_PREFIX, BODY, FILES, error, invalid, json_response, no_content
from .validate import command_problems, message_problems
from .webhooks import Webhooks
from .world import (
    Person,
    Snowflakes,
    World,
    application_payload,
    dm_channel_payload,
    text_channel_payload,
    thread_payload,
    user_payload,
)


class Rest:
    """Route handlers over the fake server's state."""

    def __init__(
        self,
        world: World,
        ids: Snowflakes,
        messages: MessageStore,
        commands: CommandRegistry,
        interactions: InteractionRegistry,
    ) -> None:
        self.world = world
        self.ids = ids
        self.messages = messages
        self.commands = commands
        self.interactions = interactions
        self.webhooks = Webhooks(world, messages, interactions)
        self.gateway_url = ""
        self.recommended_shards = 1  # GET /gateway/bot: the shards automatic sharding runs
        self.dm_channels: dict[int, Person] = {}
        self.closed_dms: set[int] = set()
        # An outage: every message posted to a channel is answered with this status (5xx: the
        # client retries it, then gives up); None, as normally: posts are taken.
        self.posts_fail_with: int | None = None
        self.threads: dict[int, dict[str, Any]] = {}
        self.dispatch: Callable[[str, Any], Awaitable[None]] | None = None

    def routes(self) -> list[web.RouteDef]:
        """Every modelled route, under /api/v10."""
        p = API_PREFIX
        app = p + "/applications/{application_id}"
        hook = p + "/webhooks/{application_id}/{token}"
        chan = p + "/channels/{channel_id}"
        return [
            web.get(p + "/gateway", self.get_gateway),
            web.get(p + "/gateway/bot", self.get_gateway_bot),
            web.get(p + "/users/@me", self.get_me),
            web.get(p + "/users/{user_id}", self.get_user),
            web.get(p + "/oauth2/applications/@me", self.get_application),
            web.get(app + "/commands", self.get_commands),
            web.put(app + "/commands", self.put_commands),
            web.post(app + "/commands", self.post_command),
            web.get(app + "/guilds/{guild_id}/commands", self.get_commands),
            web.put(app + "/guilds/{guild_id}/commands", self.put_commands),
            web.post(app + "/guilds/{guild_id}/commands", self.post_command),
            web.post(p + "/interactions/{interaction_id}/{token}/callback", self.webhooks.callback),
            web.post(hook, self.webhooks.post_followup),
            web.get(hook + "/messages/{message_id}", self.webhooks.get_webhook_message),
            web.patch(hook + "/messages/{message_id}", self.webhooks.patch_webhook_message),
            web.delete(hook + "/messages/{message_id}", self.webhooks.delete_webhook_message),
            web.get(chan, self.get_channel),
            web.post(chan + "/messages", self.post_message),
            web.get(chan + "/messages/{message_id}", self.get_message),
            web.patch(chan + "/messages/{message_id}", self.patch_message),
            web.delete(chan + "/messages/{message_id}", self.delete_message),
            web.post(chan + "/typing", self.typing),
            web.post(chan + "/threads", self.start_thread),
            web.post(p + "/users/@me/channels", self.create_dm),
            web.get("/attachments/{channel_id}/{attachment_id}/{filename}", self.get_attachment),
        ]

    # -- login and gateway -------------------------------------------------------------

    async def get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.gateway_url})

    async def get_gateway_bot(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        body = {"url": self.gateway_url, "shards": self.recommended_shards}
        return json_response({**body, "session_start_limit": limit})

    async def get_me(self, request: web.Request) -> web.Response:
        return json_response(user_payload(self.world.bot))

    async def get_user(self, request: web.Request) -> web.Response:
        wanted = int(request.match_info["user_id"])
        for person in (self.world.bot, *self.world.people):
            if person.id == wanted:
                return json_response(user_payload(person))
        return error(404, 10013, "Unknown User")

    async def get_application(self, request: web.Request) -> web.Response:
        return json_response(application_payload(self.world))

    # -- application commands ----------------------------------------------------------

    def _command_scope(self, request: web.Request) -> int | web.Response | None:
        if request.match_info["application_id"] != str(self.world.application_id):
            return error(403, 50001, "Missing Access")
        guild_id = request.match_info.get("guild_id")
        return int(guild_id) if guild_id is not None else None

    async def get_commands(self, request: web.Request) -> web.Response:
        scope = self._command_scope(request)
        if isinstance(scope, web.Response):
            return scope
        return json_response(self.commands.scope(scope))

    async def put_commands(self, request: web.Request) -> web.Response:
        scope = self._command_scope(request)
        if isinstance(scope, web.Response):
            return scope
        if problems := command_problems(request[BODY] or []):
            return invalid(problems)
        return json_response(self.commands.overwrite(scope, request[BODY]))

    async def post_command(self, request: web.Request) -> web.Response:
        scope = self._command_scope(request)
        if isinstance(scope, web.Response):
            return scope
        if problems := command_problems([request[BODY] or {}]):
            return invalid(problems)
        return json_response(self.commands.upsert(scope, request[BODY]), 201)

    # -- channels and messages ----------------------------------------------------------

    def channel_payload(self, channel_id: int) -> dict[str, Any]:
        """The payload of a known channel: the text channel, a thread or a DM (KeyError else)."""
        if channel_id == self.world.channel_id:
            return text_channel_payload(self.world)
        if channel_id in self.threads:
            return self.threads[channel_id]
        return dm_channel_payload(channel_id, self.dm_channels[channel_id])

    def _channel(self, request: web.Request) -> int | None:
        channel_id = int(request.match_info["channel_id"])
        known = channel_id == self.world.channel_id or channel_id in self.threads
        if known or channel_id in self.dm_channels:
            return channel_id
        return None

    def _channel_message(self, request: web.Request) -> dict[str, Any] | None:
        channel_id = self._channel(request)
        message = self.messages.by_id.get(int(request.match_info["message_id"]))
        if channel_id is None or message is None or int(message["channel_id"]) != channel_id:
            return None
        return message

    async def get_channel(self, request: web.Request) -> web.Response:
        channel_id = self._channel(request)
        if channel_id is None:
            return error(404, 10003, "Unknown Channel")
        return json_response(self.channel_payload(channel_id))

    async def post_message(self, request: web.Request) -> web.Response:
        channel_id = self._channel(request)
        if channel_id is None:
            return error(404, 10003, "Unknown Channel")
        person = self.dm_channels.get(channel_id)
        if person is not None and person.id in self.closed_dms:
            return error(403, 50007, "Cannot send messages to this user")
        if self.posts_fail_with is not None:
            return error(self.posts_fail_with, 0, f"{self.posts_fail_with}: Server Error")
        body = request[BODY] or {}
        if problems := message_problems(body, len(request[FILES]), creating=True):
            return invalid(problems)
        return json_response(self.messages.create(channel_id, body, request[FILES]))

    async def get_message(self, request: web.Request) -> web.Response:
        message = self._channel_message(request)
        if message is None:
            return error(404, 10008, "Unknown Message")
        return json_response(message)

    async def patch_message(self, request: web.Request) -> web.Response:
        message = self._channel_message(request)
        if message is None:
            return error(404, 10008, "Unknown Message")
        body = request[BODY] or {}
        if problems := message_problems(body, len(request[FILES]), creating=False):
            return invalid(problems)
        edited = self.messages.edit(int(message["id"]), body, request[FILES])
        return json_response(edited)

    async def delete_message(self, request: web.Request) -> web.Response:
        message = self._channel_message(request)
        if message is None:
            return error(404, 10008, "Unknown Message")
        self.messages.delete(int(message["id"]))
        return no_content()

    async def typing(self, request: web.Request) -> web.Response:
        if self._channel(request) is None:
            return error(404, 10003, "Unknown Channel")
        return no_content()

    async def start_thread(self, request: web.Request) -> web.Response:
        """A thread without a starter message, announced by THREAD_CREATE on the gateway."""
        if int(request.match_info["channel_id"]) != self.world.channel_id:
            return error(404, 10003, "Unknown Channel")
        body = request[BODY] or {}
        thread_id = self.ids.next()
        thread = thread_payload(
            self.world, thread_id, body["name"], self.world.bot.id, int(body.get("type", 11))
        )
        thread["thread_metadata"]["auto_archive_duration"] = body.get("auto_archive_duration", 4320)
        self.threads[thread_id] = thread
        self.messages.guild_channel_ids.add(thread_id)
        if self.dispatch is not None:
            await self.dispatch("THREAD_CREATE", {**thread, "newly_created": True})
        return json_response(thread, 201)

    async def create_dm(self, request: web.Request) -> web.Response:
        recipient = int((request[BODY] or {}).get("recipient_id", 0))
        person = next((p for p in self.world.people if p.id == recipient), None)
        if person is None:
            return error(400, 50035, "Invalid Form Body")
        for channel_id, existing in self.dm_channels.items():
            if existing.id == recipient:
                return json_response(dm_channel_payload(channel_id, person))
        channel_id = self.ids.next()
        self.dm_channels[channel_id] = person
        return json_response(dm_channel_payload(channel_id, person))

    async def get_attachment(self, request: web.Request) -> web.Response:
        data = self.messages.attachment_data.get(int(request.match_info["attachment_id"]))
        if data is None:
            return web.Response(status=404)
        return web.Response(body=data, content_type="application/octet-stream")
