"""Claims (`bot.storage.claims`): one owner at a time, across processes, on both backends."""

from __future__ import annotations

import asyncio

from bot.storage.claims import Claims
from bot.storage.store import Store
from tests.support.databases import Clock


async def test_one_owner_among_processes_claiming_at_once(db_target):
    clock = Clock()
    stores = [await Store.open(db_target, clock=clock) for _ in range(4)]
    try:
        claims = [Claims(s, f"shards {n}/4") for n, s in enumerate(stores)]
        won = await asyncio.gather(*(c.take("computer:1", 60) for c in claims))
        assert won.count(True) == 1
        winner = claims[won.index(True)]
        others = [c for c in claims if c is not winner]
        holder = await others[0].holder("computer:1")
        assert holder is not None and (holder.owner, holder.until) == (winner.owner, 1767225660.0)

        clock.seconds = 30
        assert await winner.take("computer:1", 60)  # renewed by its owner
        assert not any(await asyncio.gather(*(c.take("computer:1", 60) for c in others)))
        assert await others[0].take("computer:2", 60)  # another name: free

        clock.seconds = 91  # the owner stopped renewing: its claim ran out
        won = await asyncio.gather(*(c.take("computer:1", 60) for c in others))
        assert won.count(True) == 1
        new = others[won.index(True)]
        assert not await winner.take("computer:1", 60)

        await winner.release("computer:1")  # not its claim any more: nothing happens
        assert (await new.holder("computer:1")).owner == new.owner  # type: ignore[union-attr]
        await new.release("computer:1")
        assert await new.holder("computer:1") is None
        assert await winner.take("computer:1", 60)

        restarted = Claims(stores[0], winner.owner)  # the same place, after a restart
        assert await restarted.take("computer:1", 60)  # its own claim: at once
        assert not await new.take("computer:1", 60)
    finally:
        for store in stores:
            await store.close()
