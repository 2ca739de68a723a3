"""SQLite's writer taken in turns (`bot.storage.turns`): clicks first, each kind in order, and a
waiter cancelled at any point never keeps the writer from the next."""

from __future__ import annotations

import asyncio

from bot.storage.turns import CLICK, Turns


async def test_clicks_go_first_and_each_kind_in_order() -> None:
    turns, order = Turns(), []

    async def write(name: str, click: bool) -> None:
        CLICK.set(click)  # in this task only
        async with turns.turn():
            order.append(name)

    async with turns.turn():
        tasks = [
            asyncio.create_task(write(name, click))
            for name, click in [("post 1", False), ("click 1", True), ("post 2", False)]
        ]
        tasks.append(asyncio.create_task(write("click 2", True)))
        await asyncio.sleep(0)
    await asyncio.gather(*tasks)
    assert order == ["click 1", "click 2", "post 1", "post 2"]


async def test_a_cancelled_waiter_never_keeps_the_writer() -> None:
    turns, order = Turns(), []

    async def write(name: str) -> None:
        async with turns.turn():
            order.append(name)

    async with turns.turn():
        gone = asyncio.create_task(write("cancelled while waiting"))
        handed = asyncio.create_task(write("cancelled once handed the writer"))
        last = asyncio.create_task(write("last"))
        await asyncio.sleep(0)
        gone.cancel()
    # leaving handed the writer to `handed` (the first still waiting); cancel it before it runs
    handed.cancel()
    await asyncio.wait_for(asyncio.gather(gone, handed, last, return_exceptions=True), 5.0)
    assert order == ["last"]
    async with turns.turn():  # and the writer is free again
        order.append("after")
    assert order == ["last", "after"]
