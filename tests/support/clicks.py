"""A click sent to the bot as Discord sends it, without waiting for the bot to answer (simcord's
own `click` waits until the bot has settled): for clicks that must arrive together."""

from __future__ import annotations

from typing import Any

from simcord import interactions as sc_interactions
from simcord.backend import serializers as sc_serializers
from simcord.enums import ComponentType, InteractionType


def dispatch_click(
    env: Any, *, guild_id: int, channel_id: int, message_id: int, user_id: int, custom_id: str
) -> str:
    """Send a button click on a stored message as INTERACTION_CREATE; its interaction token."""
    backend = env.backend
    stored = backend.get_message(channel_id, message_id)
    record, payload = sc_interactions.base_payload(
        backend,
        type=InteractionType.MESSAGE_COMPONENT,
        channel_id=channel_id,
        guild_id=guild_id,
        user_id=user_id,
        data={"custom_id": custom_id, "component_type": ComponentType.BUTTON},
    )
    payload["message"] = dict(sc_serializers.message_payload(backend, stored))
    record.source_message_id = stored.id
    backend.emit("INTERACTION_CREATE", payload)
    return str(payload["token"])
