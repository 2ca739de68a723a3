"""A panel click is answered in place: in one request when quick, acknowledged first when slow
(`bot.interface.replies`), the panel showing the move either way."""

from __future__ import annotations

import asyncio
import re

import discord

from bot.interface import replies


def answers(table, start: int) -> list[tuple[str, object]]:
    """(what, detail) of the interaction answers the bot sent since request `start`."""
    out: list[tuple[str, object]] = []
    for entry in table.env.http_requests[start:]:
        if entry.method == "POST" and entry.path.endswith("/callback"):
            out.append(("callback", entry.json["type"]))
        elif entry.method == "PATCH" and entry.path.endswith("/messages/@original"):
            out.append(("edit", None))
    return out


def panel_versions(response) -> set[str]:
    """The game versions a panel's options, menus and Undo carry (`rh:m|s|u:<game>:<version>`)."""
    return set(re.findall(r"rh:[msu]:[0-9]+:([0-9]+)", str(response.components)))


async def panel_click(table, monkeypatch, *, delay: float, refuse_first_answer: bool = False):
    game_id = await table.start(humans=(table.bo,))
    game = await table.game(game_id)
    member = table.member_for(game, game.current_seat())
    panel = await table.open_panel(member)
    play = table.service.play

    async def slow_play(*args):
        await asyncio.sleep(delay)
        return await play(*args)

    monkeypatch.setattr(table.service, "play", slow_play)
    if refuse_first_answer:  # Discord refuses the click's first answer (its acknowledgement)
        table.env.inject_error(
            "POST", "/interactions/*/callback", status=404, code=10062, message="Unknown"
        )
    start = len(table.env.http_requests)
    played = await member.click(panel, label=table.options(panel)[0])
    assert (await table.game(game_id)).version == 1
    return played, answers(table, start)


async def test_a_quick_move_is_answered_with_the_new_panel_in_one_request(table, monkeypatch):
    played, sent = await panel_click(table, monkeypatch, delay=0)
    assert sent == [("callback", 7)]  # UPDATE_MESSAGE: no acknowledgement, no edit after
    assert played.response.ephemeral and panel_versions(played.response) == {"1"}


async def test_a_slow_move_is_acknowledged_first_then_its_panel_edited(table, monkeypatch):
    monkeypatch.setattr(replies, "QUICK", 0.05)
    played, sent = await panel_click(table, monkeypatch, delay=0.3)
    assert sent == [("callback", 6), ("edit", None)]  # in time for Discord's 3 seconds
    assert played.response.ephemeral and panel_versions(played.response) == {"1"}


async def test_a_failed_acknowledgement_still_answers_and_announces_the_saved_move(
    table, monkeypatch, caplog
):
    monkeypatch.setattr(replies, "QUICK", 0.05)
    announced = []
    after_move = table.service.after_move

    async def watched(result):
        announced.append(result.game.version)
        await after_move(result)

    monkeypatch.setattr(table.service, "after_move", watched)
    played, sent = await panel_click(table, monkeypatch, delay=0.3, refuse_first_answer=True)
    assert announced == [1]  # the saved move is posted now, not by the outbox minutes later
    assert sent == [("callback", 6), ("callback", 7)]  # the refused acknowledgement, the panel
    assert panel_versions(played.response) == {"1"}
    assert "could not acknowledge" in caplog.text
    (refused,) = table.env.errors  # the acknowledgement's 404, and nothing else went wrong
    assert isinstance(refused, discord.NotFound)
