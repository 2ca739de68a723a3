"""A game's pictures for messages: drawn by the game (its capabilities `Pictures`,
`SeatPicture`, `ScoreChart`, `DecisionPicture`: `bot.game.capabilities`) off the event loop,
named, and with the alt text clipped to what Discord takes. A game without one is asked
nothing: the async functions give None at once.

Pictures are drawn in a pool of worker processes, one per core (`POOL`), so that a burst of
posts never holds the event loop's GIL: a click is answered while a hundred boards are drawn.
A job is a top-level function of this module with the rules object, the state and the events,
pickled on the event loop (so the state is the one saved when the post was asked for); the
rules object pickles by the name of its class, so the worker imports the game's module itself.
The workers run at a lower priority than the bot, start from a fork server, all at once and in
a thread of their own (`prepare` starts them with the bot). Set `PROCESSES`
to 0 to draw in threads of this process instead (at most `THREAD_SLOTS` at once), as the tests
do with their stand-in pictures, which exist in this process only; a game whose rules cannot be
pickled is drawn in threads too. `shutdown()` stops the workers (the bot does on closing).

A picture that fails, for whatever reason (a name the font cannot lay out, a worker killed), must
not silence a game: `or_none` gives the posts None and they go out without it, `drawn` gives a
player who asked for one a `PictureFailed` to read; the cause is logged once per game and cause.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import logging
import multiprocessing
import os
import pickle
import threading
import time
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import replace
from typing import Any, Literal, TypeVar

from bot.game import capabilities
from bot.game.capabilities import DecisionPicture, Pictures, ScoreChart, SeatPicture
from bot.game.model import Game, UserError
from bot.game.protocol import GameRules, Picture, ScoreTimeline
from bot.game.said import say
from bot.game.sight import public, seen_by
from bot.game.text import clip
from locales.names import unescaped

log = logging.getLogger(__name__)

T = TypeVar("T")
View = Literal["board", "turn"]  # the full board, or the turn post's phone picture
ALT_TEXT_LIMIT = 1024  # Discord's limit for an attachment description
PROCESSES: int | None = None  # worker processes: None one per core, 0 threads in this process
THREAD_SLOTS = 2  # pictures drawn at once in threads: more only fight the event loop for the GIL
WORKER_NICENESS = 5  # the workers yield the CPU to the bot's event loop
WATCH_EVERY = 2.0  # seconds between a worker's looks at whether the bot still runs
FAILURES_REMEMBERED = 10_000  # (game, cause) pairs of failed pictures already logged


def draw(
    rules: Pictures[Any],
    state: object,
    events: Sequence[str],
    *,
    name: str = "board",
    view: View = "board",
) -> Picture:
    """The game's picture of `state`, as `{name}.png` (blocking: call `draw_async` on the loop)."""
    picture = rules.turn_picture(state, events) if view == "turn" else rules.picture(state, events)
    return named(picture, name)


def named(picture: Picture, name: str) -> Picture:
    """The picture as `{name}.png`, its alt text clipped to Discord's limit (`clip`: a name cut
    is closed) and, as Discord shows it unformatted, the names in it `unescaped`."""
    alt = clip(unescaped(picture.alt), ALT_TEXT_LIMIT)
    return replace(picture, alt=alt, filename=f"{name}.png")


def draw_seat(rules: SeatPicture[Any], state: object, seat: int, name: str) -> Picture:
    """What `seat` holds (`SeatPicture.seat_picture`), as `{name}.png` (blocking: call
    `draw_seat_async` on the loop)."""
    return named(rules.seat_picture(state, seat), name)


def draw_decision(
    rules: DecisionPicture[Any], state: object, seat: int, name: str
) -> Picture | None:
    """The picture `seat`'s decision panel carries now (`DecisionPicture`), as `{name}.png`;
    None if this decision has none (blocking: call `draw_decision_async` on the loop)."""
    picture = rules.decision_picture(state, seat)
    return None if picture is None else named(picture, name)


def chart(rules: ScoreChart[Any], state: object, timeline: ScoreTimeline = ()) -> bytes:
    """The game's score chart of `state`, with its `timeline` (blocking: call `chart_async` on
    the loop)."""
    return rules.score_chart(state, timeline)


def run_job(job: bytes) -> Any:
    """In a worker: unpickle (function, args, kwargs) and call it."""
    function, args, kwargs = pickle.loads(job)
    return function(*args, **kwargs)


def start_worker(module: str, bot_pid: int) -> None:
    """In a new worker: a lower priority, the game's module imported before the first job, and
    a watch that ends the worker once the bot's process is gone (even killed)."""
    with contextlib.suppress(OSError):
        os.nice(WORKER_NICENESS)
    with contextlib.suppress(ImportError):
        __import__(module)
    threading.Thread(target=_end_with, args=(bot_pid,), name="bot-watch", daemon=True).start()


def _end_with(bot_pid: int) -> None:
    """Exit this worker when process `bot_pid` no longer runs (a worker is not the bot's child,
    so nothing else tells it)."""
    while True:
        time.sleep(WATCH_EVERY)
        try:
            os.kill(bot_pid, 0)
        except (ProcessLookupError, PermissionError):  # gone (or its id reused by another user)
            os._exit(0)


def cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def warm_up(seconds: float) -> None:
    """A worker's first job: keeps it busy long enough for the next job to start another."""
    time.sleep(seconds)


def _start_pool(module: str, workers: int) -> ProcessPoolExecutor:
    """A pool with all its workers running (blocking). Every worker is started here, in one
    go: a worker started later, from the event loop, would make multiprocessing poll the others
    by `time.monotonic`, which simcord freezes in tests."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["__main__", __name__, module])
    executor = ProcessPoolExecutor(
        max_workers=workers,
        mp_context=context,
        initializer=start_worker,
        initargs=(module, os.getpid()),
    )
    try:
        for job in [executor.submit(warm_up, 0.05) for _ in range(workers)]:
            job.result()
    except BaseException:
        executor.shutdown(wait=False, cancel_futures=True)
        raise
    return executor


class PicturePool:
    """Worker processes for pictures, started (in a thread of their own) by `start` or the first
    picture, stopped by `shutdown`; threads when `PROCESSES` is 0 or a job cannot be pickled.
    Another pool (the computer players', `bot.workers.thinking`) passes its own `processes`: a
    function giving its worker count (None one per core, 0 threads)."""

    def __init__(self, processes: Callable[[], int | None] | None = None) -> None:
        self._processes = processes or (lambda: PROCESSES)
        self._ready: Future[ProcessPoolExecutor] | None = None
        self._slots: dict[asyncio.AbstractEventLoop, asyncio.Semaphore] = {}
        self._unpicklable: set[type] = set()

    @property
    def running(self) -> bool:
        return self._ready is not None

    def prepare(self, rules: GameRules[Any]) -> None:
        """Start the workers now (in the background) for `rules`'s game, unless its jobs run
        in threads; the first job then need not wait for them."""
        if self._processes() != 0:
            self.start(type(rules).__module__)

    def start(self, module: str) -> Future[ProcessPoolExecutor]:
        """Start the workers (the game's `module` imported in each), unless running; returns at
        once with the pool to come."""
        if self._ready is None:
            ready: Future[ProcessPoolExecutor] = Future()
            self._ready = ready

            def starter() -> None:
                try:
                    ready.set_result(_start_pool(module, self._processes() or cores()))
                except BaseException as exc:
                    ready.set_exception(exc)

            # A plain thread starts with an empty context: outside simcord's frozen clock.
            threading.Thread(target=starter, name="picture-pool-start", daemon=True).start()
        return self._ready

    async def run(self, rules: GameRules[Any], function: Callable[..., T], *args: Any) -> T:
        """`function(rules, *args)` in a worker process (or a thread), off the event loop."""
        if self._processes() != 0 and type(rules) not in self._unpicklable:
            try:
                job = pickle.dumps((function, (rules, *args), {}))
            except (pickle.PicklingError, TypeError, AttributeError):
                log.warning("%s cannot be pickled: its jobs run in threads", rules)
                self._unpicklable.add(type(rules))
            else:
                result: T = await self._in_worker(type(rules).__module__, job)
                return result
        loop = asyncio.get_running_loop()
        slots = self._slots.setdefault(loop, asyncio.Semaphore(THREAD_SLOTS))
        copied = copy.deepcopy(args)  # the thread draws its own copy
        async with slots:
            return await asyncio.to_thread(function, rules, *copied)

    async def _in_worker(self, module: str, job: bytes) -> Any:
        ready = self.start(module)
        executor = await _pool_of(ready)
        try:
            # `submit`, not `loop.run_in_executor`: the job goes to the worker as it is.
            return await asyncio.wrap_future(executor.submit(run_job, job))
        except BrokenProcessPool:  # a worker died (killed?): a new pool for the next picture
            if self._ready is ready:
                self._ready = None
            raise

    async def shutdown(self) -> None:
        """Stop the workers (waiting for the pictures they are drawing); a later picture
        starts new ones. Workers that failed to start have nothing to stop: what closes
        after this (the bot's database) still closes."""
        ready, self._ready = self._ready, None
        if ready is not None:
            try:
                executor = await _pool_of(ready)
            except Exception as exc:
                log.warning("the workers never started (%s): nothing to stop", exc)
                return
            await asyncio.to_thread(executor.shutdown, wait=True, cancel_futures=True)


async def _pool_of(ready: Future[ProcessPoolExecutor]) -> ProcessPoolExecutor:
    """The pool `ready` brings. Shielded: a waiter cancelled (a timeout, a closing bot) must not
    cancel the start itself, which every later picture shares."""
    return await asyncio.shield(asyncio.wrap_future(ready))


POOL = PicturePool()


def started(game: Game, lacking: str) -> object:
    """A started game's state; if it has none, a ValueError saying what is `lacking`."""
    if game.state is None:
        raise ValueError(f"game {game.id} has not started: {lacking}")
    return game.state


async def draw_async(
    game: Game, events: Sequence[str], *, name: str = "board", view: View = "board"
) -> Picture | None:
    """Draw a started game's board (or its turn picture) off the event loop (`POOL`), from
    its public view: the board is a public picture wherever it is shown. None (at once) for a
    game that draws no board (`Pictures`)."""
    if capabilities.pictures(game.rules) is None:
        return None
    state = started(public(game), "it has no board")
    return await POOL.run(game.rules, _draw_named, state, list(events), name, view)


def _draw_named(
    rules: Pictures[Any], state: object, events: Sequence[str], name: str, view: View
) -> Picture:
    return draw(rules, state, events, name=name, view=view)


async def draw_seat_async(game: Game, seat: int, *, name: str) -> Picture | None:
    """Draw what `seat` holds, from what it may see, off the event loop (`POOL`); None (at
    once) for a game that draws no such picture (`SeatPicture`). For that seat's player only."""
    if capabilities.seat_picture(game.rules) is None:
        return None
    state = started(seen_by(game, seat), "it has no board")
    return await POOL.run(game.rules, draw_seat, state, seat, name)


async def draw_decision_async(game: Game, seat: int, *, name: str) -> Picture | None:
    """Draw the picture of `seat`'s decision panel, from what it may see, off the event loop
    (`POOL`); None (at once) for a game without `DecisionPicture`. For that seat only."""
    if capabilities.decision_picture(game.rules) is None or game.state is None:
        return None
    state = started(seen_by(game, seat), "it has no decision")
    return await POOL.run(game.rules, draw_decision, state, seat, name)


async def chart_async(game: Game, timeline: ScoreTimeline = ()) -> bytes | None:
    """The game's score chart (a public picture: from the public view; with each seat's score
    over time: `timeline`) off the event loop (`POOL`); None (at once) for a game that draws
    none (`ScoreChart`)."""
    if capabilities.score_chart(game.rules) is None:
        return None
    return await POOL.run(game.rules, chart, started(public(game), "it has no scores"), timeline)


class PictureFailed(UserError):
    """A picture that could not be drawn, whatever the reason (logged by `drawn`)."""

    def __init__(self) -> None:
        super().__init__(say("bot.refusal.picture_failed"))


LOGGED: set[tuple[int, str]] = set()  # (game, cause) of the failed pictures already logged


async def drawn(game: Game, drawing: Awaitable[T]) -> T:
    """What `drawing` draws for `game`; PictureFailed if it fails for any reason, the cause
    logged once per game (with its traceback; again only at DEBUG)."""
    try:
        return await drawing
    except Exception as exc:
        cause = f"{type(exc).__name__}: {exc}"[:300]
        if (game.id, cause) in LOGGED:
            log.debug("a picture of game %s failed again: %s", game.id, cause)
        else:
            if len(LOGGED) >= FAILURES_REMEMBERED:
                LOGGED.clear()
            LOGGED.add((game.id, cause))
            log.error("a picture of game %s failed: %s", game.id, cause, exc_info=exc)
        raise PictureFailed() from exc


async def or_none(game: Game, drawing: Awaitable[T]) -> T | None:
    """What `drawing` draws for `game`, or None when it fails (`drawn`): a post goes out
    without its picture."""
    try:
        return await drawn(game, drawing)
    except PictureFailed:
        return None


def prepare(rules: GameRules[Any]) -> None:
    """Start the picture workers now (in the background) for `rules`'s game."""
    POOL.prepare(rules)


async def shutdown() -> None:
    """Stop the picture workers of this process."""
    await POOL.shutdown()
