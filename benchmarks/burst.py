"""`bot_latency.py --burst`: a burst of end-of-turn posts, and panel clicks answered meanwhile.

Every burst game is brought (through the service) to a decision whose first turn-ending option
the burst clicks; every probe game to a decision with an option that neither ends the turn nor
stops Undo. Clicks are dispatched as raw INTERACTION_CREATE events (like Discord would send
them), so the bot answers them concurrently; the answers are timed from simcord's REST log.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field

from bot_latency import TimedLog, panel_token, simcord_bot, summary
from loopshare import LoopShare

from bot.game.capabilities import copied
from bot.game.protocol import UNDO, whose_turn
from bot.posts import ids
from bot.storage.pacing import PacingStore, Prefs
from bot.workers import picture
from tests.support.clicks import dispatch_click

PROBE_EVERY = 0.020  # seconds between probe clicks
WINDOW_LIMIT = 120.0  # seconds a burst may take at most


@dataclass
class Seat:
    """One game's clicker: its channel, the deciding member and their open panel."""

    channel: object
    game_id: int
    member: object = None
    panel_id: int = 0
    version: int = 0
    code: str = ""  # burst: the turn-ending option; probe: the option Undo takes back
    undo_next: bool = False


@dataclass
class BurstSamples:
    probes: list[float] = field(default_factory=list)  # sent once the burst's clicks answered
    early: list[float] = field(default_factory=list)  # sent while they were being handled
    own_panels: list[float] = field(default_factory=list)
    posts: list[float] = field(default_factory=list)
    clicks: int = 0  # every click dispatched during the bursts (theirs and the probes)

    def add(
        self,
        own: list[str],
        patched: dict[str, float],
        posted: dict[str, float],
        probes: list[tuple[float, float]],
        probes_sent: int,
        t0: float,
    ) -> list[float]:
        """One burst's figures: its own clicks (`own`: their interaction tokens) answered at
        `patched`, its posts, its probes (sent, answered) split by whether they were sent
        before the last own click was answered; when the own clicks were answered."""
        self.clicks += len(own) + probes_sent
        answered = [patched[token] for token in own if token in patched]
        clicks_done = max(answered, default=t0)
        self.posts.extend((at - t0) * 1000 for at in posted.values())
        self.own_panels.extend((at - t0) * 1000 for at in answered)
        for sent, at in probes:
            (self.probes if sent >= clicks_done else self.early).append((at - sent) * 1000)
        return answered


def take_answered(
    waiting: dict[int, tuple[str, float]],
    patched: dict[str, float],
    probes: list[tuple[float, float]],
) -> None:
    """Move the probes whose answer came (their token in `patched`) from `waiting` (game index
    -> (token, sent)) to `probes` as (sent, answered)."""
    for index, (token, sent) in list(waiting.items()):
        if token in patched:
            probes.append((sent, patched[token]))
            del waiting[index]


def ends_turn(rules, state, code: str) -> bool:
    after = copied(rules, state)
    key = rules.turn_key(after)
    rules.apply(after, code)
    return whose_turn(rules, after) is None or rules.turn_key(after) != key


def first_ending(rules, state) -> str | None:
    """The first option that ends the turn (not Undo)."""
    return next(
        (
            m.code
            for m in rules.legal_moves(state)
            if m.code != UNDO and ends_turn(rules, state, m.code)
        ),
        None,
    )


def safe_option(rules, state) -> str | None:
    """An option that keeps the turn going and can be undone."""
    for move in rules.legal_moves(state):
        if move.code == UNDO or ends_turn(rules, state, move.code):
            continue
        after = copied(rules, state)
        rules.apply(after, move.code)
        if rules.can_undo(after):
            return move.code
    return None


class Burst:
    def __init__(self, env, log: TimedLog, games: int, probes: int) -> None:
        self.env, self.log = env, log
        self.guild = env.create_guild()
        self.members = [self.guild.add_member(env.create_user(n)) for n in ("ann", "bo")]
        self.bursting = [
            Seat(self.guild.create_text_channel(f"burst-{i}"), 0) for i in range(games)
        ]
        self.probing = [
            Seat(self.guild.create_text_channel(f"probe-{i}"), 0) for i in range(probes)
        ]

    @property
    def service(self):
        return self.env.bot.service

    async def start(self, seat: Seat, *, dms: bool) -> None:
        ann, bo = self.members
        await ann.slash(seat.channel, "roundhouse new")
        lobby = next(m for m in seat.channel.history() if m.components)
        await bo.click(lobby, label="Join")
        if not dms:  # joining turned them on
            for member in self.members:
                await PacingStore(self.service.store).save_prefs(Prefs(member.id, dms=False))
        await ann.click(lobby, label="Start")
        seat.game_id = (await self.service.game_in(seat.channel.id)).id

    async def position(self, seat: Seat, *, probe: bool) -> bool:
        """Play (through the service) until the deciding player has the wanted option."""
        service, rules = self.service, self.service.games.default
        for _ in range(60):
            game = await service.load(seat.game_id)
            if game.state is None or game.current_seat() is None:
                return False
            seat.code = (safe_option if probe else first_ending)(rules, game.state) or ""
            if seat.code:
                break
            code = rules.computer_move(game.state, game.version)
            user = game.user_of(game.current_seat())
            await service.after_move(await service.play(game.id, user, game.version, code))
        else:
            return False
        await self.open_panel(seat, game)
        return True

    async def open_panel(self, seat: Seat, game) -> None:
        seat.member = next(m for m in self.members if m.id == game.user_of(game.current_seat()))
        post = next(
            m
            for m in reversed(seat.channel.history())
            if not m.flags.ephemeral and m.components and "Take my turn" in str(m.components)
        )
        panel = (await seat.member.click(post, label="Take my turn")).response
        seat.panel_id, seat.version, seat.undo_next = panel.id, game.version, False

    def dispatch(self, seat: Seat, custom_id: str) -> str:
        """Send one click on the seat's panel; its interaction token."""
        return dispatch_click(
            self.env,
            guild_id=self.guild.id,
            channel_id=seat.channel.id,
            message_id=seat.panel_id,
            user_id=seat.member.id,
            custom_id=custom_id,
        )

    async def run(self, samples: BurstSamples) -> None:
        """One burst: the turn-ending clicks at once, then probes every PROBE_EVERY seconds
        until every post is in its channel. The REST log is read once, as it grows."""
        start, t0 = len(self.log), time.perf_counter()
        own = [self.dispatch(s, ids.move(s.game_id, s.version, s.code)) for s in self.bursting]
        channels = {f"/channels/{s.channel.id}/messages" for s in self.bursting}
        patched: dict[str, float] = {}  # interaction token -> its first answer's edit
        posted: dict[str, float] = {}
        waiting: dict[int, tuple[str, float]] = {}
        probes: list[tuple[float, float]] = []  # (sent, answered)
        cursor, turn = start, 0
        while len(posted) < len(channels) and time.perf_counter() - t0 < WINDOW_LIMIT:
            await asyncio.sleep(PROBE_EVERY)
            entries = list(zip(self.log[cursor:], self.log.times[cursor:], strict=True))
            cursor += len(entries)
            for entry, at in entries:
                if (token := panel_token(entry.method, entry.path, entry.json)) is not None:
                    patched.setdefault(token, at)
                elif entry.method == "POST" and entry.path in channels:
                    posted.setdefault(entry.path, at)
            take_answered(waiting, patched, probes)
            free = [i for i in range(len(self.probing)) if i not in waiting]
            if free:
                index = free[turn % len(free)]
                turn += 1
                waiting[index] = (self.probe(self.probing[index]), time.perf_counter())
        samples.add(own, patched, posted, probes, turn, t0)

    def probe(self, seat: Seat) -> str:
        """Click the safe option, or Undo after it: a panel update that never ends the turn."""
        if seat.undo_next:
            custom_id = ids.undo(seat.game_id, seat.version)
        else:
            custom_id = ids.move(seat.game_id, seat.version, seat.code)
        seat.version += 1
        seat.undo_next = not seat.undo_next
        return self.dispatch(seat, custom_id)


async def run_burst(
    games: int, probes: int, bursts: int, *, dms: bool, share: LoopShare | None = None
) -> None:
    async with simcord_bot(settle_timeout=240) as (env, log):
        bench = Burst(env, log, games, probes)
        for seat in bench.bursting + bench.probing:
            await bench.start(seat, dms=dms)
        samples = BurstSamples()
        for number in range(bursts):
            ready = [s for s in bench.bursting if await bench.position(s, probe=False)]
            probing = [s for s in bench.probing if await bench.position(s, probe=True)]
            await env.settle(timeout=240)
            bench.bursting, bench.probing = ready, probing
            if share:
                share.start()
            await bench.run(samples)
            await env.settle(timeout=240)
            if share:
                share.stop()
            print(f"burst {number + 1}: {len(ready)} posts, {len(probing)} probe games")
        where = "threads" if picture.PROCESSES == 0 else f"{picture.cores()} processes"
        print(
            f"{games} end-of-turn clicks in the same instant ({bursts} bursts), "
            f"pictures drawn in {where}:"
        )
        everything = samples.early + samples.probes
        print("  " + summary("panel update, whole burst", everything))
        print("  " + summary("panel update, posts drawn", samples.probes))
        print("  " + summary("panel update, clicks handled", samples.early))
        print("  " + summary("the burst's own panels", samples.own_panels))
        print("  " + summary("end-of-turn post", samples.posts))
        if share:
            print("\n".join(share.report(samples.clicks)))
