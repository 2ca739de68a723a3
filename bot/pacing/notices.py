"""Telling a player it is their turn: quiet hours, the turn DM and the reminder DM.

A DM that Discord refuses (error 50007, DMs closed) falls back to a mention in the game's
channel; the player's DMs are marked closed, so no DM is tried again until they switch DMs back
on with `/roundhouse notify`, and the explanation of how to fix it is posted only once.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

import discord

import engine
from bot.game.messages import Outgoing, game_title
from bot.game.picture import Picture
from bot.game.service import Game
from bot.interface import views
from bot.interface.dm_items import dm_view
from bot.storage.waits import AsyncStore, Prefs

log = logging.getLogger(__name__)

CANNOT_DM = 50007
CLOSED_HELP = (
    "I could not send you a direct message (your DMs are closed to me). To get turn notices by "
    "DM, open *Privacy Settings* of this server and allow direct messages from server members, "
    "then run `/roundhouse notify dms: on`. Until then I will mention you here."
)


def zone(name: str) -> ZoneInfo:
    """The time zone called `name`; ValueError with a friendly message if unknown."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ValueError(
            f"Unknown time zone {name!r}: use a name like Europe/Paris or America/New_York."
        ) from None


def in_quiet_hours(prefs: Prefs, when: datetime) -> bool:
    """Whether `when` (aware) falls in the player's quiet hours, in their time zone."""
    if prefs.quiet_start is None or prefs.quiet_end is None or prefs.quiet_start == prefs.quiet_end:
        return False
    hour = when.astimezone(zone(prefs.tz)).hour
    start, end = prefs.quiet_start, prefs.quiet_end
    return start <= hour < end if start < end else hour >= start or hour < end


def quiet_hours_end(prefs: Prefs, when: datetime) -> datetime:
    """The first instant at or after `when` outside the player's quiet hours (UTC)."""
    if not in_quiet_hours(prefs, when):
        return when
    local = when.astimezone(zone(prefs.tz))
    assert prefs.quiet_end is not None
    end = local.replace(hour=prefs.quiet_end, minute=0, second=0, microsecond=0)
    if end <= local:
        end += timedelta(days=1)
    return end.astimezone(UTC)


def relative(ts: float) -> str:
    """A Discord relative timestamp ("in 2 days")."""
    return f"<t:{int(ts)}:R>"


def jump_url(game: Game) -> str:
    guild = game.row.guild_id if game.row.guild_id is not None else "@me"
    return f"https://discord.com/channels/{guild}/{game.row.channel_id}"


@dataclass
class Notice:
    """A DM to a player and, if it cannot be delivered, the channel mention instead."""

    user_id: int
    content: str
    fallback: str
    game_id: int
    version: int
    picture: Picture | None = None
    link: str | None = None


def turn_notice(
    game: Game,
    seat: int,
    *,
    deadline_at: float | None,
    picture: Picture | None,
    reminder: int = 0,
) -> Notice:
    """The DM for a turn that just started (reminder 0) or a reminder about it."""
    user_id = game.seats[seat].user_id
    assert user_id is not None and game.state is not None
    title = game_title(game.id)
    head = (
        f"It's your turn in **{title}**"
        if reminder == 0
        else f"Reminder {reminder}: **{title}** is still waiting for you"
    )
    lines = [f"{head}: {engine.prompt(game.state)}"]
    if deadline_at is not None:
        lines.append(f"Deadline {relative(deadline_at)}: then the computer player takes the turn.")
    fallback = (
        f"<@{user_id}>, {title} is still waiting for you."
        if reminder
        else f"<@{user_id}>, it's your turn in {title}."
    )
    return Notice(
        user_id, "\n".join(lines), fallback, game.id, game.version, picture, jump_url(game)
    )


class Notifier:
    """Sends notices: DM first, the game's channel when DMs are off or closed."""

    def __init__(self, client: discord.Client, db: AsyncStore) -> None:
        self.client = client
        self.db = db

    async def deliver(self, game: Game, notice: Notice, *, channel_fallback: bool = True) -> str:
        """Send a notice; "dm", "channel" or "none" (how it went)."""
        prefs = await self.db.prefs(notice.user_id)
        if prefs.dms and not prefs.dms_closed:
            try:
                await self._dm(notice)
                return "dm"
            except discord.Forbidden as exc:
                if exc.code != CANNOT_DM:
                    raise
                first = await self.db.mark_dms_closed(notice.user_id)
                log.info("DMs to %s are closed; falling back to the channel", notice.user_id)
                text = notice.fallback + ("\n" + CLOSED_HELP if first else "")
                await self.channel_post(game, text, mention=notice.user_id)
                return "channel"
        if channel_fallback:
            await self.channel_post(game, notice.fallback, mention=notice.user_id)
            return "channel"
        return "none"

    async def _dm(self, notice: Notice) -> None:
        channel = await self.client.create_dm(discord.Object(notice.user_id))
        view = dm_view(notice.game_id, notice.version, notice.link)
        kwargs: dict = {"content": notice.content, "view": view}
        if notice.picture is not None:
            kwargs["file"] = views.file(Outgoing(picture=notice.picture))
        await channel.send(**kwargs)

    async def channel_post(self, game: Game, text: str, *, mention: int | None = None) -> None:
        channel = self.client.get_partial_messageable(
            game.row.channel_id, guild_id=game.row.guild_id
        )
        users = [discord.Object(mention)] if mention is not None else []
        await channel.send(
            text, allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=users)
        )
