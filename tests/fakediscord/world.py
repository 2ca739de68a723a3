"""Who and where: the fake application, bot user, guild, channel and people, as payloads.

All ids and the token are made up; none is a real Discord id.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

DISCORD_EPOCH_MS = 1_420_070_400_000
# A fixed moment (2026-01-01T00:00:00Z) so generated snowflakes are deterministic.
FIXED_MS = 1_767_225_600_000
FIXED_TIMESTAMP = "2026-01-01T00:00:00.000000+00:00"
ALL_PERMISSIONS = str((1 << 50) - 1)


class Snowflakes:
    """Deterministic, increasing snowflake ids for everything the fake server creates."""

    def __init__(self) -> None:
        self._counter = itertools.count(1)

    def next(self) -> int:
        """A new snowflake id."""
        return ((FIXED_MS - DISCORD_EPOCH_MS) << 22) + next(self._counter)


@dataclass(frozen=True)
class Person:
    """A (fake) Discord user."""

    id: int
    name: str
    bot: bool = False


@dataclass(frozen=True)
class World:
    """The fixed cast of a fake Discord: one application, one guild, one text channel."""

    token: str = "fake-bot-token.not-real.0000"
    application_id: int = 111_111_111_111_111_111
    bot: Person = Person(111_111_111_111_111_111, "Round House Test", bot=True)
    guild_id: int = 222_222_222_222_222_222
    guild_name: str = "Fake Guild"
    channel_id: int = 333_333_333_333_333_333
    channel_name: str = "round-house"
    people: tuple[Person, ...] = field(
        default=(
            Person(444_444_444_444_444_441, "alice"),
            Person(444_444_444_444_444_442, "bob"),
            Person(444_444_444_444_444_443, "carol"),
        )
    )

    def person(self, name: str) -> Person:
        """The person called `name`."""
        for person in self.people:
            if person.name == name:
                return person
        raise KeyError(name)


def user_payload(person: Person) -> dict[str, Any]:
    """A Discord user object."""
    return {
        "id": str(person.id),
        "username": person.name,
        "global_name": person.name.title(),
        "discriminator": "0",
        "avatar": None,
        "bot": person.bot,
        "public_flags": 0,
        "flags": 0,
        "mfa_enabled": False,
        "verified": True,
        "locale": "en-US",
    }


def member_payload(person: Person, *, with_permissions: bool = False) -> dict[str, Any]:
    """A guild member object; interactions also carry the member's permissions."""
    payload: dict[str, Any] = {
        "user": user_payload(person),
        "nick": None,
        "avatar": None,
        "roles": [],
        "joined_at": FIXED_TIMESTAMP,
        "premium_since": None,
        "deaf": False,
        "mute": False,
        "pending": False,
        "flags": 0,
    }
    if with_permissions:
        payload["permissions"] = ALL_PERMISSIONS
    return payload


def text_channel_payload(world: World) -> dict[str, Any]:
    """The guild's one text channel."""
    return {
        "id": str(world.channel_id),
        "type": 0,
        "guild_id": str(world.guild_id),
        "name": world.channel_name,
        "position": 0,
        "permission_overwrites": [],
        "nsfw": False,
        "topic": None,
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "parent_id": None,
        "flags": 0,
    }


def thread_payload(
    world: World, thread_id: int, name: str, owner_id: int, kind: int = 11
) -> dict[str, Any]:
    """A thread of the guild's text channel (11 public, 12 private)."""
    return {
        "id": str(thread_id),
        "type": kind,
        "guild_id": str(world.guild_id),
        "parent_id": str(world.channel_id),
        "owner_id": str(owner_id),
        "name": name,
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "total_message_sent": 0,
        "flags": 0,
        "thread_metadata": {
            "archived": False,
            "auto_archive_duration": 10080,
            "archive_timestamp": FIXED_TIMESTAMP,
            "locked": False,
            "create_timestamp": FIXED_TIMESTAMP,
        },
    }


def dm_channel_payload(channel_id: int, person: Person) -> dict[str, Any]:
    """A private channel with `person`."""
    return {
        "id": str(channel_id),
        "type": 1,
        "last_message_id": None,
        "recipients": [user_payload(person)],
    }


def guild_payload(world: World) -> dict[str, Any]:
    """GUILD_CREATE data: the guild with its channel, @everyone role and members."""
    members = [member_payload(world.bot)] + [member_payload(p) for p in world.people]
    return {
        "id": str(world.guild_id),
        "name": world.guild_name,
        "icon": None,
        "splash": None,
        "discovery_splash": None,
        "banner": None,
        "description": None,
        "owner_id": str(world.people[0].id),
        "afk_channel_id": None,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "nsfw_level": 0,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "system_channel_id": None,
        "system_channel_flags": 0,
        "rules_channel_id": None,
        "public_updates_channel_id": None,
        "vanity_url_code": None,
        "features": [],
        "emojis": [],
        "stickers": [],
        "roles": [
            {
                "id": str(world.guild_id),
                "name": "@everyone",
                "color": 0,
                "hoist": False,
                "icon": None,
                "unicode_emoji": None,
                "position": 0,
                "permissions": ALL_PERMISSIONS,
                "managed": False,
                "mentionable": False,
                "flags": 0,
            }
        ],
        "channels": [text_channel_payload(world)],
        "threads": [],
        "members": members,
        "member_count": len(members),
        "presences": [],
        "voice_states": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "large": False,
        "unavailable": False,
        "lazy": True,
        "joined_at": FIXED_TIMESTAMP,
        "application_id": None,
    }


def ready_payload(world: World, session_id: str, resume_url: str) -> dict[str, Any]:
    """READY data: the bot user, its (still unavailable) guild and the application."""
    return {
        "v": 10,
        "user": user_payload(world.bot),
        "guilds": [{"id": str(world.guild_id), "unavailable": True}],
        "session_id": session_id,
        "session_type": "normal",
        "resume_gateway_url": resume_url,
        "application": {"id": str(world.application_id), "flags": 0},
        "private_channels": [],
        "relationships": [],
        "presences": [],
        "user_settings": {},
        "geo_ordered_rtc_regions": [],
        "guild_join_requests": [],
        "_trace": ["fake-discord"],
    }


def application_payload(world: World) -> dict[str, Any]:
    """GET /oauth2/applications/@me."""
    return {
        "id": str(world.application_id),
        "name": world.bot.name,
        "icon": None,
        "description": "A fake application for wire tests",
        "rpc_origins": [],
        "bot_public": False,
        "bot_require_code_grant": False,
        "bot": user_payload(world.bot),
        "owner": user_payload(world.people[0]),
        "team": None,
        "verify_key": "0" * 64,
        "flags": 0,
        "summary": "",
        "tags": [],
        "interactions_endpoint_url": None,
        "redirect_uris": [],
    }
