"""The games of `bot_latency.py --burst --wire` (benchmarks/wire_burst.py): opened through the
fake Discord, each in its own thread, and brought to a wanted decision between bursts.

Opening is done through the wire, as players would: Alice runs `/roundhouse new thread:True`
(one at a time, so each thread is matched to its command), then in every thread Bob clicks Join
and Alice Start (a few games at once), and the first turn post with its picture is awaited.
Positioning goes through the service in this process, on the bot's SQLite file: it plays the
computer's choice for the deciding player until the wanted option is on offer; its moves are
marked sent (this service has no hooks), so the bot posts nothing for them and reads the new
version from the database. The deciding player's panel is then opened through the wire.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # tests.support
from tests.support.fakeload import load_fakediscord

load_fakediscord()
from fakediscord import FakeDiscord, RecordedRequest  # noqa: E402
from fakediscord.roundhouse import custom_ids, open_panel  # noqa: E402

from bot.game.service import GameService  # noqa: E402
from bot.storage.store import Store  # noqa: E402
from games import catalogue  # noqa: E402

__all__ = ["FakeDiscord", "Games", "RecordedRequest", "WireSeat"]
AT_ONCE = 8  # games set up concurrently
STEP_TIMEOUT = 60.0  # seconds one answer may take while games are set up
THREADS = "/channels/{channel_id}/threads"
Chooser = Callable[[Any, Any], str | None]  # (rules, state) -> the wanted option, or None


@dataclass
class WireSeat:
    """One game: its thread, the deciding person and their open panel."""

    thread_id: int
    game_id: int
    user: str = ""  # the deciding person's name in the fake's world
    panel_id: int = 0
    version: int = 0
    code: str = ""  # burst: the turn-ending option; probe: the option Undo takes back
    undo_next: bool = False


class Games:
    """The burst games and the probe games, and the service that positions them."""

    def __init__(self, fake: FakeDiscord, store: Store) -> None:
        self.fake = fake
        self.store = store
        self.service = GameService(store, owner="benchmark", games=catalogue())
        self.bursting: list[WireSeat] = []
        self.probing: list[WireSeat] = []
        self.names = {p.id: p.name for p in fake.world.people}

    @classmethod
    async def open(
        cls, fake: FakeDiscord, database: Path, games: int, probes: int, *, dms: bool
    ) -> Games:
        """Open `games` + `probes` games through the wire (DMs turned off unless `dms`)."""
        seats = [await open_lobby(fake) for _ in range(games + probes)]
        gate = asyncio.Semaphore(AT_ONCE)

        async def start(seat: WireSeat) -> None:
            async with gate:
                await start_game(fake, seat)

        await asyncio.gather(*(start(seat) for seat in seats))
        if not dms:  # joining (and opening a lobby) turned them on
            for user in ("alice", "bob"):
                command = await fake.invoke("roundhouse", "notify", user=user, dms="off")
                await fake.original_edit(command, timeout=STEP_TIMEOUT)
        table = cls(fake, await Store.open(str(database)))
        table.bursting, table.probing = seats[:games], seats[games:]
        return table

    async def close(self) -> None:
        """Stop the service, then close the store even if that failed (an open store's thread
        would keep the benchmark's process alive)."""
        try:
            await self.service.close()
        finally:
            await self.store.close()

    async def prepare(self, seats: list[WireSeat], choose: Chooser) -> list[WireSeat]:
        """Bring each game to a decision offering `choose`'s option and open its panel there;
        the games that got there (a game may end first)."""
        ready = [seat for seat in seats if await self.position(seat, choose)]
        gate = asyncio.Semaphore(AT_ONCE)

        async def panel(seat: WireSeat) -> None:
            async with gate:
                await self.open_panel(seat)

        await asyncio.gather(*(panel(seat) for seat in ready))
        return ready

    async def position(self, seat: WireSeat, choose: Chooser) -> bool:
        """Play the computer's choice (through the service) until `choose` finds an option."""
        service, rules = self.service, self.service.games.default
        for _ in range(60):
            game = await service.load(seat.game_id)
            if game.state is None or game.current_seat() is None:
                return False
            seat.code = choose(rules, game.state) or ""
            if seat.code:
                seat.user = self.names[game.user_of(game.current_seat())]
                seat.version, seat.undo_next = game.version, False
                return True
            code = rules.computer_move(game.state, game.version)
            user = game.user_of(game.current_seat())
            await service.after_move(await service.play(game.id, user, game.version, code))
        return False

    async def open_panel(self, seat: WireSeat) -> None:
        """'Take my turn' on the thread's newest post that has it; the panel it opens."""
        post = next(
            m
            for m in reversed(self.fake.messages.in_channel(seat.thread_id))
            if any(c.startswith("rh:t:") for c in custom_ids(m))
        )
        panel = await open_panel(self.fake, post, seat.user, timeout=STEP_TIMEOUT)
        seat.panel_id = int(panel["id"])


async def open_lobby(fake: FakeDiscord) -> WireSeat:
    """Alice's `/roundhouse new thread:True`: the new thread and the game in it."""
    mark = len(fake.requests.items)
    command = await fake.invoke("roundhouse", "new", user="alice", thread=True)
    await fake.original_edit(command, timeout=STEP_TIMEOUT)
    (created,) = [r for r in fake.requests.items[mark:] if r.is_("POST", THREADS)]
    thread_id = int(created.response["id"])
    lobby = next(m for m in fake.messages.in_channel(thread_id) if m["components"])
    join = next(c for c in custom_ids(lobby) if c.endswith(":join"))
    return WireSeat(thread_id, int(join.split(":")[2]))


async def start_game(fake: FakeDiscord, seat: WireSeat) -> None:
    """Bob joins, Alice starts; wait for the first turn post (a picture) in the thread."""
    lobby = next(m for m in fake.messages.in_channel(seat.thread_id) if m["components"])
    join = await fake.click(int(lobby["id"]), f"rh:l:{seat.game_id}:join", user="bob")
    await fake.original_edit(join, timeout=STEP_TIMEOUT)
    await fake.click(int(lobby["id"]), f"rh:l:{seat.game_id}:start", user="alice")
    path = f"/channels/{seat.thread_id}/messages"
    await fake.requests.wait_for(
        lambda r: r.method == "POST" and r.path.endswith(path) and bool(r.files),
        timeout=STEP_TIMEOUT,
    )
