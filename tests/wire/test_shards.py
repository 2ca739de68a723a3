"""Two bot processes over one PostgreSQL, each holding one of two shards, against the fake.

The fake Discord routes as Discord does: the guild's events (its slash commands, clicks in its
channel) to shard `(guild_id >> 22) % 2` = 1, every DM interaction to shard 0. A game played from
the channel and from DMs therefore has its clicks handled by both processes; the database decides
every move. Each process is a real subprocess (`tests/support/shard_bot.py`); both run the
reminder loop, and the test moves their shared clock forward so reminders fall due in both.
"""

from __future__ import annotations

import asyncio
import os
import sys
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from fakediscord import FakeDiscord, running
from fakediscord.roundhouse import (
    CHANNEL_POST,
    bot_settings,
    custom_ids,
    open_lobby,
    start_two_player_game,
    versions,
)

from bot.app import create_bot
from bot.game.service import GameService
from bot.sharding import shard_of
from bot.storage.store import Store
from tests.support.bot_process import BotProcess
from tests.support.catalogues import ROUND_HOUSE_ONLY
from tests.support.databases import drop_postgres_database, new_postgres_database

HOUR = 3600.0
MOVES = 16  # single clicks, alternating between a DM panel and a channel panel
RACES = 3  # the same move clicked at once on a DM panel (shard 0) and a channel panel (shard 1)


@pytest.fixture
async def database() -> AsyncIterator[str]:
    url = await new_postgres_database()
    yield url
    await drop_postgres_database(url)


@pytest.fixture
async def two_processes(
    fake: FakeDiscord, database: str, tmp_path: Path
) -> AsyncIterator[tuple[BotProcess, BotProcess]]:
    clock = tmp_path / "clock"
    clock.write_text("0")
    base = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("DATABASE", "SHARD"))},
        "DISCORD_TOKEN": fake.world.token,
        "DATABASE_URL": database,
        "COMPUTER_DELAY": "0",
        "TAKE_BACK_WINDOW": "0",
        "LOG_LEVEL": "INFO",
        "SHARD_COUNT": "2",
        "FAKE_DISCORD_URL": fake.base_url,
        "FAKE_CLOCK_FILE": str(clock),
        "LOOP_NAP": "0.2",
    }
    bots = tuple(
        BotProcess(f"shard {n}", {**base, "SHARD_IDS": str(n)}, tmp_path / f"shard{n}.log")
        for n in (0, 1)
    )
    try:
        for bot in bots:
            await bot.start()
        await asyncio.gather(*(bot.ready() for bot in bots))
        yield bots[0], bots[1]
    finally:
        codes = [await bot.stop() for bot in bots]
    assert codes == [0, 0]
    for bot in bots:
        assert bot.problems() == [], f"{bot.name} logged errors:\n{bot.log.read_text()}"


def turn_buttons(fake: FakeDiscord, user: str, *, dm: bool) -> dict[str, Any]:
    """The newest post with a Take my turn button: the user's turn DM, or the channel's post."""
    person = fake.world.person(user)
    dms = {c for c, p in fake.rest.dm_channels.items() if p == person}
    posts = [
        m
        for m in fake.messages.by_id.values()
        if (int(m["channel_id"]) in dms) == dm
        and (dm or int(m["channel_id"]) not in fake.rest.dm_channels)
        and any(c.startswith("rh:t:") for c in custom_ids(m))
    ]
    assert posts, f"no turn {'DM' if dm else 'post'} for {user}"
    return posts[-1]


async def open_panel(fake: FakeDiscord, user: str, *, dm: bool) -> dict[str, Any]:
    post = turn_buttons(fake, user, dm=dm)
    turn = next(c for c in custom_ids(post) if c.startswith("rh:t:"))
    opened = await fake.click(int(post["id"]), turn, user=user)
    await fake.original_edit(opened)
    return fake.messages.get(opened.original_id or 0)


async def click_first(fake: FakeDiscord, panel: dict[str, Any], user: str) -> str:
    """Click the panel's first move; the code it carries."""
    first = panel["components"][0]["components"][0]
    values = [first["options"][0]["value"]] if first["type"] == 3 else None
    click = await fake.click(int(panel["id"]), first["custom_id"], user=user, values=values)
    await fake.message_update(click)
    return str(values[0] if values else first["custom_id"])


async def player_to_move(service: GameService, fake: FakeDiscord) -> tuple[int, str]:
    """The game's version and the name of the person who decides now."""
    game = await service.load(1)
    assert game.status == "playing", "the game ended before the test did"
    user = game.user_of(game.current_seat())
    return game.version, next(p.name for p in fake.world.people if p.id == user)


async def until(check: Callable[[], Awaitable[bool]] | Callable[[], bool], what: str) -> None:
    """Wait (bounded) until `check()` holds."""
    for _ in range(400):
        result = check()
        if result if isinstance(result, bool) else await result:
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def has_turn_dm(fake: FakeDiscord, user: str) -> bool:
    try:
        turn_buttons(fake, user, dm=True)
    except AssertionError:
        return False
    return True


def dms_saying(fake: FakeDiscord, start: str) -> list[str]:
    """The DMs the bots posted whose text starts with `start`: each one's recipient."""
    return [
        fake.rest.dm_channels[int(r.path.split("/")[-2])].name
        for r in fake.requests.of("POST", CHANNEL_POST)
        if int(r.path.split("/")[-2]) in fake.rest.dm_channels
        and r.status == 200
        and (r.payload.get("content") or "").startswith(start)
    ]


def interaction_shards(fake: FakeDiscord) -> dict[str, set[tuple[int, int] | None]]:
    """The shards that received clicks from DMs and from the guild."""
    out: dict[str, set[tuple[int, int] | None]] = {"dm": set(), "guild": set()}
    for shard, event, data in fake.gateway.delivered:
        if event == "INTERACTION_CREATE" and data["type"] == 3:
            out["guild" if "guild_id" in data else "dm"].add(shard)
    return out


async def _zero(store: Store, sql: str) -> bool:
    return int(await store.fetch_value(sql)) == 0


async def set_clock(path: Path, hours: float) -> None:
    path.write_text(str(hours * HOUR))


UNSENT = "SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL"


async def each_reminder_once(
    fake: FakeDiscord, service: GameService, store: Store, clock: Path
) -> None:
    """Move both processes' clock past the first and second reminders: each is sent once, to
    the player the game waits on."""
    # The last move's posts went out, and with them the wait the reminders count from was
    # recorded (by whichever process made the move), before the clock moves on.
    await until(lambda: _zero(store, UNSENT), "every outbox row sent")
    _, waiting_on = await player_to_move(service, fake)
    for number, hours in ((1, 13), (2, 26)):
        await set_clock(clock, hours)
        text = f"Reminder {number}:"
        await until(lambda: bool(dms_saying(fake, text)), f"reminder {number}")  # noqa: B023
        await asyncio.sleep(1.0)  # both loops have looked several times since
        assert dms_saying(fake, text) == [waiting_on]
    wait = await store.fetch_one("SELECT reminders FROM ap_waits WHERE game_id = 1")
    assert wait is not None and wait["reminders"] == 2


async def play_by_turns(fake: FakeDiscord, service: GameService, store: Store) -> int:
    """`MOVES` moves, each from the turn DM's panel or the channel's in turn; the moves played."""
    played = 0
    for step in range(MOVES):
        version, player = await player_to_move(service, fake)
        assert version == played
        await until(lambda p=player: has_turn_dm(fake, p), f"{player}'s turn DM")
        panel = await open_panel(fake, player, dm=step % 2 == 0)
        assert versions(custom_ids(panel)) == {str(version)}
        await click_first(fake, panel, player)
        now = (await store.game(1)).version  # type: ignore[union-attr]
        assert now > played  # more than one when a one-option decision played itself
        played = now
    return played


async def race_both_processes(
    fake: FakeDiscord, service: GameService, store: Store, played: int
) -> int:
    """`RACES` moves, each clicked in the DM and in the channel at once (one process each):
    applied once; the moves played."""
    for _ in range(RACES):
        _, player = await player_to_move(service, fake)
        await until(lambda p=player: has_turn_dm(fake, p), f"{player}'s turn DM")
        from_dm = await open_panel(fake, player, dm=True)
        from_channel = await open_panel(fake, player, dm=False)
        assert versions(custom_ids(from_dm)) == versions(custom_ids(from_channel))
        codes = await asyncio.gather(
            click_first(fake, from_dm, player), click_first(fake, from_channel, player)
        )
        assert codes[0] == codes[1]  # the same move, clicked in both processes at once
        after = await store.moves(1)
        assert codes[0].endswith(f":{after[played].code}")  # applied once (a second: stale)
        now = (await store.game(1)).version  # type: ignore[union-attr]
        assert now > played  # more than one when a one-option decision played itself
        played = now
    return played


async def verified(database: str) -> None:
    """`roundhouse verify-db` finds every game of `database` as its moves replay."""
    verify = await asyncio.create_subprocess_exec(
        Path(sys.executable).parent / "roundhouse",
        "verify-db",
        "--database",
        database,
        stdout=asyncio.subprocess.PIPE,
    )
    out, _ = await verify.communicate()
    assert verify.returncode == 0 and b"0 differ" in out, out


async def test_two_processes_play_one_game_from_a_channel_and_from_dms(
    fake: FakeDiscord, two_processes: tuple[BotProcess, BotProcess], database: str, tmp_path: Path
) -> None:
    assert sorted(s for s in fake.gateway.shards() if s) == [(0, 2), (1, 2)]
    assert shard_of(fake.world.guild_id, 2) == 1
    creates = [shard for shard, event, _ in fake.gateway.delivered if event == "GUILD_CREATE"]
    assert creates == [(1, 2)]  # shard 0's process never sees the guild

    lobby_id = int((await open_lobby(fake))["id"])
    join = await fake.click(lobby_id, "rh:l:1:join", user="bob")
    await fake.original_edit(join)
    start = await fake.click(lobby_id, "rh:l:1:start", user="alice")
    await fake.original_edit(start)

    store = await Store.open(database)
    service = GameService(store, games=ROUND_HOUSE_ONLY)
    try:
        played = await play_by_turns(fake, service, store)
        played = await race_both_processes(fake, service, store, played)

        moves = await store.moves(1)
        assert [m.seq for m in moves] == list(range(1, played + 1))  # each move applied once
        assert interaction_shards(fake) == {"dm": {(0, 2)}, "guild": {(1, 2)}}

        await each_reminder_once(fake, service, store, tmp_path / "clock")

        # Every saved move's posts went out, each once (a post's nonce names its move).
        await until(lambda: _zero(store, UNSENT), "every outbox row sent")
        nonces = Counter(
            r.payload["nonce"]
            for r in fake.requests.of("POST", CHANNEL_POST)
            if r.payload.get("nonce")
        )
        assert nonces and max(nonces.values()) == 1, nonces.most_common(3)
        assert fake.requests.fake_errors == [] and fake.requests.unmatched == []
    finally:
        await store.close()
    await verified(database)


async def test_automatic_sharding_runs_every_shard_in_one_process(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    fake.rest.recommended_shards = 2  # GET /gateway/bot: what Discord recommends
    bot = create_bot(bot_settings(fake, tmp_path / "games.db"), games=ROUND_HOUSE_ONLY)
    async with running(bot, fake) as bot:
        assert (bot.shard_count, sorted(bot.shards)) == (2, [0, 1])
        assert sorted(fake.gateway.shards()) == [(0, 2), (1, 2)]
        await start_two_player_game(fake)
        _, player = await player_to_move(bot.service, fake)
        await until(lambda: has_turn_dm(fake, player), f"{player}'s turn DM")
        await click_first(fake, await open_panel(fake, player, dm=True), player)
        _, player = await player_to_move(bot.service, fake)
        await click_first(fake, await open_panel(fake, player, dm=False), player)
        assert len(await bot.service.store.moves(1)) == 2
    assert interaction_shards(fake) == {"dm": {(0, 2)}, "guild": {(1, 2)}}


async def test_a_process_without_shard_0_gets_no_dms(fake: FakeDiscord, tmp_path: Path) -> None:
    settings = bot_settings(fake, tmp_path / "games.db", SHARD_COUNT="2", SHARD_IDS="1")
    async with running(create_bot(settings, games=ROUND_HOUSE_ONLY), fake) as bot:
        assert (bot.shard_count, sorted(bot.shards)) == (2, [1])
        assert fake.gateway.shards() == [(1, 2)]
        await start_two_player_game(fake)  # the guild's shard: this process
        _, player = await player_to_move(bot.service, fake)
        await until(lambda: has_turn_dm(fake, player), f"{player}'s turn DM")
        post = turn_buttons(fake, player, dm=True)
        with pytest.raises(RuntimeError, match="no identified gateway session"):
            await fake.click(int(post["id"]), custom_ids(post)[0], user=player)
