"""Issue 19, point 6: a click in another game does not queue behind a burst of clicks.

Through discord.py's real code under simcord: the burst's clicks arrive together while SQLite's
writer is held (as it is, one save at a time, while a burst's saves queue there), then a click
in another game; once the writer is free, that click is answered among the first, not after the
whole burst.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from bot.posts import ids
from tests.support.clicks import dispatch_click
from tests.support.tables import public_posts

BURST = 12  # clicks in the burst, one per game
SLOTS = 2  # clicks worked on at once (`Lanes.click_slots`), fixed for the test


async def open_game(table: Any, number: int) -> tuple[Any, Any, Any]:
    """A started game of ann and bo in a channel of its own: (channel, game, the deciding
    member's panel)."""
    channel = table.guild.create_text_channel(f"burst-{number}")
    service = table.service
    lobby = await service.open_lobby(
        guild_id=table.guild.id, channel_id=channel.id, host_id=table.ann.id, host_name="ann"
    )
    await service.join(lobby.id, table.bo.id, "bo")
    game = await service.start(lobby.id, table.ann.id, seed=5)
    await table.env.settle()
    member = table.member_for(game, game.current_seat())
    post = next(p for p in public_posts(channel) if "Take my turn" in table.buttons(p))
    panel = (await member.click(post, label="Take my turn")).response
    return channel, game, (member, panel)


async def until(condition: Callable[[], bool]) -> None:
    """Let the bot run until `condition` holds (a bound that only a broken bot reaches)."""
    async with asyncio.timeout(30):
        while not condition():
            await asyncio.sleep(0.001)


def answer_order(table: Any, since: int) -> list[str]:
    """The interaction tokens in the order their clicks were answered (first answer each),
    from request `since` of the REST log on."""
    order: list[str] = []
    for entry in table.env.http_requests[since:]:
        parts = entry.path.split("/")  # /interactions/{id}/{token}/callback
        if entry.path.startswith("/interactions/") and parts[3] not in order:
            order.append(parts[3])
    return order


async def test_a_click_in_another_game_is_answered_before_the_bursts_backlog(table, monkeypatch):
    service, store = table.service, table.service.store
    service.lanes.click_slots, service.lanes.click_wait = SLOTS, 3600.0
    games = [await open_game(table, n) for n in range(BURST + 1)]
    saving = [0]
    append_move = store.append_move

    async def counted(*args: Any, **kwargs: Any) -> int:
        saving[0] += 1
        return await append_move(*args, **kwargs)

    monkeypatch.setattr(store, "append_move", counted)
    release, held = asyncio.Event(), asyncio.Event()

    async def hold_the_writer() -> None:
        async with store.transaction():
            held.set()
            await release.wait()

    holder = asyncio.create_task(hold_the_writer())
    await held.wait()

    def click(channel: Any, game: Any, seat: tuple[Any, Any]) -> str:
        member, panel = seat
        code = table.options(panel)[0]
        move = next(m.code for m in game.rules.legal_moves(game.state) if m.label == code)
        return dispatch_click(
            table.env,
            guild_id=table.guild.id,
            channel_id=channel.id,
            message_id=panel.id,
            user_id=member.id,
            custom_id=ids.move(game.id, game.version, move),
        )

    def queued() -> int:  # at the writer, or waiting for a click slot
        return saving[0] + getattr(service.lanes, "waiting", 0)

    since = len(table.env.http_requests)
    burst = [click(*g) for g in games[:BURST]]
    await until(lambda: queued() == BURST)
    other = click(*games[BURST])
    await until(lambda: queued() == BURST + 1)
    release.set()
    await holder
    await table.env.settle()
    order = answer_order(table, since)
    assert set(order) == {*burst, other}
    assert order.index(other) < BURST // 2, f"answered {order.index(other) + 1}th of {BURST + 1}"
    assert not table.env.errors
