"""The posts a saved move needs, sent exactly once even if the process dies in between.

With every move (and a game's start) the service saves an `Announcement` in the same transaction
(`bot.storage.outbox`). After the commit the caller announces the move as before (the hooks post
the board, the turn notice…) and the row is marked sent. A row left unsent, because the process
stopped between the commit and the post or the caller never announced it, is sent by `flush`:
at start-up and by a background loop. In this process a row is sent by one sender at a time
(`claim`). Between processes, the database decides: a row is claimed by the process that saved
it for `CLAIM` seconds, a claim this process renews while it still means to send the row
(`bot.sending.outbox_claims`), and `flush` claims only rows whose claim ran out or that this process
(`owner`: its place among the bot's processes, the same after a restart) holds, with
`FOR UPDATE SKIP LOCKED` (`OutboxStore.claim_unsent`), so two processes never take the same row;
a post sent again after a crash carries the same Discord nonce (`bot.sending.announcement.nonce`),
which Discord turns into the message already posted. A row whose posts Discord did not take
stays unsent until it is tried again (`bot.sending.undelivered`); an abandoned game's rows are
settled by its abandon.

Which processes there are, each learns from their heartbeats (`bot.sending.peers`), not from its
place: a process running every shard is alone only while no other beats (a deploy's overlap
makes two of one place). A process takes back what its place holds (its earlier life's rows)
at its first look with no other run of its place alive: at its start, or once that twin is gone
(before, those rows are the live twin's).

The bound: the posts of a process that died at time t go out from any surviving process by
t + CLAIM + 1 s + the time to send them. Its claims, written or renewed at t at the latest, end
by t + CLAIM. Every live process of several looks at least every `MAX_NAP` ≤ CLAIM seconds
while the dead one's heartbeat lasts, and at once when another process appears or goes; one
that did not know the dead one learns of it within `BEAT` < CLAIM seconds of its start. So the
rows (saved by t) are seen by t + CLAIM; then a look when the earliest claim ends (at least a
second ahead) claims and sends them. A process alone renews no claim and looks only every
`LONE_NAP` seconds: no other process leaves posts.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from bot.clock import Clock
from bot.game.hooks import Hooks
from bot.sending.announcement import Announcement
from bot.sending.delivery import Undelivered
from bot.sending.outbox_claims import CLAIM, HeldClaims, Key
from bot.sending.peers import Peers
from bot.sending.undelivered import Retries
from bot.sharding import ALL_SHARDS
from bot.storage.outbox import OutboxRow, OutboxStore
from bot.storage.processes import ProcessStore
from bot.storage.store import Statement
from bot.tasks import background, stop_task

log = logging.getLogger(__name__)

LEASE = 300.0  # seconds a saved move may wait for its caller to announce it before the loop does
RETRY = 30.0  # seconds before trying again what could not be sent or marked
MAX_NAP = 20.0  # a process of several looks at the outbox this often at least (≤ CLAIM: the bound)
LONE_NAP = 3600.0  # the bot's only process (it runs every shard) looks this often at least
REMEMBERED = 10_000  # announcements this process remembers having sent (a late caller's is not)


class Outbox:
    """Who is sending which saved announcement in this process; the loop that sends the rest."""

    def __init__(
        self, db: OutboxStore, clock: Clock, owner: str = ALL_SHARDS, hooks: Hooks | None = None
    ) -> None:
        self.db = db
        self.hooks = Hooks() if hooks is None else hooks  # told of refused posts
        self.clock = clock
        self.owner = owner  # this process's place (`Sharding.owner`): who its claims are held by
        self.peers = Peers(ProcessStore(db.store), clock, owner)  # the others alive, by heartbeat
        self.peers.listeners.append(self._peers_changed)
        self._expected: dict[Key, float] = {}  # being saved, or saved: its caller announces it
        self._sending: set[Key] = set()
        self._unmarked: set[Key] = set()  # sent, but marking it failed: mark again
        self._done: dict[Key, None] = {}  # sent by this process, the latest REMEMBERED
        self._marks: set[Key] = set()  # sent, to be marked with the next group
        self._marking = asyncio.Lock()
        self._reported: set[Key] = set()
        self._failed = False  # something could not be sent: look again after RETRY
        self._task: asyncio.Task[None] | None = None
        self._send: Callable[[OutboxRow], Awaitable[None]] | None = None
        self._asleep_until: float | None = None
        self._given_back: set[Key] = set()  # could not be sent here: to be claimable again
        self._db_next: float | None = None  # when the earliest claim in the database runs out
        self._take_back = True  # a flush is yet to take back what its place's earlier life held
        self._look_now = False  # another process appeared or went: look without a nap
        self.claims = HeldClaims(db, owner, self._let_go_overdue)  # the rows it means to send

    @property
    def alone(self) -> bool:
        """The bot's only process: it runs every shard and no other process beats."""
        return self.owner == ALL_SHARDS and not self.peers.others

    def _now(self) -> float:
        """The bot's clock (simcord's virtual one in tests), in seconds."""
        return self.clock().timestamp()

    def record(self, key: Key, announcement: Announcement) -> Statement:
        """The statement saving `announcement` with the move, claimed by this process for
        `CLAIM` s (renewed while its caller may still announce it); the key counts as expected
        (its caller will announce it) from now on."""
        now = self._now()
        self._expected[key] = now
        self.claims.hold([key], now + CLAIM)
        self._wake()  # the loop's next look is at most LEASE away now
        payload = announcement.to_json()
        return self.db.record(key[0], key[1], payload, until=now + CLAIM, owner=self.owner)

    def forget(self, key: Key) -> None:
        """The save failed: nothing to announce."""
        self._expected.pop(key, None)
        self.claims.drop(key)

    def claim(self, key: Key) -> bool:
        """Start sending `key` from its caller; False if it is being (or was) sent already."""
        if key in self._sending or key in self._done:
            return False
        self._expected.pop(key, None)
        self._sending.add(key)
        return True

    def release(self, key: Key) -> None:
        """Sending stopped half-way (cancelled, failed): the loop sends it later."""
        self._sending.discard(key)
        self.claims.drop(key)
        self._given_back.add(key)
        self._failed = True
        self._wake()

    async def deliver(self, key: Key, send: Callable[[], Awaitable[None]]) -> None:
        """Send `key`, claimed by its caller: marked sent once out, held for a retry when
        Discord did not take a post, given back to the loop when sending failed otherwise."""
        try:
            await send()
        except Undelivered as refusal:
            await self.undelivered(key, refusal)
            return
        except BaseException:
            self.release(key)
            raise
        await self.finish(key)

    async def undelivered(self, key: Key, refusal: Undelivered) -> None:
        """Discord did not take `key`'s posts: the database says when they are tried again
        (`Retries.hold`); if it cannot, the loop tries again after RETRY."""
        self._sending.discard(key)
        self.claims.drop(key)  # its claim now runs until that try
        try:
            until = await Retries(self.db, self.hooks).hold(key, refusal, self._now())
        except Exception:
            log.warning("could not hold the posts of game %s move %s", *key, exc_info=True)
            self.release(key)
            return
        self._db_next = until if self._db_next is None else min(self._db_next, until)
        self._wake()

    async def finish(self, key: Key) -> None:
        """The announcement went out: mark it sent (again later if the database refuses).

        Marks are written in groups: while one group is being written, the keys that finish
        meanwhile wait and go in the next one (a burst of posts costs a few transactions)."""
        self._sending.discard(key)
        self._done[key] = None
        if len(self._done) > REMEMBERED:
            del self._done[next(iter(self._done))]
        self._marks.add(key)
        async with self._marking:
            if key not in self._marks:
                return  # written with the group before
            keys, self._marks = sorted(self._marks), set()
            try:
                await self.db.mark_sent_many(keys)
            except Exception:
                log.warning("could not mark %d posts as sent; trying again", len(keys))
                self._unmarked.update(keys)
                self._wake()
                return
            for done in keys:
                self.claims.drop(done)
        if await Retries(self.db, self.hooks).after_posts(keys, now := self._now()):
            self._db_next = now  # their channels take posts again: try the refused ones now
            self._wake()

    def _take_orphan(self, key: Key, now: float) -> bool:
        """A row the database let this process claim: False if this process is sending it (or
        sent it and is still marking it), or its caller may still announce it."""
        since = self._expected.get(key)
        busy = key in self._sending or key in self._unmarked or key in self._done
        if busy or (since is not None and now - since < LEASE):
            return False
        self._expected.pop(key, None)
        self._sending.add(key)
        return True

    async def skip(self, key: Key) -> None:
        """A saved move whose posts a later move makes (auto End turn): marked sent as is."""
        if self.claim(key):
            await self.finish(key)

    async def flush(self, send: Callable[[OutboxRow], Awaitable[None]]) -> int:
        """Send every unsent announcement no caller is about to send (`send` rebuilds and
        announces one row); how many went out."""
        self._failed = self._look_now = False
        for key in list(self._unmarked):
            self._unmarked.discard(key)
            await self.finish(key)
        back, self._given_back = sorted(self._given_back), set()
        if back:
            try:
                await self.db.give_back(back, self._now())
            except Exception:
                self._given_back.update(back)
                raise
        done = 0
        rows = await self._claim()
        now = self._now()
        for row in rows or ():
            key = (row.game_id, row.version)
            if not self._take_orphan(key, now):
                continue
            try:
                await send(row)
            except Undelivered as refusal:
                await self.undelivered(key, refusal)
                continue
            except Exception as exc:
                self.release(key)
                if key not in self._reported:
                    self._reported.add(key)
                    log.warning("could not send the posts of game %s move %s: %s", *key, exc)
                continue
            await self.finish(key)
            done += 1
        self._let_go_overdue(now)
        if rows is not None:
            self._db_next = await self.db.next_claim_end()
        return done

    async def _claim(self) -> list[OutboxRow] | None:
        """Claim for `CLAIM` s the rows this process may send now (and once, at its first flush
        after its first heartbeat that finds no twin alive, what its place's earlier life held:
        at start, or when the twin is gone); None, after one read, when no claim has run out yet
        (the loop's usual look: `_db_next` is then known)."""
        if self._take_back and not self.peers.beaten:
            await self.peers.beat()
        own = self._take_back and not self.peers.twin
        now = self._now()
        if not own:
            self._db_next = await self.db.next_claim_end()
            if self._db_next is None or self._db_next > now:
                return None
        rows = await self.db.claim_unsent(now, until=now + CLAIM, owner=self.owner, own=own)
        self._take_back = self._take_back and not own
        self.claims.hold([(row.game_id, row.version) for row in rows], now + CLAIM)
        return rows

    def _let_go_overdue(self, now: float) -> None:
        """Expect no more the rows whose caller's time ran out (`LEASE`), nor hold them: once
        their claims end, the loop of any process takes them (sent or settled meanwhile, they
        are not claimed)."""
        for key in [key for key, since in self._expected.items() if now - since >= LEASE]:
            del self._expected[key]
            if (until := self.claims.drop(key)) is not None:
                self._db_next = until if self._db_next is None else min(self._db_next, until)
                self._wake()

    # -- the background loop -----------------------------------------------------------------

    def start(self, send: Callable[[OutboxRow], Awaitable[None]]) -> None:
        """Flush whenever something may be left unsent, beat, and (one of several processes)
        hold this process's claims, until `stop`."""
        self._send = send
        if self._task is None or self._task.done():
            self._task = background(self._run(send), name="roundhouse-outbox")
        self.peers.start()
        if not self.alone:  # the bot's only process: no other would take its rows
            self.claims.start(self._now)

    def _peers_changed(self) -> None:
        """Another process appeared or went: look now (a newcomer may die with posts before
        the next look, and one gone may have left some); one of several renews its claims."""
        if self._send is not None and not self.alone:
            self.claims.start(self._now)
        self._look_now = True
        self._wake()

    def _nap(self, now: float) -> float:
        """Seconds until the next look: soon after a failure, when the oldest announcement
        still expected from its caller runs out of time, when the earliest claim in the
        database runs out (at least a second ahead), else `MAX_NAP` (`LONE_NAP` for the bot's
        only process); none when another process appeared or went."""
        if self._look_now:
            return 0.0
        if self._failed or self._unmarked or self._given_back:
            return RETRY
        ends = [LONE_NAP if self.alone else MAX_NAP]
        ends += [since + LEASE - now for since in self._expected.values()]
        if self._db_next is not None:
            ends.append(max(1.0, self._db_next - now))
        return max(0.0, min(ends))

    def _wake(self) -> None:
        """Something changed: restart the loop's nap if it would sleep past the next look."""
        if self._asleep_until is None or self._task is None or self._send is None:
            return
        now = self._now()
        if now + self._nap(now) < self._asleep_until:
            self._task.cancel()
            self._task = None
            self._asleep_until = None
            self.start(self._send)

    async def _run(self, send: Callable[[OutboxRow], Awaitable[None]]) -> None:
        while True:
            nap = self._nap(self._now())
            if nap > 0:
                self._asleep_until = until = self._now() + nap
                try:
                    await asyncio.sleep(nap)
                finally:
                    if self._asleep_until == until:
                        self._asleep_until = None
            try:
                await self.flush(send)
            except Exception:
                log.exception("the outbox loop failed; trying again in %s s", RETRY)
                self._failed = True

    async def stop(self) -> None:
        self._send = None
        task, self._task = self._task, None
        await stop_task(task)
        await self.claims.stop()
        await self.peers.stop()
