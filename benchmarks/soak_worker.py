"""The soak's worker process (`soak.py --worker`): plays computer games through the service.

Its posts go to `posts.jsonl` (what Discord would show, with the time each came: a post whose
nonce is already there is only counted as resent), every move is acknowledged in `acks.log`
right after its commit (the first `move_applied` hook), with the worker's pid (and each outbox
row its outbox claims in `claims.log`: which worker holds what), and now and then
it fills the disk (`PRAGMA max_page_count`, SQLite only) for a moment, logging each spell in
`faults.log`. With `--refusals`,
one game's channel now and then refuses every post for a few seconds (as Discord does after a
moderator took the bot's permission away, then gave it back); each refused post is logged in
`refused.log`. It exits 0 with "all games finished" when done.

The second process of `soak.py --crashes` is the same worker in another place (`--owner`),
opening its games in a server of its own (`SECOND_GUILD`), its posts slow (as when Discord's
rate limit holds them), and no disk spells of its own: it is killed while it holds unsent posts
(benchmarks/soak_second.py). In `soak.py --deploys` a worker that receives SIGUSR1 (a new one
was started beside it) posts slowly from then on, until it is killed (benchmarks/soak_deploy.py).
"""

from __future__ import annotations

import asyncio
import fcntl
import json
import os
import random
import signal
import time
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bot.game import computers
from bot.game.model import Game, MoveResult, UserError
from bot.game.protocol import Picture
from bot.game.service import GameService
from bot.posts.announce import Announcer
from bot.posts.messages import Outgoing
from bot.sending import delivery, outbox
from bot.sending.delivery import REASONS, Undelivered
from bot.sharding import ALL_SHARDS
from bot.storage.errors import StoreError
from bot.storage.outbox import OutboxRow
from bot.storage.records import ACTIVE, GameRow, Status
from bot.storage.store import Store
from bot.workers import picture
from games import catalogue
from games.roundhouse import RoundHouseRules

PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082"
)
NO_LIMIT = 1_073_741_823
SECOND_GUILD = 2  # the second process's games (channel ids from CHANNELS_APART on)
CHANNELS_APART = 1_000_000
SLOW_POST = (1.0, 4.0)  # seconds each of the second process's posts takes
ADOPT_AFTER = 10.0  # seconds after which the first worker fills a second process's lobby


def quick(rules: RoundHouseRules, state: object, events: Sequence[str]) -> Picture:
    return Picture(PNG, "board")


class Refusals:
    """Channels that refuse every post for a while: Discord's 403 after a moderator took the
    bot's Send Messages away, until they give it back."""

    def __init__(self, folder: Path) -> None:
        self.log = os.open(folder / "refused.log", os.O_WRONLY | os.O_APPEND | os.O_CREAT)
        self.until: dict[int, float] = {}  # channel -> when it takes posts again

    def check(self, game: Game, out: Outgoing) -> None:
        """Raise Undelivered (logging the post) while the game's channel refuses posts."""
        if self.until.get(game.row.channel_id, 0.0) > time.monotonic():
            os.write(self.log, f"{out.nonce}\n".encode())
            raise Undelivered(REASONS[50013], permanent=True)

    async def spells(self, store: Store, rng: random.Random) -> None:
        """Every few seconds, a game in play has its channel refuse posts for 1–6 s."""
        while True:
            await asyncio.sleep(rng.uniform(1.0, 4.0))
            rows = await store.games(statuses=[Status.PLAYING])
            if rows:
                channel = rng.choice(rows).channel_id
                self.until[channel] = time.monotonic() + rng.uniform(1.0, 6.0)


class Channel:
    """Stands for Discord: one line per post; a post whose nonce is there, whichever process
    posted it, is not posted again (Discord's `enforce_nonce`), only counted (the file is locked
    while a post is looked up and written, as Discord decides one post at a time). `slow`: each
    post first waits a random while in that range (seconds)."""

    def __init__(
        self,
        path: Path,
        refusals: Refusals | None = None,
        slow: tuple[float, float] | None = None,
    ) -> None:
        self.fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT)
        self.seen: set[str] = set()
        self.read = 0  # bytes of the file whose posts are in `seen`
        self.refusals = refusals
        self.slow = slow

    def catch_up(self) -> None:
        """Add the posts written since the last look (by any process) to `seen`."""
        size = os.fstat(self.fd).st_size
        if size > self.read:
            text = os.pread(self.fd, size - self.read, self.read).decode()
            self.seen.update(json.loads(line)["nonce"] for line in text.splitlines())
            self.read = size

    async def post(self, game: Game, out: Outgoing) -> None:
        assert out.nonce is not None
        if self.refusals is not None:
            self.refusals.check(game, out)
        if self.slow is not None:
            await asyncio.sleep(random.uniform(*self.slow))
        line = {"nonce": out.nonce, "game": game.id, "version": game.version, "at": time.time()}
        fcntl.flock(self.fd, fcntl.LOCK_EX)
        try:
            self.catch_up()
            if out.nonce in self.seen:
                line["resent"] = 1
            os.write(self.fd, (json.dumps(line) + "\n").encode())
            self.catch_up()
        finally:
            fcntl.flock(self.fd, fcntl.LOCK_UN)


class Worker:
    """One worker in its place (`owner`), opening its games in server `guild`."""

    def __init__(
        self,
        folder: Path,
        store: Store,
        seed: int,
        refusals: Refusals | None = None,
        owner: str = ALL_SHARDS,
        guild: int = 1,
    ) -> None:
        self.folder, self.store, self.guild = folder, store, guild
        self.random = random.Random(seed)
        self.service = GameService(store, computer_delay=0, owner=owner, games=catalogue())
        slow = SLOW_POST if guild == SECOND_GUILD else None
        self.channel = Channel(folder / "posts.jsonl", refusals, slow)
        Announcer(self.service, self.channel.post)
        self.acks = os.open(folder / "acks.log", os.O_WRONLY | os.O_APPEND | os.O_CREAT)
        self.service.hooks.move_applied.insert(0, self.ack)
        self.claims = os.open(folder / "claims.log", os.O_WRONLY | os.O_APPEND | os.O_CREAT)
        self.claim_unsent = self.service.outbox.db.claim_unsent
        self.service.outbox.db.claim_unsent = self.logged_claim  # type: ignore[method-assign]

    async def logged_claim(self, *args: Any, **kwargs: Any) -> list[OutboxRow]:
        """The outbox's claim of unsent rows, each row it took written in `claims.log` with
        this worker's pid (which process holds a row its place's other run saved)."""
        rows = await self.claim_unsent(*args, **kwargs)
        lines = "".join(f"{row.game_id} {row.version} {os.getpid()}\n" for row in rows)
        os.write(self.claims, lines.encode())
        return rows

    async def ack(self, result: MoveResult) -> None:
        """After the commit: this move is saved."""
        line = f"{result.game.id} {result.game.version} {result.code} {os.getpid()}\n"
        os.write(self.acks, line.encode())

    def slow_down(self) -> None:
        """A deploy started a new process beside this one: post slowly from now on (as when
        Discord's rate limit holds the posts), so that this one holds unsent posts when it is
        killed."""
        self.channel.slow = SLOW_POST

    async def fill_the_disk(self) -> None:
        """Now and then, no page more for a moment."""
        log = os.open(self.folder / "faults.log", os.O_WRONLY | os.O_APPEND | os.O_CREAT)
        while True:
            await asyncio.sleep(self.random.uniform(2.0, 6.0))
            pages = (await self.store.fetch_one("PRAGMA page_count"))[0]
            await self.store.fetch_one(f"PRAGMA max_page_count = {pages}")
            os.write(log, b"full\n")
            await asyncio.sleep(self.random.uniform(0.3, 1.5))
            await self.store.fetch_one(f"PRAGMA max_page_count = {NO_LIMIT}")

    async def tick(self, total: int, parallel: int) -> bool:
        """Start lobbies and new games as room allows; True once every game is finished."""
        rows = await self.store.games()
        active = [row for row in rows if row.status in ACTIVE]
        if len(rows) >= total and not active:
            return True
        for row in active:
            if row.status == Status.LOBBY and self.fills(row):
                await self.fill_and_start(row.id)
        mine = [row for row in rows if row.guild_id == self.guild]
        if sum(row.status in ACTIVE for row in mine) < parallel and len(rows) < total:
            first = (self.guild - 1) * CHANNELS_APART
            channel = max((row.channel_id for row in mine), default=first) + 1
            game = await self.service.open_lobby(
                guild_id=self.guild,
                channel_id=channel,
                host_id=1,
                host_name="host",
                seat_host=False,
            )
            await self.fill_and_start(game.id)
        return False

    def fills(self, row: GameRow) -> bool:
        """Whether this worker fills and starts the lobby `row`: its own server's; and the first
        worker, a second process's lobby left for `ADOPT_AFTER` s (that process died with it).
        Two processes filling one lobby at once on SQLite, one adding a seat while the other
        starts, could start a game whose setup lacks the seat (the lock of a game holds within
        one process there)."""
        if row.guild_id == self.guild:
            return True
        age = datetime.now(UTC) - datetime.fromisoformat(row.updated_at)
        return self.guild == 1 and age.total_seconds() > ADOPT_AFTER

    async def fill_and_start(self, game_id: int) -> None:
        game = await self.service.load(game_id)
        for _ in range(len(game.seats), self.random.randint(2, 5)):
            game = await self.service.add_computer(game_id, 1)
        await self.service.start(game_id, 1, seed=self.random.randrange(2**31))


async def work(
    folder: Path,
    database: str,
    total: int,
    parallel: int,
    seed: int,
    refusing: bool = False,
    owner: str = ALL_SHARDS,
    guild: int = 1,
) -> int:
    """Play until every game is finished (the second process: until it is killed)."""
    picture.PROCESSES = 0  # 1×1 stand-ins, drawn in threads: the soak is about the database
    RoundHouseRules.picture = quick  # type: ignore[method-assign]
    RoundHouseRules.turn_picture = quick  # type: ignore[method-assign]
    computers.RETRY = 0.5
    outbox.RETRY = 1.0
    delivery.REFUSED_RETRY = 3.0  # a refused post is tried again soon: the soak is short
    store = await Store.open(database)
    refusals = Refusals(folder) if refusing else None
    worker = Worker(folder, store, seed, refusals, owner, guild)
    service = worker.service
    await service.flush_outbox()
    await service.resume()
    service.start_outbox()
    asyncio.get_running_loop().add_signal_handler(signal.SIGUSR1, worker.slow_down)
    sqlite = store.db.kind == "sqlite"
    filler = asyncio.create_task(
        worker.fill_the_disk() if guild == 1 and sqlite else asyncio.sleep(0)
    )
    spells = asyncio.create_task(refusals.spells(store, worker.random)) if refusals else None
    print("ready", flush=True)
    while True:
        try:
            if await worker.tick(total, parallel):
                break
        except (StoreError, UserError):
            pass  # busy or full, or raced: the next tick tries again
        await asyncio.sleep(0.2)
    filler.cancel()
    if refusals is not None and spells is not None:
        spells.cancel()
        refusals.until.clear()  # every channel takes posts again: what waits must go out
    if sqlite:
        await store.fetch_one(f"PRAGMA max_page_count = {NO_LIMIT}")
    for _ in range(100):  # what could not be sent, marked or posted during a fault
        await service.flush_outbox()
        if not await service.outbox.db.unsent():
            break
        await asyncio.sleep(0.5)
    await service.close()
    await store.close()
    print("all games finished", flush=True)
    return 0
