"""discord.py components for the specs in `bot.posts.messages`: every item is a DynamicItem.

A click is routed by its custom id alone (see `bot.posts.ids`) to the bot's click handler
(`bot.interface.ui.GameUI`), so buttons keep working after a restart with nothing re-registered
beyond the DynamicItem classes at start.
"""

from __future__ import annotations

import io
import re
from typing import Any, Protocol, cast

import discord

from bot.posts import ids
from bot.posts.messages import ButtonSpec, Outgoing, SelectSpec

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


class ClickHandler(Protocol):
    async def handle(
        self,
        action: str,
        interaction: discord.Interaction[Any],
        params: dict[str, str],
        values: list[str],
    ) -> None: ...


class HasClickHandler(Protocol):
    """The bot: its `ui` answers every routed click."""

    ui: ClickHandler


class Routed(discord.ui.DynamicItem[discord.ui.Item[Any]], template=r"(?!)"):
    """Base: a component whose click goes to `GameUI.on_<action>(interaction, params, values)`."""

    action = ""

    def __init__(self, item: discord.ui.Item[Any], params: dict[str, str]) -> None:
        super().__init__(item)
        self.params = params

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction[Any],
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Routed:
        return cls(item, match.groupdict())

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = list(getattr(self.item, "values", []) or [])
        bot = cast(HasClickHandler, interaction.client)
        await bot.ui.handle(self.action, interaction, self.params, values)


class MoveButton(Routed, template=ids.MOVE):
    action = "move"


class MoveSelect(Routed, template=ids.SELECT):
    action = "select"


class UndoButton(Routed, template=ids.UNDO):
    action = "undo"


class TakeBackButton(Routed, template=ids.TAKE_BACK):
    action = "take_back"


class BoardButton(Routed, template=ids.BOARD):
    action = "board"


class MeButton(Routed, template=ids.ME):
    action = "me"


class TurnButton(Routed, template=ids.TURN):
    action = "turn"


class LobbyButton(Routed, template=ids.LOBBY):
    action = "lobby"


class LevelButton(Routed, template=ids.LEVEL):
    """A level of "Add computer player" (`bot.interface.levels`)."""

    action = "level"


class PageButton(Routed, template=ids.PAGE):
    """First / Previous / Next / Last of a paged list (`bot.interface.lists`)."""

    action = "page"


class ReplayButton(Routed, template=ids.REPLAY):
    """The final post's Replay and the replay stepper's arrows (`bot.interface.replay`)."""

    action = "replay"


DYNAMIC_ITEMS: tuple[type[Routed], ...] = (
    MoveButton,
    MoveSelect,
    UndoButton,
    TakeBackButton,
    BoardButton,
    TurnButton,
    LobbyButton,
    LevelButton,
    MeButton,
    PageButton,
    ReplayButton,
)


def _routed_for(custom_id: str) -> tuple[type[Routed], dict[str, str]]:
    for cls in DYNAMIC_ITEMS:
        match = cls.__discord_ui_compiled_template__.fullmatch(custom_id)
        if match:
            return cls, match.groupdict()
    raise ValueError(f"no component kind for custom id {custom_id!r}")


def button(spec: ButtonSpec, row: int | None = None) -> Routed:
    cls, params = _routed_for(spec.custom_id)
    item: discord.ui.Button[Any] = discord.ui.Button(
        label=spec.label,
        custom_id=spec.custom_id,
        style=STYLES[spec.style],
        disabled=spec.disabled,
        row=row,
    )
    return cls(item, params)


def select(spec: SelectSpec, row: int | None = None) -> Routed:
    cls, params = _routed_for(spec.custom_id)
    item: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=spec.custom_id,
        placeholder=spec.placeholder,
        options=[
            discord.SelectOption(
                label=label, value=value, description=spec.descriptions.get(value) or None
            )
            for label, value in spec.options
        ],
        row=row,
    )
    return cls(item, params)


CONTROL_ACTIONS = ("undo", "take_back", "board", "me")


def control(spec: ButtonSpec) -> bool:
    """Whether a panel's button is one of its controls (Undo, Show board, My board), not an
    option of its decision."""
    return _routed_for(spec.custom_id)[0].action in CONTROL_ACTIONS


def view(out: Outgoing) -> discord.ui.View | None:
    """The View for a message's components: options first, Undo/Show board/My board on the
    last row."""
    if not out.buttons and out.select is None:
        return None
    result = discord.ui.View(timeout=None)
    if out.select is not None:
        result.add_item(select(out.select, row=0))
    options = [b for b in out.buttons if not control(b)]
    controls = [b for b in out.buttons if b not in options]
    for index, spec in enumerate(options):
        result.add_item(button(spec, row=index // 5 + (1 if out.select else 0)))
    last = 4 if options or out.select else 0
    for spec in controls:
        result.add_item(button(spec, row=last))
    return result


def allowed_mentions(out: Outgoing) -> discord.AllowedMentions:
    return discord.AllowedMentions(
        everyone=False, roles=False, users=[discord.Object(u) for u in out.mentions]
    )


def file(out: Outgoing) -> discord.File | None:
    if out.picture is None:
        return None
    return discord.File(
        io.BytesIO(out.picture.png), filename=out.picture.filename, description=out.picture.alt
    )


def send_kwargs(out: Outgoing) -> dict[str, Any]:
    """Arguments for `Messageable.send` / `followup.send`."""
    kwargs: dict[str, Any] = {
        "content": out.content or None,
        "allowed_mentions": allowed_mentions(out),
    }
    if out.embed is not None:
        kwargs["embed"] = out.embed
    if (v := view(out)) is not None:
        kwargs["view"] = v
    if (f := file(out)) is not None:
        kwargs["file"] = f
    if out.nonce is not None:
        kwargs["nonce"] = out.nonce
    return kwargs


def edit_kwargs(out: Outgoing) -> dict[str, Any]:
    """Arguments for `edit_original_response` / `Message.edit`: replaces everything."""
    f = file(out)
    return {
        "content": out.content or None,
        "embed": out.embed,
        "view": view(out),
        "attachments": [f] if f is not None else [],
        "allowed_mentions": allowed_mentions(out),
    }
