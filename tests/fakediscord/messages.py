"""Messages the fake server holds: created from request bodies, edited, looked up by id."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from .records import RecordedFile
from .world import FIXED_TIMESTAMP, Person, Snowflakes, World, user_payload

EPHEMERAL = 1 << 6
LOADING = 1 << 7
_MENTION = re.compile(r"<@!?(\d+)>")


def iter_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component in a message's component tree, depth first."""
    for component in components:
        yield component
        yield from iter_components(component.get("components", []))
        accessory = component.get("accessory")
        if isinstance(accessory, dict):
            yield accessory


def find_component(message: dict[str, Any], custom_id: str) -> dict[str, Any] | None:
    """The component on `message` whose custom_id is `custom_id`, if any."""
    for component in iter_components(message.get("components", [])):
        if component.get("custom_id") == custom_id:
            return component
    return None


class MessageStore:
    """All messages, keyed by id, plus the bytes of their attachments."""

    def __init__(self, world: World, ids: Snowflakes, cdn_base: str) -> None:
        self.world = world
        self.ids = ids
        self.cdn_base = cdn_base
        self.by_id: dict[int, dict[str, Any]] = {}
        self.attachment_data: dict[int, bytes] = {}
        self.guild_channel_ids: set[int] = {world.channel_id}

    def create(
        self,
        channel_id: int,
        body: dict[str, Any],
        files: list[RecordedFile],
        *,
        author: Person | None = None,
        message_type: int = 0,
        extra_flags: int = 0,
        webhook: bool = False,
    ) -> dict[str, Any]:
        """Store a new message built from a create-message body and its files."""
        message_id = self.ids.next()
        message: dict[str, Any] = {
            "id": str(message_id),
            "channel_id": str(channel_id),
            "author": user_payload(author or self.world.bot),
            "content": "",
            "timestamp": FIXED_TIMESTAMP,
            "edited_timestamp": None,
            "tts": bool(body.get("tts", False)),
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "components": [],
            "pinned": False,
            "type": message_type,
            "flags": int(body.get("flags", 0) or 0) | extra_flags,
        }
        if channel_id in self.guild_channel_ids:
            message["guild_id"] = str(self.world.guild_id)
        if webhook:
            message["webhook_id"] = str(self.world.application_id)
            message["application_id"] = str(self.world.application_id)
        self._apply(message, body, files, editing=False)
        self.by_id[message_id] = message
        return message

    def edit(
        self, message_id: int, body: dict[str, Any], files: list[RecordedFile]
    ) -> dict[str, Any]:
        """Apply an edit body to a stored message (KeyError if unknown)."""
        message = self.by_id[message_id]
        self._apply(message, body, files, editing=True)
        message["edited_timestamp"] = FIXED_TIMESTAMP
        message["flags"] = int(message["flags"]) & ~LOADING
        return message

    def get(self, message_id: int) -> dict[str, Any]:
        """A stored message (KeyError if unknown)."""
        return self.by_id[message_id]

    def delete(self, message_id: int) -> None:
        """Forget a message (KeyError if unknown)."""
        del self.by_id[message_id]

    def in_channel(self, channel_id: int) -> list[dict[str, Any]]:
        """Messages in a channel, oldest first."""
        return [m for m in self.by_id.values() if int(m["channel_id"]) == channel_id]

    def _apply(
        self,
        message: dict[str, Any],
        body: dict[str, Any],
        files: list[RecordedFile],
        *,
        editing: bool,
    ) -> None:
        for key in ("content", "embeds", "components"):
            if key in body and body[key] is not None:
                message[key] = body[key]
        if editing and "flags" in body and body["flags"] is not None:
            message["flags"] = int(body["flags"])
        message["mentions"] = self._mentions(message["content"])
        message["attachments"] = self._attachments(message, body, files, editing=editing)

    def _mentions(self, content: str) -> list[dict[str, Any]]:
        ids = {int(match) for match in _MENTION.findall(content or "")}
        return [user_payload(p) for p in self.world.people if p.id in ids]

    def _attachments(
        self,
        message: dict[str, Any],
        body: dict[str, Any],
        files: list[RecordedFile],
        *,
        editing: bool,
    ) -> list[dict[str, Any]]:
        existing = {int(a["id"]): a for a in message["attachments"]} if editing else {}
        kept: list[dict[str, Any]]
        new_indexes: list[int]
        if "attachments" in body and body["attachments"] is not None:
            refs = [int(a["id"]) for a in body["attachments"]]
            kept = [existing[ref] for ref in refs if ref in existing]
            new_indexes = [ref for ref in refs if ref not in existing and ref < len(files)]
        else:
            kept = list(existing.values())
            new_indexes = list(range(len(files)))
        return kept + [self._store_file(message, files[i]) for i in new_indexes]

    def _store_file(self, message: dict[str, Any], file: RecordedFile) -> dict[str, Any]:
        attachment_id = self.ids.next()
        self.attachment_data[attachment_id] = file.data
        url = f"{self.cdn_base}/attachments/{message['channel_id']}/{attachment_id}/{file.filename}"
        attachment: dict[str, Any] = {
            "id": str(attachment_id),
            "filename": file.filename,
            "size": len(file.data),
            "url": url,
            "proxy_url": url,
            "content_type": "image/png" if file.is_png else file.content_type,
            "flags": 0,
        }
        if file.is_png and len(file.data) >= 24:
            attachment["width"] = int.from_bytes(file.data[16:20], "big")
            attachment["height"] = int.from_bytes(file.data[20:24], "big")
        return attachment
