"""Asynchronous play, wired into the bot: the `AsyncPlay` cog.

On load it registers its hooks on the game service (every move keeps the game's wait in step,
the end of a game is archived), adds its commands to the `/roundhouse` group (notify, settings,
pause, resume, takeback, mygames, history, leaderboard), registers the DM buttons and starts the
reminder loop. The clock is injectable; by default it is `discord.utils.utcnow`.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.game.messages import game_title
from bot.game.service import Game, MoveResult, UserError
from bot.interface.dm_items import COG_NAME, ITEMS
from bot.interface.errors import report
from bot.pacing.deadlines import Deadlines
from bot.pacing.notices import Notifier, jump_url, relative, zone
from bot.pacing.reminders import HOUR, Clock, RateLimiter, TurnWatch, default_clock
from bot.pacing.results import Results
from bot.storage.store import LOBBY, PLAYING
from bot.storage.waits import AsyncStore, GameSettings, Prefs

if TYPE_CHECKING:
    from bot.app import RoundHouseBot

log = logging.getLogger(__name__)

OnOff = Literal["on", "off"]
JOIN_BUTTON = re.compile(r"rh:l:[0-9]+:join")  # `bot.ids.lobby(game, "join")`
DeadlineChoice = Literal["off", "24 h", "48 h", "72 h"]


def parse_quiet_hours(text: str) -> tuple[int | None, int | None]:
    """'22-7' → (22, 7); 'off' → (None, None); ValueError with a friendly message otherwise."""
    text = text.strip().lower()
    if text in ("off", "none", ""):
        return None, None
    start, sep, end = text.replace("–", "-").partition("-")
    try:
        first, last = int(start.split(":")[0]), int(end.split(":")[0])
    except ValueError:
        first = last = -1
    if not sep or not (0 <= first <= 23 and 0 <= last <= 23) or first == last:
        raise ValueError("Quiet hours look like `22-7` (from 22:00 to 07:00) or `off`.")
    return first, last


def is_join(interaction: discord.Interaction) -> bool:
    """A click on a lobby's Join button, or `/roundhouse join` or `/roundhouse new`."""
    data = interaction.data or {}
    if interaction.type == discord.InteractionType.component:
        return bool(JOIN_BUTTON.fullmatch(str(data.get("custom_id", ""))))
    if interaction.type == discord.InteractionType.application_command:
        options = data.get("options") or [{}]
        return data.get("name") == "roundhouse" and options[0].get("name") in ("join", "new")
    return False


def describe_prefs(p: Prefs) -> str:
    quiet = (
        "none" if p.quiet_start is None else f"{p.quiet_start:02d}:00–{p.quiet_end:02d}:00 ({p.tz})"
    )
    dms = "on" if p.dms else "off"
    if p.dms and p.dms_closed:
        dms = "on, but Discord refused my last DM (mentions in the channel instead)"
    return (
        f"Turn DMs: **{dms}** · reminders: **{'on' if p.reminders else 'off'}** · "
        f"time zone: **{p.tz}** · quiet hours: **{quiet}**"
    )


def describe_settings(s: GameSettings, wait_deadline: float | None) -> str:
    deadline = "off" if not s.deadline_hours else f"{s.deadline_hours} h"
    text = (
        f"Idle period before a reminder: **{s.idle_hours} h** (at most **{s.reminder_limit}** "
        f"reminders) · turn deadline: **{deadline}**"
    )
    if wait_deadline is not None:
        text += f" (this turn's: {relative(wait_deadline)})"
    if s.paused:
        text += " · **paused**"
    return text


class AsyncPlay(commands.Cog, name=COG_NAME):
    """Turn notices, reminders, deadlines, pause, the inbox and results."""

    def __init__(
        self,
        bot: RoundHouseBot,
        *,
        clock: Clock = default_clock,
        limiter: RateLimiter | None = None,
    ) -> None:
        self.bot = bot
        self.clock = clock
        self._limiter = limiter
        self._commands: list[app_commands.Command] = []

    def now(self) -> float:
        return self.clock().timestamp()

    async def cog_load(self) -> None:
        bot = self.bot
        assert bot.store is not None
        self.service = bot.service
        self.db = AsyncStore(bot.store)
        self.notifier = Notifier(bot, self.db)
        self.deadlines = Deadlines(self.service, self.db, self.notifier, self.now)
        self.watch = TurnWatch(
            self.service,
            self.db,
            self.notifier,
            clock=self.clock,
            limiter=self._limiter,
            on_deadline=self.deadlines.expire,
        )
        self.results = Results(bot, self.db, self.now)
        hooks = self.service.hooks
        hooks.move_applied.append(self.on_move_applied)
        hooks.turn_started.append(self.on_turn_started)
        hooks.game_over.insert(0, self.results.game_over)  # the chart, then the final post
        hooks.game_over.append(self.results.close_thread)
        group = bot.tree.get_command("roundhouse")
        assert isinstance(group, app_commands.Group)
        self._commands = build_commands(self)
        for command in self._commands:
            group.add_command(command, override=True)
        bot.add_dynamic_items(*ITEMS)
        self.watch.scheduler.start()

    async def cog_unload(self) -> None:
        await self.watch.scheduler.stop()
        hooks = self.service.hooks
        for hook_list, hook in (
            (hooks.move_applied, self.on_move_applied),
            (hooks.turn_started, self.on_turn_started),
            (hooks.game_over, self.results.game_over),
            (hooks.game_over, self.results.close_thread),
        ):
            if hook in hook_list:
                hook_list.remove(hook)
        self.bot.remove_dynamic_items(*ITEMS)

    # -- service hooks -----------------------------------------------------------------------

    async def on_turn_started(self, game: Game, turn_lines: list[str] | None) -> None:
        if turn_lines is None:  # the game just started (later turns come through moves)
            await self.watch.sync(game)

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Joining a game (or opening one, which seats the host) turns the user's DMs on."""
        if is_join(interaction):
            prefs = await self.db.prefs(interaction.user.id)
            if not prefs.dms:
                await self.db.save_prefs(replace(prefs, dms=True))

    async def on_move_applied(self, result: MoveResult) -> None:
        game = result.game
        seat = result.seat
        if (
            seat is not None
            and game.id not in self.deadlines.playing
            and not game.is_computer(seat)
        ):
            await self.db.reset_missed(game.id, seat)
        await self.watch.sync(game)

    # -- DM buttons --------------------------------------------------------------------------

    async def on_stop_dms(self, interaction: discord.Interaction, params: dict[str, str]) -> None:
        try:
            prefs = await self.db.prefs(interaction.user.id)
            await self.db.save_prefs(replace(prefs, dms=False))
            await interaction.response.send_message(
                "Turn DMs are off. You will still be mentioned in the game's channel; "
                "`/roundhouse notify dms: on` turns them back on.",
                ephemeral=True,
            )
        except Exception as exc:
            await report(interaction, exc)

    async def on_snooze(self, interaction: discord.Interaction, params: dict[str, str]) -> None:
        try:
            hours = int(params["hours"])
            try:
                at = await self.watch.snooze(int(params["game"]), interaction.user.id, hours)
            except LookupError as exc:
                raise UserError(str(exc)) from None
            await interaction.response.send_message(
                f"Snoozed for {hours} h: the next reminder comes {relative(at)}.", ephemeral=True
            )
        except Exception as exc:
            await report(interaction, exc)

    # -- helpers for the commands ------------------------------------------------------------

    async def game_here(self, interaction: discord.Interaction) -> Game:
        game = await self.service.game_in(interaction.channel_id)
        if game is None:
            raise UserError("There is no Round House game in this channel.")
        return game

    async def hosted_game_here(self, interaction: discord.Interaction) -> Game:
        game = await self.game_here(interaction)
        if interaction.user.id != game.row.host_id:
            raise UserError("Only the host of this game can do that.")
        return game

    async def inbox(self, user_id: int) -> str:
        """Every game the user is in, across servers: whose turn, deadline, jump link."""
        lines = []
        for game_id in await self.db.games_of(user_id):
            game = await self.service.load(game_id)
            title = f"**{game_title(game.id)}**"
            link = jump_url(game)
            if game.status == LOBBY:
                lines.append(f"{title} — in its lobby · {link}")
                continue
            seat = game.current_seat()
            who = "**you**" if game.user_of(seat) == user_id else game.name_of(seat)
            if game.is_computer(seat):
                who += " (computer)"
            parts = [f"{title} — move {game.version}, {who} to play"]
            wait = await self.db.wait(game.id)
            settings = await self.db.settings(game.id)
            if settings.paused:
                parts.append("paused")
            elif wait is not None and wait.deadline_at is not None:
                parts.append(f"deadline {relative(wait.deadline_at)}")
            parts.append(link)
            lines.append(" · ".join(parts))
        if not lines:
            return "You are not in any Round House game. Join one with `/roundhouse join`."
        return "\n".join(lines)

    # -- command bodies: each returns the text of the ephemeral answer ------------------------

    async def update_prefs(
        self,
        user_id: int,
        dms: str | None,
        reminders: str | None,
        timezone: str | None,
        quiet_hours: str | None,
    ) -> str:
        prefs = await self.db.prefs(user_id)
        try:
            if timezone is not None:
                prefs = replace(prefs, tz=str(zone(timezone.strip()).key))
            if quiet_hours is not None:
                start, end = parse_quiet_hours(quiet_hours)
                prefs = replace(prefs, quiet_start=start, quiet_end=end)
        except ValueError as exc:
            raise UserError(str(exc)) from None
        if reminders is not None:
            prefs = replace(prefs, reminders=reminders == "on")
        if dms is not None:  # switching DMs on again means trying DMs again
            prefs = replace(prefs, dms=dms == "on", dms_closed=False, told_closed=False)
        changed = any(v is not None for v in (dms, reminders, timezone, quiet_hours))
        if changed:
            await self.db.save_prefs(prefs)
        return ("Saved. " if changed else "") + describe_prefs(prefs)

    async def update_settings(
        self,
        interaction: discord.Interaction,
        idle_hours: int | None,
        deadline: str | None,
        reminder_limit: int | None,
    ) -> str:
        game = await self.game_here(interaction)
        s = await self.db.settings(game.id)
        changed = any(v is not None for v in (idle_hours, deadline, reminder_limit))
        if changed:
            if interaction.user.id != game.row.host_id:
                raise UserError("Only the host of this game can change its settings.")
            if idle_hours is not None:
                s = replace(s, idle_hours=idle_hours)
            if reminder_limit is not None:
                s = replace(s, reminder_limit=reminder_limit)
            if deadline is not None:
                s = replace(s, deadline_hours=None if deadline == "off" else int(deadline[:2]))
            await self.db.save_settings(s)
            await self.watch.reschedule(s)
        wait = await self.db.wait(game.id)
        text = describe_settings(s, wait.deadline_at if wait else None)
        return ("Saved. " if changed else "") + text

    async def set_paused(self, interaction: discord.Interaction, pause: bool) -> str:
        game = await self.hosted_game_here(interaction)
        if game.status != PLAYING:
            raise UserError("Only a game in play can be paused or resumed.")
        s = await self.db.settings(game.id)
        if s.paused == pause:
            raise UserError(f"This game is already {'paused' if pause else 'running'}.")
        now = self.now()
        if pause:
            await self.db.save_settings(replace(s, paused_at=now))
            text = "is paused by the host: no reminders or deadlines until it resumes."
        else:
            await self.db.save_settings(replace(s, paused_at=None))
            await shift_wait(self, game.id, s.paused_at or now, now)
            text = "is running again."
        await self.db.log(game.id, now, f"The game {text}")
        await self.notifier.channel_post(game, f"{game_title(game.id)} {text}")
        self.watch.scheduler.kick()
        return f"{game_title(game.id)} {text}"

    async def take_back(self, interaction: discord.Interaction, player: discord.User | None) -> str:
        game = await self.game_here(interaction)
        seat = game.seat_of((player or interaction.user).id)
        if seat is None:
            raise UserError("That player has no seat in this game.")
        game = await self.deadlines.take_back(game, seat, interaction.user.id)
        await self.watch.sync(game, activity=False)
        return f"{game.name_of(seat)} plays the seat again."


async def reply(interaction: discord.Interaction, work: Callable[[], Awaitable[str]]) -> None:
    """Defer ephemerally, then answer with `work()`'s text or the error's explanation."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        text = await work()
        await interaction.edit_original_response(
            content=text, allowed_mentions=discord.AllowedMentions.none()
        )
    except Exception as exc:
        await report(interaction, exc)


def build_commands(cog: AsyncPlay) -> list[app_commands.Command]:
    """The cog's `/roundhouse` subcommands (closures over the cog, one set per bot)."""

    @app_commands.command(name="notify", description="Turn DMs, reminders, time zone, quiet hours.")
    @app_commands.describe(
        dms="Turn notices by direct message",
        reminders="Reminders when a game waits for you",
        timezone="Your time zone, e.g. Europe/Paris",
        quiet_hours="No reminders in these hours, e.g. 22-7, or off",
    )
    async def notify(
        interaction: discord.Interaction,
        dms: OnOff | None = None,
        reminders: OnOff | None = None,
        timezone: str | None = None,
        quiet_hours: str | None = None,
    ) -> None:
        user = interaction.user.id
        await reply(
            interaction, lambda: cog.update_prefs(user, dms, reminders, timezone, quiet_hours)
        )

    @app_commands.command(name="settings", description="This game's reminders and turn deadline.")
    @app_commands.describe(
        idle_hours="Hours without a move before a reminder (default 12)",
        deadline="After this, the computer player takes the turn",
        reminder_limit="How many reminders at most per turn (default 3)",
    )
    async def settings(
        interaction: discord.Interaction,
        idle_hours: app_commands.Range[int, 1, 168] | None = None,
        deadline: DeadlineChoice | None = None,
        reminder_limit: app_commands.Range[int, 0, 10] | None = None,
    ) -> None:
        await reply(
            interaction,
            lambda: cog.update_settings(interaction, idle_hours, deadline, reminder_limit),
        )

    @app_commands.command(name="pause", description="Pause reminders and deadlines (host only).")
    async def pause(interaction: discord.Interaction) -> None:
        await reply(interaction, lambda: cog.set_paused(interaction, True))

    @app_commands.command(name="resume", description="Resume a paused game (host only).")
    async def resume(interaction: discord.Interaction) -> None:
        await reply(interaction, lambda: cog.set_paused(interaction, False))

    @app_commands.command(name="takeback", description="Take a seat back from the computer.")
    @app_commands.describe(player="Whose seat (the host may name a player; default: yours)")
    async def takeback(
        interaction: discord.Interaction, player: discord.User | None = None
    ) -> None:
        await reply(interaction, lambda: cog.take_back(interaction, player))

    @app_commands.command(name="mygames", description="Every game you are in, on every server.")
    async def mygames(interaction: discord.Interaction) -> None:
        await reply(interaction, lambda: cog.inbox(interaction.user.id))

    @app_commands.command(name="history", description="Recent results on this server.")
    async def history(interaction: discord.Interaction) -> None:
        await reply(interaction, lambda: cog.results.history(interaction.guild_id))

    @app_commands.command(name="leaderboard", description="Wins, games and average score here.")
    async def leaderboard(interaction: discord.Interaction) -> None:
        await reply(interaction, lambda: cog.results.leaderboard(interaction.guild_id))

    return [notify, settings, pause, resume, takeback, mygames, history, leaderboard]


async def shift_wait(cog: AsyncPlay, game_id: int, paused_at: float, now: float) -> None:
    """After a pause: the current wait's reminder and deadline move by the time it was paused."""
    wait = await cog.db.wait(game_id)
    if wait is None:
        return
    seconds = now - max(paused_at, wait.started_at)  # a wait may have begun during the pause
    await cog.db.set_times(
        game_id,
        wait.key,
        remind_at=None if wait.remind_at is None else wait.remind_at + seconds,
        deadline_at=None if wait.deadline_at is None else wait.deadline_at + seconds,
    )


__all__ = ["HOUR", "AsyncPlay", "build_commands", "parse_quiet_hours"]
