"""Clicks first (`bot.workers.lanes`): background work waits for the clicks being handled."""

from __future__ import annotations

import asyncio

from bot.game.service import GameService
from bot.workers.lanes import Lanes
from tests.support.catalogues import ROUND_HOUSE_ONLY
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
    service = GameService(store, games=ROUND_HOUSE_ONLY)
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


async def test_a_click_after_a_burst_is_let_in_before_the_bursts_waiting_clicks() -> None:
    lanes, order = Lanes(click_slots=1, click_wait=3600.0), []
    first_done = asyncio.Event()

    async def click(name: str, game: int, done: asyncio.Event | None = None) -> None:
        async with lanes.foreground(game):
            order.append(name)
            if done is not None:
                await done.wait()

    tasks = [asyncio.create_task(click("burst 0", 0, first_done))]
    tasks += [asyncio.create_task(click(f"burst {n}", n)) for n in range(1, 4)]
    await asyncio.sleep(0)
    assert order == ["burst 0"] and lanes.waiting == 3
    tasks.append(asyncio.create_task(click("other game", 9)))
    await asyncio.sleep(0)
    first_done.set()
    await asyncio.gather(*tasks)
    assert order == ["burst 0", "other game", "burst 3", "burst 2", "burst 1"]
    assert lanes.busy == lanes.waiting == 0


async def test_a_games_clicks_are_worked_on_one_at_a_time() -> None:
    lanes, inside = Lanes(click_slots=3, click_wait=3600.0), []
    done = asyncio.Event()

    async def click(name: str, game: int) -> None:
        async with lanes.foreground(game):
            inside.append(name)
            await done.wait()

    clicks = [("a", 1), ("b", 1), ("c", 2)]
    tasks = [asyncio.create_task(click(name, game)) for name, game in clicks]
    await asyncio.sleep(0)
    assert inside == ["a", "c"] and lanes.waiting == 1  # a slot is free, but game 1 has one
    done.set()
    await asyncio.gather(*tasks)
    assert inside == ["a", "c", "b"]


async def test_a_click_waits_for_a_slot_click_wait_seconds_at_most() -> None:
    lanes, never = Lanes(click_slots=1, click_wait=0.01), asyncio.Event()

    async def stuck() -> None:
        async with lanes.foreground(1):
            await never.wait()

    holding = asyncio.create_task(stuck())
    await asyncio.sleep(0)

    async def click() -> str:
        async with lanes.foreground(2):
            return "answered"

    assert await asyncio.wait_for(click(), 5.0) == "answered"  # without the slot coming free
    holding.cancel()
    await asyncio.gather(holding, return_exceptions=True)
    assert lanes.busy == lanes.waiting == 0


async def test_a_click_cancelled_while_waiting_leaves_the_queue() -> None:
    lanes, done = Lanes(click_slots=1, click_wait=3600.0), asyncio.Event()

    async def click(game: int) -> None:
        async with lanes.foreground(game):
            await done.wait()

    holding = asyncio.create_task(click(1))
    waiting = asyncio.create_task(click(2))
    await asyncio.sleep(0)
    assert lanes.waiting == 1
    waiting.cancel()
    await asyncio.gather(waiting, return_exceptions=True)
    assert lanes.waiting == 0 and lanes.busy == 1
    done.set()
    await holding
    assert lanes.busy == 0


async def test_a_slash_command_is_handled_in_the_foreground(table, monkeypatch):
    await table.start(humans=(table.bo,))
    service, seen = table.service, []
    game_in = service.game_in

    async def watched(channel_id: int):
        seen.append(service.lanes.busy)
        return await game_in(channel_id)

    monkeypatch.setattr(service, "game_in", watched)
    answer = await table.bo.slash(table.channel, "roundhouse status")
    assert answer.response is not None and answer.response.embeds  # the scores
    assert seen == [1]  # background work would wait for it
    assert service.lanes.busy == 0  # and it left when it ended


async def test_a_click_sending_its_answer_gives_its_slot_to_the_next() -> None:
    lanes, sent = Lanes(click_slots=1, click_wait=3600.0), asyncio.Event()
    inside: list[str] = []

    async def answering_click() -> None:
        async with lanes.foreground(1):
            inside.append("first")
            lanes.answering()  # its move is saved: only its answer is on its way
            await sent.wait()

    async def click() -> None:
        async with lanes.foreground(2):
            inside.append("next")

    first = asyncio.create_task(answering_click())
    await asyncio.sleep(0)
    await asyncio.wait_for(click(), 5.0)
    assert inside == ["first", "next"] and lanes.busy == 1  # the first still in the foreground
    sent.set()
    await first
    assert lanes.busy == 0


async def test_a_slot_that_frees_skips_a_click_cancelled_while_it_waited() -> None:
    lanes, done = Lanes(click_slots=1, click_wait=3600.0), asyncio.Event()
    inside: list[str] = []

    async def click(name: str, game: int) -> None:
        async with lanes.foreground(game):
            inside.append(name)
            await done.wait()

    cancelled = asyncio.create_task(click("cancelled", 2))
    later = asyncio.create_task(click("later", 3))

    async def first() -> None:
        async with lanes.foreground(1):
            await asyncio.sleep(0)  # the others queue meanwhile
            cancelled.cancel()  # still listed as waiting until its task runs again
            later.cancel()
            lanes.answering()  # the slot frees in the same step

    await first()
    await asyncio.gather(cancelled, later, return_exceptions=True)
    assert inside == [] and lanes.busy == lanes.waiting == 0


async def test_a_clicks_save_goes_before_background_writes_at_sqlites_writer(store) -> None:
    lanes, order = Lanes(), []
    row = await store.create_lobby(
        guild_id=1, channel_id=2, host_id=3, host_name="ann", game="roundhouse"
    )
    release, held = asyncio.Event(), asyncio.Event()

    async def hold_the_writer() -> None:
        async with store.transaction():
            held.set()
            await release.wait()

    async def write(name: str) -> None:
        await store.execute("UPDATE games SET lobby_message_id = 1 WHERE id = ?", (row.id,))
        order.append(name)

    async def click() -> None:
        async with lanes.foreground(row.id):
            await write("click")

    holder = asyncio.create_task(hold_the_writer())
    await held.wait()
    writes = [asyncio.create_task(write(f"background {n}")) for n in (1, 2)]
    await asyncio.sleep(0)  # both wait for the writer now
    writes.append(asyncio.create_task(click()))
    await asyncio.sleep(0)  # and the click's save behind them
    release.set()
    await asyncio.gather(holder, *writes)
    assert order == ["click", "background 1", "background 2"]
