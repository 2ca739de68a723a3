"""Issue 10, point 4 (the answers): the store's faults get friendly private answers and change
nothing; a store that cannot save is also logged for an operator; a version conflict is
answered like a stale panel, with the current one."""

from __future__ import annotations

import logging
import time

import pytest

from bot.interface.errors import store_error_text
from bot.storage.errors import StoreBusy, StoreUnavailable, VersionConflict
from bot.storage.store import Store
from tests.support.databases import sqlite_locked
from tests.support.tables import private_answer

BUSY = "The bot is busy, try again in a moment; nothing was changed."
UNAVAILABLE = "The bot cannot save right now; nothing was changed."


def failing(error: Exception):
    async def fail(*args, **kwargs):
        raise error

    return fail


@pytest.mark.parametrize("how", ["button", "command"])
async def test_a_database_that_cannot_save_is_answered_and_logged(table, monkeypatch, caplog, how):
    await table.ann.slash(table.channel, "roundhouse new")
    lobby = table.lobby_message()
    monkeypatch.setattr(table.service.store, "add_seat", failing(StoreUnavailable("disk full")))
    with caplog.at_level(logging.ERROR, logger="bot.errors"):
        if how == "button":
            answer = private_answer(await table.bo.click(lobby, label="Join"))
        else:
            answer = (await table.bo.slash(table.channel, "roundhouse join")).response
    assert answer.ephemeral and answer.content.startswith(UNAVAILABLE)
    assert "reference" not in answer.content
    (record,) = [r for r in caplog.records if r.levelno == logging.ERROR]
    used = "/roundhouse join" if how == "command" else "component rh:l:1:join"
    assert record.getMessage().startswith(f"store unavailable: {used} by user {table.bo.id}")
    assert "disk full" in record.getMessage()
    game = await table.service.game_in(table.channel.id)
    assert [s.user_id for s in game.seats] == [table.ann.id]


async def test_a_version_conflict_shows_the_current_panel(table, monkeypatch, db_path):
    """Another process saves the same decision first: the click is answered with the current
    panel, like a stale one, and the move is in the log once."""
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    panel = await table.open_panel(member)
    other = await Store.open(db_path)
    original = table.service.store.append_move

    async def racing(game_id: int, **move):
        await other.append_move(game_id, **move)  # the other process wins the race
        return await original(game_id, **move)

    monkeypatch.setattr(table.service.store, "append_move", racing)
    try:
        result = await member.click(panel, label=table.options(panel)[0])
    finally:
        await other.close()
    assert result.response.id == panel.id
    first, question, header = result.response.content.split("\n")[:3]
    assert first == "⚠️ The game moved on while you chose: it is at move 1 now. Nothing was changed."
    assert question.startswith("**") and header.startswith(f"**Round House #{game_id}** · against ")
    assert " · Round 0 of 7 · turn 1" in result.response.content
    assert len(await table.service.store.moves(game_id)) == 1
    assert not table.env.errors


def test_every_fault_has_its_words():
    assert store_error_text(StoreBusy("x")) == BUSY
    assert store_error_text(StoreUnavailable("x")).startswith(UNAVAILABLE)
    conflict = store_error_text(VersionConflict(1, 5, "playing", 4))
    assert conflict is not None and "at move 5 now" in conflict


async def test_a_click_on_a_locked_database_says_busy_in_time(table, db_path):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    panel = await table.open_panel(member)
    label = table.options(panel)[0]
    with sqlite_locked(db_path):
        started = time.monotonic()
        refused = await member.click(panel, label=label)
        waited = time.monotonic() - started
    assert waited < 3.0  # within Discord's 3 s
    assert private_answer(refused).content == BUSY
    assert (await table.game(game_id)).version == 0 and not table.env.errors
    played = await member.click(panel, label=label)  # the same click, once the lock is gone
    assert (await table.game(game_id)).version == 1 and played.response.id == panel.id


@pytest.mark.parametrize("fault", ["read-only", "full disk"])
async def test_a_click_on_a_database_that_cannot_save_is_answered_and_logged(table, caplog, fault):
    game_id = await table.start(humans=(table.bo,))
    store = table.service.store
    if fault == "read-only":
        await store.fetch_one("PRAGMA query_only = 1")
    else:
        pages = (await store.fetch_one("PRAGMA page_count"))[0]
        await store.fetch_one(f"PRAGMA max_page_count = {pages}")
    panel = None
    with caplog.at_level(logging.ERROR, logger="bot.errors"):
        for _ in range(60):  # a full disk refuses the first move that needs a new page
            game = await table.game(game_id)
            member = table.member_for(game, game.current_seat())
            if panel is None or not table.options(panel):
                panel = await table.open_panel(member)
            refused = await member.click(panel, label=table.options(panel)[0])
            if (await table.game(game_id)).version == game.version:
                break
            panel = refused.response
    assert private_answer(refused).content.startswith(UNAVAILABLE)
    assert any(
        r.levelno == logging.ERROR and r.getMessage().startswith("store unavailable")
        for r in caplog.records
    )
    await store.fetch_one("PRAGMA query_only = 0")
    await store.fetch_one("PRAGMA max_page_count = 1073741823")
    assert (await table.game(game_id)).version == game.version
    await member.click(panel, label=table.options(panel)[0])  # the same click, now it saves
    assert (await table.game(game_id)).version == game.version + 1
