"""Due times in the database and the background loop that sends what is due.

`TurnWatch.sync(game)` runs after every move: it records who the game now waits on (a row of
`ap_waits` per waiting seat, several at a simultaneous decision: turn notice pending, next
reminder, deadline). The `Scheduler` sleeps until the
earliest due time, then `TurnWatch.pump()` claims each due item in the database before sending
it, so a restart never sends anything twice; sends go through a token bucket.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import UTC, datetime

from bot.clock import Clock, discord_now
from bot.game.model import BrokenGame, Game, wait_key
from bot.game.service import GameService
from bot.game.sight import public
from bot.interface.readers import recipient_words
from bot.pacing.notices import Poster, in_quiet_hours, quiet_hours_end, turn_notice
from bot.storage.pacing import GameSettings, PacingStore, Wait
from bot.storage.records import Status
from bot.tasks import stop_task
from bot.workers.picture import draw_async, or_none

log = logging.getLogger(__name__)

HOUR = 3600.0
MAX_NAP = 6 * HOUR  # the loop looks at the database at least this often
BATCH = 25  # due items handled per pass
RETRY = 60.0  # seconds before looking again after a failure
REMIND_SLACK = 60.0  # a reminder is put off again by a move only when it moves by more


class RateLimiter:
    """A token bucket: at most `burst` sends at once, refilled at `per_second`."""

    def __init__(self, *, burst: int = 5, per_second: float = 1.0) -> None:
        self.burst = burst
        self.per_second = per_second
        self._tokens = float(burst)
        self._stamp: float | None = None

    async def acquire(self) -> None:
        loop = asyncio.get_running_loop()
        now = loop.time()
        if self._stamp is not None:
            self._tokens = min(self.burst, self._tokens + (now - self._stamp) * self.per_second)
        self._stamp = now
        if self._tokens < 1:
            await asyncio.sleep((1 - self._tokens) / self.per_second)
            self._tokens, self._stamp = 1.0, loop.time()
        self._tokens -= 1


class Scheduler:
    """Runs `pump` whenever something may be due; `kick()` after scheduling something new."""

    def __init__(
        self,
        pump: Callable[[], Awaitable[int]],
        next_due: Callable[[], Awaitable[float | None]],
        clock: Clock,
    ) -> None:
        self._pump = pump
        self._next_due = next_due
        self._clock = clock
        self._task: asyncio.Task[None] | None = None
        self._sleeping = False
        self._kicked = False

    def start(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run(), name="roundhouse-reminders")

    def kick(self) -> None:
        """Look at the database again now (restarting the nap if the loop is asleep)."""
        self._kicked = True
        if self._sleeping and self._task is not None:
            self._task.cancel()
            self._task = None
            self._sleeping = False
            self.start()

    async def stop(self) -> None:
        task, self._task = self._task, None
        await stop_task(task)

    async def _run(self) -> None:
        while True:
            self._kicked = False
            try:
                handled = await self._pump()
                due = await self._next_due()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the reminder loop failed; trying again in a minute")
                handled, due = 0, 0.0
            now = self._clock().timestamp()
            delay = MAX_NAP if due is None else min(MAX_NAP, max(0.0, due - now))
            if delay == 0 and not handled:
                delay = RETRY  # due but not handled (an error): do not spin
            if self._kicked or (delay == 0 and handled):
                continue
            self._sleeping = True
            try:
                await asyncio.sleep(delay)
            finally:
                self._sleeping = False


class TurnWatch:
    """Keeps each game's wait up to date and sends turn notices and reminders when due."""

    def __init__(
        self,
        service: GameService,
        db: PacingStore,
        notifier: Poster,
        *,
        clock: Clock = discord_now,
        limiter: RateLimiter | None = None,
        on_deadline: Callable[[Wait], Awaitable[None]] | None = None,
    ) -> None:
        self.service = service
        self.db = db
        self.notifier = notifier
        self.clock = clock
        self.limiter = limiter or RateLimiter()
        self.on_deadline = on_deadline
        self.scheduler = Scheduler(self.pump, db.next_due, clock)
        self._pump_lock = asyncio.Lock()

    def now(self) -> float:
        return self.clock().timestamp()

    # -- keeping the wait in step with the game ----------------------------------------------

    async def sync(self, game: Game, *, mover: int | None = None) -> None:
        """Record who `game` waits on now: a wait per person's seat that must decide (all of
        them at once at a simultaneous decision); a new wait gets a notice, reminder and
        deadline, a seat no longer waited on loses its wait. The seat whose player just moved
        (`mover`) has its reminder put off if it still decides, and a new wait of it (the same
        player going on: a round won, an extra turn) sends no turn DM: they are at it, and the
        panel their move answered with shows the decision. No other seat's is."""
        await self.settle_dms(game)
        waiting = [s for s in game.deciders() if game.user_of(s) and not game.is_computer(s)]
        current = {wait.seat: wait for wait in await self.db.waits(game.id)}
        for seat in current.keys() - set(waiting):
            await self.db.end_wait(game.id, seat)
        if not waiting:
            return
        settings = await self.db.settings(game.id)
        for seat in waiting:
            await self._sync_seat(game, seat, current.get(seat), settings, seat == mover)

    async def settle_dms(self, game: Game) -> None:
        """Edit the game's turn DMs whose turn is done (the seat's wait moved on, or the game
        ended) so that they offer none of its choices; each is forgotten once edited, kept to
        try again at the game's next sync when Discord did not take the edit (an edit sent
        twice changes nothing)."""
        for dm in await self.db.turn_dms(game.id):
            if game.status == Status.PLAYING and wait_key(game, dm.seat) == dm.key:
                continue
            try:
                await self.notifier.settle_dm(game, dm)
            except Exception:
                log.warning("could not settle turn DM %s of game %s", dm.message_id, game.id)
                continue
            await self.db.settled_dm(dm.message_id)

    async def _sync_seat(
        self, game: Game, seat: int, current: Wait | None, settings: GameSettings, activity: bool
    ) -> None:
        """Keep the wait on one seat in step: the same decision waits on (its reminder put off
        by the player's `activity`), or a new one begins."""
        key, user = wait_key(game, seat), game.user_of(seat)
        assert key is not None and user is not None
        now = self.now()
        if current is not None and current.key == key:
            remind_at = now + settings.idle_hours * HOUR
            if (
                activity
                and current.remind_at is not None  # the player is at it: wait again
                and remind_at - current.remind_at > REMIND_SLACK  # (not for every click)
            ):
                await self.db.set_times(
                    game.id,
                    key,
                    remind_at=remind_at,
                    deadline_at=current.deadline_at,
                )
            return
        deadline = settings.deadline_hours
        await self.db.start_wait(
            Wait(
                game.id,
                seat,
                user,
                key,
                now,
                notified=activity,  # the player going on is told nothing twice
                reminders=0,
                remind_at=now + settings.idle_hours * HOUR,
                deadline_at=now + deadline * HOUR if deadline else None,
                deadline_fired=0,
            )
        )
        self.scheduler.kick()

    async def reschedule(self, settings: GameSettings) -> None:
        """After a settings change: the current waits' deadlines follow the new setting."""
        hours = settings.deadline_hours
        for wait in await self.db.waits(settings.game_id):
            if wait.deadline_fired:
                continue  # this turn's deadline already passed
            await self.db.set_times(
                wait.game_id,
                wait.key,
                remind_at=wait.remind_at,
                deadline_at=wait.started_at + hours * HOUR if hours else None,
            )
        self.scheduler.kick()

    # -- sending what is due -----------------------------------------------------------------

    async def pump(self) -> int:
        """Handle every due item once; how many were handled."""
        async with self._pump_lock:
            handled = 0
            for wait in await self.db.due_waits(self.now(), BATCH):
                try:
                    handled += await self._handle(wait)
                except Exception:
                    log.exception("could not handle the wait of game %s", wait.game_id)
            return handled

    async def _handle(self, wait: Wait) -> int:
        try:
            game = await self.service.load(wait.game_id)
        except BrokenGame:  # logged by the service; the wait comes back once it is repaired
            await self.db.end_wait(wait.game_id)
            return 1
        if wait_key(game, wait.seat) != wait.key or game.is_computer(wait.seat):  # moved on
            await self.sync(game)
            return 1
        if not wait.notified:
            if await self.db.claim_notice(wait):
                await self._send(game, wait, reminder=0)
            return 1
        settings = await self.db.settings(game.id)
        now = self.now()
        if wait.deadline_fired != 2 and wait.deadline_at is not None and wait.deadline_at <= now:
            if self.on_deadline is not None:
                await self.on_deadline(wait)
            return 1
        if wait.remind_at is not None and wait.remind_at <= now:
            await self._remind(game, wait, settings)
            return 1
        return 0

    async def _remind(self, game: Game, wait: Wait, settings: GameSettings) -> None:
        prefs = await self.db.prefs(wait.user_id)
        now = self.clock()
        if not prefs.reminders or wait.reminders >= settings.reminder_limit:
            await self.db.set_times(game.id, wait.key, remind_at=None, deadline_at=wait.deadline_at)
            return
        if in_quiet_hours(prefs, now):
            later = quiet_hours_end(prefs, now).timestamp()
            await self.db.set_times(
                game.id, wait.key, remind_at=later, deadline_at=wait.deadline_at
            )
            return
        number = wait.reminders + 1
        next_at = None
        if number < settings.reminder_limit:
            next_at = now.timestamp() + settings.idle_hours * HOUR
        if await self.db.claim_reminder(wait, next_at):
            await self._send(game, replace(wait, reminders=number), reminder=number)

    async def _send(self, game: Game, wait: Wait, *, reminder: int) -> None:
        prefs = await self.db.prefs(wait.user_id)
        by_dm = prefs.dms and not prefs.dms_closed
        if reminder == 0 and not by_dm:
            return  # the turn post already mentioned them: nothing to send, no need to wait
        await self.limiter.acquire()
        picture = None
        if reminder == 0 and by_dm:
            name = f"turn-{game.id}-{game.version:04d}"  # the phone picture of the turn post
            picture = await or_none(game, draw_async(game, [], name=name, view="turn"))
        seen = public(game)  # a DM tells what everybody may know: its picture, its words
        words = await recipient_words(game, self.db, wait.user_id)
        due = wait.deadline_at
        mine = seen.speaking(words.language)
        notice = turn_notice(mine, wait.seat, deadline_at=due, picture=picture, reminder=reminder)
        posted = turn_notice(seen, wait.seat, deadline_at=due, picture=None, reminder=reminder)
        notice = replace(notice, fallback=posted.fallback)  # its channel mention: the game's
        # The turn post in the channel already mentions the player: a turn notice that cannot
        # be a DM needs no second mention, except to explain once why the DM failed.
        await self.notifier.deliver(game, notice, channel_fallback=reminder > 0)
        if by_dm:  # a move played while it was being sent: its DM is out of date already
            await self.settle_dms(await self.service.load(game.id))

    async def snooze(self, game_id: int, user_id: int, hours: int) -> float:
        """Put off the reminders of the user's current wait in this game; the new time."""
        waits = [wait for wait in await self.db.waits(game_id) if wait.user_id == user_id]
        wait = waits[0] if waits else None
        if wait is None:
            raise LookupError("That game is not waiting for you any more: nothing to snooze.")
        prefs = await self.db.prefs(user_id)
        at = datetime.fromtimestamp(self.now() + hours * HOUR, UTC)
        at = quiet_hours_end(prefs, at)
        await self.db.set_times(
            game_id, wait.key, remind_at=at.timestamp(), deadline_at=wait.deadline_at
        )
        self.scheduler.kick()
        return at.timestamp()
