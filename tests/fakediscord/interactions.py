"""Interactions the fake server sends (slash commands, component clicks) and their state."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from .world import ALL_PERMISSIONS, Person, Snowflakes, World, member_payload, text_channel_payload
from .world import user_payload as _user_payload

APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE = 2, 3, 4
SUB_COMMAND, SUB_COMMAND_GROUP, USER_OPTION = 1, 2, 6
DM_CHANNEL = 1
ATTACHMENT_SIZE_LIMIT = 25 * 1024 * 1024


@dataclass
class FakeInteraction:
    """One interaction sent to the client, and how the client has answered it so far."""

    id: int
    token: str
    type: int
    channel_id: int
    user: Person
    payload: dict[str, Any]
    message_id: int | None = None
    callback_type: int | None = None
    original_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)


def command_options(
    schema: dict[str, Any],
    path: tuple[str, ...],
    values: dict[str, Any],
    world: World,
    *,
    focused: str | None = None,
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Interaction options for `/name path… key=value…`, typed from the synced schema.

    Returns the options and the `resolved` map (users named in user options); the option named
    `focused` is marked as the one being typed (autocomplete).
    Raises LookupError when the path or an option is not in the schema.
    """
    resolved: dict[str, Any] = {}
    if path:
        head, rest = path[0], path[1:]
        sub = _option(schema, head, (SUB_COMMAND, SUB_COMMAND_GROUP))
        inner, resolved = command_options(sub, rest, values, world, focused=focused)
        return [{"type": sub["type"], "name": head, "options": inner}], resolved
    options = []
    for name, value in values.items():
        declared = _option(schema, name, None)
        if declared["type"] == USER_OPTION:
            person = world.person(value) if isinstance(value, str) else value
            value = str(person.id)
            resolved.setdefault("users", {})[value] = _user_payload(person)
            member = member_payload(person, with_permissions=True)
            member.pop("user")
            resolved.setdefault("members", {})[value] = member
        option = {"type": declared["type"], "name": name, "value": value}
        if name == focused:
            option["focused"] = True
        options.append(option)
    if focused is not None and focused not in values:
        raise LookupError(f"the focused option {focused!r} needs a value")
    return options, resolved


def _option(schema: dict[str, Any], name: str, types: tuple[int, ...] | None) -> dict[str, Any]:
    for option in schema.get("options", []):
        if option["name"] == name and (types is None or option["type"] in types):
            return option
    raise LookupError(f"{schema.get('name')!r} has no option {name!r}")


class InteractionRegistry:
    """Creates interaction payloads and finds interactions again by id or token."""

    def __init__(self, world: World, ids: Snowflakes) -> None:
        self.world = world
        self.ids = ids
        self.by_id: dict[int, FakeInteraction] = {}
        self.by_token: dict[str, FakeInteraction] = {}
        self._tokens = itertools.count(1)

    def new(
        self,
        kind: int,
        user: Person,
        data: dict[str, Any],
        *,
        channel: dict[str, Any] | None = None,
        message: dict[str, Any] | None = None,
    ) -> FakeInteraction:
        """Register a new interaction (in `channel`, default the text channel) and its payload.

        In a DM channel (type 1) it carries `user` and no guild, as Discord sends it.
        """
        world = self.world
        channel = channel or text_channel_payload(world)
        interaction_id = self.ids.next()
        token = f"fake-interaction-token-{next(self._tokens)}"
        payload: dict[str, Any] = {
            "id": str(interaction_id),
            "application_id": str(world.application_id),
            "type": kind,
            "data": data,
            "channel_id": channel["id"],
            "channel": channel,
            "token": token,
            "version": 1,
            "app_permissions": ALL_PERMISSIONS,
            "locale": "en-US",
            "entitlements": [],
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        }
        if channel["type"] == DM_CHANNEL:
            payload["user"] = _user_payload(user)
            payload["authorizing_integration_owners"] = {"0": str(user.id)}
            payload["context"] = 1
        else:
            payload["guild_id"] = str(world.guild_id)
            payload["guild"] = {"id": str(world.guild_id), "locale": "en-US", "features": []}
            payload["guild_locale"] = "en-US"
            payload["member"] = member_payload(user, with_permissions=True)
            payload["authorizing_integration_owners"] = {"0": str(world.guild_id)}
            payload["context"] = 0
        if message is not None:
            payload["message"] = message
        interaction = FakeInteraction(
            id=interaction_id,
            token=token,
            type=kind,
            channel_id=int(channel["id"]),
            user=user,
            payload=payload,
            message_id=int(message["id"]) if message is not None else None,
        )
        self.by_id[interaction_id] = interaction
        self.by_token[token] = interaction
        return interaction
