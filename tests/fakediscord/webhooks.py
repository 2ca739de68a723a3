"""The interaction routes of the fake REST API: the callback that answers an interaction, and
the webhook routes of its original response and follow-ups."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from .interactions import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    FakeInteraction,
    InteractionRegistry,
)
from .messages import EPHEMERAL, LOADING, MessageStore
from .responses import BODY, FILES, error, invalid, json_response, no_content
from .validate import choice_problems, message_problems
from .world import World

CHANNEL_MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 4, 5, 6, 7
AUTOCOMPLETE_RESULT, MODAL = 8, 9
ALLOWED_CALLBACKS = {
    APPLICATION_COMMAND: {CHANNEL_MESSAGE, DEFERRED_MESSAGE, MODAL},
    MESSAGE_COMPONENT: {CHANNEL_MESSAGE, DEFERRED_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE, MODAL},
    AUTOCOMPLETE: {AUTOCOMPLETE_RESULT},
}
CHAT_INPUT_REPLY = 20


class Webhooks:
    """Route handlers for interactions' responses, over the fake server's state."""

    def __init__(
        self, world: World, messages: MessageStore, interactions: InteractionRegistry
    ) -> None:
        self.world = world
        self.messages = messages
        self.interactions = interactions

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
