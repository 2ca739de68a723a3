"""Clicks first (`bot.game.lanes`): background work waits for the clicks being handled."""

from __future__ import annotations

import asyncio

from bot.game.lanes import Lanes
from bot.game.service import GameService
from tests.support.services import next_move, two_player_game


async def test_background_work_waits_until_the_clicks_have_answered() -> None:
    lanes, order = Lanes(longest_wait=5.0), []
    answered = asyncio.Event()

    async def click() -> None:
        async with lanes.foreground():
            await answered.wait()
            order.append("click answered")

    async def post() -> None:
        async with lanes.background():
            order.append("post")

    clicking = asyncio.create_task(click())
    await asyncio.sleep(0)
    posting = asyncio.create_task(post())
    await asyncio.sleep(0.05)
    assert order == [] and lanes.busy == 1  # the post waits for the click
    answered.set()
    await asyncio.gather(clicking, posting)
    assert order == ["click answered", "post"]
    assert lanes.busy == 0


async def test_a_stream_of_clicks_holds_background_work_up_for_longest_wait_only() -> None:
    lanes = Lanes(longest_wait=0.05)
    never = asyncio.Event()

    async def stuck_click() -> None:
        async with lanes.foreground():
            await never.wait()

    clicking = asyncio.create_task(stuck_click())
    await asyncio.sleep(0)
    ran = []

    async def post() -> None:
        async with lanes.background():
            ran.append(True)

    await asyncio.wait_for(post(), 2.0)  # did not wait for the click
    assert ran == [True] and lanes.busy == 1
    clicking.cancel()
    await asyncio.gather(clicking, return_exceptions=True)
    assert lanes.busy == 0  # a cancelled click leaves the foreground too


async def test_a_click_that_starts_background_work_has_answered() -> None:
    lanes = Lanes(slots=1, longest_wait=5.0)  # a nested piece taking a slot would wait forever

    async def click_then_post() -> str:
        async with lanes.foreground():
            assert lanes.busy == 1
            async with lanes.background():  # would wait 5 s for itself otherwise
                assert lanes.busy == 0
                async with lanes.background():  # nested: no second slot needed
                    return "posted"

    assert await asyncio.wait_for(click_then_post(), 1.0) == "posted"


async def test_at_most_slots_background_pieces_run_at_once() -> None:
    lanes, running, most = Lanes(slots=3), [0], [0]

    async def post() -> None:
        async with lanes.background():
            running[0] += 1
            most[0] = max(most[0], running[0])
            await asyncio.sleep(0.01)
            running[0] -= 1

    await asyncio.gather(*(post() for _ in range(10)))
    assert most == [3]


async def test_a_saved_moves_announcement_waits_for_the_clicks_being_answered(store) -> None:
    service = GameService(store)
    game_id = await two_player_game(service)
    heard: list[int] = []

    async def hook(result) -> None:
        heard.append(result.game.version)

    service.hooks.move_applied.append(hook)
    result = await service.play(game_id, *await next_move(service, game_id))
    answered = asyncio.Event()

    async def click() -> None:
        async with service.lanes.foreground():
            await answered.wait()

    clicking = asyncio.create_task(click())
    await asyncio.sleep(0)
    announcing = asyncio.create_task(service.after_move(result))
    await asyncio.sleep(0.1)
    assert heard == []  # not while another player's click is being answered
    answered.set()
    await asyncio.gather(clicking, announcing)
    assert heard == [result.game.version]


async def test_a_click_is_in_the_foreground_until_its_panel_is_answered(table, monkeypatch):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    panel = await table.open_panel(member)
    service, seen = table.service, {}
    play, after_move = service.play, service.after_move

    async def watched_play(*args):
        seen["playing"] = service.lanes.busy
        return await play(*args)

    async def watched_after_move(result):
        seen["after"] = service.lanes.busy  # the click's panel edit is done by now
        await after_move(result)
        seen["announced"] = service.lanes.busy

    monkeypatch.setattr(service, "play", watched_play)
    monkeypatch.setattr(service, "after_move", watched_after_move)
    played = await member.click(panel, label=table.options(panel)[0])
    assert played.response is not None and played.response.ephemeral
    assert seen == {"playing": 1, "after": 1, "announced": 0}
