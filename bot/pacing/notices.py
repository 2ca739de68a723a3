"""Telling a player it is their turn: quiet hours, the turn DM and the reminder DM.

This module writes the notices; `bot.interface.notifier.Notifier` sends them (a DM, or a mention
in the game's channel when DMs are off or closed) and is what `Poster` stands for here.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Protocol
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.game import capabilities
from bot.game.model import Game, UserError, wait_key
from bot.game.protocol import Picture
from bot.game.said import say
from bot.game.text import quoted
from bot.posts.messages import game_title
from bot.storage.pacing import Prefs, TurnDm
from locales.words import ENGLISH

NOT_ZONES = {"localtime", "posixrules", "Factory"}  # files beside the zones, not places


class BadSetting(UserError, ValueError):
    """A time zone or quiet hours a player typed that are none (told in their words)."""


@functools.cache
def _iana_names() -> dict[str, str]:
    """Every IANA time zone name, by its lower-case spelling (`available_timezones` also
    lists the system's own `localtime` and tzdata's placeholder `Factory`: not zones)."""
    return {key.lower(): key for key in available_timezones() - NOT_ZONES}


def iana_zone(name: str) -> str:
    """The IANA name of the time zone a player typed (any case: "europe/paris" is
    Europe/Paris); ValueError with a friendly message for anything else ("localtime", a
    path, a typo), which it quotes cleaned and isolated (`bot.game.text.quoted`)."""
    key = _iana_names().get(name.strip().lower())
    if key is None:
        raise BadSetting(say("bot.settings.unknown_zone", zone=quoted(name)))
    return key


def zone(name: str) -> ZoneInfo:
    """The saved time zone called `name`; ValueError with a friendly message if unknown."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        raise BadSetting(say("bot.settings.unknown_saved_zone")) from None


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
    language: str = ENGLISH  # of `content` and the DM's buttons
    seat: int | None = None  # the seat whose turn it is about
    key: str | None = None  # that seat's wait (`wait_key`): the DM is settled once it changes


def turn_notice(
    game: Game,
    seat: int,
    *,
    deadline_at: float | None,
    picture: Picture | None,
    reminder: int = 0,
) -> Notice:
    """The DM for a turn that just started (reminder 0) or a reminder about it: one line (the
    game's clock, what to decide, the end's notice and the deadline) to go with the buttons
    and the phone picture; the full board is the DM's Show board. In the words of `game`'s
    rules (the recipient's: `Game.speaking`)."""
    user_id = game.seats[seat].user_id
    assert user_id is not None and game.state is not None
    state, rules, words = game.state, game.rules, game.words
    title = game_title(game)
    head = (
        words("bot.notice.your_turn", title=title)
        if reminder == 0
        else words("bot.notice.reminder", number=reminder, title=title)
    )
    texts = rules.texts(state, reader=seat)
    asked, progress = what_is_asked(game), texts.progress
    line = words("bot.notice.line", head=head, progress=progress, asked=asked)
    notice = texts.notice
    if notice:
        line += f" {notice}"
    if deadline_at is not None:
        taken = "deadline" if capabilities.computers(rules) else "deadline_only"
        line += words(f"bot.notice.{taken}", when=relative(deadline_at))
    fallback = (
        words("bot.notice.still_waiting", user=user_id, title=title)
        if reminder
        else words("bot.notice.fallback", user=user_id, title=title)
    )
    link = jump_url(game)
    return Notice(
        user_id,
        line,
        fallback,
        game.id,
        game.version,
        picture,
        link,
        words.language,
        seat,
        wait_key(game, seat),
    )


def what_is_asked(game: Game) -> str:
    """The decision a notice is about: its prompt, or, when the turn's choices are all made
    and it waits for End turn, just that (the summary is on the panel)."""
    assert game.state is not None
    if capabilities.ending_move(game.rules, game.state) is not None:
        return game.words("bot.notice.end_turn")
    return game.rules.texts(game.state).prompt


class Poster(Protocol):
    """What pacing needs from the Discord side: send a notice, post a line in a game's channel."""

    async def deliver(self, game: Game, notice: Notice, *, channel_fallback: bool = True) -> str:
        """Send a notice; "dm", "channel" or "none" (how it went)."""
        ...

    async def channel_post(self, game: Game, text: str, *, mention: int | None = None) -> None:
        """Post `text` in the game's channel, pinging only `mention`."""
        ...

    async def settle_dm(self, game: Game, dm: TurnDm) -> None:
        """Edit a turn DM whose turn is done so that it offers no choice of it any more."""
        ...
