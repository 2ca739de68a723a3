"""A deploy that overlaps two processes (issue 28, part 4), on both backends.

The bot under simcord runs every shard, as `roundhouse bot` does without SHARD_IDS. Another
process in the same place starts beside it on the same database, as a rolling deploy's new
process does, saves a turn and dies before posting it. The bot knows the other from its
heartbeat, not from its place: the post goes out within `CLAIM` + 1 s of the death, as
between the processes of a sharded bot, wherever in the bot's round of beats the other started;
once the dead one's heartbeat has run out, the bot is alone again. (How a new process that
starts beside a live one leaves it its rows: tests/storage/test_shared_work.py.)
"""

from __future__ import annotations

import pytest

from bot.sending.outbox_claims import CLAIM
from bot.sending.peers import ALIVE, BEAT
from bot.sharding import ALL_SHARDS
from bot.storage.outbox import OutboxStore
from tests.support.databases import backend, db_target, store
from tests.support.dying import other_process, saved_then_died, seconds_until_posted
from tests.support.tables import turn_posts

__all__ = ["backend", "db_target", "store"]  # fixtures: this module's bot runs on both backends

# Once it knows of another process the bot renews claims every 10 s and looks every 20 s: see
# tests/bot/test_crashed_process.py for why it settles within simcord's default 5 s.
pytestmark = [pytest.mark.simcord(settle_timeout=5), pytest.mark.heartbeats]

GOAL = 60  # seconds: issue 19's goal


@pytest.mark.parametrize("lived", [0, 35])
@pytest.mark.parametrize("after_beat", [0, 5, 9])
async def test_a_process_started_beside_the_bot_that_dies_has_its_posts_sent(
    table, db_target, monkeypatch, after_beat, lived
):
    """`after_beat`: seconds between the bot's last heartbeat and the other's start (0: the bot
    had just beaten); `lived`: seconds from the other's start to its turn and death (0: a new
    process that fails at once; 35: one the bot has known for a while, as the old process of a
    deploy, killed once the new one runs)."""
    assert table.service.outbox.alone  # every shard, and no other heartbeat
    game_id = await table.start(humans=(table.bo,))
    peers = table.service.outbox.peers
    beats: list[float] = []
    beat = peers.db.beat

    async def counted(*args, **kwargs):
        beats.append(peers.clock().timestamp())
        return await beat(*args, **kwargs)

    monkeypatch.setattr(peers.db, "beat", counted)
    while not beats:
        await table.env.advance_time(1)
    await table.env.advance_time(after_beat)
    assert after_beat < BEAT and len(beats) == 1
    other = await other_process(db_target, ALL_SHARDS)
    await other.outbox.peers.beat()  # its start
    if lived:
        await table.env.advance_time(lived)
        await other.outbox.peers.beat()  # alive all along: it beats every BEAT s
    version = await saved_then_died(other, game_id)
    assert turn_posts(table, game_id, version) == []

    late = await seconds_until_posted(table, game_id, version, 2 * GOAL)
    assert late is not None and late <= CLAIM + 1, f"posted {late} s after the death"
    assert len(turn_posts(table, game_id, version)) == 1
    assert await OutboxStore(table.service.store).unsent() == []
    assert not table.service.outbox.alone
    await table.env.advance_time(ALIVE + BEAT)  # the dead one's heartbeat ran out
    assert table.service.outbox.alone
