"""Application commands the client registered (bulk overwrite or upsert), global and per guild."""

from __future__ import annotations

from typing import Any

from .world import Snowflakes, World


class CommandRegistry:
    """What the client synced, stored as Discord would echo it back (ids, version, app id)."""

    def __init__(self, world: World, ids: Snowflakes) -> None:
        self.world = world
        self.ids = ids
        self.global_commands: list[dict[str, Any]] = []
        self.guild_commands: dict[int, list[dict[str, Any]]] = {}

    def scope(self, guild_id: int | None) -> list[dict[str, Any]]:
        """The commands of one scope (None = global)."""
        if guild_id is None:
            return self.global_commands
        return self.guild_commands.setdefault(guild_id, [])

    def overwrite(self, guild_id: int | None, bodies: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Replace a scope's commands, keeping ids of commands whose name survives."""
        old = {(c["name"], c.get("type", 1)): c["id"] for c in self.scope(guild_id)}
        stored = [
            self._stored(body, guild_id, old.get((body["name"], body.get("type", 1))))
            for body in bodies
        ]
        if guild_id is None:
            self.global_commands = stored
        else:
            self.guild_commands[guild_id] = stored
        return stored

    def upsert(self, guild_id: int | None, body: dict[str, Any]) -> dict[str, Any]:
        """Create or replace one command by name."""
        commands = self.scope(guild_id)
        key = (body["name"], body.get("type", 1))
        for index, command in enumerate(commands):
            if (command["name"], command["type"]) == key:
                commands[index] = self._stored(body, guild_id, command["id"])
                return commands[index]
        stored = self._stored(body, guild_id, None)
        commands.append(stored)
        return stored

    def find(self, name: str, guild_id: int | None = None) -> dict[str, Any]:
        """A chat-input command by name: the guild's first, then the global one."""
        scopes = ([self.scope(guild_id)] if guild_id is not None else []) + [self.global_commands]
        for commands in scopes:
            for command in commands:
                if command["name"] == name and command["type"] == 1:
                    return command
        raise LookupError(f"command {name!r} was never synced to the fake Discord")

    def _stored(
        self, body: dict[str, Any], guild_id: int | None, command_id: str | None
    ) -> dict[str, Any]:
        stored = dict(body)
        stored.setdefault("type", 1)
        stored.setdefault("description", "")
        stored.setdefault("options", [])
        stored["id"] = command_id or str(self.ids.next())
        stored["application_id"] = str(self.world.application_id)
        stored["version"] = str(self.ids.next())
        if guild_id is not None:
            stored["guild_id"] = str(guild_id)
        return stored
