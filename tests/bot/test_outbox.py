"""A move saved but never posted is posted once (issue 10, part 3): the outbox row is saved with
the move, and whatever a stopped process left unsent goes out at the next start, or from the
background loop when a caller never announced its move — exactly once."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

from bot.sending.outbox import LEASE
from bot.storage.outbox import OutboxStore
from tests.support.tables import restart_bot, turn_posts

# Plays the game's moves through the service (another process, as the bot would be) until a
# move ends a turn; its first hook then reports the saved version and waits to be killed.
KILLED = textwrap.dedent(
    """
    import asyncio, sys
    from bot.game.service import GameService
    from bot.storage.store import Store
    from tests.support.catalogues import ROUND_HOUSE_ONLY

    async def main(path, game_id):
        service = GameService(await Store.open(path), games=ROUND_HOUSE_ONLY)

        async def stop_here(result):
            print("saved", result.game.version, flush=True)
            await asyncio.sleep(3600)  # killed here: after the commit, before any post

        service.hooks.move_applied.insert(0, stop_here)
        game = await service.load(game_id)
        while True:
            code = service.games.default.computer_move(game.state, game.version)
            user = game.user_of(game.current_seat())
            result = await service.play(game_id, user, game.version, code)
            if result.turn_ended:
                await service.after_move(result)
            game = result.game

    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
    """
)


async def told_in_words(store, game_id: int, version: int) -> str:
    """What a turn post for `version` says happened: the lines of the turn its move ended, read
    from the log (the last run of moves with that move's turn key; computers never undo)."""
    moves = await store.moves(game_id, through=version)
    lines = []
    for move in reversed(moves):
        if move.turn != moves[-1].turn:
            break
        lines.insert(0, f"• {move.line}")
    assert lines
    return "\n".join(lines)


def kill_after_a_saved_turn(db_path: str, game_id: int) -> int:
    """Run KILLED until it saved a turn-ending move, SIGKILL it; the saved version."""
    process = subprocess.Popen(
        [sys.executable, "-c", KILLED, db_path, str(game_id)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=os.getcwd(),
    )
    try:
        line = process.stdout.readline()
        assert line.startswith("saved"), process.stderr.read()
        return int(line.split()[1])
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)


async def test_a_move_saved_before_a_kill_is_posted_once_after_the_restart(
    table, settings, db_path
):
    game_id = await table.start(humans=(table.bo,))
    version = kill_after_a_saved_turn(db_path, game_id)
    assert turn_posts(table, game_id, version) == []  # the process died before posting

    store = await restart_bot(table, settings, db_path)
    try:
        (post,) = turn_posts(table, game_id, version)
        game = await table.env.bot.service.load(game_id)
        assert game.version == version
        assert f"<@{game.user_of(game.current_seat())}>" in post.content
        assert post.embeds[0].description == await told_in_words(store, game_id, version)
        assert await OutboxStore(store).unsent() == []
        store = await restart_bot(table, settings, db_path)  # and never again
        assert len(turn_posts(table, game_id, version)) == 1
    finally:
        await table.env.bot.close()
        await store.close()


async def test_the_loop_posts_a_move_its_caller_never_announced(table, monkeypatch):
    game_id = await table.start(humans=(table.bo,))
    service = table.service
    announce, saved = service.announce, []

    async def never_announced(result) -> None:
        saved.append(result)

    monkeypatch.setattr(service, "announce", never_announced)
    game = await service.load(game_id)
    member, seat = table.member_for(game, game.current_seat()), game.current_seat()
    panel = await table.open_panel(member)
    while (await service.load(game_id)).current_seat() == seat:  # the bot's clicks, until the
        panel = (await member.click(panel, label=table.options(panel)[0])).response  # turn ends
    result = saved[-1]
    game = result.game
    assert result.turn_ended
    await table.env.advance_time(60)
    assert turn_posts(table, game_id, game.version) == []  # its caller may still announce it
    await table.env.advance_time(LEASE)
    (post,) = turn_posts(table, game_id, game.version)
    assert post.embeds[0].description == await told_in_words(service.store, game_id, game.version)
    await announce(result)  # a late caller posts nothing more
    await table.env.advance_time(3 * 3600)
    assert len(turn_posts(table, game_id, game.version)) == 1


async def test_posts_carry_a_nonce_and_every_row_is_marked_sent(table):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    panel = await table.open_panel(member)
    while table.options(panel) and (await table.game(game_id)).version < 30:
        panel = (await member.click(panel, label=table.options(panel)[0])).response
    posts = [
        entry.json
        for entry in table.env.backend.http_requests
        if entry.method == "POST" and entry.path == f"/channels/{table.channel.id}/messages"
    ]
    nonces = [p.get("nonce") for p in posts if "Take my turn" in str(p)]
    assert nonces and all(n and n.startswith(f"rh{game_id}v") for n in nonces)
    assert len(set(nonces)) == len(nonces)
    assert await OutboxStore(table.service.store).unsent() == []
