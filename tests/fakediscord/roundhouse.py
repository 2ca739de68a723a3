"""Steps that drive the Round House bot through the fake (its custom ids are `rh:<kind>:…`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.config import Settings

from .interactions import FakeInteraction
from .patience import PATIENCE
from .server import FakeDiscord

CHANNEL_POST = "/channels/{channel_id}/messages"
VERSIONED_KINDS = {"m", "s", "u", "t"}


def bot_settings(fake: FakeDiscord, database: Path, **extra: str) -> Settings:
    """Settings read the real way (`Settings.from_env`) with the fake token and no move delay."""
    env = {
        "DISCORD_TOKEN": fake.world.token,
        "DATABASE_PATH": str(database),
        "COMPUTER_DELAY": "0",
        "TAKE_BACK_WINDOW": "0",
        **extra,
    }
    return Settings.from_env(env, dotenv_path=None)


def custom_ids(message: dict[str, Any]) -> list[str]:
    """The custom ids of a message's components, row by row (link buttons have none)."""
    items = [c for row in message["components"] for c in row["components"]]
    return [c["custom_id"] for c in items if "custom_id" in c]


def versions(ids: list[str]) -> set[str]:
    """The game versions carried by move, select, undo and turn custom ids (`rh:k:game:v…`)."""
    return {c.split(":")[3] for c in ids if c.split(":")[1] in VERSIONED_KINDS}


async def open_lobby(fake: FakeDiscord, host: str = "alice") -> dict[str, Any]:
    """`host` runs /roundhouse new; the lobby message as the fake stored it."""
    command = await fake.invoke("roundhouse", "new", user=host)
    await fake.original_edit(command)
    (lobby,) = [m for m in fake.messages.in_channel(fake.world.channel_id) if m["components"]]
    return lobby


async def start_two_player_game(fake: FakeDiscord) -> dict[str, Any]:
    """Alice opens, Bob joins, Alice starts (all by clicks); the first turn post."""
    lobby_id = int((await open_lobby(fake))["id"])
    join = await fake.click(lobby_id, "rh:l:1:join", user="bob")
    await fake.original_edit(join)
    await fake.click(lobby_id, "rh:l:1:start", user="alice")
    post = await fake.requests.wait_for(lambda r: r.is_("POST", CHANNEL_POST) and bool(r.files))
    return fake.messages.get(int(post.response["id"]))


async def open_panel(
    fake: FakeDiscord, post: dict[str, Any], user: str, *, timeout: float = PATIENCE
) -> dict[str, Any]:
    """Click "Take my turn" on a turn post (or DM); the ephemeral panel it produced (waiting
    `timeout` seconds at most for it)."""
    turn = next(c for c in custom_ids(post) if c.startswith("rh:t:"))
    opened = await fake.click(int(post["id"]), turn, user=user)
    await fake.original_edit(opened, timeout=timeout)
    return fake.messages.get(opened.original_id or 0)


async def play_first_option(fake: FakeDiscord, panel: dict[str, Any], user: str) -> FakeInteraction:
    """Click the panel's first move button, or pick the first entry of its select."""
    first = panel["components"][0]["components"][0]
    values = [first["options"][0]["value"]] if first["type"] == 3 else None
    click = await fake.click(int(panel["id"]), first["custom_id"], user=user, values=values)
    await fake.message_update(click)
    return click
