"""A tiny reference bot that proves the fake: one command group, one dynamic button."""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.ext import commands
from PIL import Image


def png_bytes(width: int = 64, height: int = 48) -> bytes:
    """A real PNG image of the given size."""
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (20, 120, 140)).save(buffer, format="PNG")
    return buffer.getvalue()


class PressButton(discord.ui.DynamicItem[discord.ui.Button], template=r"demo:press:(?P<n>\d+)"):
    """A stateless button whose custom_id carries a number; a click edits the message."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Press {n}", custom_id=f"demo:press:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: object
    ) -> PressButton:
        return cls(int(match["n"]))  # type: ignore[index]

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(
            content=f"pressed {self.n} by {interaction.user.name}", view=None
        )


def demo_group() -> app_commands.Group:
    """`/demo ping|buttons|picture|upload`."""
    group = app_commands.Group(name="demo", description="Wire test commands")

    @group.command(name="ping", description="Answer privately")
    async def ping(interaction: discord.Interaction, word: str) -> None:
        await interaction.response.send_message(f"pong {word}", ephemeral=True)

    @group.command(name="buttons", description="Post a button")
    async def buttons(interaction: discord.Interaction, n: int) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(PressButton(n))
        await interaction.response.send_message("choose", view=view)

    @group.command(name="picture", description="Defer, then post a PNG as a followup")
    async def picture(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        board = discord.File(io.BytesIO(png_bytes()), filename="board.png")
        await interaction.followup.send("the board", file=board)
        await interaction.edit_original_response(content="board posted")

    @group.command(name="upload", description="Answer with a PNG in the response itself")
    async def upload(interaction: discord.Interaction) -> None:
        board = discord.File(io.BytesIO(png_bytes(32, 32)), filename="small.png")
        await interaction.response.send_message("here", file=board)

    return group


def demo_bot(*, sync_guild: int | None = None) -> commands.Bot:
    """A bot that syncs `/demo` globally, or to one guild when `sync_guild` is given."""
    bot = commands.Bot(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
    bot.tree.add_command(demo_group())
    bot.add_dynamic_items(PressButton)

    async def setup_hook() -> None:
        if sync_guild is None:
            await bot.tree.sync()
        else:
            guild = discord.Object(id=sync_guild)
            bot.tree.copy_global_to(guild=guild)
            await bot.tree.sync(guild=guild)

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    return bot
