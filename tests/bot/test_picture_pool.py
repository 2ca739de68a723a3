"""Pictures drawn in worker processes (`bot.workers.picture.POOL`): the same picture as drawn here,
made in another process, falling back to threads for rules that cannot be pickled, and the
workers stopped by `shutdown`."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import textwrap
from dataclasses import dataclass

import pytest

from bot.game.model import Game
from bot.game.protocol import Picture
from bot.storage.records import GameRow, Status
from bot.workers import picture
from tests.support.fixtures import PNG_1x1
from tests.support.tictactoe import TIC_TAC_TOE, TicTacToe
from tests.support.workers import worker_pid


def game_of(rules, state) -> Game:
    row = GameRow(7, None, 1, 1, Status.PLAYING, None, None, 3, None, "", "")
    return Game(row, [], state, rules=rules)


@pytest.fixture
async def pool(monkeypatch):
    monkeypatch.setattr(picture, "PROCESSES", 2)
    yield picture.POOL
    await picture.shutdown()


async def test_a_picture_is_drawn_in_another_process(pool, monkeypatch):
    state = TIC_TAC_TOE.setup(["Ann", "Bo"], 1)
    TIC_TAC_TOE.apply(state, "b2")
    expected = picture.draw(TIC_TAC_TOE, state, ["Ann marked b2."], name="board-7-0003")

    def not_here(self, state, events):
        raise AssertionError("drawn in the bot's own process")

    monkeypatch.setattr(TicTacToe, "picture", not_here)  # this process only
    drawn = await picture.draw_async(
        game_of(TIC_TAC_TOE, state), ["Ann marked b2."], name="board-7-0003"
    )
    assert drawn == expected and drawn.filename == "board-7-0003.png"
    assert await picture.chart_async(game_of(TIC_TAC_TOE, state)) is None
    assert await pool.run(TIC_TAC_TOE, worker_pid) != os.getpid()


@dataclass
class Unpicklable(TicTacToe):
    """A game whose rules object cannot be pickled (it holds a function made at run time)."""

    draw_with: object = None

    def picture(self, state, events) -> Picture:
        return Picture(PNG_1x1, "drawn in a thread")


async def test_rules_that_cannot_be_pickled_are_drawn_in_threads(pool, caplog):
    rules = Unpicklable(draw_with=lambda: None)
    state = rules.setup(["Ann", "Bo"], 1)
    drawn = await picture.draw_async(game_of(rules, state), [])
    assert drawn.alt == "drawn in a thread"
    assert "cannot be pickled" in caplog.text


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open(f"/proc/{pid}/stat") as stat:  # a zombie is not alive (Linux)
        return stat.read().split(") ")[1][0] != "Z"


async def test_shutdown_stops_the_workers_and_a_later_picture_starts_new_ones(pool):
    state = TIC_TAC_TOE.setup(["Ann", "Bo"], 1)
    await picture.draw_async(game_of(TIC_TAC_TOE, state), [])
    pid = await pool.run(TIC_TAC_TOE, worker_pid)
    assert alive(pid)
    await picture.shutdown()
    assert not pool.running
    for _ in range(100):
        if not alive(pid):
            break
        await asyncio.sleep(0.05)
    assert not alive(pid)
    await picture.draw_async(game_of(TIC_TAC_TOE, state), [])
    assert pool.running and await pool.run(TIC_TAC_TOE, worker_pid) != pid


KILLED_BOT = textwrap.dedent(
    """
    import asyncio, sys
    from bot.workers import picture
    from tests.support.tictactoe import TIC_TAC_TOE
    from tests.support.workers import worker_pid

    async def main():
        print(await picture.POOL.run(TIC_TAC_TOE, worker_pid), flush=True)
        await asyncio.sleep(600)

    if __name__ == "__main__":
        asyncio.run(main())
    """
)


async def test_workers_end_when_the_bot_is_killed(tmp_path):
    script = tmp_path / "a_bot.py"
    script.write_text(KILLED_BOT)
    env = {**os.environ, "PYTHONPATH": os.getcwd()}
    process = subprocess.Popen(
        [sys.executable, str(script)], stdout=subprocess.PIPE, text=True, env=env
    )
    try:
        pid = int(process.stdout.readline())
        assert alive(pid)
    finally:
        process.kill()
        process.wait(timeout=30)
    for _ in range(100):  # the worker looks every 2 s
        if not alive(pid):
            break
        await asyncio.sleep(0.1)
    assert not alive(pid)


async def test_a_waiter_cancelled_while_the_workers_start_does_not_stop_later_pictures(pool):
    """A click that times out while the workers are still starting cancels only its own wait:
    the start goes on, and the next picture is drawn in a worker."""
    waiter = asyncio.ensure_future(pool.run(TIC_TAC_TOE, worker_pid))
    await asyncio.sleep(0)  # the start is under way
    waiter.cancel()
    with pytest.raises(asyncio.CancelledError):
        await waiter
    assert await pool.run(TIC_TAC_TOE, worker_pid) != os.getpid()


async def test_workers_that_never_started_are_stopped_without_a_failure(caplog):
    """Closing after the workers failed to start (here: a pool of -1 processes) stops nothing
    and raises nothing, so that what closes after it (the bot's database) still closes."""
    pool = picture.PicturePool(lambda: -1)
    with pytest.raises(ValueError, match="max_workers"):
        await pool.run(TIC_TAC_TOE, worker_pid)
    await pool.shutdown()
    assert "never started" in caplog.text
    assert not pool.running
