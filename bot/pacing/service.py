"""The pacing service: keeps each game's wait in step with its moves, and answers the pacing
commands (`/roundhouse notify`, `settings`, `pause`, `resume`, `takeback`).

The bot builds one (`bot.app`), registers `on_move_applied` and `on_turn_started` on the game
service's hooks and starts its reminder loop; the commands call the methods below, each of which
returns the text of the ephemeral answer. Every time comes from the bot's one clock.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from functools import partial
from typing import Literal

from bot.clock import Clock, discord_now
from bot.game.model import Game, MoveResult, UserError
from bot.game.said import Said, say
from bot.game.service import GameService
from bot.game.text import whole_number
from bot.pacing.deadlines import Deadlines
from bot.pacing.notices import BadSetting, Poster, iana_zone, relative
from bot.pacing.reminders import RateLimiter, TurnWatch
from bot.posts.messages import game_title
from bot.storage.pacing import GameSettings, PacingStore, Prefs
from bot.storage.records import Status
from locales import formats
from locales.words import Words

log = logging.getLogger(__name__)

OnOff = Literal["on", "off"]
AutoEndChoice = Literal["default", "on", "off"]  # `/roundhouse notify auto_end`
AUTO_END_CHOICES: dict[str, bool | None] = {"default": None, "on": True, "off": False}
DeadlineChoice = Literal["off", "24 h", "48 h", "72 h"]
DEADLINE_HOURS = {"off": 0, "24 h": 24, "48 h": 48, "72 h": 72}  # each DeadlineChoice's hours


def deadline_hours(choice: str) -> int:
    """The hours of a `deadline` choice (0: off); a UserError for any other value (a command
    synced by an older version, or forged)."""
    if choice not in DEADLINE_HOURS:
        raise UserError(say("bot.pacing.deadline_choice"))
    return DEADLINE_HOURS[choice]


def parse_quiet_hours(text: str) -> tuple[int | None, int | None]:
    """'22-7' → (22, 7); 'off' → (None, None); ValueError with a friendly message otherwise."""
    text = text.strip().lower()
    if text in ("off", "none", ""):
        return None, None
    start, sep, end = text.replace("–", "-").partition("-")
    first, last = (whole_number(part.split(":")[0].strip(), 23) for part in (start, end))
    if not sep or first is None or last is None or first == last:
        raise BadSetting(say("bot.settings.quiet_hours"))
    return first, last


def describe_prefs(p: Prefs, words: Words) -> str:
    """A player's notification preferences in `words`."""

    def on(value: bool) -> str:
        return words("bot.lobby.on" if value else "bot.lobby.off")

    quiet = words("bot.prefs.no_quiet_hours")
    if p.quiet_start is not None:
        start, end = f"{p.quiet_start:02d}:00", f"{p.quiet_end:02d}:00"
        quiet = words("bot.prefs.quiet_hours", start=start, end=end, zone=p.tz)
    dms = words("bot.prefs.dms_refused") if p.dms and p.dms_closed else on(p.dms)
    return words(
        "bot.prefs.line",
        dms=dms,
        reminders=on(p.reminders),
        zone=p.tz,
        quiet=quiet,
        auto_end=words("bot.prefs.auto_end_default") if p.auto_end is None else on(p.auto_end),
    )


def describe_settings(s: GameSettings, wait_deadline: float | None, words: Words) -> str:
    """A game's pacing settings in `words`."""
    hours = s.deadline_hours
    deadline = formats.hours(words, hours) if hours else words("bot.lobby.off")
    limit = s.reminder_limit
    idle = formats.hours(words, s.idle_hours)
    text = words("bot.settings.line", idle=idle, limit=limit, deadline=deadline)
    if wait_deadline is not None:
        text += words("bot.settings.this_turn", when=relative(wait_deadline))
    if s.paused:
        text += words("bot.settings.paused")
    return text


class PacingService:
    """Turn notices, reminders, deadlines, pause and the inbox, over the game service."""

    def __init__(
        self,
        service: GameService,
        db: PacingStore,
        notifier: Poster,
        *,
        clock: Clock = discord_now,
        limiter: RateLimiter | None = None,
    ) -> None:
        self.service = service
        self.db = db
        self.notifier = notifier
        self.clock = clock
        self.deadlines = Deadlines(service, db, notifier, clock)
        self.watch = TurnWatch(
            service, db, notifier, clock=clock, limiter=limiter, on_deadline=self.deadlines.expire
        )

    def now(self) -> float:
        return self.clock().timestamp()

    def start(self) -> None:
        """Start the reminder loop (it sends what came due while the bot was away first)."""
        self.watch.scheduler.start()

    async def close(self) -> None:
        await self.watch.scheduler.stop()

    # -- service hooks -----------------------------------------------------------------------

    async def on_turn_started(self, game: Game, turn_lines: list[str] | None) -> None:
        if turn_lines is None and game.latest:  # the game just started (later turns: moves)
            await self.watch.sync(game)

    async def on_move_applied(self, result: MoveResult) -> None:
        game = result.game
        seat = result.seat
        if not game.latest:  # a move posted late: a later one brought the wait up to date
            return
        by_player = (  # the seat's own person moved (not its deadline, not a computer)
            seat is not None
            and game.id not in self.deadlines.playing
            and not game.is_computer(seat)
        )
        if by_player:
            assert seat is not None
            await self.db.reset_missed(game.id, seat)
        await self.watch.sync(game, mover=seat if by_player else None)

    async def on_abandoned(self, game: Game) -> None:
        """An abandoned game waits on nobody, and its turn DMs offer no choice any more."""
        await self.watch.sync(game)

    # -- DM preferences and the DM buttons ---------------------------------------------------

    async def dms_on(self, user_id: int) -> None:
        """Joining a game (or opening one, which seats the host) turns the user's DMs on."""
        prefs = await self.db.prefs(user_id)
        if not prefs.dms:
            await self.db.save_prefs(replace(prefs, dms=True))

    async def auto_end(self, user_id: int) -> bool | None:
        """Whether the player ends each turn as soon as its choices are made (no End turn
        click): always (True), never (False), or where Undo can take the end back (None, the
        default); the game service asks this after each of their moves."""
        return (await self.db.prefs(user_id)).auto_end

    async def stop_dms(self, user_id: int) -> Said:
        """Stop DMs: what the player is told (in their words)."""
        prefs = await self.db.prefs(user_id)
        await self.db.save_prefs(replace(prefs, dms=False))
        return say("bot.pacing.dms_off")

    async def snooze(self, game_id: int, user_id: int, hours: int) -> Said:
        """Snooze: what the player is told (UserError: nothing to snooze)."""
        try:
            at = await self.watch.snooze(game_id, user_id, hours)
        except LookupError:
            raise UserError(say("bot.pacing.nothing_to_snooze")) from None
        span = partial(formats.hours, count=hours)
        return say("bot.pacing.snoozed", hours=span, when=relative(at))

    # -- helpers for the commands ------------------------------------------------------------

    async def game_here(self, channel_id: int | None) -> Game:
        game = None if channel_id is None else await self.service.game_in(channel_id)
        if game is None:
            raise UserError(say("bot.pacing.no_game_here", noun=self.service.games.noun_in))
        return game

    async def hosted_game_here(self, channel_id: int | None, user_id: int) -> Game:
        game = await self.game_here(channel_id)
        if user_id != game.row.host_id:
            raise UserError(say("bot.pacing.host_only"))
        return game

    async def resync(self) -> None:
        """At start-up: every game in play waits on the seat that decides now (after a repair,
        or a move saved just before the bot stopped), and the turn DMs of turns done meanwhile
        are settled; broken games are skipped."""
        rows = await self.service.store.games(statuses=[Status.PLAYING])
        ids = {row.id for row in rows} | set(await self.db.dm_games())  # DMs of games ended
        games, _ = await self.service.load_each(sorted(ids))
        for game in games:
            await self.watch.sync(game)

    # -- command bodies: each returns the text of the ephemeral answer ------------------------

    async def update_prefs(
        self,
        user_id: int,
        dms: str | None,
        reminders: str | None,
        timezone: str | None,
        quiet_hours: str | None,
        auto_end: str | None = None,
        *,
        words: Words,
    ) -> str:
        """Save the player's changed preferences; all of them in `words` (the reader's)."""
        prefs = await self.db.prefs(user_id)
        if timezone is not None:  # (BadSetting: a UserError, told in the player's words)
            prefs = replace(prefs, tz=iana_zone(timezone))
        if quiet_hours is not None:
            start, end = parse_quiet_hours(quiet_hours)
            prefs = replace(prefs, quiet_start=start, quiet_end=end)
        if reminders is not None:
            prefs = replace(prefs, reminders=reminders == "on")
        if auto_end is not None:
            prefs = replace(prefs, auto_end=AUTO_END_CHOICES[auto_end])
        if dms is not None:  # switching DMs on again means trying DMs again
            prefs = replace(prefs, dms=dms == "on", dms_closed=False, told_closed=False)
        changed = any(v is not None for v in (dms, reminders, timezone, quiet_hours, auto_end))
        if changed:
            await self.db.save_prefs(prefs)
        return (words("bot.settings.saved") if changed else "") + describe_prefs(prefs, words)

    async def update_settings(
        self,
        channel_id: int | None,
        user_id: int,
        idle_hours: int | None,
        deadline: str | None,
        reminder_limit: int | None,
        *,
        words: Words,
    ) -> str:
        """The host changes the game's pacing; the settings in `words` (the reader's)."""
        game = await self.game_here(channel_id)
        s = await self.db.settings(game.id)
        changed = any(v is not None for v in (idle_hours, deadline, reminder_limit))
        if changed:
            if user_id != game.row.host_id:
                raise UserError(say("bot.pacing.host_settings"))
            if idle_hours is not None:
                s = replace(s, idle_hours=idle_hours)
            if reminder_limit is not None:
                s = replace(s, reminder_limit=reminder_limit)
            if deadline is not None:
                s = replace(s, deadline_hours=deadline_hours(deadline) or None)
            await self.db.save_settings(s)
            await self.watch.reschedule(s)
        wait = await self.db.wait(game.id, game.seat_of(user_id))  # the asker's own, if any
        wait = wait or await self.db.wait(game.id)
        text = describe_settings(s, wait.deadline_at if wait else None, words)
        return (words("bot.settings.saved") if changed else "") + text

    async def set_paused(self, channel_id: int | None, user_id: int, pause: bool) -> str:
        game = await self.hosted_game_here(channel_id, user_id)
        if game.status != Status.PLAYING:
            raise UserError(say("bot.pacing.pause_in_play"))
        s = await self.db.settings(game.id)
        if s.paused == pause:
            raise UserError(say("bot.pacing.paused_already" if pause else "bot.pacing.running"))
        now, words = self.now(), game.words  # (the answer too: the game's words for now)
        if pause:
            await self.db.save_settings(replace(s, paused_at=now))
            text = words("bot.pacing.paused")
        else:
            await self.db.save_settings(replace(s, paused_at=None))
            await self.shift_wait(game.id, s.paused_at or now, now)
            text = words("bot.pacing.resumed")
        await self.db.log(game.id, now, words("bot.pacing.logged", text=text))
        post = words("bot.pacing.titled", title=game_title(game), text=text)
        await self.notifier.channel_post(game, post)
        self.watch.scheduler.kick()
        return post

    async def take_back(
        self, channel_id: int | None, user_id: int, player_id: int | None, *, words: Words
    ) -> str:
        """`user_id` takes back the seat of `player_id` (default: their own) from the computer;
        the answer in `words` (the reader's)."""
        game = await self.game_here(channel_id)
        seat = game.seat_of(player_id or user_id)
        if seat is None:
            raise UserError(say("bot.pacing.no_such_seat"))
        game = await self.deadlines.take_back(game, seat, user_id)
        await self.watch.sync(game)
        return words("bot.pacing.taken_back", name=game.name_of(seat))

    async def shift_wait(self, game_id: int, paused_at: float, now: float) -> None:
        """After a pause: the current waits' reminders and deadlines move by the paused time."""
        for wait in await self.db.waits(game_id):
            seconds = now - max(paused_at, wait.started_at)  # it may have begun in the pause
            await self.db.set_times(
                game_id,
                wait.key,
                remind_at=None if wait.remind_at is None else wait.remind_at + seconds,
                deadline_at=None if wait.deadline_at is None else wait.deadline_at + seconds,
            )
