"""Issue 19, part 4: a forged value is refused in words, never with a generic error. A number is
read in ASCII digits alone and within its bounds: `"²".isdigit()` is true but `int("²")` fails,
and `int("٢")` is 2. The values reach the bot as Discord would deliver them from a forged
component, or from a command synced by an older version (no choices, no range)."""

from __future__ import annotations

import discord
import pytest

from bot.posts import ids
from tests.support.tables import is_lobby, public_posts

LOBBY_REFUSAL = "That is not one of the lobby's options."


async def forged_menu(table, custom_id: str, value: str):
    """A message with one select menu whose one option is `value`, carrying `custom_id`: a
    forged lobby menu (Discord's own check of the options bypassed)."""
    channel = table.env.bot.get_channel(table.channel.id)
    view = discord.ui.View(timeout=None)
    option = discord.SelectOption(label="forged", value=value)
    view.add_item(discord.ui.Select(custom_id=custom_id, options=[option]))
    return await channel.send("forged", view=view)


def forget_checks(env) -> None:
    """Make simcord's Discord hold `/roundhouse` as an older version synced it: no choices and
    no range on its options, so that any value reaches the bot's own checks."""
    root = env.backend.find_command("roundhouse", None)
    for sub in root["options"]:
        for option in sub.get("options", []):
            for key in ("choices", "min_value", "max_value", "max_length"):
                option.pop(key, None)


@pytest.mark.parametrize("value", ["seats:²", "deadline:²", "idle:²", "seats:٣", "idle:１２"])
async def test_a_forged_lobby_number_is_refused_in_words(table, value):
    await table.ann.slash(table.channel, "roundhouse new")
    game = await table.service.game_in(table.channel.id)
    before = await table.env.bot.pacing.db.settings(game.id)
    forged = await forged_menu(table, ids.lobby(game.id, "option"), value)
    result = await table.ann.select(forged, [value])
    (answer,) = result.followups
    assert answer.ephemeral and answer.content == LOBBY_REFUSAL
    assert await table.env.bot.pacing.db.settings(game.id) == before
    assert (await table.service.lobbies.get(game.id)).seats is None


@pytest.mark.parametrize(
    ("command", "options", "refusal"),
    [
        ("settings", {"deadline": "²² h"}, "The `deadline` option is off, 24 h, 48 h or 72 h."),
        ("settings", {"idle_hours": 10**15}, "The `idle_hours` option is a whole number"),
        ("settings", {"reminder_limit": -1}, "The `reminder_limit` option is a whole number"),
        ("notify", {"quiet_hours": "٢٢-٧"}, "Quiet hours look like `22-7`"),
        ("notify", {"quiet_hours": "²²-7"}, "Quiet hours look like `22-7`"),
    ],
)
async def test_a_forged_command_number_is_refused_in_words(table, command, options, refusal):
    await table.ann.slash(table.channel, "roundhouse new")
    game = await table.service.game_in(table.channel.id)
    pacing = table.env.bot.pacing.db
    settings, prefs = await pacing.settings(game.id), await pacing.prefs(table.ann.id)
    forget_checks(table.env)
    result = await table.ann.slash(table.channel, f"roundhouse {command}", **options)
    assert result.response.ephemeral and result.response.content.startswith(refusal)
    assert "Nothing was changed" in result.response.content or command == "notify"
    assert (await pacing.settings(game.id), await pacing.prefs(table.ann.id)) == (settings, prefs)


async def test_a_forged_deadline_opens_no_lobby(table):
    forget_checks(table.env)
    result = await table.ann.slash(table.channel, "roundhouse new", deadline="٢٤ h")
    assert result.response.content.startswith("The `deadline` option is off, 24 h, 48 h or 72 h.")
    assert await table.service.game_in(table.channel.id) is None
    assert not [m for m in public_posts(table.channel) if is_lobby(m)]
