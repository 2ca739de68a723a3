"""The REST API v10 routes the fake server answers, as aiohttp handlers."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from .commands import CommandRegistry
from .interactions import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    FakeInteraction,
    InteractionRegistry,
)
from .messages import EPHEMERAL, LOADING, MessageStore
from .validate import choice_problems, command_problems, message_problems
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

API_PREFIX = "/api/v10"
BODY = web.RequestKey("body", object)
FILES = web.RequestKey("files", list)
CHANNEL_MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 4, 5, 6, 7
AUTOCOMPLETE_RESULT, MODAL = 8, 9
ALLOWED_CALLBACKS = {
    APPLICATION_COMMAND: {CHANNEL_MESSAGE, DEFERRED_MESSAGE, MODAL},
    MESSAGE_COMPONENT: {CHANNEL_MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE, MODAL},
    AUTOCOMPLETE: {AUTOCOMPLETE_RESULT},
}
CHAT_INPUT_REPLY = 20


def json_response(data: Any, status: int = 200) -> web.Response:
    """A JSON response with exactly `application/json`, as discord.py's parser requires."""
    return web.Response(
        body=json.dumps(data).encode(),
        status=status,
        headers={"Content-Type": "application/json"},
    )


def error(status: int, code: int, message: str) -> web.Response:
    """A Discord-style error body."""
    return json_response({"message": message, "code": code}, status)


def invalid(problems: list[str]) -> web.Response:
    """400 / 50035 with the problems in Discord's nested `errors` shape."""
    errors = {"fake": {"_errors": [{"code": "FAKE_LIMIT", "message": p} for p in problems]}}
    return json_response({"code": 50035, "message": "Invalid Form Body", "errors": errors}, 400)


def no_content() -> web.Response:
    """204 No Content."""
    return web.Response(status=204)


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
            web.post(p + "/interactions/{interaction_id}/{token}/callback", self.callback),
            web.post(hook, self.post_followup),
            web.get(hook + "/messages/{message_id}", self.get_webhook_message),
            web.patch(hook + "/messages/{message_id}", self.patch_webhook_message),
            web.delete(hook + "/messages/{message_id}", self.delete_webhook_message),
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

    # -- interaction responses and webhooks ---------------------------------------------

    async def callback(self, request: web.Request) -> web.Response:
        interaction = self.interactions.by_id.get(int(request.match_info["interaction_id"]))
        if interaction is None or interaction.token != request.match_info["token"]:
            return error(404, 10062, "Unknown interaction")
        if interaction.callback_type is not None:
            return error(400, 40060, "Interaction has already been acknowledged.")
        body = request[BODY] or {}
        kind = int(body["type"])
        data = body.get("data") or {}
        if problems := self._callback_problems(interaction, kind, data, len(request[FILES])):
            return invalid(problems)
        interaction.callback_type = kind
        resource: dict[str, Any] = {"type": kind}
        message = self._answer(interaction, kind, data, request[FILES])
        if message is not None:
            resource["message"] = message
        flags = int(message["flags"]) if message is not None else 0
        summary: dict[str, Any] = {
            "id": str(interaction.id),
            "type": interaction.type,
            "response_message_loading": kind == DEFERRED_MESSAGE,
            "response_message_ephemeral": bool(flags & EPHEMERAL),
        }
        if interaction.original_id is not None:
            summary["response_message_id"] = str(interaction.original_id)
        return json_response({"interaction": summary, "resource": resource})

    @staticmethod
    def _callback_problems(
        interaction: FakeInteraction, kind: int, data: dict[str, Any], files: int
    ) -> list[str]:
        allowed = ALLOWED_CALLBACKS.get(interaction.type, set())
        if kind not in allowed:
            return [
                f"type: {kind} is not a valid response to an interaction of type "
                f"{interaction.type} (valid: {sorted(allowed)})"
            ]
        if kind in (CHANNEL_MESSAGE, UPDATE_MESSAGE):
            return message_problems(data, files, creating=kind == CHANNEL_MESSAGE)
        if kind == AUTOCOMPLETE_RESULT:
            return choice_problems(data.get("choices") or [])
        return []

    def _answer(
        self, interaction: FakeInteraction, kind: int, data: dict[str, Any], files: list[Any]
    ) -> dict[str, Any] | None:
        if kind in (CHANNEL_MESSAGE, DEFERRED_MESSAGE):
            message = self.messages.create(
                interaction.channel_id,
                data,
                files if kind == CHANNEL_MESSAGE else [],
                message_type=CHAT_INPUT_REPLY if interaction.type == APPLICATION_COMMAND else 0,
                extra_flags=LOADING if kind == DEFERRED_MESSAGE else 0,
                webhook=True,
            )
            interaction.original_id = int(message["id"])
            return message
        if kind in (DEFERRED_UPDATE, UPDATE_MESSAGE) and interaction.message_id is not None:
            interaction.original_id = interaction.message_id
            if kind == UPDATE_MESSAGE:
                return self.messages.edit(interaction.message_id, data, files)
            return self.messages.get(interaction.message_id)
        return None

    def _webhook_interaction(self, request: web.Request) -> FakeInteraction | None:
        if request.match_info["application_id"] != str(self.world.application_id):
            return None
        interaction = self.interactions.by_token.get(request.match_info["token"])
        if interaction is None or interaction.callback_type is None:
            return None
        return interaction

    def _webhook_message_id(self, request: web.Request, interaction: FakeInteraction) -> int | None:
        raw = request.match_info["message_id"]
        if raw == "@original":
            return interaction.original_id
        message_id = int(raw)
        return message_id if message_id in self.messages.by_id else None

    async def post_followup(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        if interaction is None:
            return error(404, 10015, "Unknown Webhook")
        body = request[BODY] or {}
        if problems := message_problems(body, len(request[FILES]), creating=True):
            return invalid(problems)
        message = self.messages.create(interaction.channel_id, body, request[FILES], webhook=True)
        interaction.followup_ids.append(int(message["id"]))
        if request.query.get("wait") in ("1", "true", "True"):
            return json_response(message)
        return no_content()

    async def get_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        message_id = interaction and self._webhook_message_id(request, interaction)
        if message_id is None:
            return error(404, 10008, "Unknown Message")
        return json_response(self.messages.get(message_id))

    async def patch_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        message_id = interaction and self._webhook_message_id(request, interaction)
        if message_id is None:
            return error(404, 10008, "Unknown Message")
        body = request[BODY] or {}
        if problems := message_problems(body, len(request[FILES]), creating=False):
            return invalid(problems)
        return json_response(self.messages.edit(message_id, body, request[FILES]))

    async def delete_webhook_message(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        message_id = interaction and self._webhook_message_id(request, interaction)
        if message_id is None:
            return error(404, 10008, "Unknown Message")
        self.messages.delete(message_id)
        return no_content()

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
