"""A wire-level fake Discord (REST API v10 + gateway on 127.0.0.1) for driving discord.py."""

from .harness import running
from .interactions import FakeInteraction
from .messages import EPHEMERAL, find_component
from .patch import pointed_at
from .records import RecordedFile, RecordedRequest, RequestLog
from .server import FakeDiscord
from .world import Person, World

__all__ = [
    "EPHEMERAL",
    "FakeDiscord",
    "FakeInteraction",
    "Person",
    "RecordedFile",
    "RecordedRequest",
    "RequestLog",
    "World",
    "find_component",
    "pointed_at",
    "running",
]
