"""Which Discord shards this process holds: `SHARD_COUNT` and `SHARD_IDS` (e.g. `0-3`, `0,2`).

Discord sends a guild's events to shard `(guild_id >> 22) % shard_count` and every DM
interaction to shard 0. Several processes over one PostgreSQL each hold a range of shards; the
database, not the process, decides every change to a game, so any process may act on any game.
"""

from __future__ import annotations

from dataclasses import dataclass

MAX_SHARDS = 100_000
ALL_SHARDS = "all shards"  # the owner name of a process that runs every shard (`Sharding.owner`)


@dataclass(frozen=True)
class Sharding:
    """`count` None: automatic (discord.py asks Discord how many shards, this process runs them
    all); else this process runs the shards `ids` of `count`."""

    count: int | None = None
    ids: tuple[int, ...] | None = None

    @property
    def owner(self) -> str:
        """This process's name among the bot's processes (the same after a restart): what its
        claims on shared work are held by (`bot.storage.claims`). A process running every
        shard is `ALL_SHARDS`, however many there are."""
        if self.count is None or self.ids is None or self.ids == tuple(range(self.count)):
            return ALL_SHARDS
        return f"shards {format_ids(self.ids)}/{self.count}"


def shard_of(guild_id: int, count: int) -> int:
    """The shard Discord sends a guild's events to."""
    return (guild_id >> 22) % count


def parse_shard_ids(text: str, count: int | None) -> tuple[int, ...]:
    """`0-3`, `0,2` or `0-1,5` as sorted shard ids; ValueError saying what is wrong."""
    if count is None:
        raise ValueError("needs SHARD_COUNT as well (the total number of shards of the bot)")
    ids: list[int] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            raise ValueError(f"{text!r} has an empty entry (write e.g. 0-3 or 0,2)")
        first, _, last = part.partition("-")
        try:
            low, high = int(first), int(last) if last else int(first)
        except ValueError:
            raise ValueError(f"{part!r} is not a shard id or a range like 0-3") from None
        if low < 0 or high < low:
            raise ValueError(f"{part!r} is not a range of shard ids (low-high, from 0)")
        ids.extend(range(low, high + 1))
    if len(set(ids)) != len(ids):
        raise ValueError(f"{text!r} names a shard twice")
    too_big = [i for i in ids if i >= count]
    if too_big:
        raise ValueError(
            f"shard {too_big[0]} does not exist: with SHARD_COUNT={count} the ids are 0-{count - 1}"
        )
    return tuple(sorted(ids))


def format_ids(ids: tuple[int, ...]) -> str:
    """Shard ids as runs: (0, 1, 2, 5) → `0-2,5`."""
    runs: list[list[int]] = []
    for shard in ids:
        if runs and shard == runs[-1][1] + 1:
            runs[-1][1] = shard
        else:
            runs.append([shard, shard])
    return ",".join(f"{a}" if a == b else f"{a}-{b}" for a, b in runs)
